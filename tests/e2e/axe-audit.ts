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

async function runAxe(page: Page, exclude: readonly string[]): Promise<Violations> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] };
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
 * Every WCAG A/AA rule in the light theme, then in the dark theme (switched as the theme menu does,
 * by the `dark` class; with reduced motion there is no transition, and two frames let it paint).
 * The page is left in the dark theme. Returns the violations, one line each (empty when none).
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
    },
    exclude.length ? FIXED_BUTTONS : "",
  );
  problems.push(...describe(url, "dark", await runAxe(page, exclude)));
  return problems;
}
