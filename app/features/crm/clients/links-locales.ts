/**
 * Texts of the records linked by key (issue 20) on the client list and the client page, spread
 * into `admin` by locales.ts. French is the reference.
 */
export const clientLinksFr = {
  clients: {
    filters: { show: "Afficher" },
    show: { clients: "Clients", pending: "Inscriptions non confirmées" },
    emptyPending: "Aucune inscription en attente de confirmation.",
  },
  detail: {
    proposals: "Propositions commerciales",
    noProposals: "Aucune proposition.",
    typedAs: "saisi « {{name}} »",
  },
};

export const clientLinksEn: typeof clientLinksFr = {
  clients: {
    filters: { show: "Show" },
    show: { clients: "Clients", pending: "Unconfirmed sign-ups" },
    emptyPending: "No sign-up is waiting for confirmation.",
  },
  detail: {
    proposals: "Proposals",
    noProposals: "No proposal.",
    typedAs: "typed “{{name}}”",
  },
};
