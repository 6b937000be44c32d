import type { Resource } from "./permissions.ts";

/**
 * The admin CRM's sections (spec §2): the daily work in the bar, and the administration of the
 * platform (users and roles, configuration, system and security, reports, logs, backups) grouped
 * in one menu, so that the bar fits a 1280-pixel screen. Each section shows to the roles whose
 * permissions let them view its resource; the pages check it again themselves.
 */
export type NavGroup = "daily" | "administration";

export interface NavSection {
  readonly key: string;
  readonly path: string;
  readonly resource: Resource;
  readonly group: NavGroup;
}

export const NAV_SECTIONS = [
  { key: "overview", path: "/admin", resource: "overview", group: "daily" },
  { key: "quotes", path: "/admin/quotes", resource: "leads", group: "daily" },
  { key: "clients", path: "/admin/clients", resource: "clients", group: "daily" },
  { key: "subscriptions", path: "/admin/subscriptions", resource: "subscriptions", group: "daily" },
  { key: "billing", path: "/admin/billing", resource: "billing", group: "daily" },
  { key: "support", path: "/admin/support", resource: "support", group: "daily" },
  { key: "analytics", path: "/admin/analytics", resource: "analytics", group: "daily" },
  { key: "settings", path: "/admin/settings", resource: "settings", group: "administration" },
  { key: "configuration", path: "/admin/configuration", resource: "settings", group: "administration" },
  { key: "system", path: "/admin/system", resource: "system", group: "administration" },
  { key: "reports", path: "/admin/reports", resource: "reports", group: "administration" },
  { key: "logs", path: "/admin/logs", resource: "audit", group: "administration" },
  { key: "backups", path: "/admin/backups", resource: "backups", group: "administration" },
] as const satisfies readonly NavSection[];

export type NavKey = (typeof NAV_SECTIONS)[number]["key"];
