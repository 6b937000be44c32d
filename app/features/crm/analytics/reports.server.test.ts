import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "#server/db/test-database.ts";
import type { DB } from "#server/db/schema.ts";
import { buildReport, reportCsv } from "./reports.server.ts";
import { defaultPeriod, periodBounds, ReportRequestSchema, reportHref, reportOfFile } from "./reports.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/** Reports (issue 8): the period's validation, and each report's rows over its period only. */
let tdb: TestDatabase;
let db: Kysely<DB>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const inst = (id: string, name: string, at: string) =>
    db
      .insertInto("institution")
      .values({ id, name, name_key: nameKey(name), city: "Lyon", created_at: at })
      .execute();
  await inst("11111111-1111-4111-8111-111111111111", '=HYPERLINK("x")', "2026-02-10T10:00:00.000Z");
  await inst("22222222-2222-4222-8222-222222222222", "Lycée Hors Période", "2026-04-01T10:00:00.000Z");
  for (const [email, at] of [
    ["a@lycee.example", "2026-03-01T00:00:00.000Z"],
    ["b@lycee.example", "2026-03-31T23:59:59.000Z"],
    ["c@lycee.example", "2026-04-01T00:00:00.000Z"],
  ] as const) {
    await db
      .insertInto("lead")
      .values({
        id: crypto.randomUUID(),
        type: "demo",
        email,
        payload: "{}",
        value_cents: 149_000,
        created_at: at,
      })
      .execute();
  }
  await db
    .insertInto("invoice")
    .values({
      id: crypto.randomUUID(),
      number: "FA-2026-00001",
      status: "issued",
      institution_id: "11111111-1111-4111-8111-111111111111",
      lines: "[]",
      subtotal_cents: 10_000,
      vat_cents: 2_000,
      total_cents: 12_000,
      issued_at: "2026-03-15T09:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("invoice")
    .values({
      id: crypto.randomUUID(),
      institution_id: "11111111-1111-4111-8111-111111111111",
      lines: "[]",
      subtotal_cents: 1,
      vat_cents: 0,
      total_cents: 1,
    })
    .execute();
  await db
    .insertInto("ticket")
    .values({
      id: crypto.randomUUID(),
      institution_id: "11111111-1111-4111-8111-111111111111",
      subject: "+33 export",
      priority: "high",
      created_at: "2026-03-02T08:00:00.000Z",
    })
    .execute();
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe("report requests", () => {
  it("accepts a period with its end on or after its start", () => {
    expect(
      ReportRequestSchema.safeParse({ report: "leads", from: "2026-03-01", to: "2026-03-01" }).success,
    ).toBe(true);
  });

  it("names the field and the reason of each error", () => {
    const issues = (v: object) =>
      (ReportRequestSchema.safeParse(v).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]);
    expect(issues({ report: "payroll", from: "2026-03-01", to: "2026-03-02" })).toEqual([
      ["report", "invalidChoice"],
    ]);
    expect(issues({ report: "leads", from: "", to: "2026-02-30" })).toEqual([
      ["from", "required"],
      ["to", "invalidDate"],
    ]);
    expect(issues({ report: "leads", from: "2026-03-02", to: "2026-03-01" })).toEqual([
      ["to", "invalidRange"],
    ]);
    expect(issues({ report: "leads", from: "2006-03-02", to: "2026-03-01" })).toEqual([
      ["to", "rangeTooLong"],
    ]);
  });

  it("turns a period into half-open UTC bounds, an address and a default", () => {
    expect(periodBounds({ from: "2026-03-01", to: "2026-03-31" })).toEqual({
      start: "2026-03-01T00:00:00.000Z",
      end: "2026-04-01T00:00:00.000Z",
    });
    expect(reportHref({ report: "tickets", from: "2026-03-01", to: "2026-03-31" })).toBe(
      "/admin/export/reports/tickets.csv?from=2026-03-01&to=2026-03-31",
    );
    expect(reportOfFile("invoices.csv")).toBe("invoices");
    expect(reportOfFile("../leads.csv")).toBeNull();
    expect(reportOfFile("payroll.csv")).toBeNull();
    expect(defaultPeriod(new Date("2026-03-17T12:00:00Z"))).toEqual({ from: "2026-03-01", to: "2026-03-17" });
  });
});

describe(`reports (${testEngine()})`, () => {
  const march = { from: "2026-03-01", to: "2026-03-31" };

  it("exports the leads received in the period, its last day included", async () => {
    const table = await buildReport(db, { report: "leads", ...march });
    expect(table.rows.map((r) => r[4])).toEqual(["a@lycee.example", "b@lycee.example"]);
    expect(table.rows[0]?.[11]).toBe("1490,00");
  });

  it("exports clients created in the period, with formula cells neutralised", async () => {
    const table = await buildReport(db, { report: "clients", from: "2026-02-01", to: "2026-03-31" });
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]?.[9]).toBe(0);
    const csv = reportCsv(table);
    expect(csv.startsWith("\uFEFFid;created_at;name;")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("exports issued invoices only, and tickets opened in the period", async () => {
    const invoices = await buildReport(db, { report: "invoices", ...march });
    expect(invoices.rows).toEqual([
      [
        "FA-2026-00001",
        "invoice",
        "issued",
        "2026-03-15T09:00:00.000Z",
        "",
        "",
        '=HYPERLINK("x")',
        null,
        null,
        "100,00",
        "20,00",
        "20,00",
        "120,00",
        "EUR",
      ],
    ]);
    const tickets = await buildReport(db, { report: "tickets", ...march });
    expect(tickets.rows).toHaveLength(1);
    expect(reportCsv(tickets)).toContain(";'+33 export;");
    expect((await buildReport(db, { report: "tickets", from: "2026-04-01", to: "2026-04-30" })).rows).toEqual(
      [],
    );
  });
});
