import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/** Texts of the list pages' table, filter bar, pager and empty state (namespace `dataTable`). */
export const dataTableFr = {
  all: "Tous",
  filter: "Filtrer",
  search: "Rechercher",
  reset: "Effacer les filtres",
  previous: "Page précédente",
  next: "Page suivante",
  pageOf: "Page {{page}} sur {{pages}}",
  results_one: "{{count}} résultat",
  results_many: "{{count}} résultats",
  results_other: "{{count}} résultats",
  sortBy: "Trier par {{column}}",
  filters: "Filtres",
  selection: "Sélection",
  selectPage: "Sélectionner toute la page",
  selectRow: "Sélectionner {{name}}",
};

export const dataTableEn = {
  all: "All",
  filter: "Filter",
  search: "Search",
  reset: "Clear filters",
  previous: "Previous page",
  next: "Next page",
  pageOf: "Page {{page}} of {{pages}}",
  results_one: "{{count}} result",
  results_many: "{{count}} results",
  results_other: "{{count}} results",
  sortBy: "Sort by {{column}}",
  filters: "Filters",
  selection: "Selection",
  selectPage: "Select the whole page",
  selectRow: "Select {{name}}",
} satisfies LocaleShape<typeof dataTableFr>;

export const dataTableNamespace = defineNamespace({ name: "dataTable", fr: dataTableFr, en: dataTableEn });
