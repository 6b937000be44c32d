import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableSlots } from "./slots.ts";
import type { FormValues } from "#app/lib/forms/result.ts";
import { type Harness } from "#server/auth/test-harness.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { cancelBooking, findBooking, rescheduleBooking } from "./booking.server.ts";
import { checkoutHandler } from "./checkout.server.ts";
import { chatbotHandler } from "./chatbot.server.ts";
import { contactHandler } from "./contact.server.ts";
import { leadsDb } from "./db.server.ts";
import { demoHandler } from "./demo.server.ts";
import { issueFormToken } from "./form-token.server.ts";
import { LEAD_RATE_RULE, processSubmission, type FormHandler, type LeadMeta } from "./submission.server.ts";

/**
 * The submission pipeline on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): what
 * is stored, what is refused, and what happens when posts repeat or race.
 */
let h: Harness;
beforeAll(async () => {
  h = await startAppHarness();
});
afterAll(async () => {
  await h?.close();
});

let n = 0;
const meta = (overrides: Partial<LeadMeta> = {}): LeadMeta => ({
  page: "/contact",
  referrer: "https://www.google.fr",
  landing: "/tarification",
  utm: { utm_source: "newsletter" },
  language: "fr",
  clientAddress: `192.0.2.${++n}`,
  ...overrides,
});
/** A token issued three seconds ago: past the minimum fill time. */
const token = () => issueFormToken(h.services.config.authSecret, Date.now() - 3_000);

function submit<T>(
  handler: FormHandler<T>,
  values: FormValues,
  m = meta(),
  tok: unknown = token(),
  honeypot: string | null = null,
) {
  return processSubmission(h.services, handler, { form: null, values, token: tok, honeypot, meta: m });
}

const contact = (email: string, extra: FormValues = {}): FormValues => ({
  firstName: "Camille",
  lastName: "Durand",
  email,
  subject: "demo",
  institution: "Lycée Victor Hugo",
  message: "Bonjour, nous souhaitons une démonstration.",
  ...extra,
});

async function leads(email: string) {
  return leadsDb(h.services.db).selectFrom("lead").selectAll().where("email", "=", email).execute();
}

