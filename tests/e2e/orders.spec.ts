import { colon } from "#app/lib/i18n/typography.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { authNamespace } from "#app/features/auth/locales.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { mailLink, mailText } from "../support/mail-text.ts";
import { adminApi, inHtml, PASSWORD, signUp, uniqueEmail } from "./accounts.ts";
import { auditBothThemes } from "./axe-audit.ts";
import { expect as baseExpect, hydrated, mailsTo, test } from "./fixtures.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Orders followed and plan changes that add up: a buyer who signs up during checkout comes back to
 * it from the confirmation e-mail and follows the order in the client space while staff move it;
 * a plan change shows its proration in advance, and once accepted the plan, cap, price, e-mail and
 * next invoice agree.
 */
const ACCOUNT = { fr: clientSpaceNamespace.fr, en: clientSpaceNamespace.en } as const;
const ADMIN = allAdminTexts.fr;
const F = formsNamespace.fr;
const AUTH = authNamespace.fr;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
function field(page: Page, label: string) {
  return page.locator("main").getByLabel(new RegExp(`^${escape(label)}\\*?( \\(|$)`));
}
function randomAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

async function clientIdOf(admin: APIRequestContext, institution: string): Promise<string> {
  const html = await (await admin.get(`/admin/clients?q=${encodeURIComponent(institution)}`)).text();
  const id = /\/admin\/clients\/([^"?/]+)"/.exec(html)?.[1];
  expect(id, `client ${institution}`).toBeTruthy();
  return id!;
}

/** Staff move the client's only order to `stage` (over HTTP, as the client page's button does). */
async function moveOrder(admin: APIRequestContext, clientId: string, stage: string): Promise<void> {
  const html = await (await admin.get(`/admin/clients/${clientId}`)).text();
  const orderId = /name="orderId" value="([^"]+)"/.exec(html)?.[1];
  expect(orderId, "order on the client page").toBeTruthy();
  const res = await admin.post(`/admin/clients/${clientId}`, {
    form: { intent: "order-advance", orderId: orderId!, stage },
    maxRedirects: 0,
  });
  expect(res.status(), `order moved to ${stage}`).toBe(200);
}

