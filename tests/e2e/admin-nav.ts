import type { Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import type { NavKey } from "#app/features/crm/nav.ts";

/** Below this width the CRM's sidebar is a menu opened from the top bar (Tailwind `lg`). */
export const ADMIN_MENU_BELOW = 1024;

/**
 * Opens a section of the admin CRM as a person does on this screen: from the sidebar or, on a
 * phone or a tablet, through the top bar's menu button.
 */
export async function openAdminSection(page: Page, key: NavKey, lang: "fr" | "en" = "fr"): Promise<void> {
  const t = allAdminTexts[lang];
  if ((page.viewportSize()?.width ?? 1280) < ADMIN_MENU_BELOW)
    await page.getByRole("button", { name: t.shell.openMenu }).click();
  await page
    .getByRole("navigation", { name: t.nav.label })
    .getByRole("link", { name: t.nav[key], exact: true })
    .click();
}
