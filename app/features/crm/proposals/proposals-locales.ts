/**
 * Texts of the quote builder and the conversion of won proposals (issue 8), spread into `admin` by
 * locales.ts. French is the reference. `lines` are the templates of the prefilled lines, written in
 * the proposal's language (the lead's).
 */
export const proposalsFr = {
  resources: { proposals: "Propositions commerciales" },
  actions: {
    "proposal.create": "Proposition commerciale préparée",
    "proposal.update": "Brouillon de proposition modifié",
    "proposal.delete": "Brouillon de proposition supprimé",
    "proposal.issue": "Proposition commerciale émise",
    "proposal.convert": "Proposition gagnée convertie en abonnement et commande",
    "proposal.decline": "Proposition refusée (demande perdue)",
    "proposal.viewed": "Proposition consultée par le client",
    "proposal.accepted": "Proposition acceptée en ligne par le client (signature électronique simple)",
    "proposal.declinedOnline": "Proposition refusée en ligne par le client",
    "subscription.create": "Abonnement créé",
    "institution.create": "Client créé",
  },
  validation: {
    invalidStudents: "Saisissez un nombre entier d'élèves, au moins 1.",
    invalidLineAmount: "Saisissez un montant, par exemple 1 490,00, ou -120,00 pour une remise.",
    capAbovePlan: "Le plafond dépasse celui de l'offre choisie : choisissez une offre plus grande.",
    studentsAboveCap: "Le nombre d'élèves dépasse le plafond.",
    validityPast: "La date de validité est déjà passée.",
    validityTooLong: "Une proposition reste valable un an au plus.",
    negativeTotal: "Le total hors taxes ne peut pas être négatif.",
    proposalIssued:
      "Cette proposition est émise : elle ne peut plus être modifiée. Préparez une nouvelle version.",
    draftExists: "Un brouillon est déjà en cours pour cette demande.",
    leadLost: "La demande est perdue : rouvrez-la avant de préparer une proposition.",
    noIssuedProposal: "Aucune proposition émise à convertir pour cette demande.",
    notWon: "La demande doit être gagnée pour être convertie.",
  },
};

export const proposalsEn: typeof proposalsFr = {
  resources: { proposals: "Commercial proposals" },
  actions: {
    "proposal.create": "Commercial proposal drafted",
    "proposal.update": "Proposal draft changed",
    "proposal.delete": "Proposal draft deleted",
    "proposal.issue": "Commercial proposal issued",
    "proposal.convert": "Won proposal converted into a subscription and an order",
    "proposal.decline": "Proposal declined (lead lost)",
    "proposal.viewed": "Proposal viewed by the customer",
    "proposal.accepted": "Proposal accepted online by the customer (simple electronic signature)",
    "proposal.declinedOnline": "Proposal declined online by the customer",
    "subscription.create": "Subscription created",
    "institution.create": "Client created",
  },
  validation: {
    invalidStudents: "Enter a whole number of students, at least 1.",
    invalidLineAmount: "Enter an amount, for example 1,490.00, or -120.00 for a discount.",
    capAbovePlan: "The cap exceeds the chosen plan's: choose a larger plan.",
    studentsAboveCap: "The number of students exceeds the cap.",
    validityPast: "The validity date has already passed.",
    validityTooLong: "A proposal is valid for one year at most.",
    negativeTotal: "The total excluding VAT cannot be negative.",
    proposalIssued: "This proposal is issued: it can no longer be changed. Prepare a new version.",
    draftExists: "A draft is already in progress for this lead.",
    leadLost: "The lead is lost: reopen it before preparing a proposal.",
    noIssuedProposal: "No issued proposal to convert for this lead.",
    notWon: "The lead must be won to be converted.",
  },
};
