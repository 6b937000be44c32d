import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/**
 * axe-core on a page in both themes (issue 9: every page, both languages, both themes, phone and
 * desktop, zero violations of any impact). axe is injected once per document and run in the page
 * itself (`axe.run`): a fraction of the time `@axe-core/playwright` takes, which finishes each run
 * in a blank page of its own. The pages have no frames, which that route would otherwise audit.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The site's frame, identical on every public page (audited once, on the home page). */
export const SITE_FRAME = ["header[data-scrolled]", "#site-footer", "#feedback", "[data-chat-launcher]"];

/** The fixed buttons of the frame, which can stand in front of content depending on the scroll. */
const FIXED_BUTTONS = "#feedback, [data-chat-launcher]";

export interface AuditOptions {
  /** Selectors left out of the audit (e.g. the site's frame, audited elsewhere). */
  readonly exclude?: readonly string[];
}

type Violations = AxeResults["violations"];

/**
 * The rules a theme can change. The dark theme swaps colours only (the `dark` class sets the colour
 * variables; no element is shown or hidden by it), so the other rules give the same result in both.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Which rules a run checks: all (WCAG A/AA), the colour rules only, or all but the colour rules. */
type RuleSet = "all" | "colours" | "structure";

function runOptions(rules: RuleSet): RunOptions {
  const base: RunOptions = { resultTypes: ["violations"] };
  if (rules === "colours") return { ...base, runOnly: { type: "rule", values: COLOUR_RULES } };
  const runOnly = { type: "tag" as const, values: AXE_TAGS };
  if (rules === "all") return { ...base, runOnly };
  return { ...base, runOnly, rules: Object.fromEntries(COLOUR_RULES.map((id) => [id, { enabled: false }])) };
}

async function runAxe(page: Page, exclude: readonly string[], rules: RuleSet = "all"): Promise<Violations> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options = runOptions(rules);
  return page.evaluate(
    ([excluded, runOptions]) => {
      const context = excluded.length ? { exclude: excluded.map((s) => [s]) } : document;
      // @ts-expect-error axe is the global the injected source defines.
      return (window.axe as typeof import("axe-core")).run(context, runOptions).then((r) => r.violations);
    },
    [exclude, options] as const,
  );
}

/** One line per violation: rule, impact, and the first three nodes with axe's reason. */
function describe(url: string, theme: string, violations: Violations): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? n.failureSummary ?? ""}`)
      .join(" | ");
    return `${url} (${theme}): axe ${v.impact} ${v.id} (${v.help}) at ${nodes}`;
  });
}

/** Every WCAG A/AA rule in the page as it is (e.g. in the theme its cookie chose). */
export async function auditPage(page: Page, { exclude = [] }: AuditOptions = {}): Promise<string[]> {
  const theme = (await page.evaluate(() => document.documentElement.classList.contains("dark")))
    ? "dark"
    : "light";
  return describe(new URL(page.url()).pathname, theme, await runAxe(page, exclude));
}

/**
 * Every WCAG A/AA rule in the light theme, then the colour rules in the dark theme (switched as the
 * theme menu does, by the `dark` class; two frames let it paint, and any colour transition under
 * way ends first). The page is left in the dark theme. Returns the violations, one line each (empty when none).
 */
export async function auditBothThemes(page: Page, { exclude = [] }: AuditOptions = {}): Promise<string[]> {
  const url = new URL(page.url()).pathname;
  const problems = describe(url, "light", await runAxe(page, exclude));
  await page.evaluate(
    async (hideFixed) => {
      document.documentElement.classList.add("dark");
      if (hideFixed) {
        for (const el of document.querySelectorAll<HTMLElement>(hideFixed)) el.style.display = "none";
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Without reduced motion, colours change through transitions: their end colours are audited.
      // (Transitions only: an endless animation, such as a loading placeholder's, never finishes.)
      const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    },
    exclude.length ? FIXED_BUTTONS : "",
  );
  problems.push(...describe(url, "dark", await runAxe(page, exclude, "colours")));
  return problems;
}

/**
 * Every WCAG A/AA rule except the colour ones, in the page's theme: for a page whose colours are
 * audited in another language (same components, same colours), this audits its own words (names,
 * labels, language of parts) at a third of the cost.
 */
export async function auditStructure(page: Page, { exclude = [] }: AuditOptions = {}): Promise<string[]> {
  return describe(new URL(page.url()).pathname, "light", await runAxe(page, exclude, "structure"));
}
