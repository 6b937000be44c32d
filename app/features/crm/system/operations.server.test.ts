import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { loadOverview } from "../overview.server.ts";
import { createTestDatabase, testEngine, type TestDatabase } from "#server/db/test-database.ts";
import type { DB } from "#server/db/schema.ts";
import { toDate } from "#server/db/mapping.ts";
import {
  deleteDraft,
  draftCreditNote,
  draftFromSubscription,
  getAdminInvoice,
  issueInvoice,
  listAdminInvoices,
  markPaid,
  updateDraftLines,
  type Actor,
} from "../billing/billing.server.ts";
import { invoiceNumber, invoiceYear, totalsOf } from "../billing/invoicing.ts";
import { listSupportTickets, TicketListSchema } from "../support/support.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * The admin CRM's billing and support queue on a real test database (SQLite, or PostgreSQL with
 * `npm run test:pg`): invoice numbers under concurrent issuing, immutability, credit notes, audit
 * entries, and the support queue's "overdue" filter against each plan's response target.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let actor: Actor;
let subscriptionId: string;
let institutionId: string;

async function addInstitution(name: string, plan: "essential" | "premium" | "excellence" | null) {
  const id = crypto.randomUUID();
  await db
    .insertInto("institution")
    .values({
      id,
      name,
      name_key: nameKey(name),
      address_line1: "1 rue des Écoles",
      postal_code: "75005",
      city: "Paris",
    })
    .execute();
  let sub: string | null = null;
  if (plan) {
    sub = crypto.randomUUID();
    await db
      .insertInto("subscription")
      .values({
        id: sub,
        institution_id: id,
        plan,
        student_cap: 300,
        modules: "[]",
        addons: "[]",
        mrr_cents: 39_900,
        status: "active",
      })
      .execute();
  }
  return { id, sub };
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const staffId = crypto.randomUUID();
  await db
    .insertInto("user")
    .values({
      id: staffId,
      name: "Compta",
      email: "compta@ga-education.example",
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      twoFactorEnabled: false,
      role: "admin",
      first_name: "Compta",
      last_name: "GA",
      company_name: null,
      display_name: "Compta GA",
      language: "fr",
    })
    .execute();
  const context = {
    get: (key: unknown) => (key === requestInfoContext ? { clientAddress: "127.0.0.1" } : undefined),
  };
  actor = {
    context: context as unknown as RouterContextProvider,
    session: { user: { id: staffId } } as unknown as SessionInfo,
  };
  const inst = await addInstitution("Lycée Numérotation", "premium");
  institutionId = inst.id;
  subscriptionId = inst.sub!;
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe(`invoices (${testEngine()})`, () => {
  it("computes VAT at 20 % in integer cents, rounded half away from zero", () => {
    expect(totalsOf([{ label: "A", quantity: 12, unitCents: 39_900 }])).toEqual({
      subtotalCents: 478_800,
      vatCents: 95_760,
      totalCents: 574_560,
    });
    expect(totalsOf([{ label: "A", quantity: 1, unitCents: 1 }]).vatCents).toBe(0);
    expect(totalsOf([{ label: "A", quantity: 1, unitCents: 3 }]).vatCents).toBe(1);
    expect(totalsOf([{ label: "A", quantity: 1, unitCents: -3 }]).vatCents).toBe(-1);
    expect(invoiceNumber(2026, 7)).toBe("FA-2026-00007");
    expect(invoiceYear(new Date("2025-12-31T23:30:00Z"))).toBe(2026);
  });

  it("issues concurrently without a gap or a duplicate, and never twice the same draft", async () => {
    const drafts: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await draftFromSubscription(db, actor, subscriptionId);
      expect(r.ok).toBe(true);
      if (r.ok) drafts.push(r.id);
    }
    // Every draft issued at once, and the first one a second time in parallel.
    const results = await Promise.all(
      [...drafts, drafts[0]!].map((id) => issueInvoice(db, actor, id, new Date())),
    );
    const numbers = results.flatMap((r) => (r.ok ? [r.number] : []));
    expect(numbers).toHaveLength(8);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "immutable" }]);
    const year = invoiceYear(new Date());
    const sequence = numbers.map((n) => Number(n.split("-")[2])).sort((a, b) => a - b);
    expect(sequence).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.every((n) => n.startsWith(`FA-${year}-`))).toBe(true);
    // Numbers follow the issue dates.
    const issued = await db
      .selectFrom("invoice")
      .select(["number", "issued_at"])
      .where("number", "is not", null)
      .execute();
    const byDate = [...issued].sort(
      (a, b) =>
        new Date(a.issued_at!).getTime() - new Date(b.issued_at!).getTime() ||
        a.number!.localeCompare(b.number!),
    );
    expect(byDate.map((r) => r.number)).toEqual([...byDate.map((r) => r.number)].sort());
    const audits = await db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("action", "=", "invoice.issue")
      .execute();
    expect(audits).toHaveLength(8);
  }, 60_000);

  it("refuses any change to an issued invoice, corrects it with a credit note in the same sequence", async () => {
    const draft = await draftFromSubscription(db, actor, subscriptionId);
    if (!draft.ok) throw new Error("draft");
    expect(
      await updateDraftLines(db, actor, draft.id, [
        { label: "Abonnement Premium", quantity: 2, unitCents: 39_900 },
      ]),
    ).toEqual({ ok: true });
    const issued = await issueInvoice(db, actor, draft.id, new Date());
    if (!issued.ok) throw new Error("issue");
    expect(issued.number).toBe(invoiceNumber(invoiceYear(new Date()), 9));
    const before = await getAdminInvoice(db, draft.id);
    expect(before).toMatchObject({
      subtotalCents: 79_800,
      vatCents: 15_960,
      totalCents: 95_760,
      status: "issued",
    });

    expect(
      await updateDraftLines(db, actor, draft.id, [{ label: "Autre", quantity: 1, unitCents: 1 }]),
    ).toEqual({ ok: false, error: "immutable" });
    expect(await deleteDraft(db, actor, draft.id)).toEqual({ ok: false, error: "immutable" });
    expect(await issueInvoice(db, actor, draft.id, new Date())).toEqual({ ok: false, error: "immutable" });
    expect(await getAdminInvoice(db, draft.id)).toEqual(before);

    const credit = await draftCreditNote(db, actor, draft.id);
    if (!credit.ok) throw new Error("credit");
    const note = await getAdminInvoice(db, credit.id);
    expect(note).toMatchObject({
      kind: "credit_note",
      status: "draft",
      creditedInvoiceId: draft.id,
      totalCents: -95_760,
      number: "",
    });
    const noteIssued = await issueInvoice(db, actor, credit.id, new Date());
    expect(noteIssued).toEqual({ ok: true, number: invoiceNumber(invoiceYear(new Date()), 10) });
    // A credit note is not itself credited, nor a draft.
    expect(await draftCreditNote(db, actor, credit.id)).toEqual({ ok: false, error: "notCreditable" });

    expect(await markPaid(db, actor, draft.id)).toEqual({ ok: true });
    expect(await markPaid(db, actor, draft.id)).toEqual({ ok: false, error: "notIssued" });
    expect((await getAdminInvoice(db, draft.id))?.status).toBe("paid");
    const actions = await db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "in", [draft.id, credit.id])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(
      [
        "invoice.credit_note",
        "invoice.draft",
        "invoice.issue",
        "invoice.issue",
        "invoice.lines",
        "invoice.paid",
      ].sort(),
    );
  }, 60_000);

  it("lists overdue invoices (issued, unpaid, past due)", async () => {
    const draft = await draftFromSubscription(db, actor, subscriptionId);
    if (!draft.ok) throw new Error("draft");
    await issueInvoice(db, actor, draft.id, new Date());
    await db
      .updateTable("invoice")
      .set({ due_at: new Date(Date.now() - 86_400_000) })
      .where("id", "=", draft.id)
      .execute();
    const overdue = await listAdminInvoices(db, { overdue: "1", page: 1 });
    expect(overdue.rows.map((r) => r.id)).toEqual([draft.id]);
    expect(overdue.rows[0]).toMatchObject({ overdue: true, institutionId });
  });

  it("never dates a number before the number it follows", async () => {
    const first = await draftFromSubscription(db, actor, subscriptionId);
    const second = await draftFromSubscription(db, actor, subscriptionId);
    if (!first.ok || !second.ok) throw new Error("draft");
    // The first issue read a later time; the second, asked with an earlier one, takes the counter after.
    const later = new Date(Date.now() + 60_000);
    const a = await issueInvoice(db, actor, first.id, later);
    const b = await issueInvoice(db, actor, second.id, new Date());
    if (!a.ok || !b.ok) throw new Error("issue");
    expect(Number(b.number.split("-")[2])).toBe(Number(a.number.split("-")[2]) + 1);
    const row = await db
      .selectFrom("invoice")
      .select(["issued_at", "due_at"])
      .where("id", "=", second.id)
      .executeTakeFirstOrThrow();
    expect(toDate(row.issued_at!).getTime()).toBe(later.getTime());
    expect(toDate(row.due_at!).getTime()).toBeGreaterThan(later.getTime());
  });
});

