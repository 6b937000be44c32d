import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext } from "@playwright/test";
import { settingsValues } from "#app/features/crm/settings/configuration.ts";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { openAdminSection } from "./admin-nav.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { DEFAULT_SETTINGS } from "#app/features/crm/settings/defaults.ts";
import { mailText } from "../support/mail-text.ts";
import { ADMIN, adminApi, signUp, trySignIn } from "./accounts.ts";
import {
  apiContext,
  expect as baseExpect,
  hydrated,
  mailsTo,
  STAFF_MAIL_TIMEOUT_MS,
  test,
} from "./fixtures.ts";

// Sign-ups and sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The admin CRM's configuration page (issue 8, "Settings and configuration"): admins only, checked
 * over HTTP for every other role; each saved setting reaches the site at once (the next lead
 * notification, the demo slots, the footer, the legal notice, the structured data); the test
 * e-mail reaches the SMTP sink; the page in French in the browser.
 *
 * The server is shared with the specs running beside this one, which read the footer, book demos
 * and expect lead notifications at SALES_EMAIL: every change made here is undone in a `finally`
 * right after the one check that needs it, and the footer's e-mail address is never changed.
 */
// The tests of this file change the same settings (the business details): one after the other.
test.describe.configure({ mode: "default" });

const FR = allAdminTexts.fr;
const EN = allAdminTexts.en;
const FORMS = formsNamespace.fr;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];
const DEFAULTS = settingsValues(DEFAULT_SETTINGS);

test.use({ allowedConsole: REFUSED });

function inHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The Organization of a page's structured data (JSON-LD). */
function organization(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, "structured data").toBeTruthy();
  const graph = (JSON.parse(json!) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [];
  return graph.find((node) => node["@type"] === "Organization");
}

