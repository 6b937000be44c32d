import { type APIRequestContext } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { invoiceNumber, invoiceYear } from "#app/features/crm/billing/invoicing.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { ADDON_DEFINITIONS } from "#content/plans.ts";
import { mailText } from "../support/mail-text.ts";
import { adminApi, inHtml, signUp, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, flowScreens, hydrated, mailTo, test } from "./fixtures.ts";

// Sign-ups and sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The admin CRM's operations (issue 8): the support queue (a staff reply reaches the customer's
 * mailbox and client-space thread; internal notes never do), subscriptions (a change request
 * accepted in the CRM shows as accepted in the client space), billing (numbered issuing, PDF,
 * immutability), and the permissions of each role checked over plain HTTP.
 */
const EN = allAdminTexts.en;
const FR = allAdminTexts.fr;
const ACCOUNT_EN = clientSpaceNamespace.en;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];
const CRECHE = ADDON_DEFINITIONS.find((a) => a.id === "creche")!.name.en;

test.use({ allowedConsole: REFUSED });

/** A customer with an institution, a Premium subscription and an open ticket. */
async function customer(lang: Language) {
  const email = uniqueEmail("client", "ops-e2e.example");
  const institution = `Lycée Opérations ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const api = await signUp(email, { lang, institution, firstName: "Alex", lastName: "Martin" });
  expect((await api.get(localizedPath("/dashboard", lang))).status()).toBe(200);
  expect((await api.post("/test-only/client-space", { form: { step: "seed" } })).status()).toBe(200);
  const opened = await api.post(localizedPath("/dashboard/support", lang), {
    multipart: {
      intent: "open-ticket",
      subject: `Export bloqué ${institution}`,
      category: "technical",
      priority: "P2",
      message: "The report export is stuck.",
    },
    maxRedirects: 0,
  });
  expect(opened.status()).toBe(302);
  const ticketId = /ticket=([0-9a-f-]{36})/.exec(opened.headers().location ?? "")?.[1];
  expect(ticketId, "ticket id").toBeTruthy();
  return { api, email, institution, ticketId: ticketId! };
}

async function subscriptionIdOf(admin: APIRequestContext, institution: string): Promise<string> {
  const html = await (await admin.get(`/admin/subscriptions?q=${encodeURIComponent(institution)}`)).text();
  const id = /edit=([0-9a-f-]{36})/.exec(html)?.[1];
  expect(id, `subscription of ${institution}`).toBeTruthy();
  return id!;
}

async function draftFor(api: APIRequestContext, subscriptionId: string): Promise<string> {
  const res = await api.post("/admin/billing", {
    form: { intent: "draft", subscriptionId },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  const id = /\/admin\/billing\/([0-9a-f-]{36})/.exec(res.headers().location ?? "")?.[1];
  expect(id, "draft id").toBeTruthy();
  return id!;
}

test("permissions of the support, subscriptions and billing sections, over HTTP", async () => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const client = await customer("fr");
  const supportEmail = uniqueEmail("support", "ops-e2e.example");
  const billingEmail = uniqueEmail("compta", "ops-e2e.example");
  const support = await signUp(supportEmail);
  const billing = await signUp(billingEmail);
  for (const [email, role] of [
    [supportEmail, "support"],
    [billingEmail, "billing"],
  ] as const) {
    expect((await admin.post("/admin/settings", { form: { intent: "assign", email, role } })).status()).toBe(
      200,
    );
  }
  const subscriptionId = await subscriptionIdOf(admin, client.institution);
  const draftId = await draftFor(billing, subscriptionId);

  // The customer gets nothing: every page and action sends them to their dashboard.
  for (const path of [
    "/admin/support",
    `/admin/support/${client.ticketId}`,
    "/admin/subscriptions",
    "/admin/billing",
    `/admin/billing/${draftId}/pdf`,
  ]) {
    const res = await client.api.get(path, { maxRedirects: 0 });
    expect(res.status(), `customer GET ${path}`).toBe(302);
    expect(res.headers().location).toBe("/dashboard");
  }
  const customerIssue = await client.api.post(`/admin/billing/${draftId}`, {
    form: { intent: "issue" },
    maxRedirects: 0,
  });
  expect(customerIssue.status()).toBe(302);

  // Every staff role gets the header's "Admin CRM" button; a customer does not.
  expect(await (await support.get("/")).text()).toContain('href="/admin"');
  expect(await (await billing.get("/")).text()).toContain('href="/admin"');
  expect(await (await client.api.get("/")).text()).not.toContain('href="/admin"');

  // Support: the queue and replies, never billing.
  expect((await support.get("/admin/support?overdue=1")).status()).toBe(200);
  expect((await support.get("/admin/billing")).status()).toBe(403);
  expect((await support.post(`/admin/billing/${draftId}`, { form: { intent: "issue" } })).status()).toBe(403);
  expect((await support.post("/admin/billing", { form: { intent: "draft", subscriptionId } })).status()).toBe(
    403,
  );
  expect(
    (
      await support.post("/admin/subscriptions", {
        form: { intent: "decide", requestId: "x", decision: "accept" },
      })
    ).status(),
  ).toBe(403);
  const empty = await support.post(`/admin/support/${client.ticketId}`, {
    form: { intent: "reply", body: "  " },
  });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain(inHtml(FR.validation.required));

  // Billing: invoices and subscriptions, never the tickets.
  expect((await billing.get("/admin/support")).status()).toBe(403);
  expect(
    (
      await billing.post(`/admin/support/${client.ticketId}`, { form: { intent: "reply", body: "Bonjour" } })
    ).status(),
  ).toBe(403);
  expect((await billing.get("/admin/subscriptions?status=active")).status()).toBe(200);
  const badCap = await billing.post(`/admin/subscriptions?edit=${subscriptionId}`, {
    form: {
      intent: "update",
      subscriptionId,
      plan: "premium",
      status: "active",
      studentCap: "beaucoup",
      renewsAt: "",
    },
  });
  expect(badCap.status()).toBe(400);
  expect(await badCap.text()).toContain(inHtml(FR.validation.invalidCap));

  // Issuing: consecutive numbers; an issued invoice refuses every change; its PDF downloads.
  const first = await billing.post(`/admin/billing/${draftId}`, { form: { intent: "issue" } });
  expect(first.status()).toBe(200);
  const firstHtml = await (await billing.get(`/admin/billing/${draftId}`)).text();
  const number = /FA-\d{4}-(\d{5})/.exec(firstHtml);
  expect(number, "issued number").toBeTruthy();
  const secondId = await draftFor(billing, subscriptionId);
  expect((await billing.post(`/admin/billing/${secondId}`, { form: { intent: "issue" } })).status()).toBe(
    200,
  );
  expect(await (await billing.get(`/admin/billing/${secondId}`)).text()).toContain(
    invoiceNumber(invoiceYear(new Date()), Number(number![1]) + 1),
  );
  const edit = await billing.post(`/admin/billing/${draftId}`, {
    form: { intent: "lines", label: "Remise", quantity: "1", unit: "-10" },
  });
  expect(edit.status()).toBe(409);
  expect(await edit.text()).toContain(inHtml(FR.validation.immutable));
  expect((await billing.post(`/admin/billing/${draftId}`, { form: { intent: "delete" } })).status()).toBe(
    409,
  );
  const pdf = await billing.get(`/admin/billing/${draftId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await billing.get(`/admin/billing/${secondId}/pdf`)).status()).toBe(200);

  // Every change is in the audit log.
  const log = await (await admin.get("/admin/logs?action=invoice.issue")).text();
  expect(log).toContain(inHtml(FR.actions["invoice.issue"]));
  for (const api of [admin, client.api, support, billing]) await api.dispose();
});

