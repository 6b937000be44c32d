import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { moduleName } from "#app/features/client-space/module-names.ts";
import { authNamespace } from "#app/features/auth/locales.ts";
import { flashNamespace } from "#app/features/auth/flash-locales.ts";
import { pageText } from "#content/page-texts.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { mailLink, mailText } from "../support/mail-text.ts";
import { expectSessionEnded } from "./accounts.ts";
import { expect as baseExpect, flowScreens, hydrated, mailsTo, mailTo, test } from "./fixtures.ts";

// Sign-ups wait for a password hash (Argon2id) on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The client space (issue 7). A new customer signs up with an institution name and becomes the
 * owner of that institution at their first visit (see app/features/client-space/access.server.ts). The vendor's
 * side (a subscription, an issued invoice, a staff reply) comes from a test-only endpoint that calls
 * the same server functions the admin CRM will use.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const PASSWORD = "Cahier-lune-7";
const T = { fr: clientSpaceNamespace.fr, en: clientSpaceNamespace.en } as const;
const A = {
  fr: { ...authNamespace.fr, flash: flashNamespace.fr },
  en: { ...authNamespace.en, flash: flashNamespace.en },
} as const;
const REFUSED_POSTS = [/Failed to load resource: the server responded with a status of 4\d\d/];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let counter = 0;
function uniqueEmail(prefix: string): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@ecole-e2e.example`;
}

/** Signs up (with an institution) and confirms over HTTP; returns a signed-in cookie jar. */
async function customer(
  institution: string,
  lang: Language = "fr",
): Promise<{ api: APIRequestContext; email: string }> {
  const email = uniqueEmail("client");
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const res = await api.post(`${localizedPath("/auth", lang)}?view=sign-up`, {
    form: {
      intent: "sign-up",
      firstName: "Anne",
      lastName: "Martin",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      institution,
      terms: "on",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
  const mails = await mailsTo(email);
  const verified = await api.get(mailLink(mails.at(-1)!.raw, "/api/auth/verify-email"), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  // The first visit of the client space creates the institution.
  expect((await api.get("/dashboard")).status()).toBe(200);
  return { api, email };
}

async function seedVendorSide(api: APIRequestContext): Promise<{ invoiceId: string; number: string }> {
  const res = await api.post("/test-only/client-space", { form: { step: "seed" } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { invoiceId: string; number: string };
}

async function openTicketOverHttp(
  api: APIRequestContext,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  return api.post("/dashboard/support", {
    multipart: {
      intent: "open-ticket",
      subject: "Export des bulletins",
      category: "technical",
      priority: "P2",
      message: "L'export PDF des bulletins reste bloqué.",
      ...(file ? { attachments: file } : {}),
    },
    maxRedirects: 0,
  });
}

async function signInPage(page: Page, api: APIRequestContext): Promise<void> {
  const state = await api.storageState();
  await page.context().addCookies(state.cookies);
}

function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** A second, independent session of the same user (another browser, over HTTP). */
async function otherDevice(email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const res = await api.post("/auth", { form: { intent: "sign-in", email, password }, maxRedirects: 0 });
  expect(res.status(), "sign-in on another device").toBe(302);
  return api;
}

/**
 * The profile (issue 7): names and e-mail language, institution, sessions, password change (the
 * current one asked), e-mail change confirmed from the new address, GDPR export, and the deletion of
 * the account with its confirmation. `full` adds what the phone pass leaves to the desktop one.
 */
async function profileFlow(page: Page, lang: Language, signUpEmail: string, full: boolean): Promise<void> {
  const t = T[lang];
  let email = signUpEmail;
  const p = (path: string) => localizedPath(path, lang);
  let password = PASSWORD;
  await page.goto(p("/dashboard/profile"));
  await expect(
    page.getByRole("heading", { level: 1, name: pageText("dashboardProfile", lang).heading }),
  ).toBeVisible();
  await hydrated(page);

  // Names and language: an empty name is refused where it is typed, a valid change is saved.
  const identity = page.locator("#identity");
  await identity.getByLabel(label(t.profile.firstName)).fill("");
  await identity.getByRole("button", { name: t.common.save }).click();
  await expect(identity.getByText(t.validation.required)).toBeVisible();
  await identity.getByLabel(label(t.profile.firstName)).fill("Léa");
  await identity.getByLabel(label(t.profile.language)).selectOption(lang === "fr" ? "en" : "fr");
  await identity.getByRole("button", { name: t.common.save }).click();
  await expect(identity.getByText(t.profile.saved)).toBeVisible();
  await expect(page.getByText("Léa Martin").first()).toBeVisible();

  if (full) {
    // The owner renames the institution.
    const institution = page.locator("#institution");
    await institution.getByLabel(label(t.profile.institutionName)).fill(`Lycée renommé ${lang}`);
    await institution.getByRole("button", { name: t.common.save }).click();
    await expect(institution.getByText(t.profile.institutionSaved)).toBeVisible();

    // Two other devices sign in: the newest is signed out from its row of the list, then "sign out
    // the other sessions" closes the last one.
    const phone = await otherDevice(email, password);
    const laptop = await otherDevice(email, password);
    await page.reload();
    await hydrated(page);
    const sessions = page.locator("#sessions");
    await expect(page.getByTestId("session")).toHaveCount(3);
    await expect(sessions.getByText(t.profile.thisSession)).toBeVisible();
    await expect(
      sessions.getByText(t.profile.sessionLastSeen.split("{{date}}")[0]!.trim()).first(),
    ).toBeVisible();
    const revokeRow = sessions.getByRole("button", {
      name: new RegExp(`^${t.profile.revokeSessionLabel.split("{{name}}")[0]}`),
    });
    await expect(revokeRow).toHaveCount(2);
    await revokeRow.first().click();
    await expect(sessions.getByText(t.profile.sessionRevoked)).toBeVisible();
    await expect(page.getByTestId("session")).toHaveCount(2);
    await expectSessionEnded(laptop, lang);
    expect((await phone.get(p("/dashboard"), { maxRedirects: 0 })).status()).toBe(200);
    await page.getByRole("button", { name: t.profile.signOutOthers }).click();
    await expect(page.getByText(t.profile.othersSignedOut_one.replace("{{count}}", "1"))).toBeVisible();
    await expect(page.getByTestId("session")).toHaveCount(1);
    await expectSessionEnded(phone, lang);
    await phone.dispose();
    await laptop.dispose();

    // Password: a wrong current password is refused; the right one changes it and mails the owner.
    const pw = page.locator("#password");
    const newPassword = "Marelle-soleil-42";
    await pw.getByLabel(label(t.profile.currentPassword)).fill("Pas-le-bon-1");
    await pw.getByLabel(label(t.profile.newPassword)).fill(newPassword);
    await pw.getByLabel(label(t.profile.confirmPassword)).fill(newPassword);
    await pw.getByRole("button", { name: t.profile.changePassword }).click();
    await expect(pw.getByText(t.validation.wrongPassword)).toBeVisible();
    await pw.getByLabel(label(t.profile.currentPassword)).fill(password);
    await pw.getByLabel(label(t.profile.newPassword)).fill(newPassword);
    await pw.getByLabel(label(t.profile.confirmPassword)).fill(newPassword);
    await pw.getByRole("button", { name: t.profile.changePassword }).click();
    await expect(pw.getByText(t.profile.passwordChanged)).toBeVisible();
    password = newPassword;
    // This browser's session was renewed and still works.
    await page.reload();
    await expect(page.locator("#password")).toBeVisible();

    // E-mail: the same address is refused; the password is asked again; a new address changes
    // once its link is opened.
    const mail = page.locator("#email");
    await mail.getByLabel(label(t.profile.newEmail)).fill(email.toUpperCase());
    await mail.getByLabel(label(t.profile.emailPassword)).fill(password);
    await mail.getByRole("button", { name: t.profile.changeEmail }).click();
    await expect(mail.getByText(t.validation.emailSame)).toBeVisible();
    const newEmail = uniqueEmail("nouvelle");
    await mail.getByLabel(label(t.profile.newEmail)).fill(newEmail);
    await mail.getByLabel(label(t.profile.emailPassword)).fill("Pas-le-bon-1");
    await mail.getByRole("button", { name: t.profile.changeEmail }).click();
    await expect(mail.getByText(t.validation.wrongPassword)).toBeVisible();
    await expect(mail.getByLabel(label(t.profile.newEmail))).toHaveValue(newEmail);
    await mail.getByLabel(label(t.profile.emailPassword)).fill(password);
    await mail.getByRole("button", { name: t.profile.changeEmail }).click();
    await expect(mail.getByText(t.profile.emailChangeSent)).toBeVisible();
    await expect(mail.getByText(t.profile.currentEmail.replace("{{email}}", email))).toBeVisible();
    const [confirmation] = await mailsTo(newEmail);
    expect(confirmation, "confirmation sent to the new address").toBeTruthy();
    await page.goto(mailLink(confirmation!.raw, "/api/auth/verify-email"));
    await expect(page.getByText(t.profile.emailChanged)).toBeVisible();
    await expect(page.getByText(t.profile.currentEmail.replace("{{email}}", newEmail))).toBeVisible();
    email = newEmail;

    // GDPR export: the user's own data, as JSON, with the new address and names.
    const exported = await page.request.get("/dashboard/profile/export");
    expect(exported.headers()["content-type"]).toContain("application/json");
    const json = (await exported.json()) as { user: { email: string; first_name: string } };
    expect(json.user).toMatchObject({ email: newEmail, first_name: "Léa" });

    // The old address was told, with a link that cancels the change; the page works without
    // JavaScript. Cancelled: the old address is back and every session of the account ended.
    const oldEmail = signUpEmail;
    let notice: string | undefined;
    await expect
      .poll(async () => {
        const found = (await mailsTo(oldEmail)).find((m) => mailText(m.raw).includes("view=cancel-email"));
        notice = found?.raw;
        return !!found;
      })
      .toBe(true);
    // The e-mails are in the language chosen above: the other one.
    const mailTexts = A[lang === "fr" ? "en" : "fr"];
    const cancelContext = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const cancelPage = await cancelContext.newPage();
    await cancelPage.goto(mailLink(notice!, "view=cancel-email"));
    await expect(cancelPage.getByRole("heading", { name: mailTexts.cancelEmail.title })).toBeVisible();
    await expect(cancelPage.getByText(newEmail).first()).toBeVisible();
    await cancelPage.getByRole("button", { name: mailTexts.cancelEmail.submit }).click();
    await expect(cancelPage.getByText(mailTexts.flash.emailChangeCancelled)).toBeVisible();
    await cancelContext.close();
    await expectSessionEnded(page.request, lang);
    email = oldEmail;
    await page.goto(p("/auth"));
    await page.getByLabel(label(A[lang].fields.email)).fill(email);
    await page.getByLabel(label(A[lang].fields.password)).fill(password);
    await page.getByRole("button", { name: A[lang].signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${p("/dashboard")}$`));
    await page.goto(p("/dashboard/profile"));
    await hydrated(page);
    await expect(page.getByText(t.profile.currentEmail.replace("{{email}}", email))).toBeVisible();
  } else {
    await expect(page.getByRole("link", { name: t.profile.export })).toHaveAttribute(
      "href",
      "/dashboard/profile/export",
    );
    await expect(page.getByTestId("session")).toHaveCount(1);
  }

  // Deletion: asks the password and the word; then the account is gone and the visitor signed out.
  const deletion = page.locator("#delete-account");
  await deletion.getByText(t.profile.deletionOpen).click();
  await deletion.getByLabel(label(t.profile.deletionPassword)).fill("Pas-le-bon-1");
  await deletion.getByLabel(label(t.profile.deletionConfirm)).fill(lang === "fr" ? "SUPPRIMER" : "DELETE");
  await deletion.getByRole("button", { name: t.profile.deleteSubmit }).click();
  await expect(deletion.getByText(t.validation.wrongPassword)).toBeVisible();
  await expect(deletion.getByLabel(label(t.profile.deletionConfirm))).toHaveValue(
    lang === "fr" ? "SUPPRIMER" : "DELETE",
  );
  await deletion.getByLabel(label(t.profile.deletionPassword)).fill(password);
  await deletion.getByRole("button", { name: t.profile.deleteSubmit }).click();
  await expect(page.getByText(A[lang].flash.accountDeleted)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(p("/auth"));
  expect((await page.request.get(p("/dashboard"), { maxRedirects: 0 })).status()).toBe(302);
}

