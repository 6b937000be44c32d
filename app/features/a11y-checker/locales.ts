import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * Texts of the accessibility checker (spec §1, §9: Ctrl+Shift+A). They travel with the panel's
 * lazy chunk, never with the first load. The rules' own wording comes from axe-core's locale.
 */
export const a11yCheckerFr = {
  title: "Vérificateur d'accessibilité",
  scope: "Règles WCAG 2.2 niveaux A et AA, vérifiées par axe-core sur cette page.",
  close: "Fermer le vérificateur",
  rerun: "Relancer l'analyse",
  running: "Analyse de la page en cours…",
  failed: "L'analyse n'a pas pu aboutir. Relancez-la.",
  noViolation: "Aucune violation trouvée sur cette page.",
  found_one: "{{count}} violation trouvée sur cette page.",
  found_many: "{{count}} violations trouvées sur cette page.",
  found_other: "{{count}} violations trouvées sur cette page.",
  groupHeading: "{{impact}} ({{count}})",
  hiddenElement: "élément invisible à l'écran",
  impacts: {
    critical: "Critique",
    serious: "Grave",
    moderate: "Modérée",
    minor: "Mineure",
  },
};

const a11yCheckerEn = {
  title: "Accessibility checker",
  scope: "WCAG 2.2 level A and AA rules, checked by axe-core on this page.",
  close: "Close the checker",
  rerun: "Run again",
  running: "Checking the page…",
  failed: "The check could not finish. Run it again.",
  noViolation: "No violation found on this page.",
  found_one: "{{count}} violation found on this page.",
  found_many: "{{count}} violations found on this page.",
  found_other: "{{count}} violations found on this page.",
  groupHeading: "{{impact}} ({{count}})",
  hiddenElement: "element not visible on screen",
  impacts: {
    critical: "Critical",
    serious: "Serious",
    moderate: "Moderate",
    minor: "Minor",
  },
} satisfies LocaleShape<typeof a11yCheckerFr>;

export const a11yCheckerNamespace = defineNamespace({
  name: "a11yChecker",
  fr: a11yCheckerFr,
  en: a11yCheckerEn,
});
