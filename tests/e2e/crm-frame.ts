import type { Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { NAV_SECTIONS, type NavKey } from "#app/features/crm/nav.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { SITE_FRAME } from "./axe-audit.ts";
import { expect } from "./fixtures.ts";

/**
 * Each CRM page of the route table: the section its top bar names and its sidebar marks, written
 * here by hand rather than computed by the application (`sectionOfPath`), so that a page filed
 * under the wrong section fails; pages outside the sections (search, notifications) carry their
 * own name. `list` marks the CRM's home and its list pages, whose lists fit the screen without
 * scrolling sideways (issue 20); elsewhere (reports, analytics, settings) a wide table scrolls
 * inside its panel.
 */
type AdminTexts = (typeof allAdminTexts)[Language];

interface CrmPage {
  readonly section?: NavKey;
  /** The top bar's name of a page outside the sections. */
  readonly name?: (T: AdminTexts) => string;
  readonly list?: true;
}

export const CRM_PAGES: Readonly<Record<string, CrmPage>> = {
  "/admin": { section: "overview", list: true },
  "/admin/quotes": { section: "quotes", list: true },
  "/admin/quotes/:leadId": { section: "quotes" },
  "/admin/clients": { section: "clients", list: true },
  "/admin/clients/:clientId": { section: "clients" },
  "/admin/subscriptions": { section: "subscriptions", list: true },
  "/admin/billing": { section: "billing", list: true },
  "/admin/billing/:invoiceId": { section: "billing" },
  "/admin/support": { section: "support", list: true },
  "/admin/support/:ticketId": { section: "support" },
  "/admin/analytics": { section: "analytics" },
  "/admin/settings": { section: "settings" },
  "/admin/configuration": { section: "configuration" },
  "/admin/system": { section: "system" },
  "/admin/reports": { section: "reports" },
  "/admin/logs": { section: "logs", list: true },
  "/admin/backups": { section: "backups" },
  "/admin/search": { name: (T) => T.crmSearch.dialogLabel },
  "/admin/notifications": { name: (T) => T.notifications.title },
};

/** The CRM's home and its list pages. */
export const CRM_LIST_PAGES: readonly string[] = Object.keys(CRM_PAGES).filter(
  (path) => CRM_PAGES[path]!.list,
);

/** The entry of `CRM_PAGES` for a page's path (its parameters filled in). */
export function crmPage(path: string): CrmPage {
  const found = Object.entries(CRM_PAGES).find(([pattern]) =>
    new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(path),
  );
  if (!found) throw new Error(`${path}: a CRM page missing from CRM_PAGES (tests/e2e/crm-frame.ts)`);
  return found[1];
}

/**
 * The CRM's work shell as an admin sees it on one page (issue 20 §1): its own frame (sidebar, top
 * bar) without the marketing site's header, footer, chat or feedback button; the page never
 * scrolls sideways, nor does the list of a list page; the top bar names the section, switches
 * language to the same page and signs out, the section's name never running under the search
 * button; on a desktop every section beside the page with the current one marked, on a phone the
 * sidebar behind the menu button. `path` is the page's path without its language prefix.
 */
export async function expectCrmFrame(page: Page, path: string, lang: Language, screen: "desktop" | "phone") {
  const T = allAdminTexts[lang];
  const where = `${path} on the ${screen} screen (${lang})`;
  for (const selector of SITE_FRAME) await expect(page.locator(selector), where).toHaveCount(0);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  const { section, name: offNav, list } = crmPage(path);
  if (list) {
    // The section's list (named after it; the home has a list per section) and every other list
    // of the page, such as the subscriptions' change requests, fit the screen.
    if (section && path !== "/admin") {
      await expect(page.getByRole("region", { name: T.nav[section], exact: true }), where).toHaveCount(1);
    }
    const widths = await page
      .locator("[role=region]:has(> table)")
      .evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
    for (const width of widths) expect(width, `${where}: a list scrolls sideways`).toBeLessThanOrEqual(0);
  }

  const bar = page.getByRole("banner");
  await expect(bar.getByTestId("crm-section"), where).toHaveText(section ? T.nav[section] : offNav!(T));
  await expect(bar.getByTestId("language-switch"), where).toHaveAttribute(
    "href",
    localizedPath(path, lang === "fr" ? "en" : "fr"),
  );
  await expect(bar.getByRole("button", { name: T.shell.signOut }), where).toBeVisible();
  const name = await bar.getByTestId("crm-section").boundingBox();
  const search = await bar.getByTestId("crm-search-button").boundingBox();
  expect(name!.x + name!.width, `${where}: the section's name reaches the search`).toBeLessThanOrEqual(
    search!.x - 4,
  );

  const sidebar = page.getByRole("navigation", { name: T.nav.label });
  if (screen === "desktop") {
    await expect(bar.getByTestId("crm-person"), where).toContainText(T.roles.admin);
    for (const { key } of NAV_SECTIONS)
      await expect(sidebar.getByRole("link", { name: T.nav[key], exact: true }), where).toBeVisible();
    if (section) {
      await expect(sidebar.getByRole("link", { name: T.nav[section], exact: true }), where).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  } else {
    await expect(sidebar, where).toBeHidden();
    await expect(bar.getByRole("button", { name: T.shell.openMenu }), where).toBeVisible();
  }
}
