import AxeBuilder from "@axe-core/playwright";
import { request as playwrightRequest, type Locator, type Page } from "@playwright/test";
import { a11yCheckerNamespace } from "#app/features/a11y-checker/locales.ts";
import { WCAG_TAGS } from "#app/features/a11y-checker/run-axe.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { searchNamespace } from "#app/features/search/locales.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { mailLink } from "../support/mail-text.ts";
import { expect as baseExpect, flowScreens, frenchOnly, hydrated, mailsTo, test } from "./fixtures.ts";

// axe-core's first download and run, and sign-ups (Argon2id), take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The accessibility checker (issue 9, spec §1 and §9): Ctrl+Shift+A opens a panel that runs
 * axe-core on the page and lists the violations by impact; each item shows its element.
 */
const T = { fr: a11yCheckerNamespace.fr, en: a11yCheckerNamespace.en } as const;
const VIOLATIONS_PATH = "/test-only/a11y-violations";

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Opens the checker with its shortcut and, unless told otherwise, waits for the analysis to end. */
async function openChecker(page: Page, lang: Language, { settled = true } = {}): Promise<Locator> {
  await page.keyboard.press("Control+Shift+A");
  const panel = page.getByRole("dialog", { name: T[lang].title });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  if (settled) await expect(panel).not.toHaveAttribute("data-state", "running");
  return panel;
}

/** How far the highlight's box is from the element's (0 when it frames it exactly). */
async function offset(highlight: Locator, element: Locator): Promise<number> {
  const [a, b] = [await highlight.boundingBox(), await element.boundingBox()];
  if (!a || !b) return Infinity;
  return Math.max(
    Math.abs(a.x - b.x),
    Math.abs(a.y - b.y),
    Math.abs(a.width - b.width),
    Math.abs(a.height - b.height),
  );
}

/** Signs a new customer up over HTTP and gives the page their session (as client-space.spec.ts does). */
async function signInCustomer(page: Page, lang: Language): Promise<void> {
  const email = `a11y-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@ecole-e2e.example`;
  const password = "Cahier-lune-7";
  const api = await playwrightRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const res = await api.post(`${localizedPath("/auth", lang)}?view=sign-up`, {
    form: {
      intent: "sign-up",
      firstName: "Anne",
      lastName: "Martin",
      email,
      password,
      confirmPassword: password,
      institution: "Lycée Clair",
      terms: "on",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
  const mails = await mailsTo(email);
  const verified = await api.get(mailLink(mails.at(-1)!.raw, "/api/auth/verify-email"), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();
}

for (const lang of ["fr", "en"] as const) {
  const t = T[lang];

  test.describe(`accessibility checker (${lang})`, () => {
    // The panel on both screens and in both languages; the rest of its behaviour in French, on one.
    const frTest = frenchOnly(lang);
    test(
      "lists a test page's violations by impact and shows each element",
      flowScreens(lang),
      async ({ page }) => {
        // Two analyses of the whole page (axe-core runs on the page's main thread) and one of the panel.
        test.setTimeout(60_000);
        await page.goto(localizedPath(VIOLATIONS_PATH, lang));
        await hydrated(page);
        const trigger = page.getByTestId("violation-button");
        await trigger.focus();

        const panel = await openChecker(page, lang);
        await expect(panel.getByRole("status")).toHaveText(fill(t.found_other, { count: 3 }));
        // Critical first (image without alt, button without a name), then serious (link without a name).
        const groups = panel.locator("section[data-impact]");
        await expect(groups).toHaveCount(2);
        await expect(groups.nth(0).getByRole("heading")).toHaveText(
          fill(t.groupHeading, { impact: t.impacts.critical, count: 2 }),
        );
        await expect(groups.nth(1).getByRole("heading")).toHaveText(
          fill(t.groupHeading, { impact: t.impacts.serious, count: 1 }),
        );
        await expect(groups.nth(0).locator("button[data-rule]")).toHaveCount(2);
        await expect(groups.nth(1).locator('button[data-rule="link-name"]')).toHaveCount(1);

        // Tab from the dialog: the close button, then the first violation, which shows its element.
        await page.keyboard.press("Tab");
        await expect(panel.getByRole("button", { name: t.close })).toBeFocused();
        await page.keyboard.press("Tab");
        const buttonItem = panel.locator('button[data-rule="button-name"]');
        await expect(buttonItem).toBeFocused();
        await expect(buttonItem).toHaveAttribute("aria-current", "true");
        await expect(trigger).toBeInViewport();
        const highlight = page.locator('[data-a11y-checker="highlight"]');
        await expect(highlight).toBeVisible();
        await expect.poll(() => offset(highlight, trigger)).toBeLessThan(1.5);

        // Activating another item moves the outline to its element.
        await panel.locator('button[data-rule="image-alt"]').click();
        const image = page.getByTestId("violation-image");
        await expect(image).toBeInViewport();
        await expect.poll(() => offset(highlight, image)).toBeLessThan(1.5);

        // The panel itself passes the rules it checks.
        const own = await new AxeBuilder({ page })
          .include('[data-a11y-checker="panel"]')
          .withTags(WCAG_TAGS)
          .analyze();
        expect(
          own.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([]);

        // "Run again" analyses the page afresh: the previous selection and its outline go.
        await panel.getByRole("button", { name: t.rerun }).click();
        await expect(highlight).toBeHidden();
        await expect(panel.locator('button[aria-current="true"]')).toHaveCount(0);
        await expect(panel.getByRole("status")).toHaveText(fill(t.found_other, { count: 3 }));

        // Escape closes it and gives focus back to where it was.
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
        await expect(highlight).toBeHidden();
        await expect(trigger).toBeFocused();
      },
    );

    frTest("says so on a page without violations, listed on the shortcuts page", async ({ page }) => {
      await page.goto(localizedPath("/raccourcis-clavier", lang));
      await hydrated(page);
      await expect(page.locator('tr[data-shortcut="a11yChecker"]')).toContainText(
        searchNamespace[lang].shortcuts.a11yChecker,
      );
      const searchButton = page.getByTestId("search-button");
      await searchButton.focus();
      const panel = await openChecker(page, lang);
      await expect(panel.getByRole("status")).toHaveText(t.noViolation);
      await expect(panel.locator("button[data-rule]")).toHaveCount(0);

      // The shortcut toggles it; the close button closes it too. Focus goes back each time.
      await page.keyboard.press("Control+Shift+A");
      await expect(panel).toBeHidden();
      await expect(searchButton).toBeFocused();
      await openChecker(page, lang, { settled: false });
      await panel.getByRole("button", { name: t.close }).click();
      await expect(panel).toBeHidden();
      await expect(searchButton).toBeFocused();

      // Without the keyboard (or where the browser keeps Ctrl+Shift+A): the page's button.
      const openButton = page.getByRole("button", { name: searchNamespace[lang].shortcuts.openChecker });
      await openButton.click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("status")).toHaveText(t.noViolation);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(openButton).toBeFocused();
    });

    frTest("works in the client space", async ({ page }) => {
      await signInCustomer(page, lang);
      await page.goto(localizedPath("/dashboard", lang));
      await hydrated(page);
      const panel = await openChecker(page, lang);
      await expect(panel.getByRole("status")).toHaveText(t.noViolation);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    });
  });
}
