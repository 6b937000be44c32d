import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { NAV_SECTIONS, sectionsFor } from "#app/features/crm/nav.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { adminApi, inHtml, shareSession, staffApi, uniqueEmail } from "./accounts.ts";
import { PAGES } from "#app/lib/routing/pages.ts";
import { CRM_LIST_PAGES, CRM_PAGES, expectCrmFrame } from "./crm-frame.ts";
import { expect as baseExpect, hydrated, lookAt, MOBILE_ONLY, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The CRM's work shell (issue 20 §1): its own frame (sidebar, top bar), without the marketing
 * site's header, footer, chat or feedback button, on every page in French and English on a desktop
 * and a phone (`expectCrmFrame`, crm-frame.ts, also run by the signed-in page sweep); the sidebar
 * lists only the sections of the role; on a phone the sidebar is a menu (a dialog).
 */

test("every CRM page of the route table has its expected section in crm-frame.ts", () => {
  const routes = PAGES.filter((p) => p.area === "admin").map((p) => p.path);
  expect(Object.keys(CRM_PAGES).sort()).toEqual([...routes].sort());
  // Every section of the sidebar has its page.
  for (const { key, path } of NAV_SECTIONS) expect(CRM_PAGES[path]?.section, path).toBe(key);
});

// signed-in-pages.spec.ts checks the frame on every CRM page it audits: in French on both screens,
// in English on the desktop screen. The English words on a phone are checked here.
test("the CRM's frame fits a phone in English too", async ({ page }) => {
  test.setTimeout(90_000);
  const T = allAdminTexts.en;
  const admin = await adminApi();
  await shareSession(page, admin);
  await admin.dispose();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of CRM_LIST_PAGES) {
    await page.goto(localizedPath(path, "en"));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    if (path === "/admin/quotes") {
      const list = page.getByRole("region", { name: T.nav.quotes, exact: true });
      await expect(list.locator("tbody tr").first(), path).toBeVisible();
    }
    await expectCrmFrame(page, path, "en", "phone");
    await lookAt(page, `crm-${path.slice(1).replace("/", "-")}-phone-en`);
  }
});

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