const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@configuration-e2e.example`;

/** An account signed up and confirmed, signed out again (roles are given to it by the admin). */
async function signUpOnly(email: string): Promise<void> {
  await (await signUp(email, { firstName: "Claude", lastName: "Réglages" })).dispose();
}

/** Saves one form of the page as the admin and checks it was taken. */
async function save(admin: APIRequestContext, intent: string, fields: Record<string, string>) {
  const res = await admin.post("/admin/configuration", { form: { ...fields, intent } });
  expect(res.status(), `save ${intent}`).toBe(200);
}

/** Puts a setting back to its default (what the other specs expect). */
async function restore(admin: APIRequestContext, intent: "sales" | "demo" | "business") {
  await save(admin, intent, DEFAULTS[intent]);
}

test("configuration is for admins only, over HTTP", async () => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const members = { sales: unique("ventes"), support: unique("support"), billing: unique("compta") };
  const customerEmail = unique("client");
  await Promise.all([...Object.values(members), customerEmail].map(signUpOnly));
  for (const [role, email] of Object.entries(members)) {
    const res = await admin.post("/admin/settings", { form: { intent: "assign", email, role } });
    expect(res.status(), `assign ${role}`).toBe(200);
  }

  const pirate = unique("pirate");
  for (const [role, email] of Object.entries(members)) {
    const staff = await trySignIn(email);
    expect(staff, `${role} sign-in`).not.toBeNull();
    expect((await staff!.get("/admin/configuration")).status(), `${role} GET`).toBe(403);
    const post = await staff!.post("/admin/configuration", {
      form: { intent: "sales", salesEmail: pirate },
      maxRedirects: 0,
    });
    expect(post.status(), `${role} POST`).toBe(403);
    const test = await staff!.post("/admin/configuration", {
      form: { intent: "testMail", to: pirate },
      maxRedirects: 0,
    });
    expect(test.status(), `${role} test e-mail`).toBe(403);
    // Their menu does not offer the page.
    expect(await (await staff!.get("/admin")).text()).not.toContain('href="/admin/configuration"');
    await staff!.dispose();
  }

  // A customer is sent to the client space (spec §2), and nothing is saved either.
  const customer = await trySignIn(customerEmail);
  const get = await customer!.get("/admin/configuration", { maxRedirects: 0 });
  expect(get.status()).toBe(302);
  expect(get.headers().location).toBe("/dashboard");
  const post = await customer!.post("/admin/configuration", {
    form: { intent: "sales", salesEmail: pirate },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  await customer!.dispose();

  const page = await (await admin.get("/admin/configuration")).text();
  expect(page).toContain(inHtml(FR.configuration.sales.title));
  expect(page).not.toContain(pirate);
  expect((await mailsTo(pirate, 1, 1_000)).length).toBe(0);
  expect(await (await admin.get("/en/admin/configuration")).text()).toContain(
    inHtml(EN.configuration.demo.title),
  );

  // The server checks every form again: translated errors, what was typed kept, nothing saved.
  const invalid = await admin.post("/admin/configuration", {
    form: { ...DEFAULTS.business, intent: "business", siret: "842 519 308 00015", phone: "appelez-nous" },
  });
  expect(invalid.status()).toBe(400);
  const html = await invalid.text();
  expect(html).toContain(inHtml(FR.validation.invalidSiret));
  expect(html).toContain(inHtml(FR.validation.invalidPhone));
  expect(html).toContain('value="842 519 308 00015"');
  expect(html).toContain('aria-invalid="true"');
  const demo = await admin.post("/admin/configuration", {
    form: { ...DEFAULTS.demo, intent: "demo", slotMinutes: "5", holidays: "Noël" },
  });
  expect(demo.status()).toBe(400);
  const demoHtml = await demo.text();
  expect(demoHtml).toContain(inHtml(FR.validation.invalidSlotLength));
  expect(demoHtml).toContain(inHtml(FR.validation.invalidHolidays));
  expect(demoHtml).toContain(">Noël</textarea>");
  await admin.dispose();
});

/** The hidden form token of a lead form, and the page's free slots. */
async function formPage(client: APIRequestContext, path: string) {
  const html = await (await client.get(path)).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token, `form token of ${path}`).toBeTruthy();
  const slots = [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);
  return { token: token!, slots, html };
}

const parisDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(iso));

test("saved settings reach the site at once: notifications, demo slots, footer", async () => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const visitor = await apiContext();

  // Sales e-mail: the next contact notification goes to the saved address. The form is loaded
  // before the change, so that the change lasts only as long as one post.
  const salesEmail = unique("commercial");
  const visitorEmail = unique("visiteur");
  const contact = await formPage(visitor, "/contact");
  try {
    await save(admin, "sales", { salesEmail });
    const sent = await visitor.post("/contact", {
      form: {
        _token: contact.token,
        website_url: "",
        firstName: "Lucie",
        lastName: "Bernard",
        email: visitorEmail,
        subject: "sales",
        message: "Pouvez-vous nous rappeler au sujet de la configuration ?",
      },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
  } finally {
    await restore(admin, "sales");
  }
  const [notification] = await mailsTo(salesEmail, 1, STAFF_MAIL_TIMEOUT_MS);
  expect(notification, "notification at the saved address").toBeTruthy();
  expect(mailText(notification!.raw)).toContain(visitorEmail);
  const log = await (await admin.get("/admin/logs?action=settings.sales")).text();
  expect(log).toContain(inHtml(FR.actions["settings.sales"]));
  expect(log).toContain(salesEmail);

  // Demo availability: a closed day loses its slots, and a booking on it is refused by the server.
  const demo = await formPage(visitor, "/demo");
  expect(demo.slots.length).toBeGreaterThan(0);
  // A day late in the window: the lead specs book the first free slots, and the refused visitor
  // is offered slots of the following days.
  const day = parisDay(demo.slots[Math.floor(demo.slots.length * 0.75)]!);
  const onDay = demo.slots.filter((s) => parisDay(s) === day);
  let refused = "";
  try {
    await save(admin, "demo", { ...DEFAULTS.demo, holidays: day });
    const after = await formPage(visitor, "/demo");
    expect(after.slots.filter((s) => parisDay(s) === day)).toEqual([]);
    expect(after.slots.length).toBe(demo.slots.length - onDay.length);
    const booking = await visitor.post("/demo", {
      form: {
        _token: demo.token,
        website_url: "",
        institution: "Lycée Jules Verne",
        institutionType: "secondary",
        students: "800",
        firstName: "Paul",
        lastName: "Lefèvre",
        email: unique("demo"),
        slot: onDay[0]!,
      },
      maxRedirects: 0,
    });
    expect(booking.status()).toBe(409);
    refused = await booking.text();
  } finally {
    await restore(admin, "demo");
  }
  expect(refused).toContain(inHtml(FORMS.demo.slotGone));
  expect((await formPage(visitor, "/demo")).slots.some((s) => parisDay(s) === day)).toBe(true);

  // Business details: the footer of every page, the legal notice and the structured data show them.
  let footer = "";
  let legal = "";
  try {
    await save(admin, "business", {
      ...DEFAULTS.business,
      legalName: "GA Éducation Atlantique SAS",
      street: "3 quai de la Fosse",
      postalCode: "44000",
      city: "Nantes",
      phone: "+33 2 40 12 34 56",
    });
    footer = await (await visitor.get("/tarification")).text();
    legal = await (await visitor.get("/legal")).text();
  } finally {
    await restore(admin, "business");
  }
  expect(footer).toContain("3 quai de la Fosse, 44000 Nantes, France");
  expect(footer).toContain('href="tel:+33240123456"');
  expect(footer).toContain("GA Éducation Atlantique SAS · SIRET 842 519 308 00014 · TVA FR30842519308");
  expect(organization(footer)).toMatchObject({
    legalName: "GA Éducation Atlantique SAS",
    telephone: "+33 2 40 12 34 56",
    address: { streetAddress: "3 quai de la Fosse", postalCode: "44000", addressLocality: "Nantes" },
  });
  // The legal notice, the privacy policy and the accessibility statement, in their usual wording
  // (HTML as served: none of these texts has a character to escape).
  for (const text of [
    "GA Éducation Atlantique SAS, société par actions simplifiée",
    "<dd>3 quai de la Fosse, 44000 Nantes</dd>",
    "<dd>+33 2 40 12 34 56</dd>",
    "Le président de GA Éducation Atlantique SAS",
    "Le responsable du traitement est GA Éducation Atlantique SAS, 3 quai de la Fosse, 44000 Nantes.",
  ]) {
    expect(legal, text).toContain(text);
  }
  expect(legal).not.toContain("12 rue de la Sorbonne");
  const restored = await (await visitor.get("/tarification")).text();
  expect(restored).toContain("12 rue de la Sorbonne, 75005 Paris, France");
  expect(restored).not.toContain("Atlantique");
  expect(organization(restored)).toMatchObject({ legalName: DEFAULT_SETTINGS.business.legalName });
  const legalRestored = await (await visitor.get("/legal")).text();
  expect(legalRestored).toContain(
    inHtml(`${DEFAULT_SETTINGS.business.legalName}, société par actions simplifiée`),
  );
  expect(legalRestored).toContain("<dd>12 rue de la Sorbonne, 75005 Paris</dd>");
  expect(legalRestored).not.toContain("Atlantique");
  await visitor.dispose();
  await admin.dispose();
});

test("the configuration page in French: checks, saves and a test e-mail", async ({ page }) => {
  test.setTimeout(90_000);
  const api = await adminApi();
  await page.context().addCookies((await api.storageState()).cookies);

  await page.goto("/admin");
  await hydrated(page);
  await openAdminSection(page, "configuration");
  await expect(page.getByRole("heading", { level: 1, name: "Configuration" })).toBeVisible();
  await hydrated(page);
  for (const title of [
    FR.configuration.sales.title,
    FR.configuration.demo.title,
    FR.configuration.business.title,
    FR.configuration.mail.title,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText("Les notifications partent vers commercial@ga-education.fr.")).toBeVisible();
  const audit = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  await expect(page.getByLabel(FR.configuration.demo.openLabel.replace("{{day}}", "Lundi"))).toBeChecked();
  await expect(
    page.getByLabel(FR.configuration.demo.openLabel.replace("{{day}}", "Dimanche")),
  ).not.toBeChecked();

  // The browser runs the server's schema: the error shows, tied to its field, what was typed stays.
  const sales = page.getByLabel(FR.configuration.sales.email);
  await sales.fill("commercial@");
  await page.getByRole("button", { name: FR.configuration.sales.save }).click();
  await expect(page.getByText(FR.validation.invalidEmail)).toBeVisible();
  await expect(sales).toHaveAttribute("aria-invalid", "true");
  await expect(sales).toHaveAccessibleDescription(
    new RegExp(FR.validation.invalidEmail.replace(/\./g, "\\.")),
  );
  await expect(sales).toHaveValue("commercial@");
  await expect(sales).toBeFocused();

  const from = page.getByLabel(FR.configuration.demo.fromLabel.replace("{{day}}", "Mardi"));
  await from.fill("19:00");
  await page.getByRole("button", { name: FR.configuration.demo.save }).click();
  await expect(page.getByText(FR.validation.closeBeforeOpen)).toBeVisible();
  await expect(from).toHaveValue("19:00");

  // A save shows its notice and its author, and the site's footer follows at once (the CRM has
  // its own frame, without the footer: the next public page shows it).
  try {
    await page.getByLabel(FR.configuration.business.phone, { exact: true }).fill("+33 2 40 98 76 54");
    await page.getByRole("button", { name: FR.configuration.business.save }).click();
    await expect(page.getByText(FR.configuration.saved.business)).toBeVisible();
    await expect(page.getByRole("region", { name: FR.configuration.business.title })).toContainText(ADMIN);
    await page.goto("/contact");
    await expect(page.locator("#site-footer").getByRole("link", { name: "+33 2 40 98 76 54" })).toBeVisible();
    await page.goto("/admin/configuration");
    await hydrated(page);
  } finally {
    await restore(api, "business");
  }
  await api.dispose();

  // The test e-mail goes to the admin by default; here to an address of this test's own.
  const to = page.getByLabel(FR.configuration.mail.testTo);
  await expect(to).toHaveValue(ADMIN);
  const recipient = unique("test");
  await to.fill(recipient);
  await page.getByRole("button", { name: FR.configuration.mail.send }).click();
  await expect(page.getByText(FR.configuration.mail.results.sent.replace("{{to}}", recipient))).toBeVisible();
  const [mail] = await mailsTo(recipient, 1);
  // (The sink splits long encoded subjects on a space: compare their start.)
  expect(mail!.subject).toMatch(/^E-mail de test – GA/);
  expect(mailText(mail!.raw)).toContain(ADMIN);
});

test("the team page gives a role to an account and takes it back, in the browser", async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await adminApi();
  const email = unique("equipe");
  await signUpOnly(email);
  await page.context().addCookies((await admin.storageState()).cookies);
  await admin.dispose();
  const S = FR.staff;

  await page.goto("/admin/settings");
  await hydrated(page);
  const form = page.getByRole("region", { name: S.title });
  await form.getByRole("textbox", { name: new RegExp(`^${S.email}`) }).fill(email);
  await form.getByRole("combobox", { name: new RegExp(`^${S.role}`) }).selectOption("support");
  await form.getByRole("button", { name: S.assign }).click();
  await expect(page.getByText(S.saved)).toBeVisible();

  // Listed with the role, and its own button to take it back.
  const remove = page.getByRole("button", { name: `${S.remove} ${email}` });
  await expect(remove).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText(FR.roles.support);
  await remove.click();
  await expect(page.getByText(S.removed)).toBeVisible();
  await expect(remove).toHaveCount(0);
  expect((await (await trySignIn(email))!.get("/admin", { maxRedirects: 0 })).status()).not.toBe(200);
});
