import { defineNamespace } from "#app/lib/i18n/use-translation.ts";

/**
 * Texts of proposals online (decision 032-online-proposals): the signed link's page and the client
 * space's Quotes page. French is the reference.
 */
export const quotesFr = {
  title: "Proposition commerciale {{number}}",
  pageTitle: "Devis",
  intro:
    "Vos propositions commerciales : consultez-les, téléchargez le PDF, acceptez-les ou refusez-les en ligne.",
  empty: "Aucune proposition commerciale pour le moment.",
  listTitle: "Vos propositions commerciales",
  number: "Numéro",
  issuedAt: "Émise le",
  validUntil: "Valable jusqu'au",
  statusLabel: "Statut",
  statuses: {
    sent: "Envoyée",
    viewed: "Consultée",
    accepted: "Acceptée",
    declined: "Refusée",
    expired: "Expirée",
  },
  lines: "Lignes de la proposition",
  line: "Désignation",
  quantity: "Qté",
  unit: "Prix unitaire HT",
  amount: "Montant HT",
  subtotal: "Total HT",
  vat: "TVA",
  total: "Total TTC",
  pdf: "Télécharger le PDF",
  pdfAccepted: "Télécharger le PDF avec le certificat d'acceptation",
  sha256: "Empreinte SHA-256 du PDF",
  sha256Hint: "Votre acceptation porte sur ce PDF exact, identifié par cette empreinte.",
  accept: {
    title: "Accepter la proposition",
    intro:
      "Signature électronique simple : saisissez votre nom et votre fonction, puis cochez la case. La date, l'heure, votre adresse IP, votre navigateur et l'empreinte du PDF sont enregistrés et ajoutés au PDF dans un certificat.",
    signerName: "Nom et prénom du signataire",
    signerRole: "Fonction",
    signerRoleHint: "Par exemple : proviseure, directeur administratif et financier.",
    consent:
      "J'accepte cette proposition et ses conditions, et je suis habilité à engager mon établissement.",
    submit: "Accepter et signer",
    pending: "Signature…",
  },
  decline: {
    title: "Refuser la proposition",
    reason: "Motif du refus",
    reasonHint: "Votre motif aide notre équipe à vous faire une meilleure proposition.",
    submit: "Refuser la proposition",
    pending: "Envoi…",
  },
  done: {
    accepted: "Merci : la proposition est acceptée. Notre équipe vous contacte pour la mise en place.",
    declined: "Votre refus est enregistré. Merci de nous avoir indiqué votre motif.",
  },
  answered: {
    accepted: "Acceptée le {{date}} par {{signer}} ({{role}}).",
    declined: "Refusée le {{date}}.",
  },
  refusals: {
    expired:
      "Cette proposition a expiré : elle ne peut plus être acceptée. Contactez-nous pour en recevoir une nouvelle.",
    alreadyAccepted: "Cette proposition est déjà acceptée : rien n'a été modifié.",
    alreadyDeclined: "Cette proposition a été refusée : elle ne peut plus être acceptée.",
    notAvailable: "Cette proposition n'est pas disponible.",
  },
  invalidLink: "Ce lien n'est pas valide. Vérifiez qu'il est complet, ou demandez-nous un nouveau lien.",
  expiredLink:
    "Ce lien a expiré avec la proposition : elle ne peut plus être acceptée. Contactez-nous pour en recevoir une nouvelle.",
  signUp: {
    title: "Retrouvez vos propositions dans votre espace client",
    text: "Créez votre compte avec l'adresse {{email}} : cette proposition et les suivantes apparaîtront dans la page Devis de votre espace client.",
    action: "Créer mon compte",
  },
  validation: {
    signerNameRequired: "Saisissez le nom du signataire.",
    signerRoleRequired: "Saisissez la fonction du signataire.",
    consentRequired: "Cochez la case pour accepter la proposition.",
    reasonRequired: "Indiquez le motif du refus.",
    tooLong: "Ce texte est trop long.",
    invalid: "Vérifiez ce champ.",
  },
};

export const quotesEn = {
  title: "Commercial proposal {{number}}",
  pageTitle: "Quotes",
  intro: "Your commercial proposals: view them, download the PDF, accept or decline them online.",
  empty: "No commercial proposal yet.",
  listTitle: "Your commercial proposals",
  number: "Number",
  issuedAt: "Issued on",
  validUntil: "Valid until",
  statusLabel: "Status",
  statuses: {
    sent: "Sent",
    viewed: "Viewed",
    accepted: "Accepted",
    declined: "Declined",
    expired: "Expired",
  },
  lines: "Proposal lines",
  line: "Description",
  quantity: "Qty",
  unit: "Unit price excl. VAT",
  amount: "Amount excl. VAT",
  subtotal: "Total excl. VAT",
  vat: "VAT",
  total: "Total incl. VAT",
  pdf: "Download the PDF",
  pdfAccepted: "Download the PDF with the acceptance certificate",
  sha256: "SHA-256 fingerprint of the PDF",
  sha256Hint: "Your acceptance applies to this exact PDF, identified by this fingerprint.",
  accept: {
    title: "Accept the proposal",
    intro:
      "Simple electronic signature: type your name and role, then tick the box. The date, time, your IP address, your browser and the PDF's fingerprint are recorded and added to the PDF in a certificate.",
    signerName: "Signer's full name",
    signerRole: "Role",
    signerRoleHint: "For example: head teacher, chief financial officer.",
    consent: "I accept this proposal and its terms, and I am authorised to commit my institution.",
    submit: "Accept and sign",
    pending: "Signing…",
  },
  decline: {
    title: "Decline the proposal",
    reason: "Reason for declining",
    reasonHint: "Your reason helps our team make you a better offer.",
    submit: "Decline the proposal",
    pending: "Sending…",
  },
  done: {
    accepted: "Thank you: the proposal is accepted. Our team will contact you to set things up.",
    declined: "Your decision is recorded. Thank you for telling us why.",
  },
  answered: {
    accepted: "Accepted on {{date}} by {{signer}} ({{role}}).",
    declined: "Declined on {{date}}.",
  },
  refusals: {
    expired: "This proposal has expired: it can no longer be accepted. Contact us to receive a new one.",
    alreadyAccepted: "This proposal is already accepted: nothing was changed.",
    alreadyDeclined: "This proposal was declined: it can no longer be accepted.",
    notAvailable: "This proposal is not available.",
  },
  invalidLink: "This link is not valid. Check that it is complete, or ask us for a new link.",
  expiredLink:
    "This link expired with the proposal: it can no longer be accepted. Contact us to receive a new one.",
  signUp: {
    title: "Find your proposals in your client space",
    text: "Create your account with the address {{email}}: this proposal and the next ones will appear on the Quotes page of your client space.",
    action: "Create my account",
  },
  validation: {
    signerNameRequired: "Type the signer's name.",
    signerRoleRequired: "Type the signer's role.",
    consentRequired: "Tick the box to accept the proposal.",
    reasonRequired: "Give the reason for declining.",
    tooLong: "This text is too long.",
    invalid: "Check this field.",
  },
} satisfies typeof quotesFr;

export const quotesNamespace = defineNamespace({ name: "quotes", fr: quotesFr, en: quotesEn });
