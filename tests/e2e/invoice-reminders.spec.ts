import { request, type APIRequestContext } from "@playwright/test";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { mailText } from "../support/mail-text.ts";
import { inHtml, signUp, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, hydrated, mailsTo, test } from "./fixtures.ts";

// Sign-ups and the daily runs wait on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Reminders that collect: an invoice is issued; the clock of the daily jobs moves past its due
 * date + 7 days and the reminders job runs: the owner (the institution has no billing contact)
 * gets the reminder by e-mail in their language, and it shows on the invoice for staff and on the
 * customer's invoice list; +15 days the second; a payment is recorded; +30 days nothing more.
 * On a server of its own: moving the jobs' clock weeks ahead must not touch the shared server's
 * invoices, backups or mailboxes.
 */
const ADMIN = adminNamespace.fr;
const REM = ADMIN.billingReminders;
const ACCOUNT = clientSpaceNamespace.fr.billing;
const PORT = E2E_PORT + 60;

function client(server: AppServer): Promise<APIRequestContext> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return request.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { "x-test-client-address": `10.${part()}.${part()}.${part()}`, Origin: server.origin },
  });
}

/** Moves the jobs' clock `days` ahead, then to the next run of the reminders, which runs. */
async function nightsPass(admin: APIRequestContext, days: number): Promise<void> {
  const res = await admin.post("/test-only/clock", {
    form: { job: "invoice-reminders", days: String(days) },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).runs).toContainEqual(
    expect.objectContaining({ job: "invoice-reminders", status: "success" }),
  );
}

/**
 * The reminders of one invoice that reached an address so far (the seed's invoice is reminded too,
 * and the issued invoice itself was mailed with its PDF: a reminder is the mail that counts the days
 * late).
 */
async function remindersOf(address: string, number: string) {
  // The sink gives the subject as folded on the wire: compare without spaces.
  const squeeze = (text: string) => text.replace(/\s+/g, "");
  return (await mailsTo(address, 0, 0)).filter(
    (m) => squeeze(m.subject).includes(number) && /jours de retard|days late/.test(mailText(m.raw)),
  );
}

/** Waits until `count` reminders of an invoice reached the address. */
async function expectReminders(address: string, number: string, count: number) {
  await expect.poll(async () => (await remindersOf(address, number)).length, { timeout: 20_000 }).toBe(count);
  return remindersOf(address, number);
}

