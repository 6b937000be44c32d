import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * Texts of duplicate leads and their merge (issue 8), spread into `admin` by locales.ts. French is
 * the reference; a lead is a "demande" on the CRM's pages.
 */
export const duplicatesFr = {
  actions: {
    "lead.merge": "Doublon fusionné dans la demande",
  },
  validation: {
    mergeConfirm: "Confirmez la fusion pour continuer.",
    mergeSelf: "Une demande ne peut pas être fusionnée avec elle-même.",
    mergeNotFound: "Cette demande n'existe pas.",
    alreadyMerged: "Cette demande a déjà été fusionnée dans une autre.",
    mergeConverted:
      "La demande à fusionner a une proposition convertie en abonnement : ouvrez-la et fusionnez-y plutôt celle-ci.",
    mergeWon: "La demande à fusionner est gagnée, celle-ci non : ouvrez-la et fusionnez-y plutôt celle-ci.",
    mergeDrafts: "Les deux demandes ont un brouillon de proposition : supprimez-en un avant de fusionner.",
  },
};

export const duplicatesEn = {
  actions: {
    "lead.merge": "Duplicate merged into the lead",
  },
  validation: {
    mergeConfirm: "Confirm the merge to go on.",
    mergeSelf: "A lead cannot be merged with itself.",
    mergeNotFound: "This lead does not exist.",
    alreadyMerged: "This lead has already been merged into another one.",
    mergeConverted:
      "The lead to merge has a proposal converted into a subscription: open it and merge this one into it instead.",
    mergeWon: "The lead to merge is won and this one is not: open it and merge this one into it instead.",
    mergeDrafts: "Both leads have a draft proposal: delete one of them before merging.",
  },
} satisfies LocaleShape<typeof duplicatesFr>;
