/**
 * Texts of the invoice reminders (the e-mail, the reminders on the CRM's invoice page, the
 * recorded payment) and of the ageing of what is owed on the billing overview; merged into the
 * `admin` namespace by app/features/crm/locales.ts. French is the reference.
 */
export const remindersFr = {
  actions: {
    "invoice.reminder": "Relance de facture envoyée",
  },
};

export const remindersEn: typeof remindersFr = {
  actions: {
    "invoice.reminder": "Invoice reminder sent",
  },
};
