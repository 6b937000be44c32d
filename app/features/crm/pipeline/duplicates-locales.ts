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
  sections: {
    duplicates: {
      title: "Doublons possibles",
      list: "Liste des doublons",
      intro:
        "Autres demandes avec la même adresse e-mail, le même domaine d'établissement ou le même SIRET. Les messageries publiques (gmail.com, orange.fr…) et les adresses académiques ne comptent pas comme domaine.",
      none: "Aucun doublon possible.",
      showing: "Les {{shown}} plus récentes sur {{count}}.",
      summary: "{{type}} · reçue le {{date}} · {{stage}}",
      reasonsLabel: "Raisons :",
      reasons: {
        email: "même e-mail",
        domain: "même domaine",
        siret: "même SIRET",
      },
      merge: "Fusionner ici",
      mergeLabel: "Fusionner ici : demande de {{email}} du {{date}}",
      marker: "Doublon possible",
      confirmTitle: "Fusionner cette demande dans celle-ci ?",
      confirmLead:
        "La demande {{type}} de {{email}} reçue le {{date}} sera fusionnée dans celle-ci, qui la remplace dans les listes, les colonnes et les statistiques.",
      confirmMoves: "Viendront ici :",
      moves: {
        notes_one: "{{count}} note",
        notes_many: "{{count}} notes",
        notes_other: "{{count}} notes",
        proposals_one: "{{count}} proposition commerciale",
        proposals_many: "{{count}} propositions commerciales",
        proposals_other: "{{count}} propositions commerciales",
        demos_one: "{{count}} démo réservée",
        demos_many: "{{count}} démos réservées",
        demos_other: "{{count}} démos réservées",
        webinars_one: "{{count}} inscription à un webinaire",
        webinars_many: "{{count}} inscriptions à des webinaires",
        webinars_other: "{{count}} inscriptions à des webinaires",
        orders_one: "{{count}} commande",
        orders_many: "{{count}} commandes",
        orders_other: "{{count}} commandes",
        earlierMerged_one: "{{count}} demande fusionnée avant",
        earlierMerged_many: "{{count}} demandes fusionnées avant",
        earlierMerged_other: "{{count}} demandes fusionnées avant",
      },
      confirmNothing: "Elle n'a ni note, ni proposition, ni démo, ni commande à déplacer.",
      confirmFills: "Elle complétera ce qui manque ici : {{fields}}.",
      fields: {
        email: "e-mail",
        institution_name: "établissement",
        owner_user_id: "responsable",
        value_cents: "montant",
        contact_id: "fiche contact",
      },
      confirmKept:
        "Ce que son visiteur a envoyé restera lisible ici, sous « Demandes fusionnées », et sa page renverra vers celle-ci. Une fusion est définitive.",
      confirm: "Confirmer la fusion",
      cancel: "Annuler",
      merged:
        "Demande fusionnée : ses notes, propositions et démos sont maintenant ici, avec ce que son visiteur a envoyé.",
      mergedTitle: "Demandes fusionnées",
      mergedHeading: "{{type}} de {{email}}, reçue le {{date}}",
      mergedBy: "Fusionnée le {{date}} par {{by}}.",
      mergedStage: "Étape au moment de la fusion : {{stage}}.",
      noticeTitle: "Demande fusionnée",
      noticeBefore: "Ce lead a été fusionné dans ",
      noticeTarget: "la demande {{type}} de {{email}}",
      noticeAfter: " le {{date}}.",
      noticeBy: "Fusion faite par {{by}}.",
      open: "Ouvrir la demande",
    },
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
  sections: {
    duplicates: {
      title: "Possible duplicates",
      list: "List of duplicates",
      intro:
        "Other leads with the same e-mail address, the same institution domain or the same SIRET. Public mailboxes (gmail.com, orange.fr…) and académie addresses do not count as a domain.",
      none: "No possible duplicate.",
      showing: "The latest {{shown}} of {{count}}.",
      summary: "{{type}} · received on {{date}} · {{stage}}",
      reasonsLabel: "Reasons:",
      reasons: {
        email: "same e-mail",
        domain: "same domain",
        siret: "same SIRET",
      },
      merge: "Merge here",
      mergeLabel: "Merge here: lead from {{email}} of {{date}}",
      marker: "Possible duplicate",
      confirmTitle: "Merge this lead into this one?",
      confirmLead:
        "The {{type}} lead from {{email}} received on {{date}} will be merged into this one, which replaces it in the lists, the board and the analytics.",
      confirmMoves: "Coming here:",
      moves: {
        notes_one: "{{count}} note",
        notes_many: "{{count}} notes",
        notes_other: "{{count}} notes",
        proposals_one: "{{count}} proposal",
        proposals_many: "{{count}} proposals",
        proposals_other: "{{count}} proposals",
        demos_one: "{{count}} booked demo",
        demos_many: "{{count}} booked demos",
        demos_other: "{{count}} booked demos",
        webinars_one: "{{count}} webinar registration",
        webinars_many: "{{count}} webinar registrations",
        webinars_other: "{{count}} webinar registrations",
        orders_one: "{{count}} order",
        orders_many: "{{count}} orders",
        orders_other: "{{count}} orders",
        earlierMerged_one: "{{count}} lead merged earlier",
        earlierMerged_many: "{{count}} leads merged earlier",
        earlierMerged_other: "{{count}} leads merged earlier",
      },
      confirmNothing: "It has no note, proposal, demo or order to move.",
      confirmFills: "It will fill in what is missing here: {{fields}}.",
      fields: {
        email: "e-mail",
        institution_name: "institution",
        owner_user_id: "owner",
        value_cents: "amount",
        contact_id: "contact record",
      },
      confirmKept:
        "What its visitor sent stays readable here, under “Merged leads”, and its page will point to this one. A merge cannot be undone.",
      confirm: "Confirm the merge",
      cancel: "Cancel",
      merged: "Lead merged: its notes, proposals and demos are now here, with what its visitor sent.",
      mergedTitle: "Merged leads",
      mergedHeading: "{{type}} from {{email}}, received on {{date}}",
      mergedBy: "Merged on {{date}} by {{by}}.",
      mergedStage: "Stage when merged: {{stage}}.",
      noticeTitle: "Merged lead",
      noticeBefore: "This lead was merged into ",
      noticeTarget: "the {{type}} lead from {{email}}",
      noticeAfter: " on {{date}}.",
      noticeBy: "Merged by {{by}}.",
      open: "Open the lead",
    },
  },
} satisfies LocaleShape<typeof duplicatesFr>;
