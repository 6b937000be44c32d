import type { APIRequestContext, Page } from "@playwright/test";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { authNamespace } from "#app/features/auth/locales.ts";
import { flashNamespace } from "#app/features/auth/flash-locales.ts";
import { ADMIN, PASSWORD, adminApi, shareSession, signUp, staffApi, uniqueEmail } from "./accounts.ts";
import { auditBothThemes } from "./axe-audit.ts";
import { apiContext, expect as baseExpect, hydrated, test } from "./fixtures.ts";

// Sign-ups and sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Support sign-in as a customer (decision 014): from the admin client page, only with a reason;
 * the client space as the customer sees it under a banner on every page, the account holder's
 * operations refused; "Terminer" goes back to the client page as oneself; start and end in the
 * audit log; an expired impersonation no longer counts; sales cannot start one, customers neither.
 */
const FR = allAdminTexts.fr;
const ACCOUNT = clientSpaceNamespace.fr;
const AUTH = { ...authNamespace.fr, flash: flashNamespace.fr };
// The refused reason and the refused password change answer 400 and 403.
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];

test.use({ allowedConsole: REFUSED });

/** A customer who owns an institution with a subscription and an issued invoice. */
async function customer() {
  const email = uniqueEmail("aide", "impersonation-e2e.example");
  const institution = `Collège Aide ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const api = await signUp(email, { institution, firstName: "Noémie", lastName: "Aubert" });
  expect((await api.get("/dashboard")).status()).toBe(200);
  const seeded = await api.post("/test-only/client-space", { form: { step: "seed" } });
  expect(seeded.status()).toBe(200);
  const { number } = (await seeded.json()) as { number: string };
  return { api, email, institution, invoice: number };
}

async function clientIdOf(admin: APIRequestContext, institution: string): Promise<string> {
  const html = await (await admin.get(`/admin/clients?q=${encodeURIComponent(institution)}`)).text();
  const id = /\/admin\/clients\/([^"?/]+)"/.exec(html)?.[1];
  expect(id, `client ${institution}`).toBeTruthy();
  return id!;
}

async function userIdOn(admin: APIRequestContext, clientId: string): Promise<string> {
  const html = await (await admin.get(`/admin/clients/${clientId}`)).text();
  const id = /name="intent" value="impersonate"\/><input type="hidden" name="userId" value="([^"]+)"/.exec(
    html,
  )?.[1];
  expect(id, "the customer's sign-in-as form on the client page").toBeTruthy();
  return id!;
}

function banner(page: Page) {
  return page.getByRole("region", { name: ACCOUNT.impersonation.label });
}

/** The banner's text up to the staff member's name, for a customer. */
function bannerStart(name: string, email: string): string {
  return ACCOUNT.impersonation.banner
    .replace("{{name}}", name)
    .replace("{{email}}", email)
    .split("{{staff}}")[0]!
    .trim();
}

function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

// A staff flow, checked on the desktop screen; admin.spec.ts and signed-in-pages.spec.ts cover the phone.
test("an admin signs in as a customer with a reason, under a banner, then ends", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const client = await customer();
  const clientId = await clientIdOf(admin, client.institution);
  await shareSession(page, admin);
  await admin.dispose();
  const reason = `Ticket ${Date.now().toString(36)} : la facture ne s'affiche pas`;

  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(client.institution);
  await hydrated(page);
  const start = page.getByRole("button", {
    name: FR.clients.detail.impersonateLabel.replace("{{name}}", "Noémie Aubert"),
  });

  // Without a reason: refused, still on the client page.
  await start.click();
  await expect(page.getByText(FR.validation.impersonationReasonRequired)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}$`));
  await expect(banner(page)).toHaveCount(0);

  // With a reason: the client space, as the customer, under the banner.
  await page.getByLabel(FR.clients.detail.impersonationReason).fill(reason);
  await start.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner(page)).toContainText(bannerStart("Noémie Aubert", client.email));
  await expect(banner(page)).toContainText(reason);
  await expect(banner(page)).toContainText(/fin à \d{1,2}:\d{2}/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await auditBothThemes(page)).toEqual([]);

  // The customer's data, with the banner on every page, the marketing pages too.
  await page.goto("/dashboard/billing");
  await expect(page.locator("#invoices")).toContainText(client.invoice);
  await expect(banner(page)).toBeVisible();
  await page.goto("/tarification");
  await expect(banner(page)).toBeVisible();
  // The admin CRM is not the customer's.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account holder's operations are refused on the server.
  await page.goto("/dashboard/profile");
  await hydrated(page);
  await expect(page.getByText(ACCOUNT.impersonation.holderOnly)).toBeVisible();
  const pw = page.locator("#password");
  await pw.getByLabel(label(ACCOUNT.profile.currentPassword)).fill(PASSWORD);
  await pw.getByLabel(label(ACCOUNT.profile.newPassword)).fill("Marelle-soleil-42");
  await pw.getByLabel(label(ACCOUNT.profile.confirmPassword)).fill("Marelle-soleil-42");
  await pw.getByRole("button", { name: ACCOUNT.profile.changePassword }).click();
  await expect(pw.getByText(ACCOUNT.impersonation.refused)).toBeVisible();

  // "Terminer": back on the client page, as oneself.
  await banner(page).getByRole("button", { name: ACCOUNT.impersonation.end }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(client.institution);
  await expect(page.getByText(AUTH.flash.impersonationEnded)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // Both passwords are unchanged.
  const again = await apiContext();
  for (const email of [client.email, ADMIN]) {
    const res = await again.post("/auth", {
      form: { intent: "sign-in", email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(res.status(), email).toBe(302);
  }
  await again.dispose();

  // The audit log shows the start (with the reason) and the end.
  // Other tests sign in as their own customers meanwhile: this customer's rows are looked for.
  await page.goto("/admin/logs?action=impersonation.start");
  const started = page.locator("tbody tr").filter({ hasText: client.email });
  await expect(started).toHaveCount(1);
  await expect(started).toContainText(FR.actions["impersonation.start"]);
  await expect(started).toContainText(reason);
  await page.goto("/admin/logs?action=impersonation.end");
  const ended = page.locator("tbody tr").filter({ hasText: client.email });
  await expect(ended).toHaveCount(1);
  await expect(ended).toContainText(FR.actions["impersonation.end"]);
  // The end's reason in words, with the client named (never its id).
  await expect(ended).toContainText(FR.history.endReasons.manual);
  await expect(ended).not.toContainText("inst-");
  await client.api.dispose();
});

// A staff flow, checked on the desktop screen; admin.spec.ts and signed-in-pages.spec.ts cover the phone.
test("an expired impersonation is ignored: the admin is back to themselves", async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const client = await customer();
  const clientId = await clientIdOf(admin, client.institution);
  const userId = await userIdOn(admin, clientId);
  const started = await admin.post(`/admin/clients/${clientId}`, {
    form: { intent: "impersonate", userId, reason: "Vérifier l'affichage de l'abonnement" },
    maxRedirects: 0,
  });
  expect(started.status()).toBe(302);
  expect(started.headers()["set-cookie"]).toContain("ga_impersonation=");
  // The banner is in the server's HTML, its end button a plain form: no JavaScript needed.
  const html = await (await admin.get("/dashboard")).text();
  expect(html).toContain("data-impersonation-banner");
  expect(html).toContain('action="/api/impersonation/end"');
  await shareSession(page, admin);

  await page.goto("/dashboard");
  await expect(banner(page)).toContainText(client.email);
  // As if the 30 minutes had passed.
  expect((await page.request.post("/test-only/impersonation", { form: { step: "expire" } })).status()).toBe(
    200,
  );
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === "ga_impersonation")).toBe(false);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);

  const log = await (await admin.get("/admin/logs?action=impersonation.end")).text();
  expect(log).toContain(FR.history.endReasons.expired);
  for (const api of [admin, client.api]) await api.dispose();
});

test("a sales member gets 403 on the start action and a customer is sent to their space", async () => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const client = await customer();
  const clientId = await clientIdOf(admin, client.institution);
  const userId = await userIdOn(admin, clientId);
  const salesEmail = uniqueEmail("ventes", "impersonation-e2e.example");
  const sales = await staffApi(admin, salesEmail, "sales");

  const form = { intent: "impersonate", userId, reason: "Regarder son espace client" };
  // Sales read the client page without the form, and the action refuses them.
  expect(await (await sales.get(`/admin/clients/${clientId}`)).text()).not.toContain('value="impersonate"');
  const refused = await sales.post(`/admin/clients/${clientId}`, { form, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect((await sales.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  expect((await sales.get("/admin", { maxRedirects: 0 })).status()).toBe(200);

  const customerTry = await client.api.post(`/admin/clients/${clientId}`, { form, maxRedirects: 0 });
  expect(customerTry.status()).toBe(302);
  expect(customerTry.headers().location).toBe("/dashboard");
  expect(customerTry.headers()["set-cookie"] ?? "").not.toContain("ga_impersonation=");

  // Nothing was started.
  const log = await (
    await admin.get(`/admin/logs?action=impersonation.start&actor=${encodeURIComponent(salesEmail)}`)
  ).text();
  expect(log).toContain(FR.logs.empty);
  for (const api of [admin, sales, client.api]) await api.dispose();
});
