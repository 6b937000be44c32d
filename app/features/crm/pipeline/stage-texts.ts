/**
 * The names of a lead's stages, said the same on the lists, the board, a lead's page and the
 * search results (`admin:stages`, and the search's statuses). French is the reference.
 */
export const stagesFr = {
  new: "Nouveau",
  qualified: "Qualifié",
  demo_booked: "Démo planifiée",
  proposal_sent: "Proposition envoyée",
  negotiation: "Négociation",
  won: "Gagné",
  lost: "Perdu",
};

export const stagesEn: typeof stagesFr = {
  new: "New",
  qualified: "Qualified",
  demo_booked: "Demo booked",
  proposal_sent: "Proposal sent",
  negotiation: "Negotiation",
  won: "Won",
  lost: "Lost",
};
