import type { StaffRole } from "#server/db/schema.ts";
import { can, type Resource } from "./permissions.ts";

/**
 * The admin CRM's sections (spec §2), listed in the work shell's sidebar (a menu on a phone): the
 * daily work first, then the administration of the platform (users and roles, configuration,
 * system and security, reports, logs, backups). Each section shows to the roles whose permissions
 * let them view its resource (`sectionsFor`); the pages check it again themselves.
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

/** The sections a role may open, in the sidebar's order: the one list the shell and its tests read. */
export function sectionsFor(role: StaffRole): NavKey[] {
  return NAV_SECTIONS.filter((s) => can(role, s.resource, "view")).map((s) => s.key);
}

/**
 * The section a path (without its language prefix) belongs to, among `visible`: the longest
 * section path it starts with; the overview only for `/admin` itself.
 */
export function sectionOfPath(path: string, visible: readonly string[]): NavKey | undefined {
  const match = NAV_SECTIONS.filter(
    (s) =>
      visible.includes(s.key) &&
      (s.path === "/admin" ? path === "/admin" : path === s.path || path.startsWith(`${s.path}/`)),
  ).sort((a, b) => b.path.length - a.path.length)[0];
  return match?.key;
}
