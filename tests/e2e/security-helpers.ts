import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config.ts";
import { signUp, trySignIn, uniqueEmail } from "./accounts.ts";
import { expect } from "./fixtures.ts";

export { actionRoutes, loaderRoutes, routeEntries, type RouteEntry } from "../support/route-table.ts";

/**
 * What the security specs (security-*.spec.ts) share: the site's routes read from the route table
 * itself (so a route added later is covered without touching the specs), the record ids their
 * `:param` segments need, staff members of each role, and a search of the whole database for a
 * marker, to prove that a refused request stored nothing.
 */

export const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`;
/** What server/app.ts answers to a cross-site post, before any action runs. */
export const CROSS_SITE_REFUSAL = "Cross-site request refused";

/** The path with its `:param` segments filled; a parameter without a value fails the test. */
export function fillParams(routePath: string, values: Readonly<Record<string, string>>): string {
  return routePath.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`${routePath}: no value for :${name}; add one to the security spec`);
    return value;
  });
}

/**
 * Every `table.column` of the database whose text contains `marker` (the end-to-end server's
 * SQLite file, read-only). A marker made of letters and digits is stored as it was sent.
 */
export function storedAnywhere(marker: string): string[] {
  const db = new DatabaseSync(path.join(DATA_DIR, "app.db"), { readOnly: true });
  try {
    const found: string[] = [];
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    for (const { name } of tables) {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[];
      for (const column of columns) {
        const row = db
          .prepare(
            `SELECT 1 AS hit FROM "${name}" WHERE instr(CAST("${column.name}" AS TEXT), ?) > 0 LIMIT 1`,
          )
          .get(marker);
        if (row) found.push(`${name}.${column.name}`);
      }
    }
    return found;
  } finally {
    db.close();
  }
}

/** Files of DATA_DIR/attachments whose bytes contain `marker`. */
export function attachmentFilesWith(marker: string): string[] {
  const dir = path.join(DATA_DIR, "attachments");
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const needle = Buffer.from(marker);
  return names.filter((n) => readFileSync(path.join(dir, n)).includes(needle));
}

/** A fresh marker of letters and digits, unique to this run. */
export function marker(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export type StaffRoleName = "sales" | "support" | "billing";
export const STAFF_ROLES: readonly StaffRoleName[] = ["sales", "support", "billing"];

/** A new user given `role` by the admin on the settings page, signed in. */
export async function staffMember(
  admin: APIRequestContext,
  role: StaffRoleName,
  /** Appended to the last name (the role): a long name, as some people have. */
  surname = "",
): Promise<APIRequestContext> {
  const email = uniqueEmail(`securite-${role}`);
  await (await signUp(email, { firstName: "Sam", lastName: `${role}${surname}` })).dispose();
  const assigned = await admin.post("/admin/settings", { form: { intent: "assign", email, role } });
  expect(assigned.status(), `assign ${role}`).toBe(200);
  const api = await trySignIn(email);
  expect(api, `${role} sign-in`).not.toBeNull();
  return api!;
}

export interface CustomerRecords {
  readonly api: APIRequestContext;
  readonly email: string;
  readonly institution: string;
  /** The institution's id, the admin's `:clientId`. */
  readonly clientId: string;
  readonly invoiceId: string;
  readonly ticketId: string;
}

/**
 * A customer who owns an institution with a subscription, an issued invoice (the test-only seed)
 * and an open ticket; `clientId` is read from the admin's list of clients.
 */
export async function customerWithRecords(
  admin: APIRequestContext,
  options: { readonly institution?: string; readonly firstName?: string; readonly lastName?: string } = {},
): Promise<CustomerRecords> {
  const institution = options.institution ?? `Lycée Sécurité ${marker("")}`;
  const email = uniqueEmail("securite-client");
  const api = await signUp(email, { ...options, institution });
  expect((await api.get("/dashboard")).status()).toBe(200);
  const seeded = await api.post("/test-only/client-space", { form: { step: "seed" } });
  expect(seeded.status(), "seed").toBe(200);
  const { invoiceId } = (await seeded.json()) as { invoiceId: string };
  const opened = await api.post("/dashboard/support", {
    multipart: {
      intent: "open-ticket",
      subject: "Export des bulletins",
      category: "technical",
      priority: "P2",
      message: "L'export PDF des bulletins reste bloqué.",
    },
    maxRedirects: 0,
  });
  expect(opened.status(), "ticket opened").toBe(302);
  const ticketId = /ticket=([0-9a-f-]{36})/.exec(opened.headers().location ?? "")?.[1];
  expect(ticketId, "ticket id").toBeTruthy();
  const clientId = await firstIdIn(admin, "/admin/clients", `?q=${encodeURIComponent(institution)}`);
  return { api, email, institution, clientId, invoiceId, ticketId: ticketId! };
}

/** The first record id a list of the admin CRM links to (`<list>/<id>`). */
export async function firstIdIn(admin: APIRequestContext, list: string, query = ""): Promise<string> {
  const html = await (await admin.get(`${list}${query}`)).text();
  const id = new RegExp(`href="${list}/([0-9A-Za-z-]{8,})"`).exec(html)?.[1];
  expect(id, `a record listed at ${list}${query}`).toBeTruthy();
  return id!;
}
