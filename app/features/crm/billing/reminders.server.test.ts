import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import type { DB } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { writeSetting } from "#app/features/crm/settings/store.server.ts";
import { deleteAccount } from "#app/features/client-space/profile.server.ts";
import { markPaid } from "./billing.server.ts";
import { billingAging, remindersOf, sendDueReminders } from "./reminders.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * The daily reminders on a real database (SQLite, or PostgreSQL with `npm run test:pg`): each
 * step once per invoice even when two runs meet, to the billing contacts in their language, the
 * last one to the owner too; nothing once paid; the ageing of what is owed.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let mailer: Mailer;
const logger = createLogger("silent");
const DAY = 86_400_000;
// Due on 1 March 2026, 10:00 Paris time.
const DUE = new Date("2026-03-01T09:00:00.000Z");
const at = (day: string) => new Date(`${day}T08:00:00.000Z`);

async function queued(to: string) {
  return db
    .selectFrom("mail_queue")
    .select(["subject", "text_body", "kind"])
    .where("to_address", "=", to)
    .where("kind", "=", "invoice-reminder")
    .orderBy("created_at")
    .execute();
}

async function addInvoice(institutionId: string, number: string, totalCents: number, dueAt = DUE) {
  const id = crypto.randomUUID();
  await db
    .insertInto("invoice")
    .values({
      id,
      number,
      status: "issued",
      institution_id: institutionId,
      lines: "[]",
      subtotal_cents: totalCents,
      vat_cents: 0,
      total_cents: totalCents,
      issued_at: new Date(dueAt.getTime() - 30 * DAY),
      due_at: dueAt,
    })
    .execute();
  return id;
}

let institutionId: string;
let invoiceId: string;
let billingUser: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  mailer = createMailer({
    db,
    from: "facturation@ga-education.example",
    logger,
    transport: { kind: "outbox", async send() {}, close() {} },
  });
  institutionId = crypto.randomUUID();
  await db
    .insertInto("institution")
    .values({ id: institutionId, name: "Lycée Relance", name_key: nameKey("Lycée Relance") })
    .execute();
  const owner = await insertTestUser(db, "owner@relance.example");
  billingUser = await insertTestUser(db, "compta@relance.example", { language: "en" });
  const billing = billingUser;
  const member = await insertTestUser(db, "prof@relance.example");
  await db
    .insertInto("membership")
    .values([
      { user_id: owner, institution_id: institutionId, role: "owner" },
      { user_id: billing, institution_id: institutionId, role: "billing" },
      { user_id: member, institution_id: institutionId, role: "member" },
    ])
    .execute();
  invoiceId = await addInvoice(institutionId, "FA-2026-00042", 47_880);
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

const deps = () => ({ db, mailer, logger, baseUrl: "https://www.ga-education.example" });

describe(`invoice reminders (${testEngine()})`, () => {
  it("sends nothing before the first step", async () => {
    expect(await sendDueReminders(deps(), "2026-03-07", at("2026-03-07"))).toBe(0);
    expect(await queued("compta@relance.example")).toEqual([]);
  });

  it("sends the first step once, even when two runs meet, to the billing contact in their language", async () => {
    const runs = await Promise.all([
      sendDueReminders(deps(), "2026-03-08", at("2026-03-08")),
      sendDueReminders(deps(), "2026-03-08", at("2026-03-08")),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDueReminders(deps(), "2026-03-09", at("2026-03-09"))).toBe(0);
    const mails = await queued("compta@relance.example");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Reminder: invoice FA-2026-00042 awaiting payment");
    expect(mails[0]!.text_body).toContain("€478.80");
    expect(mails[0]!.text_body).toContain("7 days late");
    expect(mails[0]!.text_body).toContain("https://www.ga-education.example/en/dashboard/billing");
    expect(await queued("owner@relance.example")).toEqual([]);
    expect(await queued("prof@relance.example")).toEqual([]);
    const [reminder] = (await remindersOf(db, [invoiceId])).get(invoiceId)!;
    expect(reminder).toMatchObject({
      step: 1,
      daysLate: 7,
      amountCents: 47_880,
      recipients: ["compta@relance.example"],
    });
    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", invoiceId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["invoice.reminder"]);
  });

  it("follows the saved schedule; the last step goes to the owner too, in French", async () => {
    await writeSetting(db, "reminders", { days: [7, 20], ownerOnLast: true }, null);
    expect(await sendDueReminders(deps(), "2026-03-16", at("2026-03-16"))).toBe(0);
    expect(await sendDueReminders(deps(), "2026-03-21", at("2026-03-21"))).toBe(1);
    const [owner] = await queued("owner@relance.example");
    expect(owner!.subject).toBe("Dernière relance : facture FA-2026-00042 en attente de paiement");
    expect(owner!.text_body).toContain("20 jours de retard");
    expect(owner!.text_body).toContain("478,80");
    expect(await queued("compta@relance.example")).toHaveLength(2);
    expect(await sendDueReminders(deps(), "2026-05-01", at("2026-05-01"))).toBe(0);
  });

  it("stops once the payment is recorded, and deducts credit notes from what is owed", async () => {
    await writeSetting(db, "reminders", { days: [7, 15, 30], ownerOnLast: true }, null);
    const second = await addInvoice(institutionId, "FA-2026-00043", 10_000);
    const third = await addInvoice(institutionId, "FA-2026-00044", 20_000);
    expect(await markPaid(db, "system", second, new Date("2026-03-05T10:00:00Z"), "sepa")).toEqual({
      ok: true,
    });
    await db
      .insertInto("invoice")
      .values({
        id: crypto.randomUUID(),
        number: "FA-2026-00045",
        kind: "credit_note",
        status: "issued",
        institution_id: institutionId,
        credited_invoice_id: third,
        lines: "[]",
        subtotal_cents: -20_000,
        vat_cents: 0,
        total_cents: -20_000,
      })
      .execute();
    expect(await sendDueReminders(deps(), "2026-03-10", at("2026-03-10"))).toBe(0);
    const paid = await db
      .selectFrom("invoice")
      .select(["status", "payment_method"])
      .where("id", "=", second)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: "paid", payment_method: "sepa" });
  });

  it("adds up what is owed by age", async () => {
    await addInvoice(institutionId, "FA-2026-00046", 5_000, new Date("2026-04-20T09:00:00Z"));
    await addInvoice(institutionId, "FA-2026-00047", 7_000, new Date("2026-06-01T09:00:00Z"));
    const aging = await billingAging(db, at("2026-05-05"));
    expect(aging).toEqual({
      notDue: { cents: 7_000, count: 1 },
      days0to30: { cents: 5_000, count: 1 },
      days31to60: { cents: 0, count: 0 },
      over60: { cents: 47_880, count: 1 },
    });
  });

  it("keeps the reminders on the invoice without the address of an account deleted since", async () => {
    await deleteAccount(db, billingUser);
    const reminders = (await remindersOf(db, [invoiceId])).get(invoiceId)!;
    expect(reminders.map((r) => r.recipients)).toEqual([[], ["owner@relance.example"]]);
  });
});