test("a buyer signs up during checkout, comes back to it from the e-mail, and follows the order as staff validate it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("acheteur", "orders-e2e.example");
  const institution = `Lycee Commandes ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.setExtraHTTPHeaders({ "x-test-client-address": randomAddress() });
  await page.goto("/checkout/premium");
  await hydrated(page);
  await field(page, F.checkout.students).fill("120");
  await field(page, F.checkout.billingName).fill(institution);
  await field(page, F.checkout.siret).fill("73282932000074");
  await field(page, F.checkout.billingEmail).fill(email);
  await field(page, F.checkout.addressLine1).fill("3 rue des Écoles");
  await field(page, F.checkout.postalCode).fill("31000");
  await field(page, F.checkout.city).fill("Toulouse");
  await page
    .locator("main")
    .getByLabel(new RegExp(`^${escape(F.checkout.terms)}`))
    .check();
  await page.getByRole("button", { name: F.checkout.signInButton }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout%2Fpremium/);

  // No account yet: sign up, then confirm from the e-mail.
  await page.getByRole("link", { name: AUTH.tabs.signUp }).click();
  await expect(page).toHaveURL(/view=sign-up/);
  await hydrated(page);
  await field(page, AUTH.fields.firstName).fill("Jeanne");
  await field(page, AUTH.fields.lastName).fill("Achat");
  await field(page, AUTH.fields.email).fill(email);
  await field(page, AUTH.fields.password).fill(PASSWORD);
  await field(page, AUTH.fields.confirmPassword).fill(PASSWORD);
  await page
    .locator("main")
    .getByLabel(new RegExp(`^${escape(AUTH.fields.terms)}`))
    .check();
  await page.getByRole("button", { name: AUTH.signUp.submit }).click();
  const [confirmation] = await mailsTo(email, 1);
  await page.goto(mailLink(confirmation!.raw, "/api/auth/verify-email"));

  // Back on the checkout, signed in, with what was typed.
  await expect(page).toHaveURL(/\/checkout\/premium$/);
  await hydrated(page);
  await expect(page.getByText(F.checkout.resumed)).toBeVisible();
  await expect(field(page, F.checkout.billingName)).toHaveValue(institution);
  await expect(field(page, F.checkout.students)).toHaveValue("120");
  await page
    .locator("main")
    .getByLabel(new RegExp(`^${escape(F.checkout.terms)}`))
    .check();
  await page.getByRole("button", { name: F.checkout.submit }).click();
  await expect(page).toHaveURL(/\/success\?commande=CMD-/);
  const reference = new URL(page.url()).searchParams.get("commande")!;

  // The order is in the client space, received: from the confirmation, then from the menu.
  const T = ACCOUNT.fr;
  await page.getByRole("link", { name: F.success.orderDashboard }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders\\?commande=${reference}$`));
  const timeline = page.getByRole("list", { name: T.orders.timeline });
  await expect(timeline.locator('[data-stage="received"]')).toHaveAttribute("data-reached", "true");
  await expect(timeline.locator('[data-stage="validated"]')).toContainText(T.orders.upcoming);
  await page.getByRole("navigation", { name: T.nav.label }).getByRole("link", { name: T.nav.orders }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("GA Academic+ Premium");
  await expect(row).toContainText(T.orders.stages.received);
  await row.getByRole("link", { name: T.orders.open.replace("{{reference}}", reference) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders\\?commande=${reference}$`));
  // The subscription page no longer says only "no active subscription": it points to the order.
  const subscriptionPage = await (await page.request.get("/dashboard/subscription")).text();
  expect(subscriptionPage).toContain(`?commande=${reference}`);

  // Staff validate it from the client's page in the CRM; the step is logged with who and when.
  const admin = await adminApi();
  const clientId = await clientIdOf(admin, institution);
  await moveOrder(admin, clientId, "validated");
  const crm = await (await admin.get(`/admin/clients/${clientId}`)).text();
  expect(crm).toContain(reference);
  expect(crm).toContain(inHtml(ADMIN.actions["order.advance"]));
  // The step in words in the client's history (its text, without the markup).
  expect(crm.replace(/<[^>]*>/g, "")).toContain(
    `${ADMIN.history.fields.orderStage}${colon("fr")}${ADMIN.orders.stages.received} → ${ADMIN.orders.stages.validated}`,
  );
  // Moving it again to the same step is refused, never a 500.
  const again = await admin.post(`/admin/clients/${clientId}`, {
    form: {
      intent: "order-advance",
      orderId: /name="orderId" value="([^"]+)"/.exec(crm)![1]!,
      stage: "validated",
    },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  const crmEn = await (await admin.get(`/en/admin/clients/${clientId}`)).text();
  expect(crmEn).toContain(allAdminTexts.en.orders.title);
  expect(crmEn).toContain(
    allAdminTexts.en.orders.moveTo.replace("{{stage}}", allAdminTexts.en.orders.stages.setting_up),
  );

  await page.reload();
  await expect(timeline.locator('[data-stage="validated"]')).toHaveAttribute("aria-current", "step");
  await expect(timeline.locator('[data-stage="validated"]')).toContainText("Alex Direction");
  await expect(page.getByRole("main")).toContainText(T.orders.stages.validated);
  expect(await auditBothThemes(page)).toEqual([]);

  // English, at request level, with the same session.
  const en = await (await page.request.get(`/en/dashboard/orders?commande=${reference}`)).text();
  expect(en).toContain(ACCOUNT.en.orders.timeline);
  expect(en).toContain(ACCOUNT.en.orders.stages.validated);
  expect(en).toContain(ACCOUNT.en.orders.detailTitle.replace("{{reference}}", reference));
  const list = await (await page.request.get("/en/dashboard/orders")).text();
  expect(list).toContain(ACCOUNT.en.nav.orders);
  expect(list).toContain(reference);
  // Another customer never sees it.
  const other = await signUp(uniqueEmail("autre", "orders-e2e.example"), {
    institution: `Autre ${institution}`,
  });
  expect((await other.get("/dashboard")).status()).toBe(200);
  expect((await other.get(`/dashboard/orders?commande=${reference}`)).status()).toBe(404);
  await other.dispose();
  await admin.dispose();
});

test("a plan change Excellence → Essential shows its proration in advance and, accepted, adds up everywhere", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("formule", "orders-e2e.example");
  const institution = `College Formules ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const customer = await signUp(email, { institution, firstName: "Louis", lastName: "Plan" });

  // Set-up over HTTP: an Excellence order for 80 students, taken to "active" by staff.
  const form = await (await customer.get("/checkout/excellence")).text();
  const token = /name="_token" value="([^"]+)"/.exec(form)?.[1];
  expect(token, "form token").toBeTruthy();
  const placed = await customer.post("/checkout/excellence", {
    form: {
      _token: token!,
      plan: "excellence",
      students: "80",
      billingName: institution,
      country: "FR",
      siret: "73282932000074",
      billingEmail: email,
      addressLine1: "1 place du Marché",
      postalCode: "44000",
      city: "Nantes",
      paymentMethod: "bank-transfer",
      terms: "on",
    },
    maxRedirects: 0,
  });
  expect([302, 303], `checkout answered ${placed.status()}`).toContain(placed.status());
  const admin = await adminApi();
  const clientId = await clientIdOf(admin, institution);
  for (const stage of ["validated", "setting_up", "active"]) await moveOrder(admin, clientId, stage);

  // The customer sees Excellence, and what Essential would cost with the credit it would bring.
  const T = ACCOUNT.fr;
  await page.context().addCookies((await customer.storageState()).cookies);
  await page.goto("/dashboard/subscription");
  await hydrated(page);
  const current = page.locator("#current-plan");
  await expect(current).toContainText("Excellence");
  await expect(current).toContainText(T.common.unlimited);
  const option = page.locator('#plan-change-preview li[data-plan="essential"]');
  await expect(option).toContainText("jusqu'à 100 élèves");
  const optionText = nbsp((await option.textContent()) ?? "");
  const price = /Essential : jusqu'à 100 élèves, ([\d ]+,\d\d €) HT par mois/.exec(optionText)?.[1];
  const credit = /crédité de ([\d ]+,\d\d €)/.exec(optionText)?.[1];
  expect(price, optionText).toBeTruthy();
  expect(credit, optionText).toBeTruthy();

  // The request, with the proration shown on it before anyone decides.
  const requestForm = page.locator("#request-plan");
  await requestForm.getByLabel(new RegExp(`^${escape(T.subscription.plan)}`)).selectOption("essential");
  await requestForm.getByRole("button", { name: T.subscription.send }).click();
  await expect(requestForm).toContainText(T.subscription.sent);
  const pending = page.getByTestId("request-proration");
  await expect(pending).toContainText("crédité de");
  expect(nbsp((await pending.textContent()) ?? "")).toContain(`crédité de ${credit!}`);

  // Staff accept it.
  const list = await (await admin.get("/admin/subscriptions")).text();
  const requestId = new RegExp(
    `name="requestId" value="([0-9a-f-]{36})"(?:(?!name="requestId")[\\s\\S])*?${escape(institution)}`,
  ).exec(list)?.[1];
  expect(requestId, "the pending request").toBeTruthy();
  // Staff see what accepting it does, in words.
  const row = nbsp(list);
  expect(row).toContain(`Essential · jusqu&#x27;à 100 élèves · ${price!} HT par mois`);
  expect(row).toContain(`Crédit de ${credit!} sur la prochaine facture`);
  const decided = await admin.post("/admin/subscriptions", {
    form: { intent: "decide", requestId: requestId!, decision: "accept" },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(200);

  // Plan, cap and price agree, and the history says it in words.
  await page.reload();
  await expect(current).toContainText("Essential");
  await expect(current).toContainText("100");
  expect(nbsp((await current.textContent()) ?? "")).toContain(price!);
  const applied = page.getByTestId("request-applied");
  await expect(applied).toContainText("Excellence · élèves illimités");
  expect(await auditBothThemes(page)).toEqual([]);
  expect(nbsp((await applied.textContent()) ?? "")).toContain(
    `Essential · jusqu'à 100 élèves · ${price!} HT par mois`,
  );
  const history = nbsp(await (await admin.get(`/admin/clients/${clientId}`)).text());
  expect(history).toContain(`Essential · jusqu&#x27;à 100 élèves · ${price!} HT par mois`);
  // English at request level.
  const en = nbsp(await (await customer.get("/en/dashboard/subscription")).text());
  expect(en).toContain("Essential · up to 100 students");
  expect(en).toContain("credited");

  // The customer is told, in French.
  const decision = (await mailsTo(email, 2)).find((m) => m.subject.includes("Demande acceptée"));
  expect(decision, "decision e-mail").toBeTruthy();
  const body = nbsp(mailText(decision!.raw));
  expect(body).toContain("Essential · jusqu'à 100 élèves");
  expect(body).toContain(`crédité de ${credit!}`);

  // The next invoice carries the prorated credit.
  const subs = await (await admin.get(`/admin/subscriptions?q=${encodeURIComponent(institution)}`)).text();
  const subscriptionId = /edit=([0-9a-f-]{36})/.exec(subs)?.[1];
  expect(subscriptionId).toBeTruthy();
  const drafted = await admin.post("/admin/billing", {
    form: { intent: "draft", subscriptionId: subscriptionId! },
    maxRedirects: 0,
  });
  expect(drafted.status()).toBe(302);
  const invoice = await (await admin.get(drafted.headers().location!)).text();
  expect(invoice).toContain("Prorata du changement de formule Excellence → Essential");
  const creditCents = Number(credit!.replace(/[^\d]/g, ""));
  expect(invoice).toContain(`value="-${(creditCents / 100).toFixed(2)}"`);
  await customer.dispose();
  await admin.dispose();
});