describe("contact submissions", () => {
  it("store the lead with its tags, link a contact and queue two e-mails", async () => {
    const out = await submit(contactHandler, contact("Camille@Lycee-Hugo.example"));
    expect(out.status).toBe(200);
    expect(out.result).toMatchObject({ status: "success", form: "contact", replay: false });
    const [lead] = await leads("camille@lycee-hugo.example");
    expect(lead).toMatchObject({
      type: "contact",
      language: "fr",
      utm_source: "newsletter",
      referrer: "https://www.google.fr",
    });
    const mails = await leadsDb(h.services.db)
      .selectFrom("mail_queue")
      .select(["kind", "to_address", "reply_to", "text_body"])
      .execute();
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "contact-ack",
          to_address: "camille@lycee-hugo.example",
          reply_to: null,
        }),
        // Sales answer the visitor straight from the notification, which links to the lead in the CRM.
        expect.objectContaining({
          kind: "contact-notification",
          to_address: h.services.config.salesEmail,
          reply_to: "camille@lycee-hugo.example",
          text_body: expect.stringContaining(`/admin/quotes?lead=${lead!.id}`),
        }),
      ]),
    );
  });

  it("answer a replayed or concurrent identical post with the first record", async () => {
    const tok = token();
    const m = meta();
    const values = contact("replay@lycee.example");
    const results = await Promise.all([
      submit(contactHandler, values, m, tok),
      submit(contactHandler, values, m, tok),
    ]);
    const again = await submit(contactHandler, values, m, tok);
    expect((await leads("replay@lycee.example")).length).toBe(1);
    const refs = [...results, again].map((r) =>
      r.result.status === "success" ? r.result.reference : r.result.status,
    );
    expect(new Set(refs).size).toBe(1);
    expect(again.result).toMatchObject({ replay: true });
  });

  it("link leads of one institution, whatever the address, to one contact", async () => {
    await submit(
      contactHandler,
      contact("direction@college-ferry.example", { institution: "Collège Jules-Ferry" }),
    );
    await submit(
      contactHandler,
      contact("compta@college-ferry.example", { institution: "college jules ferry " }),
    );
    const [a] = await leads("direction@college-ferry.example");
    const [b] = await leads("compta@college-ferry.example");
    expect(a!.contact_id).toBeTruthy();
    expect(b!.contact_id).toBe(a!.contact_id);
  });

  it("refuse robots: honeypot, forged token, too fast", async () => {
    expect(
      (await submit(contactHandler, contact("bot1@spam.example"), meta(), token(), "https://spam")).result,
    ).toMatchObject({
      status: "refused",
      reason: "honeypot",
    });
    expect(
      (
        await submit(
          contactHandler,
          contact("bot2@spam.example"),
          meta(),
          "lz.AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB",
        )
      ).result,
    ).toMatchObject({
      status: "refused",
      reason: "expired",
    });
    const fresh = issueFormToken(h.services.config.authSecret, Date.now());
    expect((await submit(contactHandler, contact("bot3@spam.example"), meta(), fresh)).result).toMatchObject({
      reason: "tooFast",
    });
    for (const email of ["bot1@spam.example", "bot2@spam.example", "bot3@spam.example"])
      expect(await leads(email)).toEqual([]);
  });

  it("answer translated field errors with the values typed", async () => {
    const out = await submit(
      contactHandler,
      { email: "nope", message: "<b>hi</b>" },
      meta({ language: "en" }),
    );
    expect(out.status).toBe(400);
    expect(out.result).toMatchObject({
      status: "invalid",
      errors: { firstName: "This field is required.", email: expect.stringContaining("valid e-mail") },
      values: { email: "nope", message: "<b>hi</b>" },
    });
  });

  it("limit an address, then tell it when to come back", async () => {
    const m = meta();
    const statuses: number[] = [];
    for (let i = 0; i <= LEAD_RATE_RULE.max; i++) {
      statuses.push((await submit(contactHandler, contact(`limit-${i}@lycee.example`), m)).status);
    }
    expect(statuses.slice(0, LEAD_RATE_RULE.max).every((s) => s === 200)).toBe(true);
    const last = await submit(contactHandler, contact("limit-last@lycee.example"), m);
    expect(last.status).toBe(429);
    expect(Number(new Headers(last.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(await leads("limit-last@lycee.example")).toEqual([]);
  });
});

describe("demo bookings", () => {
  const demo = (email: string, slot?: string): FormValues => ({
    institution: "Université de Lorraine",
    institutionType: "higher-education",
    students: "12000",
    firstName: "Hélène",
    lastName: "Roussel",
    email,
    ...(slot ? { slot } : {}),
  });

  it("let exactly one of two visitors racing for a slot hold it", async () => {
    const slot = availableSlots({ now: Date.now() })[3]!.start;
    const [a, b] = await Promise.all([
      submit(demoHandler, demo("race-a@univ.example", slot), meta({ page: "/demo" })),
      submit(demoHandler, demo("race-b@univ.example", slot), meta({ page: "/demo" })),
    ]);
    const statuses = [a.result.status, b.result.status].sort();
    expect(statuses).toEqual(["slotTaken", "success"]);
    const loser = a.result.status === "slotTaken" ? a.result : b.result;
    if (loser.status !== "slotTaken") throw new Error("unreachable");
    expect(loser.nextSlots.length).toBeGreaterThan(0);
    expect(loser.nextSlots.some((s) => s.start === slot)).toBe(false);
    const held = await leadsDb(h.services.db)
      .selectFrom("demo_booking")
      .select("id")
      .where("held_slot", "=", new Date(slot))
      .execute();
    expect(held).toHaveLength(1);
  });

  it("keep a request without a slot as a callback request", async () => {
    const out = await submit(demoHandler, demo("callback@univ.example"), meta({ page: "/demo" }));
    expect(out.result).toMatchObject({ status: "success" });
    const [lead] = await leads("callback@univ.example");
    expect(JSON.parse(lead!.payload)).toMatchObject({ callback: true });
  });

  it("move and cancel a booking with its e-mail's token, releasing the slot", async () => {
    const [first, second] = availableSlots({ now: Date.now() }).slice(10, 12);
    await submit(demoHandler, demo("move@univ.example", first!.start), meta({ page: "/demo" }));
    const mail = await leadsDb(h.services.db)
      .selectFrom("mail_queue")
      .select(["text_body", "attachments"])
      .where("to_address", "=", "move@univ.example")
      .executeTakeFirstOrThrow();
    expect(mail.attachments).toContain("BEGIN:VCALENDAR");
    const tokenInMail = /\/demo\/reprogrammer\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    expect(await rescheduleBooking(h.services, tokenInMail, second!.start)).toEqual({
      ok: true,
      slot: second!.start,
    });
    expect(await findBooking(leadsDb(h.services.db), tokenInMail)).toMatchObject({
      slot: second!.start,
      sequence: 1,
    });
    expect(
      await leadsDb(h.services.db)
        .selectFrom("mail_queue")
        .select(["kind", "reply_to"])
        .where("kind", "like", "demo-rescheduled-%")
        .execute(),
    ).toEqual(
      expect.arrayContaining([
        { kind: "demo-rescheduled-ack", reply_to: null },
        { kind: "demo-rescheduled-notification", reply_to: "move@univ.example" },
      ]),
    );
    // The first slot is free again.
    expect(
      (await submit(demoHandler, demo("after-move@univ.example", first!.start), meta({ page: "/demo" })))
        .result.status,
    ).toBe("success");
    expect(await cancelBooking(h.services, tokenInMail, "Conseil d'administration déplacé")).toMatchObject({
      ok: true,
    });
    expect(await cancelBooking(h.services, tokenInMail, undefined)).toEqual({
      ok: false,
      reason: "cancelled",
    });
    expect(await rescheduleBooking(h.services, "unknown-token-unknown-token", second!.start)).toEqual({
      ok: false,
      reason: "notFound",
    });
  });
});

describe("checkout and chatbot", () => {
  it("store a pending order with the IBAN on the order only", async () => {
    const user = {
      id: "user-1",
      email: "compta@lycee-curie.example",
      emailVerified: true,
      displayName: "Paul Martin",
      firstName: "Paul",
      lastName: "Martin",
      companyName: "Lycée Marie Curie",
      role: "user" as const,
      language: "fr" as const,
      twoFactorEnabled: false,
    };
    await leadsDb(h.services.db)
      .insertInto("user")
      .values({
        id: user.id,
        name: "Paul Martin",
        email: user.email,
        emailVerified: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .execute();
    const out = await submit(
      checkoutHandler(user),
      {
        plan: "premium",
        students: "280",
        addons: ["creche"],
        billingName: "Lycée Marie Curie",
        country: "FR",
        siret: "73282932000074",
        addressLine1: "12 avenue de la République",
        postalCode: "69003",
        city: "Lyon",
        billingEmail: user.email,
        paymentMethod: "sepa-debit",
        accountHolder: "Agence comptable",
        iban: "FR76 3000 6000 0112 3456 7890 189",
        mandate: "on",
        terms: "on",
      },
      meta({ page: "/checkout/premium" }),
    );
    expect(out.result).toMatchObject({
      status: "success",
      redirectTo: expect.stringMatching(/^\/success\?commande=CMD-/),
    });
    const order = await leadsDb(h.services.db)
      .selectFrom("sales_order")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: "pending",
      iban: "FR7630006000011234567890189",
      mandate_reference: expect.stringMatching(/^RUM-CMD-/),
    });
    const [lead] = await leads(user.email);
    expect(lead!.payload).toContain("FR76 •••• •••• 0189");
    expect(lead!.payload).not.toContain("30006000011234567890189");
  });

  it("store a chatbot lead once per conversation, without a form token", async () => {
    const values = {
      sessionId: "chat-unit-0001",
      email: "chat@ifsi.example",
      institution: "IFSI",
      language: "en",
      transcript: [{ sender: "user", text: "Price for 250 students?" }],
    } as unknown as FormValues;
    const run = () =>
      processSubmission(
        h.services,
        chatbotHandler,
        { form: null, values, token: undefined, honeypot: null, meta: meta({ language: "en" }) },
        {
          requireToken: false,
          nonce: "chat-unit-0001",
        },
      );
    const first = await run();
    const second = await run();
    expect(first.result).toMatchObject({ status: "success", replay: false });
    expect(second.result).toMatchObject({ status: "success", replay: true });
    expect(await leads("chat@ifsi.example")).toHaveLength(1);
  });
});
