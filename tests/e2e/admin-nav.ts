import type { Page } from "@playwright/test";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { NAV_SECTIONS, type NavKey } from "#app/features/crm/nav.ts";

/** Below this width the admin CRM shows one "Sections" menu instead of its bar (Tailwind `md`). */
export const ADMIN_MENU_BELOW = 768;

/**
 * Opens a section of the admin CRM as a person does on this screen: on a phone through the
 * "Sections" menu, on a larger screen from the bar or, for an administration section, its menu.
 */
export async function openAdminSection(page: Page, key: NavKey, lang: "fr" | "en" = "fr"): Promise<void> {
  const t = adminNamespace[lang].nav;
  const nav = page.getByRole("navigation", { name: t.label });
  const phone = (page.viewportSize()?.width ?? 1280) < ADMIN_MENU_BELOW;
  const group = NAV_SECTIONS.find((s) => s.key === key)?.group;
  if (phone) await nav.getByRole("button", { name: new RegExp(`^${t.sections}`) }).click();
  else if (group === "administration") await nav.getByRole("button", { name: t.administration }).click();
  await nav.getByRole("link", { name: t[key], exact: true }).click();
}