for (const lang of ["fr", "en"] as const) {
  const t = T[lang];
  const p = (path: string) => localizedPath(path, lang);

  test.describe(`client space (${lang})`, () => {
    test.use({ allowedConsole: REFUSED_POSTS });

    // Every page in both languages on a desktop; the phone runs a shorter French pass (overview,
    // support, profile) so that the suite stays fast. The pages and the profile are two tests (two
    // customers), so that the workers share them.
    test(`the client space's pages`, flowScreens(lang), async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const full = testInfo.project.name !== "mobile";
      const { api } = await customer(`Lycée des essais ${lang}`, lang);
      const { number } = await seedVendorSide(api);
      await signInPage(page, api);

      // Overview: subscription, students against the cap, next invoice, empty tickets.
      await page.goto(p("/dashboard"));
      await expect(
        page.getByRole("heading", { level: 1, name: pageText("dashboard", lang).heading }),
      ).toBeVisible();
      await expect(page.getByText(t.overview.plan.replace("{{plan}}", "Premium"))).toBeVisible();
      await expect(
        page.getByText(t.overview.studentsOfCap.replace("{{count}}", "120").replace("{{cap}}", "300")),
      ).toBeVisible();
      await expect(page.locator("#overview-invoices")).toContainText(number);
      await expect(page.getByText(t.overview.noTickets)).toBeVisible();

      if (full) {
        // Billing: the invoice with its amounts; billing details refused then saved.
        await page.goto(p("/dashboard/billing"));
        await hydrated(page);
        const row = page.getByRole("row", { name: new RegExp(number) });
        await expect(row).toContainText(lang === "fr" ? "478,80" : "478.80");
        await expect(
          row.getByRole("link", { name: t.billing.downloadLabel.replace("{{number}}", number) }),
        ).toBeVisible();
        await page.getByLabel(label(t.billing.siret)).fill("732 829 320 00075");
        // "Address" also starts "Address line 2": the first match is the street line.
        await page.getByLabel(label(t.billing.addressLine1)).first().fill("1 rue des Écoles");
        await page.getByLabel(label(t.billing.postalCode)).fill("75005");
        await page.getByLabel(label(t.billing.city)).fill("Paris");
        await page.getByRole("button", { name: t.common.save }).click();
        await expect(page.getByText(t.validation.siret)).toBeVisible();
        await page.getByLabel(label(t.billing.siret)).fill("732 829 320 00074");
        await page.getByRole("button", { name: t.common.save }).click();
        await expect(page.getByText(t.common.saved)).toBeVisible();

        // Payment methods: a wrong IBAN is refused and kept; a valid one is shown masked only.
        await page.goto(p("/dashboard/payment-methods"));
        await hydrated(page);
        await expect(page.getByText(t.payment.empty)).toBeVisible();
        const sepa = page.locator("#add-sepa");
        await sepa.getByLabel(label(t.payment.holder)).fill("Lycée des essais");
        await sepa.getByLabel(label(t.payment.iban)).fill("FR76 3000 6000 0112 3456 7890 188");
        await sepa.getByLabel(label(t.payment.bic)).fill("AGRIFRPP");
        await sepa.getByLabel(label(t.payment.mandateReference)).fill("MANDAT-2026-01");
        await sepa.getByRole("button", { name: t.payment.addSepa }).click();
        await expect(sepa.getByText(t.validation.iban)).toBeVisible();
        await expect(sepa.getByLabel(label(t.payment.iban))).toHaveValue("FR76 3000 6000 0112 3456 7890 188");
        await sepa.getByLabel(label(t.payment.iban)).fill("FR76 3000 6000 0112 3456 7890 189");
        await sepa.getByRole("button", { name: t.payment.addSepa }).click();
        await expect(page.getByText("FR76 •••• •••• 0189")).toBeVisible();
        await expect(page.getByText("3000 6000 0112")).toHaveCount(0);
        await page.locator("#add-order").getByLabel(label(t.payment.orderReference)).fill("BC-2026-17");
        await page.locator("#add-order").getByRole("button", { name: t.payment.addOrder }).click();
        await expect(page.getByTestId("payment-method")).toHaveCount(2);
        await page
          .getByRole("button", {
            name: t.payment.makeDefaultLabel.replace("{{name}}", t.payment.kinds.purchase_order),
          })
          .click();
        await expect(page.getByText(t.payment.defaultChanged)).toBeVisible();
      }

      // Support: help articles suggested while the subject is typed; a ticket with a PDF attachment,
      // the notice that it was sent, its response target (Premium: 4 h), resolved and reopened.
      await page.goto(p("/dashboard/support"));
      await hydrated(page);
      // The current page's tab is whole in view, also on a phone where the menu scrolls sideways.
      await expect(
        page.getByRole("navigation", { name: t.nav.label }).getByRole("link", { name: t.nav.support }),
      ).toBeInViewport({ ratio: 1 });
      await expect(page.getByText(t.support.empty)).toBeVisible();
      const subject =
        lang === "fr" ? "Mot de passe oublié par un enseignant" : "A teacher forgot the password";
      await page.getByLabel(label(t.support.subject)).fill(subject);
      const suggestions = page.getByTestId("help-suggestions");
      await expect(suggestions.getByText(t.support.suggestions)).toBeVisible();
      await expect(
        suggestions.getByRole("link", {
          name: lang === "fr" ? "J'ai oublié mon mot de passe" : "I forgot my password",
        }),
      ).toHaveAttribute("href", `${p("/ressources/support")}#mot-de-passe-oublie`);
      await page.getByLabel(label(t.support.category)).selectOption("technical");
      await page.getByLabel(label(t.support.priority)).selectOption("P1");
      await page
        .getByLabel(label(t.support.message))
        .fill("Les bulletins du 2e trimestre ne se génèrent plus.");
      if (full) {
        await page.getByLabel(label(t.support.attachments)).setInputFiles({
          name: "capture.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("%PDF-1.4\n%test\n"),
        });
      }
      await page.getByRole("button", { name: t.support.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
      await expect(page.getByText(t.support.created)).toBeVisible();
      await expect(page.getByTestId("response-target")).toContainText(
        t.support.target.split("{{hours}}")[0]!.trim(),
      );
      await expect(page.getByTestId("response-target")).toContainText("4");
      if (full) {
        await expect(page.getByRole("link", { name: /capture\.pdf/ })).toBeVisible();
        await page.getByRole("button", { name: t.support.resolve }).click();
        await expect(page.getByText(t.support.statuses.resolved, { exact: true })).toBeVisible();
        await page.getByRole("button", { name: t.support.reopen }).click();
        await expect(page.getByText(t.support.statuses.open, { exact: true })).toBeVisible();

        // Subscription: plan, module names, cap, and a cap raise followed with its status.
        await page.goto(p("/dashboard/subscription"));
        await hydrated(page);
        await expect(page.getByText(t.subscription.requestsEmpty)).toBeVisible();
        await expect(page.locator("#current-plan")).toContainText("Premium");
        await expect(page.locator("#current-plan")).toContainText(moduleName("scolarite", lang));
        await expect(page.locator("#current-plan")).toContainText(moduleName("examens", lang));
        await expect(page.locator("#current-plan")).not.toContainText("scolarite");
        await page.locator("#request-cap").getByLabel(label(t.subscription.studentCap)).fill("abc");
        await page.locator("#request-cap").getByRole("button", { name: t.subscription.send }).click();
        await expect(page.locator("#request-cap").getByText(t.validation.cap)).toBeVisible();
        await page.locator("#request-cap").getByLabel(label(t.subscription.studentCap)).fill("450");
        await page.locator("#request-cap").getByRole("button", { name: t.subscription.send }).click();
        await expect(page.locator("#requests")).toContainText(t.subscription.requestStatuses.submitted);
      }

      // Back on the overview: the open ticket.
      await page
        .getByRole("navigation", { name: t.nav.label })
        .getByRole("link", { name: t.nav.overview })
        .click();
      await expect(page.getByRole("link", { name: subject })).toBeVisible();
      await api.dispose();
    });

    test(`the profile`, flowScreens(lang), async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const { api, email } = await customer(`Lycée du profil ${lang}`, lang);
      await signInPage(page, api);
      await profileFlow(page, lang, email, testInfo.project.name !== "mobile");
      await api.dispose();
    });
  });
}