test("an overdue invoice is reminded on schedule until its payment is recorded", async ({ page }) => {
  test.setTimeout(120_000);
  const adminEmail = uniqueEmail("direction", "ga-education.fr");
  const server = await startAppServer(PORT, {
    ADMIN_EMAILS: adminEmail,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    BACKUP_TIME: "off",
  });
  try {
    const admin = await signUp(adminEmail, {
      api: await client(server),
      firstName: "Alex",
      lastName: "Direction",
    });
    const owner = uniqueEmail("econome");
    const institution = `Lycée Relances ${Date.now().toString(36)}`;
    const customer = await signUp(owner, { api: await client(server), institution });
    expect((await customer.get("/dashboard")).status()).toBe(200);
    const seeded = await customer.post("/test-only/client-space", { form: { step: "seed" } });
    expect(seeded.status()).toBe(200);
    // The seed's own invoice, due in 28 days, is reminded on the same runs.
    const seedNumber = ((await seeded.json()) as { number: string }).number;

    // The schedule of the configuration page, by default 7, 15 and 30 days.
    expect(await (await admin.get("/admin/configuration")).text()).toContain('value="7, 15, 30"');

    // Staff issue an invoice of the customer's subscription (due in 30 days).
    const subscriptions = await (
      await admin.get(`/admin/subscriptions?q=${encodeURIComponent(institution)}`)
    ).text();
    const subscriptionId = /edit=([0-9a-f-]{36})/.exec(subscriptions)![1]!;
    const drafted = await admin.post("/admin/billing", {
      form: { intent: "draft", subscriptionId },
      maxRedirects: 0,
    });
    const invoiceId = /\/admin\/billing\/([0-9a-f-]{36})/.exec(drafted.headers().location ?? "")![1]!;
    expect((await admin.post(`/admin/billing/${invoiceId}`, { form: { intent: "issue" } })).status()).toBe(
      200,
    );
    const invoicePage = await (await admin.get(`/admin/billing/${invoiceId}`)).text();
    const number = /FA-\d{4}-\d{5}/.exec(invoicePage)![0];
    expect(invoicePage).toContain(inHtml(REM.notYet.replace("{{days}}", "7")));

    // Due date + 7 days: the first reminder, in French, with the number, amount, due date, days late.
    await nightsPass(admin, 37);
    const [first] = await expectReminders(owner, number, 1);
    const text = mailText(first!.raw);
    expect(text).toContain(`la facture ${number} de ${institution}`);
    expect(text).toMatch(/d'un montant de [\d\u202f ]+,\d\d\u00a0€ TTC/);
    expect(text).toMatch(/(7|8) jours de retard/);
    expect(text).toContain("virement bancaire");
    expect(text).toContain(`${server.origin}/dashboard/billing`);

    // Staff see it on the invoice, in the browser.
    await page.context().addCookies((await admin.storageState()).cookies);
    await page.goto(`${server.origin}/admin/billing/${invoiceId}`);
    await hydrated(page);
    const panel = page.getByRole("region", { name: REM.title });
    await expect(panel.getByTestId("invoice-reminders").getByRole("listitem")).toHaveCount(1);
    await expect(panel).toContainText(/Relance 1 · .+ · (7|8) jours de retard/);
    await expect(panel).toContainText(`Envoyée à : ${owner}`);
    // The billing overview shows what is owed by age.
    await page.goto(`${server.origin}/admin/billing`);
    await expect(page.getByRole("region", { name: REM.aging.title })).toContainText(
      REM.aging.buckets.days0to30,
    );
    // The customer sees it on their invoice list (French), and the English pages say it in English.
    await page.context().clearCookies();
    await page.context().addCookies((await customer.storageState()).cookies);
    await page.goto(`${server.origin}/dashboard/billing`);
    const row = page.getByRole("row").filter({ hasText: number });
    await expect(row.getByTestId("reminder")).toHaveText(
      new RegExp(`^${ACCOUNT.reminder.split(" {{")[0]} 1 envoyée le`),
    );
    expect(await (await customer.get("/en/dashboard/billing")).text()).toContain("Reminder 1 sent on");
    expect(await (await admin.get(`/en/admin/billing/${invoiceId}`)).text()).toMatch(
      /Reminder 1 · .+ · (7|8) days late/,
    );

    // +8 days (15 days late): the second reminder.
    await nightsPass(admin, 8);
    await expectReminders(owner, number, 2);

    // The transfer is received: the payment is recorded, with how it came.
    const paid = await admin.post(`/admin/billing/${invoiceId}`, {
      form: { intent: "paid", method: "transfer" },
    });
    expect(paid.status()).toBe(200);
    const refused = await admin.post(`/admin/billing/${invoiceId}`, {
      form: { intent: "paid", method: "cash" },
    });
    expect(refused.status()).toBe(400);

    // +15 days (30 days late): nothing more for this invoice.
    await nightsPass(admin, 15);
    const after = await (await admin.get(`/admin/billing/${invoiceId}`)).text();
    expect(after).toContain(inHtml(REM.stopped));
    expect(after).toContain(inHtml(REM.paymentMethods.transfer));
    // The seed's invoice, unpaid, got its third reminder on this run; this one would have gone with it.
    await expectReminders(owner, seedNumber, 3);
    expect(await remindersOf(owner, number)).toHaveLength(2);
    // The schedule is checked by the server with the form's schema, its errors in the page's language.
    const refusedDays = await admin.post("/admin/configuration", {
      form: { intent: "reminders", days: "15, 7", ownerOnLast: "on" },
    });
    expect(refusedDays.status()).toBe(400);
    expect(await refusedDays.text()).toContain(inHtml(ADMIN.validation.invalidReminderDays));
    const refusedEn = await admin.post("/en/admin/configuration", {
      form: { intent: "reminders", days: "0" },
    });
    expect(await refusedEn.text()).toContain(inHtml(adminNamespace.en.validation.invalidReminderDays));
    const saved = await admin.post("/admin/configuration", {
      form: { intent: "reminders", days: "5; 10 20" },
    });
    expect(saved.status()).toBe(200);
    expect(await (await admin.get("/admin/configuration")).text()).toContain('value="5, 10, 20"');
    await page.goto("about:blank");
    for (const api of [admin, customer]) await api.dispose();
  } finally {
    await server.stop();
  }
});
