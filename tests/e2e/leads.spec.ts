import { DatabaseSync } from "node:sqlite";
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { authNamespace } from "#app/features/auth/locales.ts";
import { feedbackNamespace } from "#app/features/leads/ui/feedback/locales.ts";
import { WEBINARS } from "#content/resources/webinars.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { mailLink, mailText } from "../support/mail-text.ts";
import {
  ON_PHONE,
  advanceUntil,
  expect,
  flowScreens,
  hydrated,
  mailsTo,
  STAFF_MAIL_TIMEOUT_MS,
  test,
} from "./fixtures.ts";
import { inHtml } from "./accounts.ts";
import frCommon from "#app/lib/i18n/locales/fr/common.ts";

/**
 * Lead capture end to end (issue 5): every form's happy path down to the database record and the
 * two e-mails in the SMTP sink, validation errors, keyboard-only use, the same without
 * JavaScript, the offline safety net, the slot race, replays, the honeypot and the rate limit.
 * Each test names its own client address (x-test-client-address, honoured only by E2E servers)
 * so that the per-address limit of one test never touches another.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`;
const SALES = "commercial@ga-education.fr";
const F = { fr: formsNamespace.fr, en: formsNamespace.en } as const;
const FB = { fr: feedbackNamespace.fr, en: feedbackNamespace.en } as const;
const AUTH = { fr: authNamespace.fr, en: authNamespace.en } as const;
/** Browsers log a request made offline as a console error. */
// One pattern: a two-item array whose second item is an object would read as a fixture tuple.
const OFFLINE = [/ERR_INTERNET_DISCONNECTED/];
const PASSWORD = "Cahier-lune-7";
/** A refused post without JavaScript is a page answered 400, which the browser logs. */
const REFUSED = [/Failed to load resource: the server responded with a status of 400/];

// Forms are filled like a person would; the end-to-end server lowers the minimum fill time
// (FORM_MIN_FILL_MS, playwright.config.ts), so no pause is needed before sending.
test.describe.configure({ timeout: 120_000 });

// ---------------------------------------------------------------------------------------------
// Helpers

function db(): DatabaseSync {
  return new DatabaseSync(`${DATA_DIR}/app.db`, { readOnly: true });
}

function rows<T>(sql: string, ...params: (string | number)[]): T[] {
  const conn = db();
  try {
    return conn.prepare(sql).all(...params) as T[];
  } finally {
    conn.close();
  }
}

interface LeadRecord {
  id: string;
  type: string;
  email: string | null;
  language: string;
  page: string;
  payload: string;
  contact_id: string | null;
  utm_source: string | null;
}

function leadsOf(email: string): LeadRecord[] {
  return rows<LeadRecord>("select * from lead where email = ? order by created_at", email);
}

/** The first message to `to` that mentions `about` (the sales notification of one lead among many). */
async function mailAbout(to: string, about: string, timeoutMs = STAFF_MAIL_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to, 1, 1_000)).find((m) => mailText(m.raw).includes(about));
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}

let counter = 0;
function uniqueEmail(info: TestInfo, tag: string): string {
  counter++;
  return `${tag}-${info.project.name}-${Date.now().toString(36)}-${counter}@lycee-e2e.example`;
}

