import type { AxeResults, Result } from "axe-core";
import type { Language } from "#app/lib/i18n/languages.ts";

/**
 * Runs axe-core in the browser for the accessibility checker. axe-core (≈ 150 kB gzip) and its
 * French rule texts are downloaded the first time the checker runs, never with a page.
 */

/** The level the site aims at (spec §9, RGAA statement): WCAG 2.2 A and AA; the e2e suite uses the same. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Elements of the checker itself (panel, highlight), left out of the analysis. */
export const CHECKER_ATTRIBUTE = "data-a11y-checker";

async function loadAxe(lang: Language) {
  const { default: axe } = await import("axe-core");
  if (lang === "fr") {
    const { default: locale } = await import("axe-core/locales/fr.json");
    // Only the rules' names (plain strings): axe-core compiles its other messages, which are
    // templates, with `new Function`, which the site's Content Security Policy forbids.
    axe.configure({ locale: { lang: locale.lang, rules: locale.rules } });
  } else {
    axe.resetLocale();
  }
  return axe;
}

// axe-core refuses a second run while one is going on: runs wait for each other.
let queue: Promise<unknown> = Promise.resolve();

export function runAxe(lang: Language): Promise<Result[]> {
  const run = queue.then(async () => {
    const axe = await loadAxe(lang);
    const exclude = [...document.querySelectorAll(`[${CHECKER_ATTRIBUTE}]`)];
    const results: AxeResults = await axe.run(
      { include: [document], exclude },
      { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"], elementRef: true },
    );
    return results.violations;
  });
  queue = run.catch(() => {});
  return run;
}
