import type { StaffRole } from "#server/db/schema.ts";

/**
 * Who may do what in the admin CRM (issue 8: staff roles with a permission matrix, resource ×
 * action). Plain data, checked on the server by `requireStaff` in every loader and action, and
 * read by the navigation to hide what a role cannot open. `admin` keeps everything. `system` and
 * `backups` are given to no other role: they stay with admins, like `accounts` (suspending and
 * restoring a customer's account from the client page). `reports` opens the reports page;
 * each report then needs `export` on its own resource (leads, clients, billing, support).
 * `proposals` (the quote builder of a lead, its PDF, the conversion of a won proposal): sales build
 * and issue them, billing reads them (and their PDF) to invoice what was sold.
 * `impersonation` (signing in as a customer from the client page, with a reason, for 30 minutes):
 * admins and support; sales and billing never (decision 014).
 */
export const RESOURCES = [
  "overview",
  "leads",
  "clients",
  "subscriptions",
  "billing",
  "support",
  "analytics",
  "settings",
  "staff",
  "audit",
  "system",
  "reports",
  "backups",
  "accounts",
  "proposals",
  "impersonation",
] as const;
export type Resource = (typeof RESOURCES)[number];

/** Roles given on the settings page; `admin` comes from `user.role` (npm run user:promote). */
export const ASSIGNABLE_ROLES = ["sales", "support", "billing"] as const;

export const ACTIONS = ["view", "edit", "export"] as const;
export type Action = (typeof ACTIONS)[number];

type Matrix = Readonly<
  Record<Exclude<StaffRole, "admin">, Readonly<Partial<Record<Resource, readonly Action[]>>>>
>;

const MATRIX: Matrix = {
  sales: {
    overview: ["view"],
    leads: ["view", "edit", "export"],
    proposals: ["view", "edit"],
    clients: ["view"],
    subscriptions: ["view"],
    analytics: ["view"],
    reports: ["view"],
  },
  support: {
    overview: ["view"],
    leads: ["view"],
    clients: ["view"],
    support: ["view", "edit", "export"],
    reports: ["view"],
    impersonation: ["view", "edit"],
  },
  billing: {
    overview: ["view"],
    clients: ["view", "export"],
    subscriptions: ["view", "edit"],
    billing: ["view", "edit", "export"],
    proposals: ["view"],
    reports: ["view"],
  },
};

export function can(role: StaffRole | null | undefined, resource: Resource, action: Action): boolean {
  if (!role) return false;
  if (role === "admin") return true;
  return MATRIX[role][resource]?.includes(action) ?? false;
}

/** The whole matrix of one role, for the staff page and the navigation. */
export function permissionsOf(role: StaffRole): Readonly<Record<Resource, readonly Action[]>> {
  return Object.fromEntries(
    RESOURCES.map((r) => [r, ACTIONS.filter((a) => can(role, r, a))]),
  ) as unknown as Record<Resource, readonly Action[]>;
}