function address(info: TestInfo): string {
  return `10.${info.workerIndex % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/** A field of the page's main form by the start of its label ("Nom" is not "Nombre d'élèves"). */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator("main").getByLabel(new RegExp(`^${escaped}\\*?( \\(|$)`));
}

async function open(page: Page, info: TestInfo, path: string): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-test-client-address": address(info) });
  await page.goto(path);
}

function p(lang: Language, path: string): string {
  return localizedPath(path, lang);
}

async function fillContact(page: Page, lang: Language, email: string): Promise<void> {
  const t = F[lang];
  await field(page, t.fields.firstName).fill("Camille");
  await field(page, t.fields.lastName).fill("Durand");
  await field(page, t.fields.email).fill(email);
  await field(page, t.fields.institution).fill("Lycée Victor Hugo");
  await field(page, t.fields.subject).selectOption("quote");
  await field(page, t.fields.message).fill(
    "Bonjour, nous préparons la rentrée et souhaitons un devis pour 600 élèves.",
  );
}

// ---------------------------------------------------------------------------------------------
// Contact

for (const lang of ["fr", "en"] as const) {
  test.describe(`contact (${lang})`, flowScreens(lang), () => {
    const t = F[lang];

    test("a message is stored, acknowledged and notified", async ({ page }, info) => {
      // The sales team's copy may wait behind other tests' mails (STAFF_MAIL_TIMEOUT_MS).
      test.setTimeout(test.info().timeout + STAFF_MAIL_TIMEOUT_MS);
      const email = uniqueEmail(info, `contact-${lang}`);
      await open(page, info, `${p(lang, "/contact")}?utm_source=newsletter&utm_campaign=rentree`);
      await hydrated(page);
      await expect(page.getByText(t.requiredHint)).toBeVisible();
      await fillContact(page, lang, email);
      await page.getByRole("button", { name: t.contact.submit }).click();
      const status = page.locator("main [role=status]").first();
      await expect(status).toContainText(t.contact.successTitle);
      await expect(status).toContainText(t.contact.successText);
      // The form is cleared for a next message.
      await expect(field(page, t.fields.email)).toHaveValue("");

      const leads = leadsOf(email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        type: "contact",
        language: lang,
        page: p(lang, "/contact"),
        utm_source: "newsletter",
      });
      expect(leads[0]!.contact_id).toBeTruthy();
      const ack = await mailsTo(email);
      expect(ack[0]!.subject).toContain(
        lang === "fr" ? "Nous avons bien reçu votre message" : "We have received your message",
      );
      expect(await mailAbout(SALES, email)).toBeTruthy();
    });

    test("every field says what is wrong, tied to its control", async ({ page }, info) => {
      await open(page, info, p(lang, "/contact"));
      await hydrated(page);
      await field(page, t.fields.email).fill("pas-une-adresse");
      await field(page, t.fields.phone).fill("abc");
      await field(page, t.fields.message).fill("court");
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: t.errorSummary_other.split("{{")[0]! }),
      ).toBeVisible();
      for (const [label, message] of [
        [t.fields.firstName, t.errors.required],
        [t.fields.lastName, t.errors.required],
        [t.fields.email, t.errors.email],
        [t.fields.phone, t.errors.phone],
        [t.fields.subject, t.errors.required],
        [t.fields.message, t.errors.tooShort],
      ] as const) {
        const control = field(page, label);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(
          new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
        );
      }
    });
  });
}

// Without JavaScript every step is the server's: checked on one screen.
test.describe("contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsole: REFUSED });

  test("a plain post is stored and the page says so after its redirect", async ({ page }, info) => {
    const t = F.fr;
    const email = uniqueEmail(info, "contact-nojs");
    await open(page, info, "/contact");
    await fillContact(page, "fr", email);
    await page.getByRole("button", { name: t.contact.submit }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText(t.contact.successTitle)).toBeVisible();
    expect(leadsOf(email)).toHaveLength(1);
    await mailsTo(email);
  });

  test("the server's errors come back with what was typed", async ({ page }, info) => {
    const t = F.en;
    await open(page, info, "/en/contact");
    // Accepted by the browser's own check, refused by the schema (no top-level domain).
    await field(page, t.fields.firstName).fill("Sam");
    await field(page, t.fields.lastName).fill("Taylor");
    await field(page, t.fields.email).fill("sam@school");
    await field(page, t.fields.subject).selectOption("support");
    await field(page, t.fields.message).fill("Our timetable export fails since Monday.");
    await page.getByRole("button", { name: t.contact.submit }).click();
    await expect(page.getByText(t.errors.email).first()).toBeVisible();
    await expect(field(page, t.fields.email)).toHaveValue("sam@school");
    await expect(field(page, t.fields.message)).toHaveValue("Our timetable export fails since Monday.");
    await expect(field(page, t.fields.email)).toHaveAttribute("aria-invalid", "true");
  });
});

// A keyboard is a desktop visitor's.
test("the contact form can be completed with the keyboard alone", async ({ page }, info) => {
  const t = F.fr;
  const email = uniqueEmail(info, "keyboard");
  await open(page, info, "/contact");
  await hydrated(page);
  await field(page, t.fields.firstName).focus();
  await page.keyboard.type("Inès");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Morel");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("01 23 45 67 89");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Collège Jean Moulin");
  await page.keyboard.press("Tab");
  await expect(field(page, t.fields.subject)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Nous souhaitons une démonstration du module examens.");
  await page.keyboard.press("Tab"); // privacy link
  await page.keyboard.press("Tab"); // send
  await page.keyboard.press("Enter");
  await expect(page.locator("main [role=status]").first()).toContainText(t.contact.successTitle);
  expect(leadsOf(email)).toHaveLength(1);
});

// ---------------------------------------------------------------------------------------------
// Demo

/** Ticks the n-th free slot of the picker (days are opened as needed); returns its start. */
async function pickSlot(page: Page, n: number): Promise<string> {
  const value = (await page.locator('main input[name="slot"]:not([value=""])').nth(n).getAttribute("value"))!;
  await pickSlotValue(page, value);
  return value;
}

async function pickSlotValue(page: Page, value: string): Promise<void> {
  const details = page
    .locator("main details")
    .filter({ has: page.locator(`input[value="${value}"]`) })
    .first();
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator("summary").click();
  await details.locator(`label:has(input[value="${value}"])`).first().click();
}

/** Disjoint slots for tests running side by side (projects and tests never pick the same one). */
function slotIndex(info: TestInfo, base: number): number {
  return base + (info.project.name === "mobile" ? 120 : 0);
}

async function fillDemo(page: Page, lang: Language, email: string): Promise<void> {
  const t = F[lang];
  await field(page, t.fields.institution).fill("Université de Lorraine");
  await field(page, t.fields.institutionType).selectOption("higher-education");
  await field(page, t.fields.students).fill("12000");
  await page.locator("main").getByLabel(t.options.modules.examens).check();
  await field(page, t.fields.firstName).fill("Hélène");
  await field(page, t.fields.lastName).fill("Roussel");
  await field(page, t.fields.email).fill(email);
}

for (const lang of ["fr", "en"] as const) {
  test(
    `a demo is booked with its invitation, then moved and cancelled from the e-mail's links (${lang})`,
    flowScreens(lang),
    async ({ page }, info) => {
      const t = F[lang];
      const email = uniqueEmail(info, `demo-${lang}`);
      await open(page, info, p(lang, "/demo"));
      await hydrated(page);
      await fillDemo(page, lang, email);
      const slot = await pickSlot(page, slotIndex(info, lang === "fr" ? 3 : 23));
      await page.getByRole("button", { name: t.demo.submit }).click();
      await expect(page.locator("main [role=status]").first()).toContainText(t.demo.successTitle);

      const [lead] = leadsOf(email);
      expect(lead).toMatchObject({ type: "demo", language: lang });
      const bookings = rows<{ held_slot: string; status: string }>(
        "select held_slot, status from demo_booking where lead_id = ?",
        lead!.id,
      );
      expect(bookings).toEqual([{ held_slot: slot, status: "confirmed" }]);

      const [mail] = await mailsTo(email);
      expect(mail!.raw).toMatch(/Content-Type: text\/calendar/);
      expect(mailText(mail!.raw)).toContain("BEGIN:VCALENDAR");
      expect(mailText(mail!.raw)).toContain(`DTSTART:${slot.replace(/[-:]/g, "").replace(".000", "")}`);
      const reschedule = mailLink(
        mail!.raw,
        lang === "fr" ? "/demo/reprogrammer/" : "/en/demo/reprogrammer/",
      );
      const cancel = mailLink(mail!.raw, lang === "fr" ? "/demo/annuler/" : "/en/demo/annuler/");

      // Without a slot, or with a made-up one, nothing moves: the form says why and keeps the booking.
      const refused = await page.request.post(reschedule.replace(ORIGIN, ""), { form: { slot: "mardi" } });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain(inHtml(t.errors.slotInvalid));
      await page.goto(reschedule.replace(ORIGIN, ""));
      await hydrated(page);
      // A booked demo moves to another slot: "call me back" is not a choice here.
      await expect(page.getByText(t.demo.callback)).toHaveCount(0);
      await page.getByRole("button", { name: t.booking.rescheduleSubmit }).click();
      await expect(page.getByText(t.errorSummary_one)).toBeVisible();
      expect(rows("select held_slot from demo_booking where lead_id = ?", lead!.id)).toEqual([
        { held_slot: slot },
      ]);
      const moved = await pickSlot(page, slotIndex(info, lang === "fr" ? 5 : 25));
      await page.getByRole("button", { name: t.booking.rescheduleSubmit }).click();
      await expect(page.getByText(t.booking.rescheduled)).toBeVisible();
      expect(rows("select held_slot from demo_booking where lead_id = ?", lead!.id)).toEqual([
        { held_slot: moved },
      ]);

      await page.goto(cancel.replace(ORIGIN, ""));
      await hydrated(page);
      await page.getByRole("button", { name: t.booking.cancelSubmit }).click();
      await expect(page.getByText(t.booking.cancelled)).toBeVisible();
      expect(rows("select held_slot, status from demo_booking where lead_id = ?", lead!.id)).toEqual([
        { held_slot: null, status: "cancelled" },
      ]);
      const all = await mailsTo(email, 3);
      expect(all.filter((m) => mailText(m.raw).includes("METHOD:CANCEL"))).toHaveLength(1);
    },
  );
}

