import type { Kysely } from "kysely";
import { nameKey } from "#app/features/leads/institution-key.ts";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { invoiceXml } from "#app/features/client-space/invoice-pdf.server.ts";
import { DEFAULT_BUSINESS } from "#app/features/crm/settings/business.ts";
import { newId, parseJson, toDate } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import { applyInvoiceAction, draftFromSubscription, invoiceDocument, type Actor } from "./billing.server.ts";
import { applyBuyerDetails } from "./buyer-details.server.ts";

/**
 * The defects met on the road from a quote to a paid invoice, on a real database (SQLite, or
 * PostgreSQL with `npm run test:pg`): a draft's service period is edited until it is issued;
 * issuing stamps the movable clock's time, not the system's; an invoice never goes negative; staff
 * enter a public buyer's SIRET, Chorus Pro service code and engagement number on the client's page,
 * checked by the form's schema, frozen onto the issued invoice and written in its XML.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let actor: Actor;
let institutionId: string;
let subscriptionId: string;

function form(values: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) for (const x of [v].flat()) f.append(k, x);
  return f;
}

async function reply(r: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  // The actions answer `data(...)` (with a status) on refusals, a plain object on success.
  const x = r as { type?: string; data?: Record<string, unknown>; init?: { status?: number } };
  return x.type === "DataWithResponseInit"
    ? { status: x.init?.status ?? 200, body: x.data ?? {} }
    : { status: 200, body: r as Record<string, unknown> };
}

async function draft(now = new Date("2026-11-26T10:00:00Z")): Promise<string> {
  const d = await draftFromSubscription(db, actor, subscriptionId, now);
  if (!d.ok) throw new Error(d.error);
  return d.id;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const staffId = await insertTestUser(db, "facturation@ga-education.example", { role: "admin" });
  const context = {
    get: (key: unknown) => (key === requestInfoContext ? { clientAddress: "127.0.0.1" } : undefined),
  };
  actor = {
    context: context as unknown as RouterContextProvider,
    session: { user: { id: staffId } } as unknown as SessionInfo,
  };
  institutionId = newId();
  await db
    .insertInto("institution")
    .values({ id: institutionId, name: "Collège Jean Moulin", name_key: nameKey("Collège Jean Moulin") })
    .execute();
  subscriptionId = newId();
  await db
    .insertInto("subscription")
    .values({
      id: subscriptionId,
      institution_id: institutionId,
      plan: "premium",
      student_cap: 300,
      modules: "[]",
      addons: "[]",
      mrr_cents: 39_900,
      status: "active",
    })
    .execute();
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe(`invoice drafts and the buyer's details (${testEngine()})`, { timeout: 30_000 }, () => {
  it("checks a public buyer's details with the form's schema, and keeps what was typed", async () => {
    const refused = await reply(
      await applyBuyerDetails(
        db,
        actor,
        institutionId,
        form({
          name: "Collège Jean Moulin",
          siret: "732 829 320 00075",
          addressLine1: "",
          postalCode: "69003",
          city: "Lyon",
          chorusServiceCode: "SERV INTENDANCE",
          engagementNumber: "EJ 2026",
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      siret: "invalidSiret",
      addressLine1: "required",
      chorusServiceCode: "invalidChorusCode",
      engagementNumber: "invalidEngagementNumber",
    });
    expect((refused.body.values as Record<string, string>).siret).toBe("732 829 320 00075");
    const row = await db
      .selectFrom("institution")
      .selectAll()
      .where("id", "=", institutionId)
      .executeTakeFirstOrThrow();
    expect(row.siret).toBeNull();
    expect(row.address_line1).toBeNull();
  });

  it("edits a draft's service period until it is issued, and stamps the issue with the clock given", async () => {
    const id = await draft();
    // Issuing without a billing address is refused; staff now enter it on the client's page.
    const noAddress = await reply(
      await applyInvoiceAction(db, actor, id, form({ intent: "issue" }), new Date()),
    );
    expect(noAddress).toMatchObject({ status: 409, body: { fieldErrors: { form: "noBillingAddress" } } });
    const saved = await reply(
      await applyBuyerDetails(
        db,
        actor,
        institutionId,
        form({
          name: "Collège Jean Moulin",
          siret: "732 829 320 00074",
          vatNumber: "",
          addressLine1: "8 avenue des Tilleuls",
          addressLine2: "Service intendance",
          postalCode: "69003",
          city: "Lyon",
          country: "fr",
          chorusServiceCode: "SERV-INTENDANCE",
          engagementNumber: "EJ-2026-000457",
        }),
      ),
    );
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: "clients.detail.billingSaved" } });

    const backwards = await reply(
      await applyInvoiceAction(
        db,
        actor,
        id,
        form({ intent: "period", periodStart: "2026-12-31", periodEnd: "2026-12-01" }),
        new Date(),
      ),
    );
    expect(backwards).toMatchObject({ status: 400, body: { fieldErrors: { periodEnd: "periodOrder" } } });
    const notADate = await reply(
      await applyInvoiceAction(
        db,
        actor,
        id,
        form({ intent: "period", periodStart: "2026-02-30", periodEnd: "x" }),
        new Date(),
      ),
    );
    expect(notADate.body.fieldErrors).toEqual({ periodStart: "invalidDate", periodEnd: "invalidDate" });
    const period = await reply(
      await applyInvoiceAction(
        db,
        actor,
        id,
        form({ intent: "period", periodStart: "2026-12-01", periodEnd: "2026-12-31" }),
        new Date(),
      ),
    );
    expect(period).toMatchObject({ status: 200, body: { ok: true, message: "billing.periodSaved" } });

    // The clock of the server (moved ahead in end-to-end tests), not the system's time.
    const clock = new Date("2027-01-04T08:30:00Z");
    const issued = await reply(await applyInvoiceAction(db, actor, id, form({ intent: "issue" }), clock));
    expect(issued.body).toMatchObject({ ok: true, number: expect.stringMatching(/^FA-2027-\d{5}$/) });
    const row = await db
      .selectFrom("invoice")
      .select(["issued_at", "due_at", "period_start", "period_end", "buyer_snapshot"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(toDate(row.issued_at!).toISOString()).toBe(clock.toISOString());
    expect(toDate(row.due_at!).toISOString()).toBe(new Date(clock.getTime() + 30 * 86_400_000).toISOString());
    expect([row.period_start, row.period_end]).toEqual(["2026-12-01", "2026-12-31"]);
    const after = await reply(
      await applyInvoiceAction(
        db,
        actor,
        id,
        form({ intent: "period", periodStart: "2027-01-01", periodEnd: "2027-01-31" }),
        clock,
      ),
    );
    expect(after).toMatchObject({ status: 409, body: { fieldErrors: { form: "immutable" } } });

    // The buyer as issued: frozen, and in the XML as Chorus Pro needs it.
    expect(parseJson<Record<string, string>>(row.buyer_snapshot, {})).toMatchObject({
      siret: "73282932000074",
      chorusServiceCode: "SERV-INTENDANCE",
      orderReference: "EJ-2026-000457",
    });
    await applyBuyerDetails(
      db,
      actor,
      institutionId,
      form({
        name: "Collège Jean Moulin",
        addressLine1: "1 place Bellecour",
        postalCode: "69002",
        city: "Lyon",
      }),
    );
    const xml = invoiceXml((await invoiceDocument(db, id, clock))!, DEFAULT_BUSINESS);
    expect(xml).toContain("<ram:BuyerReference>SERV-INTENDANCE</ram:BuyerReference>");
    expect(xml).toContain("<ram:IssuerAssignedID>EJ-2026-000457</ram:IssuerAssignedID>");
    expect(xml).toContain('<ram:ID schemeID="0009">73282932000074</ram:ID>');
    expect(xml).toContain("8 avenue des Tilleuls");
    expect(xml).not.toContain("1 place Bellecour");
    expect(xml).toContain('<udt:DateTimeString format="102">20261201</udt:DateTimeString>');
  });

  it("never lets an invoice go negative", async () => {
    const id = await draft();
    const negative = await reply(
      await applyInvoiceAction(
        db,
        actor,
        id,
        form({
          intent: "lines",
          label: ["Abonnement Premium — 1 mois", "Geste commercial"],
          quantity: ["1", "1"],
          unit: ["399,00", "-500,00"],
        }),
        new Date(),
      ),
    );
    expect(negative).toMatchObject({ status: 400, body: { fieldErrors: { form: "negativeInvoice" } } });
    const zero = await reply(
      await applyInvoiceAction(
        db,
        actor,
        id,
        form({
          intent: "lines",
          label: ["Abonnement Premium — 1 mois", "Geste commercial"],
          quantity: ["1", "1"],
          unit: ["399,00", "-399,00"],
        }),
        new Date(),
      ),
    );
    expect(zero).toMatchObject({ status: 200, body: { ok: true } });
  });
});
