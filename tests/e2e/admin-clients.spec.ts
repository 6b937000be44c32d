import { type APIRequestContext } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { authNamespace } from "#app/features/auth/locales.ts";
import { PASSWORD, adminApi, expectSessionEnded, signUp, staffApi, uniqueEmail } from "./accounts.ts";
import { apiContext, expect as baseExpect, hydrated, lookAt, ON_PHONE, test } from "./fixtures.ts";

// Sign-ups and sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The client page of the admin CRM (issue 8): an admin adds a note (shown escaped, newest first,
 * in the history), suspends a customer account (its session ends, its sign-in is refused with
 * its own message) and restores it; a sales member cannot suspend anyone, checked over HTTP.
 */
const FR = allAdminTexts.fr;
const AUTH_FR = authNamespace.fr;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];

test.use({ allowedConsole: REFUSED });

async function signIn(email: string) {
  const api = await apiContext();
  const res = await api.post("/auth", {
    form: { intent: "sign-in", email, password: PASSWORD },
    maxRedirects: 0,
  });
  return { api, status: res.status(), html: res.status() === 302 ? "" : await res.text() };
}

/** A customer who owns an institution (created at the first visit of the client space). */
async function customer() {
  const email = uniqueEmail("client", "clients-e2e.example");
  const institution = `Lycée Clients ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const api = await signUp(email, { institution });
  expect((await api.get("/dashboard")).status()).toBe(200);
  return { api, email, institution };
}

async function clientIdOf(admin: APIRequestContext, institution: string): Promise<string> {
  const html = await (await admin.get(`/admin/clients?q=${encodeURIComponent(institution)}`)).text();
  const id = /\/admin\/clients\/([^"?/]+)"/.exec(html)?.[1];
  expect(id, `client ${institution}`).toBeTruthy();
  return id!;
}

async function userIdOn(admin: APIRequestContext, clientId: string): Promise<string> {
  const html = await (await admin.get(`/admin/clients/${clientId}`)).text();
  const id = /name="userId" value="([^"]+)"/.exec(html)?.[1];
  expect(id, "customer account on the client page").toBeTruthy();
  return id!;
}

test("a sales member cannot suspend a customer account, over HTTP", async () => {
  test.setTimeout(60_000);
  const admin = await adminApi();
  const client = await customer();
  const clientId = await clientIdOf(admin, client.institution);
  const userId = await userIdOn(admin, clientId);
  const sales = await staffApi(admin, uniqueEmail("ventes", "clients-e2e.example"), "sales");
  // Sales may read the client page, but neither suspend an account nor add a note.
  const page = await (await sales.get(`/admin/clients/${clientId}`)).text();
  expect(page).not.toContain('name="intent" value="ban"');
  const ban = await sales.post(`/admin/clients/${clientId}`, {
    form: { intent: "ban", userId, reason: "Essai" },
    maxRedirects: 0,
  });
  expect(ban.status()).toBe(403);
  const note = await sales.post(`/admin/clients/${clientId}`, {
    form: { intent: "note", body: "Essai" },
    maxRedirects: 0,
  });
  expect(note.status()).toBe(403);
  // The customer still reaches the client space.
  expect((await client.api.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  for (const api of [admin, sales, client.api]) await api.dispose();
});

test("an admin adds a note, suspends then restores a customer account", ON_PHONE, async ({ page }, info) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const client = await customer();
  const clientId = await clientIdOf(admin, client.institution);
  await page.context().addCookies((await admin.storageState()).cookies);
  await admin.dispose();

  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(client.institution);
  await hydrated(page);

  // A note, stored as typed and shown as text.
  const body = `Rappeler la direction <b>lundi</b> ${Date.now().toString(36)}`;
  await page.getByLabel(FR.clients.detail.note).fill(body);
  await page.getByRole("button", { name: FR.clients.detail.addNote }).click();
  await expect(page.getByText(FR.clients.detail.noted)).toBeVisible();
  await expect(page.locator('section[aria-labelledby="notes-title"] li').first()).toContainText(body);
  await expect(page.locator('section[aria-labelledby="notes-title"] b')).toHaveCount(0);
  await expect(page.locator('section[aria-labelledby="timeline-title"]')).toContainText(
    FR.actions["client.note"],
  );

  // A suspension needs a reason.
  const banButton = page.getByRole("button", {
    name: FR.clients.detail.banLabel.replace("{{name}}", "Camille Durand"),
  });
  await banButton.click();
  await expect(page.getByText(FR.validation.banReasonRequired)).toBeVisible();
  await page.getByLabel(FR.clients.detail.banReason).fill("Impayés répétés");
  await banButton.click();
  await expect(page.getByText(FR.clients.detail.bannedDone)).toBeVisible();
  await expect(page.locator('section[aria-labelledby="users-title"]')).toContainText(
    FR.clients.detail.banned,
  );
  await expect(page.locator('section[aria-labelledby="timeline-title"]')).toContainText(
    FR.actions["user.ban"],
  );
  await lookAt(page, `client-banned-${info.project.name}`, { fullPage: true });

  // Its open session has ended and a new sign-in is refused with its own message.
  await expectSessionEnded(client.api);
  const refused = await signIn(client.email);
  expect(refused.status).toBe(403);
  expect(refused.html).toContain(AUTH_FR.messages.banned.replace(/'/g, "&#x27;"));
  await refused.api.dispose();

  // Restored: the sign-in works again.
  await page
    .getByRole("button", { name: FR.clients.detail.unbanLabel.replace("{{name}}", "Camille Durand") })
    .click();
  await expect(page.getByText(FR.clients.detail.unbannedDone)).toBeVisible();
  await expect(page.locator('section[aria-labelledby="timeline-title"]')).toContainText(
    FR.actions["user.unban"],
  );
  const accepted = await signIn(client.email);
  expect(accepted.status).toBe(302);
  expect((await accepted.api.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  await lookAt(page, `client-restored-${info.project.name}`, { fullPage: true });
  for (const api of [accepted.api, client.api]) await api.dispose();
});
