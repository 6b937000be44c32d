import type { Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { NAV_SECTIONS, sectionsFor } from "#app/features/crm/nav.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { adminApi, inHtml, shareSession, staffApi, uniqueEmail } from "./accounts.ts";
import { SITE_FRAME } from "./axe-audit.ts";
import { MOBILE_ONLY, expect as baseExpect, hydrated, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The CRM's work shell (issue 20 §1): its own frame (sidebar, top bar), without the marketing
 * site's header, footer, chat or feedback button; the CRM's home and the leads list fit a
 * 1,280 × 800 window and a 390 × 844 phone without scrolling sideways, in French and English; the
 * sidebar lists only the sections of the role; on a phone the sidebar is a menu (a dialog).
 */
const SCREENS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
// The home, then every list page of the CRM (issue 20: each list fits 1280 px and a phone).
const PAGES = [
  "/admin",
  "/admin/quotes",
  "/admin/clients",
  "/admin/subscriptions",
  "/admin/billing",
  "/admin/support",
  "/admin/logs",
] as const;
const SECTION_OF: Record<
  (typeof PAGES)[number],
  Extract<keyof (typeof allAdminTexts)["fr"]["nav"], string>
> = {
  "/admin": "overview",
  "/admin/quotes": "quotes",
  "/admin/clients": "clients",
  "/admin/subscriptions": "subscriptions",
  "/admin/billing": "billing",
  "/admin/support": "support",
  "/admin/logs": "logs",
};

/** How far the page and each list box scroll sideways (0 or less when they fit). */
async function overflow(page: Page): Promise<{ document: number; lists: number[] }> {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth - window.innerWidth,
    lists: [...document.querySelectorAll("[role=region]:has(> table)")].map(
      (el) => el.scrollWidth - el.clientWidth,
    ),
  }));
}

for (const lang of ["fr", "en"] as const) {
  const T = allAdminTexts[lang];

  test(`the CRM has its own frame and fits a desktop and a phone (${lang})`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const admin = await adminApi();
    await shareSession(page, admin);
    await admin.dispose();
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const path of PAGES) {
        const where = `${path} at ${screen.width} px (${lang})`;
        await page.goto(localizedPath(path, lang));
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 }), where).toBeVisible();
        if (path === "/admin/quotes") {
          const list = page.getByRole("region", { name: T.nav.quotes, exact: true });
          await expect(list.locator("tbody tr").first(), where).toBeVisible();
        }
        // None of the marketing site's frame: header, footer, chat and feedback buttons.
        for (const selector of SITE_FRAME) await expect(page.locator(selector), where).toHaveCount(0);
        const sizes = await overflow(page);
        expect(sizes.document, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        for (const width of sizes.lists)
          expect(width, `${where}: a list scrolls sideways`).toBeLessThanOrEqual(0);

        // The top bar: the section, the language switch to the same page, sign-out.
        const bar = page.getByRole("banner");
        await expect(bar.getByTestId("crm-section"), where).toHaveText(T.nav[SECTION_OF[path]]);
        await expect(bar.getByTestId("language-switch"), where).toHaveAttribute(
          "href",
          localizedPath(path, lang === "fr" ? "en" : "fr"),
        );
        await expect(bar.getByRole("button", { name: T.shell.signOut }), where).toBeVisible();
        // The section's name (cut when long) never runs under the search button.
        const name = await bar.getByTestId("crm-section").boundingBox();
        const search = await bar.getByTestId("crm-search-button").boundingBox();
        expect(name!.x + name!.width, `${where}: the section's name reaches the search`).toBeLessThanOrEqual(
          search!.x - 4,
        );
        const sidebar = page.getByRole("navigation", { name: T.nav.label });
        if (screen.name === "desktop") {
          // Beside the page: every section of an admin, the current one marked.
          await expect(bar.getByTestId("crm-person"), where).toContainText(T.roles.admin);
          for (const section of NAV_SECTIONS)
            await expect(sidebar.getByRole("link", { name: T.nav[section.key], exact: true })).toBeVisible();
          await expect(
            sidebar.getByRole("link", { name: T.nav[SECTION_OF[path]], exact: true }),
          ).toHaveAttribute("aria-current", "page");
        } else {
          // On a phone the sidebar waits behind the menu button.
          await expect(sidebar, where).toBeHidden();
          await expect(bar.getByRole("button", { name: T.shell.openMenu }), where).toBeVisible();
        }
        await page.screenshot({
          path: info.outputPath(`crm-${SECTION_OF[path]}-${screen.name}-${lang}.png`),
        });
      }
    }
  });
}

test("the sidebar lists only the sections of the role", async () => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const accounts = [
    { role: "admin", api: admin, lang: "fr" },
    {
      role: "billing",
      api: await staffApi(admin, uniqueEmail("facturation", "shell-e2e.example"), "billing"),
      lang: "en",
    },
    {
      role: "support",
      api: await staffApi(admin, uniqueEmail("support", "shell-e2e.example"), "support"),
      lang: "fr",
    },
  ] as const;
  for (const { role, api, lang } of accounts) {
    const T = allAdminTexts[lang];
    const html = await (await api.get(localizedPath("/admin", lang))).text();
    const nav = new RegExp(`<nav aria-label="${inHtml(T.nav.label)}"[^>]*>([\\s\\S]*?)</nav>`).exec(
      html,
    )?.[1];
    expect(nav, `${role}: the sidebar`).toBeTruthy();
    const links = [...nav!.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
    const expected = sectionsFor(role).map((key) =>
      localizedPath(NAV_SECTIONS.find((s) => s.key === key)!.path, lang),
    );
    expect(links, `${role}: the sections of the role, in order`).toEqual(expected);
    // And the marketing frame is not sent at all.
    expect(html, role).not.toContain('id="site-footer"');
    expect(html, role).not.toContain("data-chat-launcher");
    expect(html, role).toContain(inHtml(T.roles[role]));
  }
  for (const { api } of accounts) await api.dispose();
});

test("on a phone the sidebar is a menu that keeps focus and closes", MOBILE_ONLY, async ({ page }) => {
  test.setTimeout(60_000);
  const T = allAdminTexts.fr;
  const admin = await adminApi();
  await shareSession(page, admin);
  await admin.dispose();
  await page.goto("/admin/quotes");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: T.shell.openMenu });
  const menu = page.getByRole("dialog", { name: T.nav.label });

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("button", { name: T.shell.closeMenu })).toBeFocused();
  await expect(menu.getByRole("link", { name: T.nav.quotes, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The person signed in is named in the menu, with their role.
  await expect(menu.getByTestId("crm-person")).toContainText(T.roles.admin);
  // Tab stays in the menu; Escape closes it and gives focus back to its button.
  for (let i = 0; i < 20; i++) await page.keyboard.press("Tab");
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Following a link closes it on the new page.
  await toggle.click();
  await menu.getByRole("link", { name: T.nav.clients, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByTestId("crm-section")).toHaveText(T.nav.clients);

  // Its close button closes it too.
  await toggle.click();
  await menu.getByRole("button", { name: T.shell.closeMenu }).click();
  await expect(menu).toBeHidden();
});
