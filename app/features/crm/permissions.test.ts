import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "#server/db/schema.ts";
import { ACTIONS, RESOURCES, can, permissionsOf } from "./permissions.ts";

describe("staff permission matrix", () => {
  it("gives the admin every action on every resource", () => {
    for (const r of RESOURCES) for (const a of ACTIONS) expect(can("admin", r, a)).toBe(true);
  });

  it("gives nothing without a staff role", () => {
    for (const r of RESOURCES) for (const a of ACTIONS) expect(can(null, r, a)).toBe(false);
  });

  it("keeps each role to its own work", () => {
    expect(can("sales", "leads", "edit")).toBe(true);
    expect(can("sales", "leads", "export")).toBe(true);
    expect(can("sales", "billing", "view")).toBe(false);
    expect(can("sales", "billing", "edit")).toBe(false);
    expect(can("sales", "clients", "view")).toBe(true);
    expect(can("support", "support", "edit")).toBe(true);
    expect(can("support", "leads", "edit")).toBe(false);
    expect(can("support", "billing", "view")).toBe(false);
    expect(can("billing", "billing", "edit")).toBe(true);
    expect(can("billing", "subscriptions", "edit")).toBe(true);
    expect(can("billing", "leads", "view")).toBe(false);
    // Only admins suspend or restore a customer account; other staff keep to viewing clients.
    expect(can("admin", "accounts", "edit")).toBe(true);
    expect(can("sales", "accounts", "edit")).toBe(false);
    expect(can("sales", "clients", "edit")).toBe(false);
    // Proposals: sales build and issue them, billing reads them, support does not see them.
    expect(can("sales", "proposals", "edit")).toBe(true);
    expect(can("billing", "proposals", "view")).toBe(true);
    expect(can("billing", "proposals", "edit")).toBe(false);
    expect(can("support", "proposals", "view")).toBe(false);
    // Signing in as a customer: admins and support only (decision 014).
    expect(can("support", "impersonation", "edit")).toBe(true);
    expect(can("sales", "impersonation", "edit")).toBe(false);
    expect(can("billing", "impersonation", "edit")).toBe(false);
  });

  it("keeps staff management, settings, the audit log, the system page, backups and account bans to admins", () => {
    for (const role of STAFF_ROLES.filter((r) => r !== "admin")) {
      for (const r of ["staff", "settings", "audit", "system", "backups", "accounts"] as const) {
        expect(permissionsOf(role)[r]).toEqual([]);
      }
      // Every staff member sees the index.
      expect(can(role, "overview", "view")).toBe(true);
    }
  });

  it("opens the reports page to every staff role, each exporting only its own data", () => {
    for (const role of STAFF_ROLES) expect(can(role, "reports", "view")).toBe(true);
    expect(can("sales", "leads", "export")).toBe(true);
    expect(can("sales", "clients", "export")).toBe(false);
    expect(can("sales", "billing", "export")).toBe(false);
    expect(can("support", "support", "export")).toBe(true);
    expect(can("support", "leads", "export")).toBe(false);
    expect(can("billing", "billing", "export")).toBe(true);
    expect(can("billing", "clients", "export")).toBe(true);
    expect(can("billing", "support", "export")).toBe(false);
  });

  it("never grants edit or export on a resource the role cannot view", () => {
    for (const role of STAFF_ROLES) {
      for (const r of RESOURCES) {
        const actions = permissionsOf(role)[r];
        if (actions.length > 0) expect(actions).toContain("view");
      }
    }
  });
});
