import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_BOOK } from "#content/plans.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { draftFromSubscription } from "#app/features/crm/billing/billing.server.ts";
import { applySubscriptionAction } from "#app/features/crm/subscriptions/subscriptions.server.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { MODULE_INTERESTS } from "#app/features/leads/options.ts";
import { subscriptionTerms } from "#app/features/pricing/plan-change.ts";
import { newId, parseJson, toInt } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import type { MailMessage } from "#server/mail/mailer.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import { ordersDb } from "./db.server.ts";
import {
  advanceOrder,
  buyerInstitution,
  orderOfInstitution,
  ordersOfInstitution,
  recordOrderStep,
} from "./orders.server.ts";
import { planChangeOptions } from "./plan-change.server.ts";

/**
 * Orders and plan changes on a real database (SQLite, or PostgreSQL with `npm run test:pg`): a
 * checkout order tied to the buyer's institution, moved step by step into an active subscription
 * priced by the calculator; a plan change accepted with its terms, its prorated line on the next
 * invoice and the customer's e-mail.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let staffId: string;
const sent: MailMessage[] = [];
let now = new Date("2026-11-10T09:00:00Z");

function actor() {
  const services = {
    clock: { now: () => now },
    mailer: {
      send: (m: MailMessage) => {
        sent.push(m);
        return Promise.resolve(newId());
      },
    },
    config: { baseUrl: "https://ga.example" },
  };
  const context = {
    get: (key: unknown) =>
      key === requestInfoContext
        ? { clientAddress: "127.0.0.1" }
        : key === servicesContext
          ? services
          : undefined,
  };
  return {
    context: context as unknown as RouterContextProvider,
    session: { user: { id: staffId, displayName: "Alex Direction" } } as unknown as SessionInfo,
  };
}

async function placeOrder(userId: string, plan: "essential" | "premium" | "excellence", students: number) {
  const institutionId = await buyerInstitution(
    db,
    userId,
    {
      name: `Lycée ${userId.slice(0, 6)}`,
      siret: null,
      vatNumber: null,
      addressLine1: "1 rue de l'École",
      addressLine2: null,
      postalCode: "75005",
      city: "Paris",
      country: "FR",
      serviceCode: null,
      students,
    },
    now,
  );
  const id = newId();
  const reference = `CMD-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
  await leadsDb(db)
    .insertInto("sales_order")
    .values({
      id,
      reference,
      lead_id: null,
      user_id: userId,
      status: "pending",
      plan,
      students,
      addons: "[]",
      billing_name: "Lycée",
      country: "FR",
      siret: null,
      vat_number: null,
      address_line1: "1 rue de l'École",
      address_line2: null,
      postal_code: "75005",
      city: "Paris",
      billing_email: "compta@lycee.example",
      payment_method: "bank-transfer",
      account_holder: null,
      iban: null,
      bic: null,
      mandate_reference: null,
      mandate_signed_at: null,
      chorus_service_code: null,
      commitment_number: null,
      estimate_monthly_cents: 1000,
      currency: "EUR",
      language: "fr",
      institution_id: institutionId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await recordOrderStep(db, id, "received", { userId, name: "Jeanne Achat" }, now);
  return { id, reference, institutionId };
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  staffId = await insertTestUser(db, "direction@ga-education.example", { role: "admin" });
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe(`orders and plan changes (${testEngine()})`, () => {
  it("ties a checkout order to the buyer's institution and moves it one step at a time", async () => {
    const buyer = await insertTestUser(db, "acheteur@lycee-commande.example");
    const order = await placeOrder(buyer, "excellence", 80);
    expect(order.institutionId).toBe(`inst-${buyer}`);
    const member = await db.selectFrom("membership").selectAll().where("user_id", "=", buyer).execute();
    expect(member).toMatchObject([{ institution_id: order.institutionId, role: "owner" }]);
    expect((await ordersOfInstitution(db, order.institutionId, "fr")).map((o) => o.reference)).toEqual([
      order.reference,
    ]);

    const move = (target: "validated" | "setting_up" | "active", institutionId = order.institutionId) =>
      advanceOrder(
        db,
        { institutionId, orderId: order.id, target, actor: { userId: staffId, name: "Alex Direction" }, now },
        async () => {},
      );
    expect(await move("setting_up")).toEqual({ ok: false, error: "stale" });
    expect(await move("validated", "inst-someone-else")).toEqual({ ok: false, error: "notFound" });
    expect(await move("validated")).toMatchObject({ ok: true, subscriptionId: null });
    expect(await move("validated")).toEqual({ ok: false, error: "stale" });
    await move("setting_up");
    const active = await move("active");
    expect(active.ok && active.subscriptionId).toBeTruthy();

    const detail = (await orderOfInstitution(db, order.institutionId, order.reference, "fr"))!;
    expect(detail.stage).toBe("active");
    expect(detail.timeline.map((s) => [s.stage, s.reached, s.actor])).toEqual([
      ["received", true, "Jeanne Achat"],
      ["validated", true, "Alex Direction"],
      ["setting_up", true, "Alex Direction"],
      ["active", true, "Alex Direction"],
    ]);
    const status = await leadsDb(db)
      .selectFrom("sales_order")
      .select("status")
      .where("id", "=", order.id)
      .executeTakeFirst();
    expect(status?.status).toBe("confirmed");
    // The subscription starts on the ordered plan, priced by the calculator.
    const sub = await db
      .selectFrom("subscription")
      .selectAll()
      .where("institution_id", "=", order.institutionId)
      .executeTakeFirstOrThrow();
    const terms = subscriptionTerms(
      { plan: "excellence", students: 80, modules: MODULE_INTERESTS, addons: [], billingPeriod: "monthly" },
      PRICE_BOOK,
    );
    expect({ plan: sub.plan, cap: sub.student_cap, mrr: toInt(sub.mrr_cents) }).toEqual({
      plan: "excellence",
      cap: null,
      mrr: terms.mrrCents,
    });
    // Nobody else reads it.
    expect(await orderOfInstitution(db, "inst-someone-else", order.reference, "fr")).toBeNull();
  });

  it("accepts a plan change with its terms, the prorated line on the next invoice and the customer's e-mail", async () => {
    now = new Date("2026-11-10T09:00:00Z");
    const buyer = await insertTestUser(db, "formule@lycee-commande.example", {
      language: "en",
      first_name: "Ann",
    });
    const order = await placeOrder(buyer, "excellence", 80);
    for (const target of ["validated", "setting_up", "active"] as const)
      await advanceOrder(
        db,
        {
          institutionId: order.institutionId,
          orderId: order.id,
          target,
          actor: { userId: staffId, name: "A" },
          now,
        },
        async () => {},
      );
    // Fifteen days later, half of the 30-day period is left.
    now = new Date("2026-11-25T09:00:00Z");
    const preview = (await planChangeOptions(db, order.institutionId, now))!;
    const essential = preview.options.find((o) => o.after.plan === "essential")!;
    expect(essential.fits).toBe(true);
    expect(essential.after.studentCap).toBe(100);
    expect(essential.proration).toMatchObject({ daysRemaining: 15, daysInPeriod: 30 });
    const expected = Math.round(((essential.after.mrrCents - essential.before.mrrCents) * 15) / 30);
    expect(essential.proration.amountCents).toBe(expected);
    expect(expected).toBeLessThan(0);

    const requestId = newId();
    await db
      .insertInto("change_request")
      .values({
        id: requestId,
        institution_id: order.institutionId,
        user_id: buyer,
        kind: "plan",
        plan: "essential",
      })
      .execute();
    const decide = new FormData();
    decide.set("intent", "decide");
    decide.set("requestId", requestId);
    decide.set("decision", "accept");
    const reply = await applySubscriptionAction(db, actor(), decide);
    expect(reply.data).toMatchObject({ ok: true });

    const sub = await db
      .selectFrom("subscription")
      .selectAll()
      .where("institution_id", "=", order.institutionId)
      .executeTakeFirstOrThrow();
    expect({ plan: sub.plan, cap: sub.student_cap, mrr: toInt(sub.mrr_cents) }).toEqual({
      plan: "essential",
      cap: 100,
      mrr: essential.after.mrrCents,
    });
    const history = await db
      .selectFrom("audit_log")
      .select("changes")
      .where("entity_id", "=", requestId)
      .executeTakeFirstOrThrow();
    // The facts, not words of one language: each reader gets them in theirs (planChangeInWords).
    const facts = parseJson<{ planChange?: unknown }>(history.changes, {}).planChange;
    expect(facts).toEqual({
      before: { plan: "excellence", studentCap: null, mrrCents: essential.before.mrrCents },
      after: { plan: "essential", studentCap: 100, mrrCents: essential.after.mrrCents },
      amountCents: expected,
    });
    expect(history.changes).not.toMatch(/Formule|Prorata|HT par mois/);

    const mail = sent.find((m) => m.to === "formule@lycee-commande.example")!;
    expect(mail.subject).toBe("Request accepted: plan change");
    expect(mail.text).toContain("Essential · up to 100 students");
    expect(mail.text).toContain("You will be credited");

    const drafted = await draftFromSubscription(db, "system", sub.id, now);
    if (!drafted.ok) throw new Error(drafted.error);
    const invoice = await db
      .selectFrom("invoice")
      .select(["lines", "subtotal_cents"])
      .where("id", "=", drafted.id)
      .executeTakeFirstOrThrow();
    const lines = parseJson<{ label: string; quantity: number; unitCents: number }[]>(invoice.lines, []);
    expect(lines).toEqual([
      expect.objectContaining({ unitCents: essential.after.mrrCents }),
      {
        label: "Prorata du changement de formule Excellence → Essential (15 j sur 30)",
        quantity: 1,
        unitCents: expected,
      },
    ]);
    expect(toInt(invoice.subtotal_cents)).toBe(essential.after.mrrCents + expected);
    // Taken once: the following invoice does not carry it again.
    const next = await draftFromSubscription(db, "system", sub.id, now);
    if (!next.ok) throw new Error(next.error);
    const again = await db
      .selectFrom("invoice")
      .select("lines")
      .where("id", "=", next.id)
      .executeTakeFirstOrThrow();
    expect(parseJson<unknown[]>(again.lines, [])).toHaveLength(1);
    const pending = await ordersDb(db).selectFrom("subscription_adjustment").select("invoice_id").execute();
    expect(pending.every((p) => p.invoice_id === drafted.id)).toBe(true);

    // A refusal is e-mailed too, and changes nothing.
    const refusedId = newId();
    await db
      .insertInto("change_request")
      .values({
        id: refusedId,
        institution_id: order.institutionId,
        user_id: buyer,
        kind: "plan",
        plan: "premium",
      })
      .execute();
    decide.set("requestId", refusedId);
    decide.set("decision", "refuse");
    await applySubscriptionAction(db, actor(), decide);
    expect(sent.at(-1)?.subject).toBe("Request declined: plan change");
    const after = await db
      .selectFrom("subscription")
      .select("plan")
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(after.plan).toBe("essential");
  });

  it("carries the part of a credit larger than the next invoice to the one after, never a negative invoice", async () => {
    now = new Date("2026-11-10T09:00:00Z");
    const buyer = await insertTestUser(db, "report@lycee-commande.example");
    const order = await placeOrder(buyer, "essential", 50);
    for (const target of ["validated", "setting_up", "active"] as const)
      await advanceOrder(
        db,
        {
          institutionId: order.institutionId,
          orderId: order.id,
          target,
          actor: { userId: staffId, name: "A" },
          now,
        },
        async () => {},
      );
    const sub = await db
      .selectFrom("subscription")
      .select(["id", "mrr_cents"])
      .where("institution_id", "=", order.institutionId)
      .executeTakeFirstOrThrow();
    const mrr = toInt(sub.mrr_cents);
    const terms = JSON.stringify({ plan: "excellence", studentCap: null, modules: [], mrrCents: mrr * 4 });
    await ordersDb(db)
      .insertInto("subscription_adjustment")
      .values({
        id: newId(),
        subscription_id: sub.id,
        institution_id: order.institutionId,
        change_request_id: null,
        amount_cents: -(mrr * 2 + 500),
        days_remaining: 15,
        days_in_period: 30,
        before_terms: terms,
        after_terms: JSON.stringify({ plan: "essential", studentCap: 100, modules: [], mrrCents: mrr }),
        created_at: now,
      })
      .execute();
    const totals = async (id: string) => {
      const row = await db
        .selectFrom("invoice")
        .select(["lines", "total_cents"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return {
        lines: parseJson<{ label: string; unitCents: number }[]>(row.lines, []),
        total: toInt(row.total_cents),
      };
    };
    const first = await draftFromSubscription(db, "system", sub.id, now);
    if (!first.ok) throw new Error(first.error);
    const one = await totals(first.id);
    expect(one.total).toBe(0);
    expect(one.lines[1]!.unitCents).toBe(-mrr);
    expect(one.lines[1]!.label).toMatch(/reporté sur la facture suivante$/);
    const second = await draftFromSubscription(db, "system", sub.id, now);
    if (!second.ok) throw new Error(second.error);
    expect((await totals(second.id)).total).toBe(0);
    const third = await draftFromSubscription(db, "system", sub.id, now);
    if (!third.ok) throw new Error(third.error);
    const three = await totals(third.id);
    expect(three.lines.map((l) => l.unitCents)).toEqual([mrr, -500]);
    expect(three.total).toBeGreaterThan(0);
    const fourth = await draftFromSubscription(db, "system", sub.id, now);
    if (!fourth.ok) throw new Error(fourth.error);
    expect((await totals(fourth.id)).lines).toHaveLength(1);
  });
});