test(
  "a staff reply, a change request and an invoice, end to end (English)",
  flowScreens("en"),
  async ({ page }) => {
    test.setTimeout(90_000);
    const admin = await adminApi();
    const client = await customer("en");
    const requested = await client.api.post("/en/dashboard/subscription", {
      form: { intent: "request-cap", kind: "cap", studentCap: "450", note: "More students in September." },
      maxRedirects: 0,
    });
    expect(requested.status()).toBeLessThan(400);
    await page.context().addCookies((await admin.storageState()).cookies);

    // Support: a canned answer in the customer's language, edited, sent; an internal note.
    await page.goto(`/en/admin/support/${client.ticketId}`);
    await hydrated(page);
    const replyForm = page.getByRole("region", { name: EN.support.detail.reply });
    await replyForm
      .getByLabel(EN.support.detail.canned)
      .selectOption({ label: EN.support.canned.received.label });
    // A required field's name ends with its mark, read "(required)".
    const message = replyForm.getByLabel(new RegExp(`^${EN.support.detail.message}\\*?( \\(|$)`));
    await expect(message).toHaveValue(EN.support.canned.received.en);
    await message.fill("Hello, the export is fixed: please try again.");
    await replyForm.getByRole("button", { name: EN.support.detail.send }).click();
    await expect(page.getByText(EN.support.replied)).toBeVisible();
    await page
      .getByRole("region", { name: EN.support.detail.notes })
      .getByLabel(new RegExp(`^${EN.support.detail.note}\\*?( \\(|$)`))
      .fill("Internal: cache flushed on node 2.");
    await page.getByRole("button", { name: EN.support.detail.addNote }).click();
    await expect(page.getByTestId("ticket-note")).toContainText("cache flushed");

    const mail = await mailTo(client.email, /reply/i);
    expect(mail, "staff reply e-mail").toBeTruthy();
    expect(mailText(mail!.raw)).toContain(`/en/dashboard/support?ticket=${client.ticketId}`);
    const thread = await (await client.api.get(`/en/dashboard/support?ticket=${client.ticketId}`)).text();
    expect(thread).toContain("the export is fixed: please try again.");
    expect(thread).not.toContain("cache flushed");

    // Subscriptions: the index's link, then the customer's request accepted.
    await page.goto("/en/admin/subscriptions?status=active");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await hydrated(page);
    await page
      .getByRole("button", {
        name: EN.subscriptions.acceptLabel.replace("{{institution}}", client.institution),
      })
      .click();
    await expect(page.getByText(EN.subscriptions.accepted)).toBeVisible();
    const subscriptionPage = await (await client.api.get("/en/dashboard/subscription")).text();
    expect(subscriptionPage).toContain(ACCOUNT_EN.subscription.requestStatuses.approved);
    expect(subscriptionPage).toMatch(/450/);

    // The subscription's form: a wrong cap is refused on its field with what was typed kept; then
    // a cap and an add-on are saved.
    const subscriptionId = await subscriptionIdOf(admin, client.institution);
    await page.goto(`/en/admin/subscriptions?edit=${subscriptionId}`);
    await hydrated(page);
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: EN.subscriptions.save }) });
    const cap = form.getByLabel(EN.subscriptions.cap);
    await cap.fill("lots");
    await form.getByRole("checkbox", { name: CRECHE }).check();
    await form.getByRole("button", { name: EN.subscriptions.save }).click();
    await expect(cap).toHaveAttribute("aria-invalid", "true");
    await expect(cap).toHaveAccessibleDescription(EN.validation.invalidCap);
    await expect(cap).toHaveValue("lots");
    await expect(form.getByRole("checkbox", { name: CRECHE })).toBeChecked();
    await cap.fill("500");
    await form.getByRole("button", { name: EN.subscriptions.save }).click();
    await expect(page.getByText(EN.subscriptions.saved)).toBeVisible();
    const saved = await (
      await admin.get(`/en/admin/subscriptions?q=${encodeURIComponent(client.institution)}`)
    ).text();
    expect(saved).toContain(CRECHE);
    expect(saved).toMatch(/500/);

    // Billing: a draft from the subscription, issued with the next number, its PDF downloaded.
    await page.goto("/en/admin/billing?overdue=1");
    await hydrated(page);
    await page
      .getByLabel(EN.billing.fromSubscription)
      .selectOption({ label: `${client.institution} — ${EN.subscriptions.plans.premium}` });
    await page.getByRole("button", { name: EN.billing.createDraft }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(client.institution);
    await hydrated(page);
    // Its lines: a wrong quantity is refused on its field with the row as typed; then saved.
    const lines = page.getByTestId("invoice-line");
    const n = (await lines.count()) - 1; // the draft's lines, then two empty rows: the first of those
    const cell = (field: "label" | "quantity" | "unit") =>
      lines.nth(n - 1).getByLabel(`${EN.billing.detail[field]} ${n}`, { exact: true });
    await cell("label").fill("Training day");
    await cell("quantity").fill("zero");
    await cell("unit").fill("450.00");
    await page.getByRole("button", { name: EN.billing.detail.saveLines }).click();
    await expect(cell("quantity")).toHaveAttribute("aria-invalid", "true");
    await expect(cell("quantity")).toHaveAccessibleDescription(EN.validation.invalidQuantity);
    await expect(cell("label")).toHaveValue("Training day");
    await expect(cell("unit")).toHaveValue("450.00");
    await cell("quantity").fill("2");
    await page.getByRole("button", { name: EN.billing.detail.saveLines }).click();
    await expect(page.getByText(EN.billing.linesSaved)).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(cell("label")).toHaveValue("Training day");
    await expect(cell("quantity")).toHaveValue("2");
    await page.getByRole("button", { name: EN.billing.detail.issue }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/Invoice FA-\d{4}-\d{5}/);
    await expect(page.getByText(EN.billing.detail.immutable)).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: EN.billing.detail.pdf }).click();
    expect((await download).suggestedFilename()).toMatch(/^facture-FA-\d{4}-\d{5}\.pdf$/);
    await admin.dispose();
    await client.api.dispose();
  },
);
