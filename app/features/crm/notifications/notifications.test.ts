import { describe, expect, it } from "vitest";
import {
  defaultPreference,
  kindsFor,
  PreferencesSchema,
  preferenceField,
  recipientsOf,
  recordPath,
  slaAtRisk,
  type StaffCandidate,
} from "./notifications.ts";

const person = (
  id: string,
  role: StaffCandidate["role"],
  extra: Partial<StaffCandidate> = {},
): StaffCandidate => ({
  id,
  role,
  banned: false,
  preferences: {},
  ...extra,
});
const staff = [
  person("admin", "admin"),
  person("sales", "sales"),
  person("sales2", "sales"),
  person("support", "support"),
  person("support2", "support"),
  person("billing", "billing"),
];
const ids = (r: { id: string }[]) => r.map((x) => x.id);

describe("who is told", () => {
  it("a lead assigned: the new owner only, never the one who assigned it to themself", () => {
    expect(
      ids(recipientsOf({ kind: "lead-assigned", actorId: "sales", personInCharge: "sales2" }, staff)),
    ).toEqual(["sales2"]);
    expect(recipientsOf({ kind: "lead-assigned", actorId: "sales", personInCharge: "sales" }, staff)).toEqual(
      [],
    );
    // An owner whose role cannot open leads (billing) is not told.
    expect(
      recipientsOf({ kind: "lead-assigned", actorId: "admin", personInCharge: "billing" }, staff),
    ).toEqual([]);
  });

  it("a ticket: its assignee, else every support person; admins only when they ask", () => {
    expect(
      ids(recipientsOf({ kind: "ticket-opened", actorId: "client", personInCharge: null }, staff)),
    ).toEqual(["support", "support2"]);
    expect(
      ids(recipientsOf({ kind: "ticket-answered", actorId: "client", personInCharge: "support2" }, staff)),
    ).toEqual(["support2"]);
    const asking = staff.map((s) =>
      s.id === "admin" ? { ...s, preferences: { "sla-at-risk": { inApp: true, email: false } } } : s,
    );
    expect(recipientsOf({ kind: "sla-at-risk", actorId: null, personInCharge: null }, asking)).toContainEqual(
      { id: "admin", inApp: true, email: false },
    );
    // An admin in charge of the ticket is told by default, and by their choice when they made one.
    expect(
      recipientsOf({ kind: "ticket-answered", actorId: "client", personInCharge: "admin" }, staff),
    ).toEqual([{ id: "admin", inApp: true, email: true }]);
    expect(
      recipientsOf({ kind: "ticket-answered", actorId: "client", personInCharge: "admin" }, [
        person("admin", "admin", { preferences: { "ticket-answered": { inApp: true, email: false } } }),
      ]),
    ).toEqual([{ id: "admin", inApp: true, email: false }]);
  });

  it("a proposal: the lead's owner, else sales; an overdue invoice: billing", () => {
    expect(
      ids(recipientsOf({ kind: "proposal-accepted", actorId: null, personInCharge: "sales" }, staff)),
    ).toEqual(["sales"]);
    expect(
      ids(recipientsOf({ kind: "proposal-viewed", actorId: null, personInCharge: null }, staff)),
    ).toEqual(["sales", "sales2"]);
    expect(
      ids(recipientsOf({ kind: "invoice-overdue", actorId: null, personInCharge: null }, staff)),
    ).toEqual(["billing"]);
  });

  it("keeps each person's channels, and leaves out suspended accounts and those who turned both off", () => {
    const custom = [
      person("support", "support", { preferences: { "ticket-opened": { inApp: false, email: true } } }),
      person("support2", "support", { preferences: { "ticket-opened": { inApp: false, email: false } } }),
      person("support3", "support", { banned: true }),
    ];
    expect(recipientsOf({ kind: "ticket-opened", actorId: null, personInCharge: null }, custom)).toEqual([
      { id: "support", inApp: false, email: true },
    ]);
  });
});

describe("preferences", () => {
  it("defaults: on, except the pool events for admins", () => {
    expect(defaultPreference("ticket-opened", "support")).toEqual({ inApp: true, email: true });
    expect(defaultPreference("ticket-opened", "admin")).toEqual({ inApp: false, email: false });
    expect(defaultPreference("lead-assigned", "admin")).toEqual({ inApp: true, email: true });
  });

  it("offers each role the kinds it may open", () => {
    expect(kindsFor("billing")).toEqual(["invoice-overdue"]);
    expect(kindsFor("sales")).not.toContain("ticket-opened");
    expect(kindsFor("admin")).toHaveLength(8);
  });

  it("reads the profile's checkboxes (an unchecked box is not sent)", () => {
    const parsed = PreferencesSchema.parse({
      [preferenceField("ticket-opened", "email")]: "on",
      intent: "notifications",
    });
    expect(parsed["ticket-opened"]).toEqual({ inApp: false, email: true });
    expect(parsed["invoice-overdue"]).toEqual({ inApp: false, email: false });
    expect(
      PreferencesSchema.safeParse({ [preferenceField("ticket-opened", "email")]: "x".repeat(50) }).success,
    ).toBe(false);
  });
});

describe("SLA and links", () => {
  it("a ticket is about to miss its target once a quarter of the time is left, until it passes", () => {
    const dueAt = new Date("2026-11-27T12:00:00Z");
    const at = (iso: string) => slaAtRisk({ hours: 4, dueAt }, new Date(iso));
    expect(at("2026-11-27T10:59:00Z")).toBe(false);
    expect(at("2026-11-27T11:00:00Z")).toBe(true);
    expect(at("2026-11-27T11:59:00Z")).toBe(true);
    expect(at("2026-11-27T12:00:00Z")).toBe(false);
  });

  it("links to the record's page", () => {
    expect(recordPath("lead", "a/b")).toBe("/admin/quotes/a%2Fb");
    expect(recordPath("ticket", "t")).toBe("/admin/support/t");
    expect(recordPath("invoice", "i")).toBe("/admin/billing/i");
  });
});
