import { describe, expect, it, vi } from "vitest";
import { seedDemo } from "#server/db/seed.ts";
import { toBool } from "#server/db/mapping.ts";
import { createTestDatabase, testEngine } from "#server/db/test-database.ts";
import { withLuhnDigit } from "#app/features/crm/clients/seed.server.ts";
import { isValidBic, isValidIban } from "#app/lib/iban.ts";
import { demoSeed } from "./seed.server.ts";

/**
 * The demo content composed from the features (app/seed.server.ts), run by the server's runner on a
 * fresh database. SQLite by default, PostgreSQL with TEST_DATABASE_URL (`npm run test:pg`).
 */
const engine = testEngine();
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe(`demo content (${engine})`, () => {
  it("fills an empty database with institutions, people without passwords and no admin, once", async () => {
    const fresh = await createTestDatabase();
    try {
      const report = await seedDemo(fresh.database.db, demoSeed);
      expect(report.seeded).toBe(true);
      const institutions = report.counts.institutions ?? 0;
      expect(institutions).toBeGreaterThanOrEqual(3);
      const db = fresh.database.db;
      expect(await db.selectFrom("account").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("user").select("id").where("role", "=", "admin").execute()).toEqual([]);
      expect((await db.selectFrom("subscription").select("id").execute()).length).toBe(institutions);
      expect((await db.selectFrom("lead").select("id").execute()).length).toBeGreaterThan(3);
      expect((await db.selectFrom("ticket_message").select("id").execute()).length).toBeGreaterThan(3);
      expect((await db.selectFrom("quote").select("id").execute()).length).toBeGreaterThan(institutions);

      // Students against the plan's cap (some near it).
      const counts = await db
        .selectFrom("institution")
        .innerJoin("subscription", "subscription.institution_id", "institution.id")
        .select(["institution.student_count", "subscription.student_cap"])
        .execute();
      for (const c of counts) {
        expect(Number(c.student_count)).toBeGreaterThan(0);
        if (c.student_cap !== null)
          expect(Number(c.student_count)).toBeLessThanOrEqual(Number(c.student_cap));
      }
      expect(
        counts.some((c) => c.student_cap !== null && Number(c.student_count) >= 0.9 * Number(c.student_cap)),
      ).toBe(true);

      // Invoices through the billing code: numbers without a gap per year, in issue-date order.
      const invoices = await db
        .selectFrom("invoice")
        .select(["number", "status", "institution_id", "issued_at", "due_at", "paid_at", "total_cents"])
        .execute();
      const issued = invoices
        .filter((i) => i.status !== "draft")
        .map((i) => ({ ...i, issuedAt: new Date(i.issued_at!).getTime() }))
        .sort((x, y) => x.issuedAt - y.issuedAt);
      expect(issued.length).toBeGreaterThanOrEqual(10);
      const lastOfYear = new Map<string, number>();
      for (const invoice of issued) {
        const match = /^FA-(\d{4})-(\d{5})$/.exec(invoice.number ?? "");
        expect(match, String(invoice.number)).toBeTruthy();
        const [, year, sequence] = match!;
        expect(Number(sequence)).toBe((lastOfYear.get(year!) ?? 0) + 1);
        lastOfYear.set(year!, Number(sequence));
        expect(Number(invoice.total_cents)).toBeGreaterThan(0);
      }
      const sequences = await db.selectFrom("invoice_sequence").selectAll().execute();
      expect(Object.fromEntries(sequences.map((r) => [String(r.year), Number(r.last_number)]))).toEqual(
        Object.fromEntries(lastOfYear),
      );
      const now = Date.now();
      const unpaid = issued.filter((i) => i.status === "issued");
      expect(unpaid.filter((i) => new Date(i.due_at!).getTime() < now)).toHaveLength(1);
      expect(unpaid.filter((i) => new Date(i.due_at!).getTime() >= now)).toHaveLength(1);
      expect(issued.filter((i) => i.status === "paid").length).toBeGreaterThan(issued.length / 2);
      for (const i of issued.filter((i) => i.status === "paid")) {
        expect(new Date(i.paid_at!).getTime()).toBeGreaterThanOrEqual(i.issuedAt);
        expect(new Date(i.paid_at!).getTime()).toBeLessThanOrEqual(now);
      }
      const subscribed = new Set(
        (await db.selectFrom("subscription").select("institution_id").execute()).map((r) => r.institution_id),
      );
      expect(new Set(issued.map((i) => i.institution_id))).toEqual(subscribed);
      expect(
        (
          await db
            .selectFrom("audit_log")
            .select("id")
            .where("action", "=", "invoice.issue")
            .where("actor_user_id", "is", null)
            .execute()
        ).length,
      ).toBe(issued.length);

      // Payment methods: one or two per institution, exactly one default, valid IBANs.
      const methods = await db.selectFrom("payment_method").selectAll().execute();
      for (const institutionId of subscribed) {
        const own = methods.filter((m) => m.institution_id === institutionId);
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(own.length).toBeLessThanOrEqual(2);
        expect(own.filter((m) => toBool(m.is_default))).toHaveLength(1);
      }
      for (const m of methods.filter((m) => m.kind === "sepa")) {
        expect(isValidIban(m.iban ?? "", { sepaOnly: true }), String(m.iban)).toBe(true);
        expect(isValidBic(m.bic ?? "")).toBe(true);
      }
      expect(methods.some((m) => m.kind === "purchase_order")).toBe(true);
      expect(await db.selectFrom("change_request").select(["kind", "status"]).execute()).toEqual([
        { kind: "cap", status: "submitted" },
      ]);
      const leads = await db.selectFrom("lead").select(["stage", "owner_user_id"]).execute();
      expect(new Set(leads.map((l) => l.stage)).size).toBeGreaterThan(3);
      expect(leads.some((l) => l.owner_user_id !== null)).toBe(true);

      // A second run changes nothing.
      const snapshot = async () =>
        Promise.all(
          (
            [
              "institution",
              "user",
              "invoice",
              "invoice_sequence",
              "payment_method",
              "change_request",
              "lead",
              "audit_log",
              "ticket",
            ] as const
          ).map(
            async (table) =>
              (
                await db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll<number>().as("n"))
                  .executeTakeFirstOrThrow()
              ).n,
          ),
        );
      const before = await snapshot();
      expect((await seedDemo(db, demoSeed)).seeded).toBe(false);
      expect(await snapshot()).toEqual(before);
    } finally {
      await fresh.destroy();
    }
  });

  it("gives the demo SIRET numbers a valid check digit", () => {
    expect(withLuhnDigit("4430618410004")).toBe("44306184100047");
    expect(withLuhnDigit("1935001230001")).toHaveLength(14);
  });
});
