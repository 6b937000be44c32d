import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * The words of the CRM's history (issue 20, part 4): the actions written to the audit log that no
 * other part of the CRM names, the fields of their changes, the kinds of records, and the values
 * that are codes (reasons, end of a sign-in as a customer). French is the reference.
 */
export const historyFr = {
  /** Actions of the client space and of the support's downloads (the CRM's own are beside their feature). */
  actions: {
    "ticket.opened": "Demande de support ouverte par le client",
    "ticket.reopen": "Demande de support rouverte par le client",
    "ticket.resolve": "Demande de support marquée résolue par le client",
    "ticket.attachment_download": "Pièce jointe ouverte par le support",
    "payment_method.added": "Moyen de paiement ajouté",
    "payment_method.removed": "Moyen de paiement supprimé",
    "payment_method.default": "Moyen de paiement par défaut choisi",
    "billing_details.updated": "Coordonnées de facturation modifiées",
    "change_request.created": "Demande de changement envoyée par le client",
    "account.email_change_cancelled": "Changement d'adresse e-mail annulé",
  },
};

export const historyEn = {
  actions: {
    "ticket.opened": "Support request opened by the customer",
    "ticket.reopen": "Support request reopened by the customer",
    "ticket.resolve": "Support request marked resolved by the customer",
    "ticket.attachment_download": "Attachment opened by support",
    "payment_method.added": "Payment method added",
    "payment_method.removed": "Payment method removed",
    "payment_method.default": "Default payment method chosen",
    "billing_details.updated": "Billing details changed",
    "change_request.created": "Change request sent by the customer",
    "account.email_change_cancelled": "E-mail address change cancelled",
  },
} satisfies LocaleShape<typeof historyFr>;
