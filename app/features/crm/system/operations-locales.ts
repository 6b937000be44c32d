/**
 * Texts of the admin CRM's support, subscriptions and billing sections (issue 8), merged into the
 * `admin` namespace by locales.ts. French is the reference.
 */
export const operationsFr = {
  actions: {
    "ticket.reply": "Réponse envoyée à un client",
    "ticket.note": "Note interne ajoutée à un ticket",
    "ticket.assign": "Ticket attribué",
    "ticket.status": "Statut de ticket modifié",
    "subscription.update": "Abonnement modifié",
    "change_request.accept": "Demande de changement acceptée",
    "change_request.refuse": "Demande de changement refusée",
    "invoice.draft": "Brouillon de facture créé",
    "invoice.lines": "Lignes de brouillon modifiées",
    "invoice.period": "Période de service modifiée",
    "invoice.issue": "Facture émise",
    "invoice.paid": "Facture marquée payée",
    "invoice.credit_note": "Avoir créé",
    "invoice.delete_draft": "Brouillon supprimé",
  },
  validation: {
    invalidCap: "Saisissez un nombre entier d'élèves, ou laissez vide pour illimité.",
    invalidQuantity: "Saisissez une quantité entière, au moins 1.",
    alreadyDecided: "Cette demande a déjà reçu une décision.",
    immutable: "Cette pièce est émise : elle ne peut plus être modifiée. Corrigez-la par un avoir.",
    notIssued: "Seule une facture émise peut être marquée payée.",
    noLines: "Ajoutez au moins une ligne.",
    negativeInvoice:
      "Le total d'une facture ne peut pas être négatif : réduisez le crédit, ou remboursez le client par un avoir.",
    periodOrder: "La fin de la période ne peut pas précéder son début.",
    invalidBuyerPostalCode: "Saisissez un code postal valide (3 à 10 lettres ou chiffres).",
    invalidChorusCode: "Un code service Chorus Pro compte au plus 100 lettres, chiffres, - ou _.",
    invalidEngagementNumber:
      "Un numéro d'engagement compte au plus 50 lettres, chiffres, - _ / ou ., en commençant par une lettre ou un chiffre.",
    notCreditable: "Un avoir ne corrige qu'une facture émise.",
    noBillingAddress:
      "Émission impossible : l'établissement n'a pas d'adresse de facturation (rue, code postal, ville). Saisissez-la sur la fiche du client (Coordonnées de facturation), ou son propriétaire ou son contact de facturation la renseigne dans l'espace client, page Facturation ; émettez ensuite la facture.",
    notFound: "Élément introuvable.",
  },
};

export const operationsEn: typeof operationsFr = {
  actions: {
    "ticket.reply": "Reply sent to a customer",
    "ticket.note": "Internal note added to a ticket",
    "ticket.assign": "Ticket assigned",
    "ticket.status": "Ticket status changed",
    "subscription.update": "Subscription changed",
    "change_request.accept": "Change request accepted",
    "change_request.refuse": "Change request declined",
    "invoice.draft": "Invoice draft created",
    "invoice.lines": "Draft lines changed",
    "invoice.period": "Service period changed",
    "invoice.issue": "Invoice issued",
    "invoice.paid": "Invoice marked paid",
    "invoice.credit_note": "Credit note created",
    "invoice.delete_draft": "Draft deleted",
  },
  validation: {
    invalidCap: "Enter a whole number of students, or leave empty for unlimited.",
    invalidQuantity: "Enter a whole quantity, at least 1.",
    alreadyDecided: "This request has already been decided.",
    immutable: "This document is issued: it can no longer be changed. Correct it with a credit note.",
    notIssued: "Only an issued invoice can be marked paid.",
    noLines: "Add at least one line.",
    negativeInvoice:
      "An invoice's total cannot be negative: reduce the credit, or refund the customer with a credit note.",
    periodOrder: "The end of the period cannot come before its start.",
    invalidBuyerPostalCode: "Enter a valid postal code (3 to 10 letters or digits).",
    invalidChorusCode: "A Chorus Pro service code has at most 100 letters, digits, - or _.",
    invalidEngagementNumber:
      "An engagement number has at most 50 letters, digits, - _ / or ., starting with a letter or a digit.",
    notCreditable: "A credit note only corrects an issued invoice.",
    noBillingAddress:
      "Cannot issue: the institution has no billing address (street, postal code, city). Enter it on the client's page (Billing details), or its owner or billing contact enters it in the client space, Billing page; then issue the invoice.",
    notFound: "Item not found.",
  },
};
