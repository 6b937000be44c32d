import { pdfText } from "../../../../tests/support/pdf-text.ts";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { invoicePdf } from "#app/features/client-space/invoice-pdf.server.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { availableSlots, DEFAULT_AVAILABILITY } from "#app/features/leads/slots.ts";
import type { FormValues } from "#app/lib/forms/result.ts";
import { contactHandler } from "#app/features/leads/contact.server.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { demoHandler, freeSlots } from "#app/features/leads/demo.server.ts";
import { issueFormToken } from "#app/features/leads/form-token.server.ts";
import { processSubmission, type FormHandler, type LeadMeta } from "#app/features/leads/submission.server.ts";
import { DEFAULT_SETTINGS } from "./defaults.ts";
import { currentSettings, invalidateSettings } from "./store.server.ts";
import { createLogger } from "#server/logger.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { formData, TEST_BASE_URL, type Harness } from "#server/auth/test-harness.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { parseJson } from "#server/db/mapping.ts";
import { settingsValues } from "./configuration.ts";
import {
  applyConfigurationAction,
  loadConfiguration,
  sendTestMail,
  type ConfigurationReply,
} from "./configuration.server.ts";

/**
 * The configuration page's actions on a real server's services (fresh database): each save is
 * validated, stored with its audit entry and seen at once by the lead forms, the demo slots and
 * the invoices; the test e-mail reports what the mail server answered.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let h: Harness;
let admin: { context: RouterContextProvider; session: SessionInfo };

beforeAll(async () => {
  h = await startAppHarness();
  const db = h.services.db;
  await db
    .insertInto("user")
    .values({
      id: "u-admin",
      name: "Direction",
      email: "direction@ga-education.fr",
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      twoFactorEnabled: false,
      role: "admin",
      first_name: null,
      last_name: null,
      company_name: null,
      display_name: null,
      language: "fr",
    })
    .execute();
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", origin: TEST_BASE_URL, clientAddress: "10.9.9.9" });
  context.set(servicesContext, h.services);
  admin = {
    context,
    session: { user: { id: "u-admin", email: "direction@ga-education.fr" } } as unknown as SessionInfo,
  };
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.services.db.deleteFrom("app_setting").execute();
  invalidateSettings(h.services.db);
});

async function post(fields: Record<string, string | undefined>) {
  const answer = await applyConfigurationAction(h.services, admin, formData(fields), "fr");
  return { status: answer.init?.status ?? 200, reply: answer.data as ConfigurationReply };
}

async function audits(action: string) {
  const rows = await h.services.db
    .selectFrom("audit_log")
    .select(["entity_id", "changes", "actor_user_id", "ip_address"])
    .where("action", "=", action)
    .execute();
  return rows.map((r) => ({ ...r, changes: parseJson<Record<string, unknown>>(r.changes, {}) }));
}

const defaults = settingsValues(DEFAULT_SETTINGS);
let n = 0;
const meta = (page: string): LeadMeta => ({
  page,
  referrer: null,
  landing: page,
  utm: {},
  language: "fr",
  clientAddress: `192.0.2.${++n}`,
});
const submit = <T>(handler: FormHandler<T>, values: FormValues, page: string) =>
  processSubmission(h.services, handler, {
    form: null,
    values,
    token: issueFormToken(h.services.config.authSecret, Date.now() - 3_000),
    honeypot: null,
    meta: meta(page),
  });

describe("sales e-mail", () => {
  it("sends the next lead notification to the saved address, and back to SALES_EMAIL when cleared", async () => {
    const saved = await post({ intent: "sales", salesEmail: " Leads@GA-Education.fr " });
    expect(saved).toEqual({ status: 200, reply: { intent: "sales", ok: true, message: "saved.sales" } });
    const [entry] = await audits("settings.sales");
    expect(entry).toMatchObject({
      entity_id: "sales",
      actor_user_id: "u-admin",
      ip_address: "10.9.9.9",
      changes: { salesEmail: [null, "leads@ga-education.fr"] },
    });

    const contact = (email: string): FormValues => ({
      firstName: "Camille",
      lastName: "Durand",
      email,
      subject: "sales",
      message: "Pouvez-vous nous rappeler ?",
    });
    expect((await submit(contactHandler, contact("camille@lycee.example"), "/contact")).status).toBe(200);
    // The queue's own worker may be sending it at that moment: wait for it rather than race it.
    await vi.waitFor(async () => expect(await h.mails("leads@ga-education.fr")).toHaveLength(1), {
      timeout: 5_000,
      interval: 100,
    });

    await post({ intent: "sales", salesEmail: "" });
    expect((await submit(contactHandler, contact("paul@lycee.example"), "/contact")).status).toBe(200);
    // The queue's own worker may be sending it at that moment: wait for it rather than race it.
    await vi.waitFor(
      async () => {
        const toSales = await h.mails(h.config.salesEmail);
        expect(toSales.some((m) => m.text.includes("paul@lycee.example"))).toBe(true);
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(await h.mails("leads@ga-education.fr")).toHaveLength(1);
  });

  it("writes nothing and logs nothing when nothing changed", async () => {
    const before = (await audits("settings.sales")).length;
    expect((await post({ intent: "sales", salesEmail: "" })).reply.message).toBe("unchanged");
    expect(await h.services.db.selectFrom("app_setting").selectAll().execute()).toEqual([]);
    expect(await audits("settings.sales")).toHaveLength(before);
  });

  it("answers 400 with the translated error key and what was typed", async () => {
    expect(await post({ intent: "sales", salesEmail: "leads@" })).toEqual({
      status: 400,
      reply: {
        intent: "sales",
        fieldErrors: { salesEmail: "invalidEmail" },
        values: { salesEmail: "leads@" },
      },
    });
    expect((await post({ intent: "theme" })).status).toBe(400);
  });
});

describe("demo availability", () => {
  it("removes a closed day's slots and refuses a booking on it on the server", async () => {
    const slot = availableSlots({ now: Date.now() }).at(-1)!;
    const saved = await post({ ...defaults.demo, intent: "demo", holidays: slot.parisDay });
    expect(saved.reply).toMatchObject({ ok: true, message: "saved.demo" });
    const [entry] = await audits("settings.demo");
    expect(entry!.changes).toEqual({ holidays: [[], [slot.parisDay]] });

    const free = await freeSlots(leadsDb(h.services.db), (await currentSettings(h.services)).demo);
    expect(free.some((s) => s.parisDay === slot.parisDay)).toBe(false);
    expect(free.length).toBeGreaterThan(0);

    const out = await submit(
      demoHandler,
      {
        institution: "Université de Lorraine",
        institutionType: "higher-education",
        students: "12000",
        firstName: "Hélène",
        lastName: "Roussel",
        email: "helene@univ.example",
        slot: slot.start,
      },
      "/demo",
    );
    expect(out.result).toMatchObject({ status: "slotTaken" });
    const leads = await leadsDb(h.services.db)
      .selectFrom("lead")
      .select("id")
      .where("email", "=", "helene@univ.example")
      .execute();
    expect(leads).toEqual([]);
  });

  it("books a slot of the configured length, its invitation saying so", async () => {
    const hours = [...DEFAULT_AVAILABILITY.hours];
    await post({ ...defaults.demo, intent: "demo", slotMinutes: "45" });
    const settings = await currentSettings(h.services);
    expect(settings.demo).toEqual({ ...DEFAULT_AVAILABILITY, hours, slotMinutes: 45 });
    const slot = (await freeSlots(leadsDb(h.services.db), settings.demo))[2]!;
    expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(45 * 60_000);
    const out = await submit(
      demoHandler,
      {
        institution: "Lycée Hoche",
        institutionType: "secondary",
        students: "900",
        firstName: "Léa",
        lastName: "Martin",
        email: "lea@hoche.example",
        slot: slot.start,
      },
      "/demo",
    );
    expect(out.result).toMatchObject({ status: "success" });
    const [ack] = await h.mails("lea@hoche.example");
    expect(ack!.text).toContain("Elle dure 45 minutes");
    const ics = ack!.attachments?.[0]?.content ?? "";
    expect(ics).toContain("Démonstration de 45 minutes");
    expect(ics).toContain(`DTEND:${slot.end.replace(/[-:]/g, "").replace(".000", "")}`);
  });

  it("keeps the form's values and names the wrong fields", async () => {
    const logged = (await audits("settings.demo")).length;
    const { status, reply } = await post({ ...defaults.demo, intent: "demo", from_1: "19:00" });
    expect(status).toBe(400);
    expect(reply.fieldErrors).toEqual({ to_1: "closeBeforeOpen" });
    expect(reply.values?.from_1).toBe("19:00");
    expect(await audits("settings.demo")).toHaveLength(logged);
  });
});

describe("business details", () => {
  it("are saved whole, logged field by field and printed in the invoices' seller block", async () => {
    const saved = await post({
      ...defaults.business,
      intent: "business",
      legalName: "GA Éducation Ouest SAS",
      street: "3 quai de la Fosse",
      postalCode: "44000",
      city: "Nantes",
      phone: "+33 2 40 00 00 00",
    });
    expect(saved.reply.message).toBe("saved.business");
    const business = (await currentSettings(h.services)).business;
    expect(business).toMatchObject({
      legalName: "GA Éducation Ouest SAS",
      city: "Nantes",
      siret: "84251930800014",
    });
    const [entry] = await audits("settings.business");
    expect(Object.keys(entry!.changes).sort()).toEqual([
      "city",
      "legalName",
      "phone",
      "postalCode",
      "street",
    ]);

    const pdf = await invoicePdf(
      {
        invoice: {
          id: "i1",
          number: "FA-2026-0001",
          kind: "invoice",
          status: "issued",
          issuedAt: "2026-05-04T10:00:00.000Z",
          dueAt: "2026-06-03T10:00:00.000Z",
          paidAt: null,
          currency: "EUR",
          subtotalCents: 10_000,
          vatRateBp: 2000,
          vatCents: 2_000,
          totalCents: 12_000,
          overdue: false,
        },
        lines: [{ label: "Abonnement Premium", quantity: 1, unitCents: 10_000 }],
        buyer: {
          name: "Lycée Victor Hugo",
          siret: "",
          vatNumber: "",
          addressLine1: "1 rue de l'École",
          addressLine2: "",
          postalCode: "75005",
          city: "Paris",
          country: "FR",
          chorusServiceCode: "",
          orderReference: "",
          payment: "transfer",
          mandateReference: "",
        },
        periodStart: null,
        periodEnd: null,
        credited: null,
        // Issued before the seller's details were kept with invoices: the current ones are printed.
        seller: null,
      },
      "fr",
      business,
    );
    const text = pdfText(pdf);
    for (const line of [
      "GA Éducation Ouest SAS",
      "3 quai de la Fosse",
      "44000 Nantes, France",
      "SIRET : 842 519 308 00014",
      "TVA : FR30842519308",
      "+33 2 40 00 00 00",
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toContain("12 rue de la Sorbonne");
  });

  it("refuses a VAT number of another company without saving anything", async () => {
    const { status, reply } = await post({
      ...defaults.business,
      intent: "business",
      vatNumber: "FR40303265045",
    });
    expect(status).toBe(400);
    expect(reply.fieldErrors).toEqual({ vatNumber: "vatSirenMismatch" });
    expect((await currentSettings(h.services)).business).toEqual(DEFAULT_SETTINGS.business);
  });
});

describe("mail status and test e-mail", () => {
  it("sends the test e-mail now and reports that the server took it", async () => {
    const { reply } = await post({ intent: "testMail", to: "Direction@GA-Education.fr" });
    expect(reply.mail).toEqual({ outcome: "sent", to: "direction@ga-education.fr", error: null });
    const [mail] = await h.mails("direction@ga-education.fr");
    expect(mail!.subject).toBe("E-mail de test – GA Éducation");
    expect(mail!.text).toContain("direction@ga-education.fr");
    const [entry] = await audits("settings.testMail");
    expect(entry!.changes).toEqual({ to: "direction@ga-education.fr" });
  });

  it("reports a refused delivery with the server's answer, and shows it as the last failure", async () => {
    const refusing = createMailer({
      db: h.services.db,
      from: h.config.mailFrom,
      logger: createLogger("silent"),
      transport: {
        kind: "smtp",
        async send() {
          throw new Error("550 5.1.1 mailbox unavailable");
        },
        close() {},
      },
    });
    const before = Date.now();
    const mail = await sendTestMail(
      { ...h.services, mailer: refusing },
      admin,
      "nobody@ga-education.fr",
      "en",
    );
    expect(mail).toEqual({
      outcome: "retrying",
      to: "nobody@ga-education.fr",
      error: "550 5.1.1 mailbox unavailable",
    });
    const page = await loadConfiguration(h.services);
    expect(page.mail.lastFailure).toMatchObject({
      to: "nobody@ga-education.fr",
      kind: "test",
      error: "550 5.1.1 mailbox unavailable",
    });
    const failedAt = Date.parse(page.mail.lastFailure!.at);
    expect(failedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(failedAt).toBeLessThanOrEqual(Date.now());
    expect(page.mail.pending).toBeGreaterThanOrEqual(1);
    expect(page.salesEmail).toBe(h.config.salesEmail);
    expect(page.values).toEqual(settingsValues(DEFAULT_SETTINGS));
    await h.services.db.deleteFrom("mail_queue").where("to_address", "=", "nobody@ga-education.fr").execute();
  });

  it("refuses a test e-mail without an address", async () => {
    expect(await post({ intent: "testMail", to: "" })).toMatchObject({
      status: 400,
      reply: { fieldErrors: { to: "required" } },
    });
  });
});