test("two visitors racing for one slot: exactly one gets it, the other is offered the next ones", async ({
  browser,
}, info) => {
  const pages = await Promise.all([
    browser.newPage({ locale: "fr-FR" }),
    browser.newPage({ locale: "fr-FR" }),
  ]);
  const emails = [uniqueEmail(info, "race-a"), uniqueEmail(info, "race-b")];
  let slot = "";
  for (const [i, page] of pages.entries()) {
    await open(page, info, "/demo");
    await hydrated(page);
    await fillDemo(page, "fr", emails[i]!);
    // Other tests book slots meanwhile: the second visitor picks the first one's slot by its value.
    if (i === 0) slot = await pickSlot(page, slotIndex(info, 41));
    else await pickSlotValue(page, slot);
  }
  await Promise.all(pages.map((page) => page.getByRole("button", { name: F.fr.demo.submit }).click()));
  const outcomes = await Promise.all(
    pages.map(async (page) => {
      const won = page.locator("main [role=status]").first().filter({ hasText: F.fr.demo.successTitle });
      const lost = page.getByText(F.fr.demo.slotTaken);
      await expect(won.or(lost).first()).toBeVisible();
      return (await won.count()) > 0 ? "won" : "lost";
    }),
  );
  expect([...outcomes].sort()).toEqual(["lost", "won"]);
  expect(rows("select count(*) as n from demo_booking where held_slot = ?", slot)).toEqual([{ n: 1 }]);
  const loser = pages[outcomes.indexOf("lost")]!;
  // The loser keeps what was typed and is offered other slots, none of them the lost one.
  await expect(field(loser, F.fr.fields.email)).not.toHaveValue("");
  const offered = loser.locator('[role=alert] input[name="slot"]');
  expect(await offered.count()).toBeGreaterThan(0);
  for (const value of await offered.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))) {
    expect(value).not.toBe(slot);
  }
  await Promise.all(pages.map((page) => page.close()));
});

