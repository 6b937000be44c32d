/**
 * Texts of the support sign-in as a customer on the client page (decision 014), spread into
 * `admin` by locales.ts. French is the reference.
 */
export const impersonationFr = {
  resources: { impersonation: "Connexion en tant qu'un client" },
  actions: {
    "impersonation.start": "Connexion en tant qu'un client commencée",
    "impersonation.end": "Connexion en tant qu'un client terminée",
  },
  validation: {
    impersonationReasonRequired: "Indiquez le motif de la connexion en tant que ce client.",
    impersonationReasonTooShort: "Le motif doit contenir au moins 10 caractères.",
    impersonationReasonTooLong: "Le motif ne doit pas dépasser 500 caractères.",
    impersonationStaff: "Impossible de se connecter en tant qu'un membre de l'équipe ou un administrateur.",
    impersonationBanned: "Ce compte est suspendu : rétablissez d'abord son accès.",
  },
  detail: {
    impersonationHint:
      "Pour aider un client, connectez-vous en tant que lui : {{minutes}} minutes au plus, motif obligatoire, affiché pendant la connexion et enregistré au journal.",
    impersonationReason: "Motif de la connexion",
    impersonate: "Se connecter en tant que",
    impersonateLabel: "Se connecter en tant que {{name}}",
  },
};

export const impersonationEn: typeof impersonationFr = {
  resources: { impersonation: "Sign-in as a client" },
  actions: {
    "impersonation.start": "Sign-in as a client started",
    "impersonation.end": "Sign-in as a client ended",
  },
  validation: {
    impersonationReasonRequired: "Give the reason for signing in as this client.",
    impersonationReasonTooShort: "The reason must be at least 10 characters long.",
    impersonationReasonTooLong: "The reason must not exceed 500 characters.",
    impersonationStaff: "You cannot sign in as a staff member or an administrator.",
    impersonationBanned: "This account is suspended: restore its access first.",
  },
  detail: {
    impersonationHint:
      "To help a client, sign in as them: {{minutes}} minutes at most, with a required reason, shown during the sign-in and written to the log.",
    impersonationReason: "Reason for signing in",
    impersonate: "Sign in as",
    impersonateLabel: "Sign in as {{name}}",
  },
};
