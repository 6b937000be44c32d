/**
 * Texts of the client page's notes and account bans (issue 8), spread into `admin` by locales.ts.
 * French is the reference.
 */
export const clientAccessFr = {
  resources: { accounts: "Accès des comptes clients" },
  actions: {
    "client.note": "Note ajoutée au client",
    "user.ban": "Compte client suspendu",
    "user.unban": "Compte client rétabli",
  },
  validation: {
    noteTooLong: "La note ne doit pas dépasser 2 000 caractères.",
    banReasonRequired: "Indiquez la raison de la suspension.",
    banReasonTooLong: "La raison ne doit pas dépasser 500 caractères.",
    notMember: "Ce compte n'appartient pas à ce client.",
    staffAccount: "Un compte de l'équipe ne peut pas être suspendu ici.",
  },
  detail: {
    notes: "Notes",
    note: "Nouvelle note",
    addNote: "Ajouter la note",
    noNotes: "Aucune note pour l'instant.",
    banned: "Suspendu",
    bannedSince: "Suspendu le {{date}} : {{reason}}",
    banReason: "Raison de la suspension",
    ban: "Suspendre",
    banLabel: "Suspendre le compte de {{name}}",
    unban: "Rétablir l'accès",
    unbanLabel: "Rétablir l'accès de {{name}}",
    noted: "Note ajoutée.",
    bannedDone: "Compte suspendu : ses sessions sont fermées et il ne peut plus se connecter.",
    unbannedDone: "Accès rétabli : le compte peut de nouveau se connecter.",
  },
};

export const clientAccessEn: typeof clientAccessFr = {
  resources: { accounts: "Client account access" },
  actions: {
    "client.note": "Note added to the client",
    "user.ban": "Client account suspended",
    "user.unban": "Client account restored",
  },
  validation: {
    noteTooLong: "The note must not exceed 2,000 characters.",
    banReasonRequired: "Give the reason for the suspension.",
    banReasonTooLong: "The reason must not exceed 500 characters.",
    notMember: "This account does not belong to this client.",
    staffAccount: "A staff account cannot be suspended here.",
  },
  detail: {
    notes: "Notes",
    note: "New note",
    addNote: "Add the note",
    noNotes: "No notes yet.",
    banned: "Suspended",
    bannedSince: "Suspended on {{date}}: {{reason}}",
    banReason: "Reason for the suspension",
    ban: "Suspend",
    banLabel: "Suspend the account of {{name}}",
    unban: "Restore access",
    unbanLabel: "Restore access for {{name}}",
    noted: "Note added.",
    bannedDone: "Account suspended: its sessions are closed and it can no longer sign in.",
    unbannedDone: "Access restored: the account can sign in again.",
  },
};
