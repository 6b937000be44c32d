/**
 * Texts of the admin CRM's system and security, reports and backups sections (issue 8), merged
 * into the `admin` namespace by locales.ts. French is the reference.
 */
export const systemFr = {
  nav: { system: "Système", reports: "Rapports", backups: "Sauvegardes" },
  resources: { system: "Système et sécurité", reports: "Rapports", backups: "Sauvegardes" },
  actions: {
    "report.export": "Rapport CSV exporté",
    "backup.create": "Sauvegarde créée",
    "backup.download": "Sauvegarde téléchargée",
  },
  validation: {
    invalidRange: "La date de fin doit être égale ou postérieure à la date de début.",
    rangeTooLong: "La période ne peut pas dépasser 10 ans.",
  },
};

export const systemEn: typeof systemFr = {
  nav: { system: "System", reports: "Reports", backups: "Backups" },
  resources: { system: "System and security", reports: "Reports", backups: "Backups" },
  actions: {
    "report.export": "CSV report exported",
    "backup.create": "Backup created",
    "backup.download": "Backup downloaded",
  },
  validation: {
    invalidRange: "The end date must be on or after the start date.",
    rangeTooLong: "The period cannot exceed 10 years.",
  },
};