test.describe("client space authorisation", () => {
  test("a user of institution A never reads or changes B's records", async () => {
    test.setTimeout(90_000);
    const a = await customer("Collège A");
    const b = await customer("Collège B");
    const { invoiceId } = await seedVendorSide(a.api);

    // A's own invoice PDF.
    const pdf = await a.api.get(`/dashboard/billing/invoices/${invoiceId}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // A's ticket with an image, and a payment method.
    const opened = await openTicketOverHttp(a.api, { name: "ecran.png", mimeType: "image/png", buffer: PNG });
    expect(opened.status()).toBe(302);
    const ticketId = new URL(opened.headers().location!, ORIGIN).searchParams.get("ticket")!;
    const thread = await (await a.api.get(`/dashboard/support?ticket=${ticketId}`)).text();
    const attachmentId = /\/dashboard\/support\/attachments\/([0-9a-f-]{36})/.exec(thread)?.[1];
    expect(attachmentId).toBeTruthy();
    expect((await a.api.get(`/dashboard/support/attachments/${attachmentId}`)).status()).toBe(200);
    const added = await a.api.post("/dashboard/payment-methods", {
      form: { intent: "add-order", kind: "purchase_order", orderReference: "BC-A-1" },
    });
    expect(added.status()).toBe(200);
    const methods = await (await a.api.get("/dashboard/payment-methods")).text();
    const methodId = /name="id" value="([0-9a-f-]{36})"/.exec(methods)?.[1];
    expect(methodId).toBeTruthy();

    // B: every read and change of A's records is a 404, and changes nothing.
    expect((await b.api.get(`/dashboard/billing/invoices/${invoiceId}/pdf`)).status()).toBe(404);
    expect((await b.api.get(`/dashboard/support/attachments/${attachmentId}`)).status()).toBe(404);
    expect((await b.api.get(`/dashboard/support?ticket=${ticketId}`)).status()).toBe(404);
    const bBilling = await (await b.api.get("/dashboard/billing")).text();
    expect(bBilling).not.toContain(invoiceId);
    expect(
      (
        await b.api.post("/dashboard/support", { form: { intent: "reply", ticketId, message: "Intrusion" } })
      ).status(),
    ).toBe(404);
    expect((await b.api.post("/dashboard/support", { form: { intent: "resolve", ticketId } })).status()).toBe(
      404,
    );
    expect(
      (
        await b.api.post("/dashboard/payment-methods", { form: { intent: "remove", id: methodId! } })
      ).status(),
    ).toBe(404);
    expect(
      (
        await b.api.post("/dashboard/payment-methods", { form: { intent: "make-default", id: methodId! } })
      ).status(),
    ).toBe(404);
    expect(await (await a.api.get(`/dashboard/support?ticket=${ticketId}`)).text()).not.toContain(
      "Intrusion",
    );
    expect(await (await a.api.get("/dashboard/payment-methods")).text()).toContain("BC-A-1");

    // Signed out: sent to the sign-in page.
    const anonymous = await playwrightRequest.newContext({ baseURL: ORIGIN });
    const anon = await anonymous.get(`/dashboard/billing/invoices/${invoiceId}/pdf`, { maxRedirects: 0 });
    expect(anon.status()).toBe(302);
    expect(anon.headers().location).toContain("/auth");
    // The profile's actions and the GDPR export need a session too.
    for (const intent of ["delete-account", "sessions", "password"]) {
      const post = await anonymous.post("/dashboard/profile", {
        form: { intent, password: PASSWORD, confirm: "SUPPRIMER" },
        maxRedirects: 0,
      });
      expect(post.status(), intent).toBe(302);
      expect(post.headers().location).toContain("/auth");
    }
    expect((await anonymous.get("/dashboard/profile/export", { maxRedirects: 0 })).status()).toBe(302);
    await anonymous.dispose();

    // A renamed executable is refused, and no ticket is created.
    const exe = await openTicketOverHttp(a.api, {
      name: "facture.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    });
    expect(exe.status()).toBe(400);
    expect(await exe.text()).toContain("n&#x27;est ni une image ni un PDF");
    const list = await (await a.api.get("/dashboard/support")).text();
    expect(list.match(/\?ticket=[0-9a-f-]{36}/g)?.length).toBe(1);

    // A staff reply (the admin CRM's function) e-mails the customer with a link to the thread.
    const replied = await a.api.post("/test-only/client-space", {
      form: { step: "staff-reply", ticketId, body: "Corrigé, merci de réessayer." },
    });
    expect(replied.status()).toBe(200);
    const mail = await mailTo(a.email, /réponse/i);
    expect(mail, "staff reply e-mail").toBeTruthy();
    expect(mailText(mail!.raw)).toContain(`/dashboard/support?ticket=${ticketId}`);
    const after = await (await a.api.get(`/dashboard/support?ticket=${ticketId}`)).text();
    expect(after).toContain("Corrigé, merci de réessayer.");
    await a.api.dispose();
    await b.api.dispose();
  });
});