describe(`support queue (${testEngine()})`, () => {
  it("filters tickets past their plan's response target, as the index counts them", async () => {
    const now = new Date();
    const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const excellence = await addInstitution("École Excellence", "excellence"); // 1 h
    const essential = await addInstitution("École Essentiel", "essential"); // 24 h
    const none = await addInstitution("École sans offre", null);
    const ticket = async (
      institution: string,
      subject: string,
      opened: Date,
      status: "open" | "pending" | "resolved" = "open",
      staffReplied = false,
    ) => {
      const id = crypto.randomUUID();
      await db
        .insertInto("ticket")
        .values({ id, institution_id: institution, subject, status, created_at: opened, updated_at: opened })
        .execute();
      await db
        .insertInto("ticket_message")
        .values({
          id: crypto.randomUUID(),
          ticket_id: id,
          author_role: "client",
          body: "?",
          created_at: opened,
        })
        .execute();
      if (staffReplied) {
        await db
          .insertInto("ticket_message")
          .values({
            id: crypto.randomUUID(),
            ticket_id: id,
            author_role: "staff",
            body: "!",
            created_at: opened,
          })
          .execute();
      }
      return id;
    };
    const late1 = await ticket(excellence.id, "Excellence 2 h", hours(2));
    await ticket(excellence.id, "Excellence 30 min", hours(0.5));
    await ticket(excellence.id, "Excellence answered", hours(5), "pending", true);
    await ticket(excellence.id, "Excellence resolved", hours(5), "resolved");
    const late2 = await ticket(essential.id, "Essentiel 30 h", hours(30), "pending");
    await ticket(essential.id, "Essentiel 10 h", hours(10));
    await ticket(none.id, "No plan 100 h", hours(100));

    const overdue = await listSupportTickets(db, TicketListSchema.parse({ overdue: "1" }), now);
    expect(overdue.rows.map((r) => r.id).sort()).toEqual([late1, late2].sort());
    expect(overdue.rows.every((r) => r.target?.state === "late")).toBe(true);
    const overview = await loadOverview(db, testEngine(), now);
    expect(overview.lateTickets).toBe(overdue.total);

    const all = await listSupportTickets(db, TicketListSchema.parse({}), now);
    expect(all.total).toBe(7);
    const active = await listSupportTickets(
      db,
      TicketListSchema.parse({ status: "active", q: "excellence" }),
      now,
    );
    expect(active.total).toBe(3);
    const unknown = TicketListSchema.parse({ status: "nope", priority: "P9", overdue: "yes" });
    expect(unknown).toMatchObject({ status: undefined, priority: undefined, overdue: undefined });
  });
});
