import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * Texts of the site search (palette and `/recherche` page) and of the keyboard shortcuts page. They
 * travel with the palette's lazy chunk and with those two pages, never with the first load.
 */
export const searchFr = {
  dialogLabel: "Recherche sur le site",
  inputLabel: "Rechercher sur le site",
  placeholder: "Rechercher une page, un module, une question…",
  close: "Fermer la recherche",
  loading: "Chargement de l'index de recherche…",
  loadError: "La recherche n'a pas pu être chargée.",
  openPage: "Ouvrir la page de recherche",
  typeToSearch: "Tapez quelques mots : modules, offres, services, questions fréquentes…",
  noResults: "Aucun résultat pour « {{query}} ».",
  results_one: "{{count}} résultat",
  results_many: "{{count}} résultats",
  results_other: "{{count}} résultats",
  resultsFor: "Résultats pour « {{query}} »",
  allResults: "Voir tous les résultats",
  submit: "Rechercher",
  hints: {
    navigate: "pour naviguer",
    open: "pour ouvrir",
    close: "pour fermer",
  },
  keys: {
    up: "Flèche haut",
    down: "Flèche bas",
    enter: "Entrée",
    escape: "Échap",
  },
  kinds: {
    page: "Pages",
    module: "Modules",
    solution: "Solutions",
    service: "Services",
    plan: "Offres",
    addon: "Options",
    faq: "Questions fréquentes",
    resource: "Ressources",
    article: "Articles",
  },
  shortcuts: {
    tableCaption: "Raccourcis clavier du site",
    keysHeader: "Touches",
    actionHeader: "Action",
    search: "Ouvrir la recherche (Cmd+K sur macOS)",
    a11yChecker: "Ouvrir ou fermer le vérificateur d'accessibilité de la page",
    escape: "Fermer la fenêtre, le menu ou le panneau ouvert",
    tab: "Passer à l'élément suivant (Maj+Tab : précédent)",
    arrows: "Se déplacer dans les menus, les listes et les résultats de recherche",
    enter: "Ouvrir le lien ou le résultat sélectionné",
    skipLinkTitle: "Aller au contenu principal",
    skipLinkText:
      "Au début de chaque page, la première tabulation fait apparaître le lien « Aller au contenu principal » qui saute le menu.",
    checkerTitle: "Vérifier l'accessibilité d'une page",
    checkerText:
      "Le vérificateur analyse la page affichée et liste ses défauts par gravité. Si votre navigateur réserve déjà Ctrl+Maj+A, ce bouton l'ouvre aussi sur cette page.",
    openChecker: "Ouvrir le vérificateur",
  },
};

const searchEn = {
  dialogLabel: "Site search",
  inputLabel: "Search the website",
  placeholder: "Search for a page, a module, a question…",
  close: "Close the search",
  loading: "Loading the search index…",
  loadError: "The search could not be loaded.",
  openPage: "Open the search page",
  typeToSearch: "Type a few words: modules, plans, services, frequently asked questions…",
  noResults: "No results for “{{query}}”.",
  results_one: "{{count}} result",
  results_many: "{{count}} results",
  results_other: "{{count}} results",
  resultsFor: "Results for “{{query}}”",
  allResults: "See all results",
  submit: "Search",
  hints: {
    navigate: "to move",
    open: "to open",
    close: "to close",
  },
  keys: {
    up: "Up arrow",
    down: "Down arrow",
    enter: "Enter",
    escape: "Escape",
  },
  kinds: {
    page: "Pages",
    module: "Modules",
    solution: "Solutions",
    service: "Services",
    plan: "Plans",
    addon: "Add-ons",
    faq: "Frequently asked questions",
    resource: "Resources",
    article: "Articles",
  },
  shortcuts: {
    tableCaption: "Keyboard shortcuts of the website",
    keysHeader: "Keys",
    actionHeader: "Action",
    search: "Open the search (Cmd+K on macOS)",
    a11yChecker: "Open or close the page's accessibility checker",
    escape: "Close the open window, menu or panel",
    tab: "Move to the next element (Shift+Tab: previous)",
    arrows: "Move through menus, lists and search results",
    enter: "Open the selected link or result",
    skipLinkTitle: "Skip to main content",
    skipLinkText:
      "At the top of every page, the first Tab press shows the “Skip to main content” link, which jumps over the menu.",
    checkerTitle: "Check a page's accessibility",
    checkerText:
      "The checker analyses the page on screen and lists its issues by severity. If your browser already uses Ctrl+Shift+A, this button opens it on this page too.",
    openChecker: "Open the checker",
  },
} satisfies LocaleShape<typeof searchFr>;

export const searchNamespace = defineNamespace({ name: "search", fr: searchFr, en: searchEn });