// The server writes Paris times; once the page runs, a visitor elsewhere reads their own.
test.describe("demo from another time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the slots switch to the visitor's times, with Paris's beside them, and the zone is sent", async ({
    page,
  }, info) => {
    const response = await page.request.get("/en/demo");
    const html = await response.text();
    const first = /name="slot" value="([^"]+)"/.exec(html)![1]!;
    const at = (zone: string) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(first));
    // Before it runs, the page speaks of Paris only.
    expect(html).toContain(F.en.demo.timesInParis);

    await open(page, info, "/en/demo");
    await hydrated(page);
    const main = page.locator("main");
    await expect(main.getByText(/Times are shown in your time zone \(America\/New_York/)).toBeVisible();
    const option = main.locator(`label:has(input[value="${first}"])`);
    await expect(option).toContainText(at("America/New_York"));
    await expect(option).toContainText(F.en.demo.parisTime.replace("{{time}}", at("Europe/Paris")));
    await expect(main.locator('input[type="hidden"][name="timeZone"]')).toHaveValue("America/New_York");
  });
});

// Without JavaScript every step is the server's: checked on one screen.
test.describe("demo without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a request without a slot is kept as a callback request", async ({ page }, info) => {
    const email = uniqueEmail(info, "callback");
    await open(page, info, "/en/demo");
    await fillDemo(page, "en", email);
    await page.locator("main").getByLabel(new RegExp(F.en.demo.callback)).check();
    await page.getByRole("button", { name: F.en.demo.submit }).click();
    await expect(page.getByText(F.en.demo.callbackTitle)).toBeVisible();
    const [lead] = leadsOf(email);
    expect(JSON.parse(lead!.payload)).toMatchObject({
      callback: true,
      students: 12000,
      modules: ["examens"],
    });
    expect(rows("select count(*) as n from demo_booking where lead_id = ?", lead!.id)).toEqual([{ n: 0 }]);
  });
});

// ---------------------------------------------------------------------------------------------
// Quote

test(
  "the quote page takes the calculator's selection and promises a proposal within 5 days",
  ON_PHONE,
  async ({ page }, info) => {
    const t = F.fr;
    const email = uniqueEmail(info, "quote");
    await open(
      page,
      info,
      "/devis?offer=premium&students=450&modules=12&establishments=2&addons=creche,priority-support",
    );
    await hydrated(page);
    await expect(page.getByText(t.quote.delay).first()).toBeVisible();
    await expect(page.getByText(t.quote.fromCalculator)).toBeVisible();
    await expect(field(page, t.fields.offer)).toHaveValue("premium");
    await expect(field(page, t.fields.students)).toHaveValue("450");
    await expect(page.locator('main input[name="addons"][value="creche"]')).toBeChecked();
    await field(page, t.fields.institution).fill("CFA des Métiers du Bâtiment");
    await field(page, t.fields.institutionType).selectOption("apprenticeship");
    await field(page, t.fields.siret).fill("732 829 320 00074");
    await page.locator("main").getByLabel(t.options.timelines["within-3-months"]).check();
    await field(page, t.fields.firstName).fill("Nadia");
    await field(page, t.fields.lastName).fill("Roux");
    await field(page, t.fields.email).fill(email);
    await page.getByRole("button", { name: t.quote.submit }).click();
    await expect(page.locator("main [role=status]").first()).toContainText(t.quote.successTitle);
    const [lead] = leadsOf(email);
    expect(JSON.parse(lead!.payload)).toMatchObject({
      offer: "premium",
      students: 450,
      moduleCount: 12,
      establishments: 2,
      addons: ["creche", "priority-support"],
      siret: "73282932000074",
    });
    await mailsTo(email);
  },
);

test("a SIRET with a wrong check digit is refused before anything is sent", async ({ page }, info) => {
  const t = F.fr;
  await open(page, info, "/devis");
  await hydrated(page);
  await field(page, t.fields.siret).fill("732 829 320 00075");
  await page.getByRole("button", { name: t.quote.submit }).click();
  await expect(field(page, t.fields.siret)).toHaveAccessibleDescription(
    new RegExp(t.errors.siretChecksum.slice(0, 20)),
  );
});

