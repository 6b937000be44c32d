import type { LocaleShape } from "#app/lib/i18n/shape.ts";
import { defineTextsPart } from "#app/lib/i18n/use-translation.ts";

/** The payment reminders of the billing section: texts of the `admin` namespace that load with the pages using them (issue 21). */
export const remindersSectionsFr = {
  billingReminders: {
    title: "Relances",
    none: "Aucune relance envoyée.",
    notYet:
      "Aucune relance envoyée : la première partira {{days}} jours après l'échéance si la facture n'est pas payée.",
    stopped: "Relances arrêtées : paiement enregistré.",
    item: "Relance {{step}} · {{date}} · {{days}} jours de retard · {{amount}}",
    to: "Envoyée à : {{recipients}}",
    paymentMethod: "Paiement reçu",
    paymentMethods: { transfer: "Virement reçu", sepa: "Prélèvement SEPA encaissé" },
    paidBy: "Payée le {{date}} ({{method}})",
    aging: {
      title: "Montants dus par ancienneté",
      lead: "Factures émises non payées, avoirs déduits, selon le retard depuis l'échéance.",
      buckets: {
        notDue: "Pas encore échues",
        days0to30: "0 à 30 jours de retard",
        days31to60: "31 à 60 jours de retard",
        over60: "Plus de 60 jours de retard",
      },
      count_one: "{{count}} facture",
      count_many: "{{count}} factures",
      count_other: "{{count}} factures",
      seeOverdue: "Voir les factures en retard",
    },
    mail: {
      subject: "Relance : facture {{number}} en attente de paiement",
      subjectLast: "Dernière relance : facture {{number}} en attente de paiement",
      preheader: "{{amount}} restent à régler, échus depuis le {{due}}.",
      greeting: "Bonjour,",
      body: "Sauf erreur de notre part, la facture {{number}} de {{institution}}, d'un montant de {{amount}} TTC restant à régler, était payable au plus tard le {{due}}. Elle a aujourd'hui {{days}} jours de retard.",
      howToPay:
        "Pour la régler : virement bancaire en indiquant le numéro de facture {{number}} en référence (les coordonnées bancaires figurent sur la facture PDF), ou prélèvement SEPA à activer dans votre espace client, rubrique Moyens de paiement.",
      action: "Voir mes factures",
      note: "Vous avez déjà réglé cette facture ? Merci, ignorez ce message : nos relevés peuvent avoir quelques jours de décalage. Une question : {{email}}.",
      why: "Vous recevez ce message en tant que contact facturation ou responsable du compte de {{institution}}.",
    },
  },
};

export const remindersSectionsEn: LocaleShape<typeof remindersSectionsFr> = {
  billingReminders: {
    title: "Reminders",
    none: "No reminder sent.",
    notYet: "No reminder sent: the first one goes {{days}} days after the due date if the invoice is unpaid.",
    stopped: "Reminders stopped: payment recorded.",
    item: "Reminder {{step}} · {{date}} · {{days}} days late · {{amount}}",
    to: "Sent to: {{recipients}}",
    paymentMethod: "Payment received",
    paymentMethods: { transfer: "Bank transfer received", sepa: "SEPA direct debit collected" },
    paidBy: "Paid on {{date}} ({{method}})",
    aging: {
      title: "Amounts due by age",
      lead: "Issued unpaid invoices, credit notes deducted, by days late since the due date.",
      buckets: {
        notDue: "Not yet due",
        days0to30: "0 to 30 days late",
        days31to60: "31 to 60 days late",
        over60: "More than 60 days late",
      },
      count_one: "{{count}} invoice",
      count_many: "{{count}} invoices",
      count_other: "{{count}} invoices",
      seeOverdue: "See the overdue invoices",
    },
    mail: {
      subject: "Reminder: invoice {{number}} awaiting payment",
      subjectLast: "Final reminder: invoice {{number}} awaiting payment",
      preheader: "{{amount}} left to pay, due since {{due}}.",
      greeting: "Hello,",
      body: "Unless we are mistaken, invoice {{number}} of {{institution}}, with {{amount}} including VAT left to pay, was due by {{due}}. It is now {{days}} days late.",
      howToPay:
        "To pay it: bank transfer quoting the invoice number {{number}} as the reference (the bank details are on the PDF invoice), or SEPA direct debit, to switch on in your client space under Payment methods.",
      action: "See my invoices",
      note: "Already paid? Thank you, please ignore this message: our statements may lag a few days behind. Any question: {{email}}.",
      why: "You receive this message as a billing contact or the account owner of {{institution}}.",
    },
  },
};

export const remindersTexts = defineTextsPart("admin", remindersSectionsFr, remindersSectionsEn);
