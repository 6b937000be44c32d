import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * Texts of the lists' bulk actions (selection, selection bar, results): merged into the `admin`
 * namespace by app/features/crm/locales.ts. French is the reference.
 */
export const bulkFr = {
  actions: {
    "leads.exportSelection": "Export CSV d'une sélection de demandes",
  },
  validation: {
    noSelection: "Sélectionnez au moins une ligne.",
    tooManySelected: "Sélectionnez au plus 200 lignes à la fois.",
    invalidSelection: "Cette sélection n'est pas valable\u00a0: rechargez la liste et recommencez.",
    selectionChanged:
      "Des lignes sélectionnées n'existent plus (fusionnées ou supprimées)\u00a0: rechargez la liste et recommencez.",
  },
  sections: {
    bulk: {
      bar: "Actions sur la sélection",
      selected_one: "{{count}} sélectionnée",
      selected_many: "{{count}} sélectionnées",
      selected_other: "{{count}} sélectionnées",
      hint: "Cochez des lignes, puis choisissez une action (200 au plus).",
      clear: "Désélectionner tout",
      assignTo: "Attribuer à",
      nobody: "Personne",
      assign: "Attribuer",
      moveTo: "Nouvelle étape",
      lostReason: "Raison de la perte",
      lostReasonHint: "Obligatoire pour passer en «\u00a0Perdue\u00a0».",
      move: "Changer d'étape",
      statusTo: "Nouveau statut",
      setStatus: "Changer le statut",
      exportSelection: "Exporter la sélection (CSV)",
      leadsAssigned_one: "{{count}} demande attribuée.",
      leadsAssigned_many: "{{count}} demandes attribuées.",
      leadsAssigned_other: "{{count}} demandes attribuées.",
      leadsMoved_one: "{{count}} demande a changé d'étape.",
      leadsMoved_many: "{{count}} demandes ont changé d'étape.",
      leadsMoved_other: "{{count}} demandes ont changé d'étape.",
      ticketsAssigned_one: "{{count}} ticket attribué.",
      ticketsAssigned_many: "{{count}} tickets attribués.",
      ticketsAssigned_other: "{{count}} tickets attribués.",
      ticketsStatus_one: "{{count}} ticket a changé de statut.",
      ticketsStatus_many: "{{count}} tickets ont changé de statut.",
      ticketsStatus_other: "{{count}} tickets ont changé de statut.",
      unchanged_one: "{{count}} était déjà dans cet état.",
      unchanged_many: "{{count}} étaient déjà dans cet état.",
      unchanged_other: "{{count}} étaient déjà dans cet état.",
      refused_one: "{{count}} demande n'a pas changé d'étape\u00a0:",
      refused_many: "{{count}} demandes n'ont pas changé d'étape\u00a0:",
      refused_other: "{{count}} demandes n'ont pas changé d'étape\u00a0:",
    },
  },
};

export const bulkEn = {
  actions: {
    "leads.exportSelection": "CSV export of selected leads",
  },
  validation: {
    noSelection: "Select at least one row.",
    tooManySelected: "Select at most 200 rows at a time.",
    invalidSelection: "This selection is not valid: reload the list and try again.",
    selectionChanged:
      "Some selected rows no longer exist (merged or deleted): reload the list and try again.",
  },
  sections: {
    bulk: {
      bar: "Actions on the selection",
      selected_one: "{{count}} selected",
      selected_many: "{{count}} selected",
      selected_other: "{{count}} selected",
      hint: "Tick rows, then choose an action (200 at most).",
      clear: "Clear selection",
      assignTo: "Assign to",
      nobody: "Nobody",
      assign: "Assign",
      moveTo: "New stage",
      lostReason: "Reason for losing",
      lostReasonHint: "Required to move to “Lost”.",
      move: "Change stage",
      statusTo: "New status",
      setStatus: "Change status",
      exportSelection: "Export selection (CSV)",
      leadsAssigned_one: "{{count}} lead assigned.",
      leadsAssigned_many: "{{count}} leads assigned.",
      leadsAssigned_other: "{{count}} leads assigned.",
      leadsMoved_one: "{{count}} lead changed stage.",
      leadsMoved_many: "{{count}} leads changed stage.",
      leadsMoved_other: "{{count}} leads changed stage.",
      ticketsAssigned_one: "{{count}} ticket assigned.",
      ticketsAssigned_many: "{{count}} tickets assigned.",
      ticketsAssigned_other: "{{count}} tickets assigned.",
      ticketsStatus_one: "{{count}} ticket changed status.",
      ticketsStatus_many: "{{count}} tickets changed status.",
      ticketsStatus_other: "{{count}} tickets changed status.",
      unchanged_one: "{{count}} was already so.",
      unchanged_many: "{{count}} were already so.",
      unchanged_other: "{{count}} were already so.",
      refused_one: "{{count}} lead did not change stage:",
      refused_many: "{{count}} leads did not change stage:",
      refused_other: "{{count}} leads did not change stage:",
    },
  },
} satisfies LocaleShape<typeof bulkFr>;