test("the demo and quote forms name every missing field", ON_PHONE, async ({ page }, info) => {
  const t = F.fr;
  await open(page, info, "/demo");
  await hydrated(page);
  await page.getByRole("button", { name: t.demo.submit }).click();
  for (const label of [
    t.fields.institution,
    t.fields.institutionType,
    t.fields.students,
    t.fields.firstName,
    t.fields.lastName,
    t.fields.email,
  ]) {
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(
    page.getByRole("link", { name: `${t.fields.institution} : ${t.errors.required}`, exact: true }),
  ).toBeVisible();

  await page.goto("/devis");
  await hydrated(page);
  await page.getByRole("button", { name: t.quote.submit }).click();
  await expect(field(page, t.fields.institution)).toHaveAccessibleDescription(
    new RegExp(t.errors.required.slice(0, 15)),
  );
  await expect(page.locator('main fieldset[role="radiogroup"]')).toHaveAttribute("aria-invalid", "true");
});

// ---------------------------------------------------------------------------------------------
// Checkout

async function createVerifiedUser(email: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  try {
    const res = await api.post("/auth?view=sign-up", {
      form: {
        intent: "sign-up",
        firstName: "Paul",
        lastName: "Martin",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        terms: "on",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const link = mailLink((await mailsTo(email)).at(-1)!.raw, "/api/auth/verify-email");
    expect((await api.get(link, { maxRedirects: 0 })).status()).toBe(302);
  } finally {
    await api.dispose();
  }
}

test(
  "checkout asks to sign in at the last step, keeps every entry, and lands on /success",
  ON_PHONE,
  async ({ page }, info) => {
    const t = F.fr;
    const email = uniqueEmail(info, "checkout");
    await createVerifiedUser(email);
    await open(page, info, "/checkout/premium");
    await hydrated(page);
    await field(page, t.checkout.students).fill("280");
    await page.locator("main").getByLabel(new RegExp(`^Module Crèche`)).check();
    await field(page, t.checkout.billingName).fill("Lycée Marie Curie");
    await field(page, t.checkout.siret).fill("73282932000074");
    await field(page, t.checkout.vatNumber).fill("FR44732829320");
    await field(page, t.checkout.billingEmail).fill(email);
    await field(page, t.checkout.addressLine1).fill("12 avenue de la République");
    await field(page, t.checkout.postalCode).fill("69003");
    await field(page, t.checkout.city).fill("Lyon");
    await page
      .locator("main")
      .getByLabel(new RegExp(`^${t.options.paymentMethods["sepa-debit"]}`))
      .check();
    await field(page, t.checkout.accountHolder).fill("Agence comptable du lycée");
    await field(page, t.checkout.iban).fill("FR76 3000 6000 0112 3456 7890 189");
    await field(page, t.checkout.bic).click();
    // Once left, the IBAN only shows masked.
    await expect(page.getByText("FR76 •••• •••• 0189")).toBeVisible();
    await expect(page.locator("main").getByText("3000 6000 0112")).toHaveCount(0);
    await page
      .locator("main")
      .getByLabel(new RegExp(t.checkout.mandate.slice(0, 30)))
      .check();
    await page
      .locator("main")
      .getByLabel(new RegExp(`^${t.checkout.terms}`))
      .check();
    await page.getByRole("button", { name: t.checkout.signInButton }).click();

    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout%2Fpremium/);
    await hydrated(page);
    await page.getByLabel(new RegExp(`^${AUTH.fr.fields.email}`)).fill(email);
    await page.getByLabel(new RegExp(`^${AUTH.fr.fields.password}`)).fill(PASSWORD);
    await page.getByRole("button", { name: AUTH.fr.signIn.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/premium$/);
    await hydrated(page);
    await expect(page.getByText(t.checkout.resumed)).toBeVisible();
    await expect(field(page, t.checkout.billingName)).toHaveValue("Lycée Marie Curie");
    await expect(field(page, t.checkout.students)).toHaveValue("280");
    await expect(page.getByText("FR76 •••• •••• 0189")).toBeVisible();
    await page
      .locator("main")
      .getByLabel(new RegExp(`^${t.checkout.terms}`))
      .check();
    await page.getByRole("button", { name: t.checkout.submit }).click();

    await expect(page).toHaveURL(/\/success\?commande=CMD-/);
    await expect(page.getByText(t.success.orderTitle).first()).toBeVisible();
    await expect(page.getByText("FR76 •••• •••• 0189")).toBeVisible();
    const orders = rows<{
      status: string;
      iban: string;
      plan: string;
      students: number;
      payment_method: string;
      user_id: string;
    }>(
      "select status, iban, plan, students, payment_method, user_id from sales_order where billing_email = ?",
      email,
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: "pending",
      plan: "premium",
      students: 280,
      payment_method: "sepa-debit",
      iban: "FR7630006000011234567890189",
    });
    const [lead] = leadsOf(email);
    // The lead's copy of the order never holds the full IBAN.
    expect(lead!.payload).toContain("FR76 •••• •••• 0189");
    expect(lead!.payload).not.toContain("30006000011234567890189");
    const mails = await mailsTo(email, 3);
    expect(mails.some((m) => m.subject.includes("CMD-"))).toBe(true);
  },
);

test("checkout checks the SIRET, the VAT number, the IBAN and the purchase order's references", async ({
  page,
}, info) => {
  const t = F.fr;
  await open(page, info, "/checkout/essential");
  await hydrated(page);
  await field(page, t.checkout.students).fill("150");
  await field(page, t.checkout.siret).fill("73282932000075");
  await field(page, t.checkout.vatNumber).fill("FR40303265045");
  await field(page, t.checkout.postalCode).fill("690");
  await page
    .locator("main")
    .getByLabel(new RegExp(`^${t.options.paymentMethods["sepa-debit"]}`))
    .check();
  await field(page, t.checkout.iban).fill("FR76 3000 6000 0112 3456 7890 188");
  await page.getByRole("button", { name: t.checkout.signInButton }).click();
  const expectations = [
    [t.checkout.students, t.errors.studentsOverPlan],
    [t.checkout.siret, t.errors.siretChecksum],
    [t.checkout.postalCode, t.errors.postalCode],
    [t.checkout.iban, t.errors.ibanChecksum],
    [t.checkout.billingName, t.errors.required],
  ] as const;
  for (const [label, message] of expectations) {
    await expect(field(page, label)).toHaveAccessibleDescription(
      new RegExp(message.slice(0, 25).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
  }
  // The SIRET is fixed: now the VAT number is compared with it.
  await field(page, t.checkout.siret).fill("73282932000074");
  await page
    .locator("main")
    .getByLabel(new RegExp(`^${t.options.paymentMethods["purchase-order"]}`))
    .check();
  await page.getByRole("button", { name: t.checkout.signInButton }).click();
  await expect(field(page, t.checkout.vatNumber)).toHaveAccessibleDescription(
    new RegExp(t.errors.vatSirenMismatch.slice(0, 25)),
  );
  await expect(field(page, t.checkout.commitmentNumber)).toHaveAccessibleDescription(
    new RegExp(t.errors.required.slice(0, 15)),
  );
  // No card field anywhere.
  await expect(page.locator('main input[autocomplete^="cc-"], main input[name*="card" i]')).toHaveCount(0);
});

// Without JavaScript every step is the server's: checked on one screen.
test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an anonymous visitor signs in and finds the order filled in, then orders", async ({ page }, info) => {
    const t = F.en;
    const email = uniqueEmail(info, "checkout-nojs");
    await createVerifiedUser(email);
    await open(page, info, "/en/checkout/excellence");
    await field(page, t.checkout.students).fill("4200");
    await field(page, t.checkout.billingName).fill("Université Côte d'Azur");
    await field(page, t.checkout.siret).fill("73282932000074");
    await field(page, t.checkout.billingEmail).fill(email);
    await field(page, t.checkout.addressLine1).fill("28 avenue Valrose");
    await field(page, t.checkout.postalCode).fill("06100");
    await field(page, t.checkout.city).fill("Nice");
    await page
      .locator("main")
      .getByLabel(new RegExp(`^${t.options.paymentMethods["purchase-order"]}`))
      .check();
    await field(page, t.checkout.commitmentNumber).fill("EJ-2026-00042");
    await field(page, t.checkout.serviceCode).fill("SERV-FIN");
    await page
      .locator("main")
      .getByLabel(new RegExp(`^${t.checkout.terms}`))
      .check();
    await page.getByRole("button", { name: t.checkout.signInButton }).click();

    await expect(page).toHaveURL(/\/en\/auth\?redirectTo=%2Fen%2Fcheckout%2Fexcellence/);
    await page.getByLabel(new RegExp(`^${AUTH.en.fields.email}`)).fill(email);
    await page.getByLabel(new RegExp(`^${AUTH.en.fields.password}`)).fill(PASSWORD);
    await page.getByRole("button", { name: AUTH.en.signIn.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/en\/checkout\/excellence$/);
    await expect(page.getByText(t.checkout.resumed)).toBeVisible();
    await expect(field(page, t.checkout.commitmentNumber)).toHaveValue("EJ-2026-00042");
    await page
      .locator("main")
      .getByLabel(new RegExp(`^${t.checkout.terms}`))
      .check();
    await page.getByRole("button", { name: t.checkout.submit }).click();
    await expect(page).toHaveURL(/\/en\/success\?commande=CMD-/);
    await expect(page.getByText(t.success.orderTitle).first()).toBeVisible();
    expect(
      rows(
        "select plan, payment_method, commitment_number, iban from sales_order where billing_email = ?",
        email,
      ),
    ).toEqual([
      {
        plan: "excellence",
        payment_method: "purchase-order",
        commitment_number: "EJ-2026-00042",
        iban: null,
      },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Webinar registration (the webinar pages send visitors to the contact page with the session)

test("a webinar registration is stored once per session and address", async ({ page }, info) => {
  const t = F.en;
  const session = WEBINARS.find((w) => Date.parse(w.start) > Date.now());
  expect(session, "an upcoming session in the content").toBeTruthy();
  const email = uniqueEmail(info, "webinar");
  await open(page, info, `/en/contact?subject=other&webinar=${session!.id}`);
  await hydrated(page);
  const form = page.locator(`#webinar-${session!.id}`);
  await expect(form.getByText(session!.title.en)).toBeVisible();
  await form.getByLabel(/^First name/).fill("Sam");
  await form.getByLabel(/^Last name/).fill("Taylor");
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByRole("button", { name: t.webinar.submit }).click();
  await expect(form.getByText(t.webinar.successTitle).first()).toBeVisible();
  expect(rows("select webinar from webinar_registration where email = ?", email)).toEqual([
    { webinar: session!.id },
  ]);
  await mailsTo(email);
});

// ---------------------------------------------------------------------------------------------
// Feedback widget

for (const lang of ["fr", "en"] as const) {
  test(
    `the feedback widget sends a message stored with its page and language (${lang})`,
    flowScreens(lang),
    async ({ page }, info) => {
      const t = FB[lang];
      await open(page, info, p(lang, "/tarification"));
      await hydrated(page);
      const widget = page.locator("#feedback");
      await widget.locator("summary").click();
      const send = widget.getByRole("button", { name: t.send });
      await expect(send).toBeDisabled();
      const box = widget.getByLabel(t.label);
      await box.fill("x");
      await box.fill("");
      await expect(widget.getByText(t.emptyError)).toBeVisible();
      await expect(send).toBeDisabled();
      const message = `Le comparatif est très clair ${info.project.name} ${Date.now()}`;
      await box.fill(message);
      await send.click();
      await expect(page.getByText(t.successTitle)).toBeVisible();
      await expect(page.getByText(t.successText)).toBeVisible();
      const stored = rows<{ language: string; page: string }>(
        "select language, page from lead where type = 'feedback' and payload like ?",
        `%${message}%`,
      );
      expect(stored).toEqual([{ language: lang, page: p(lang, "/tarification") }]);
    },
  );
}

test.describe("feedback without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the widget opens natively and comes back with its message", async ({ page }, info) => {
    await open(page, info, "/about");
    await page.locator("#feedback summary").click();
    const message = `Page claire, merci ${Date.now()}`;
    await page.locator("#feedback textarea").fill(message);
    await page.locator("#feedback").getByRole("button", { name: FB.fr.send }).click();
    await expect(page).toHaveURL(/\/about\?feedback=sent#feedback$/);
    await expect(page.getByText(FB.fr.successTitle)).toBeVisible();
    expect(rows("select page from lead where type = 'feedback' and payload like ?", `%${message}%`)).toEqual([
      { page: "/about" },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Network

test.describe("offline", () => {
  test.use({ allowedConsole: OFFLINE });

  test("going offline and back shows the notices, and nothing typed is lost", async ({
    page,
    context,
  }, info) => {
    const t = F.fr;
    const email = uniqueEmail(info, "offline");
    // The toast library is fetched in the background a few seconds after the page is idle
    // (app/ui/toast-host.tsx): the page's clock is moved past that delay, and the test waits until
    // the downloads it started have ended.
    const downloads: string[] = [];
    page.on("requestfinished", (request) => downloads.push(request.url()));
    await page.clock.install();
    await open(page, info, "/contact");
    await hydrated(page);
    await advanceUntil(page, 2_500, async () =>
      expect(downloads.some((url) => url.includes("/toaster-"))).toBe(true),
    );
    let seen = 0;
    await expect
      .poll(
        () => {
          const settled = downloads.length === seen;
          seen = downloads.length;
          return settled;
        },
        { intervals: [300] },
      )
      .toBe(true);
    await fillContact(page, "fr", email);
    await context.setOffline(true);
    await expect(page.getByText("Connexion perdue")).toBeVisible();
    await expect(page.getByText("Vérifiez votre connexion internet")).toBeVisible();
    await page.getByRole("button", { name: t.contact.submit }).click();
    await expect(page.getByText(t.offline.title)).toBeVisible();
    await expect(field(page, t.fields.message)).toHaveValue(/600 élèves/);
    expect(leadsOf(email)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByText("Connexion rétablie")).toBeVisible();
    await expect(page.getByText("Vous êtes de nouveau en ligne")).toBeVisible();
    await page.getByRole("button", { name: t.offline.sendNow }).click();
    await expect(page.locator("main [role=status]").first()).toContainText(t.contact.successTitle);
    expect(leadsOf(email)).toHaveLength(1);
  });
});

test("text typed in a long form survives a reload until the server acknowledges it", async ({
  page,
}, info) => {
  const t = F.fr;
  await open(page, info, "/devis");
  await hydrated(page);
  await field(page, t.fields.institution).fill("École Jules Ferry");
  await field(page, t.fields.message).fill("Nous avons trois sites et 900 élèves.");
  await page.locator("main").getByLabel(t.options.modules.finance).check();
  await page.waitForTimeout(400);
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(t.draftRestored)).toBeVisible();
  await expect(field(page, t.fields.institution)).toHaveValue("École Jules Ferry");
  await expect(field(page, t.fields.message)).toHaveValue("Nous avons trois sites et 900 élèves.");
  await expect(page.locator("main").getByLabel(t.options.modules.finance)).toBeChecked();
});

test("what was typed just before leaving a long form by a link is kept in its draft", async ({
  page,
}, info) => {
  const t = F.fr;
  await open(page, info, "/devis");
  await hydrated(page);
  // From here the draft's saving delay never ends by itself: only leaving the form writes it.
  await page.clock.install();
  await field(page, t.fields.institution).fill("Lycée Victor Hugo");
  await page.locator("main").getByLabel(t.options.modules.finance).check();
  await page.getByRole("banner").getByRole("link", { name: frCommon.nav.pricing, exact: true }).click();
  await expect(page).toHaveURL(/\/tarification$/);
  const draft = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("ga:draft:quote") ?? "{}") as Record<string, string[]>,
  );
  expect(draft.institution).toEqual(["Lycée Victor Hugo"]);
  expect(draft.modules).toEqual(["finance"]);
});

test("the offer of the address wins over the draft of an earlier visit in the same tab", async ({
  page,
}, info) => {
  const t = F.fr;
  await open(page, info, "/devis?offer=enterprise");
  await hydrated(page);
  await field(page, t.fields.institution).fill("Collège Jean Moulin");
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("ga:draft:quote") ?? ""))
    .toContain("Jean Moulin");
  await page.goto("/devis?offer=premium");
  await hydrated(page);
  // The typed fields come back; the offer stays the one the address names.
  await expect(page.getByText(t.draftRestored)).toBeVisible();
  await expect(field(page, t.fields.institution)).toHaveValue("Collège Jean Moulin");
  await expect(field(page, t.fields.offer)).toHaveValue("premium");
  // Without an offer in the address, the draft's one comes back.
  await page.goto("/devis");
  await hydrated(page);
  await expect(page.getByText(t.draftRestored)).toBeVisible();
  await expect(field(page, t.fields.offer)).toHaveValue("premium");
});

// ---------------------------------------------------------------------------------------------
// Over plain HTTP: replays, honeypot, rate limit, the chatbot's endpoint

async function api(info: TestInfo): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { "x-test-client-address": address(info), Origin: ORIGIN },
  });
}

async function freshToken(client: APIRequestContext, path = "/contact"): Promise<string> {
  const html = await (await client.get(path)).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

function contactForm(token: string, email: string, extra: Record<string, string> = {}) {
  return {
    _token: token,
    website_url: "",
    firstName: "Lucie",
    lastName: "Bernard",
    email,
    subject: "sales",
    message: "Pouvez-vous nous rappeler au sujet de GA Learning ?",
    ...extra,
  };
}

test.describe("over HTTP", () => {
  test("a replayed post creates no duplicate", async ({ baseURL: _baseURL }, info) => {
    const client = await api(info);
    const email = uniqueEmail(info, "replay");
    const token = await freshToken(client);
    const first = await client.post("/contact", { form: contactForm(token, email), maxRedirects: 0 });
    const again = await client.post("/contact", { form: contactForm(token, email), maxRedirects: 0 });
    const twice = await Promise.all(
      [1, 2].map(() =>
        client.post("/contact", { form: { ...contactForm(token, email), _enhanced: "1" }, maxRedirects: 0 }),
      ),
    );
    expect([first.status(), again.status()]).toEqual([303, 303]);
    expect(twice.map((r) => r.status())).toEqual([200, 200]);
    expect(leadsOf(email)).toHaveLength(1);
    // Changed values from the same render are a new message, not a replay.
    await client.post("/contact", {
      form: contactForm(token, email, { message: "Finalement, une démo plutôt." }),
      maxRedirects: 0,
    });
    expect(leadsOf(email)).toHaveLength(2);
    await client.dispose();
  });

  // The too-fast post: reverse-proxy.spec.ts, whose server keeps the real minimum fill time.
  test("the honeypot is refused", async ({ baseURL: _baseURL }, info) => {
    const client = await api(info);
    const email = uniqueEmail(info, "robot");
    const token = await freshToken(client);
    const robot = await client.post("/contact", {
      form: contactForm(token, email, { website_url: "https://spam.example" }),
      maxRedirects: 0,
    });
    expect(robot.status()).toBe(400);
    expect(await robot.text()).toContain(F.fr.server.honeypot);
    expect(leadsOf(email)).toHaveLength(0);
    await client.dispose();
  });

  test("an address is limited, with a translated message", async ({ baseURL: _baseURL }, info) => {
    const client = await api(info);
    const email = uniqueEmail(info, "limit");
    const tokens = await Promise.all(Array.from({ length: 11 }, () => freshToken(client, "/en/contact")));
    const statuses: number[] = [];
    let last = "";
    for (const [i, token] of tokens.entries()) {
      const res = await client.post("/en/contact", {
        form: contactForm(token, email, { message: `Message number ${i + 1} about GA Learning.` }),
        maxRedirects: 0,
      });
      statuses.push(res.status());
      if (res.status() === 429) last = await res.text();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses[10]).toBe(429);
    expect(last).toContain(F.en.server.rateLimitedTitle);
    expect(leadsOf(email)).toHaveLength(10);
    await client.dispose();
  });

  test("the chatbot's JSON endpoint stores a lead once per conversation", async ({
    baseURL: _baseURL,
  }, info) => {
    const client = await api(info);
    const email = uniqueEmail(info, "chatbot");
    const body = {
      source: "chatbot",
      sessionId: `chat-${Date.now().toString(36)}-e2e`,
      email,
      institution: "IFSI de Lorraine",
      studentCount: 250,
      interests: ["pricing", "demo"],
      language: "en",
      transcript: [
        { sender: "bot", text: "Hello! How can I help?", timestamp: new Date().toISOString() },
        { sender: "user", text: "What does it cost for 250 students?", timestamp: new Date().toISOString() },
      ],
    };
    const first = await client.post("/api/leads/chatbot", { data: body });
    expect(first.status()).toBe(201);
    const again = await client.post("/api/leads/chatbot", { data: body });
    expect(again.status()).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    const bad = await client.post("/api/leads/chatbot", { data: { ...body, email: "nope" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors.email).toBeTruthy();
    const [lead] = leadsOf(email);
    expect(lead).toMatchObject({ type: "chatbot", language: "en" });
    const mails = await mailsTo(email);
    expect(mails[0]!.subject).toContain("Following your chat");
    await client.dispose();
  });
});
