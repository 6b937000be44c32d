import { randomBytes } from "node:crypto";
import { request, type Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { authNamespace } from "#app/features/auth/locales.ts";
import { flashNamespace } from "#app/features/auth/flash-locales.ts";
import { MIN_FILL_MS } from "#app/features/leads/idempotency.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { mailLink } from "../support/mail-text.ts";
import { startNginxFront, type NginxFront } from "../support/nginx-front.ts";
import { inHtml, PASSWORD, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, hydrated, mailsTo, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The documented deployment (docs/deployment.md), for real: Debian's nginx with the repository's
 * own deploy/nginx.conf (TLS with a certificate made for the test, HTTP redirected to HTTPS) in
 * front of a production-configured server with TRUST_PROXY=true and an https BASE_URL. In Chromium,
 * with and without JavaScript, every kind of form goes through it: a visitor's contact request, a
 * customer's sign-up, confirmation, sign-out and sign-in, and a staff member's change of a lead's
 * stage in the CRM. One server and one nginx serve the whole file; the behaviour is the server's,
 * so it runs on one screen.
 */
const APP_PORT = E2E_PORT + 140;
const HTTPS_PORT = E2E_PORT + 141;
const HTTP_PORT = E2E_PORT + 142;
const PUBLIC_ORIGIN = `https://localhost:${HTTPS_PORT}`;
/** Staff of the admin CRM: these addresses become admins once confirmed (ADMIN_EMAILS). */
const STAFF = uniqueEmail("proxy-staff");
const COLLEAGUE = uniqueEmail("proxy-colleague");

const AUTH = { ...authNamespace.fr, flash: flashNamespace.fr };
const FORMS = formsNamespace.fr;
const ADMIN = allAdminTexts.fr;

function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** A field of the page's main form by the start of its label ("Nom" is not "Nombre d'élèves"). */
function field(page: Page, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator("main").getByLabel(new RegExp(`^${escaped}\\*?( \\(|$)`));
}

async function confirmationLink(email: string): Promise<string> {
  const mails = await mailsTo(email, 1);
  expect(mails.length, `confirmation e-mail for ${email}`).toBeGreaterThanOrEqual(1);
  const link = mailLink(mails.at(-1)!.raw, "/api/auth/verify-email");
  // Links in e-mails name the public address, never the instance behind the proxy.
  expect(link.startsWith(`${PUBLIC_ORIGIN}/`), link).toBe(true);
  return link;
}

test.describe("behind nginx with TLS (the documented deployment)", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: PUBLIC_ORIGIN, ignoreHTTPSErrors: true });

  let app: AppServer;
  let front: NginxFront;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    app = await startAppServer(APP_PORT, {
      APP_ENV: "production",
      AUTH_SECRET: randomBytes(48).toString("base64"),
      BASE_URL: PUBLIC_ORIGIN,
      TRUST_PROXY: "true",
      HOST: "127.0.0.1",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ADMIN_EMAILS: `${STAFF},${COLLEAGUE}`,
      // Two-factor enrolment has its own tests (auth.spec.ts); here the staff member signs in with a password.
      REQUIRE_ADMIN_2FA: "false",
      // Every request is logged with the client address the server determined.
      LOG_LEVEL: "info",
      // The real minimum fill time, which the other test servers lower.
      FORM_MIN_FILL_MS: String(MIN_FILL_MS),
    });
    front = await startNginxFront({
      upstreams: [`127.0.0.1:${APP_PORT}`],
      httpsPort: HTTPS_PORT,
      httpPort: HTTP_PORT,
    });

    // The staff members' accounts, made over HTTPS through the proxy.
    for (const [email, firstName, lastName] of [
      [STAFF, "Alex", "Commercial"],
      [COLLEAGUE, "Dominique", "Collègue"],
    ] as const) {
      const api = await request.newContext({ baseURL: PUBLIC_ORIGIN, ignoreHTTPSErrors: true });
      const signUp = await api.post("/auth?view=sign-up", {
        form: {
          intent: "sign-up",
          firstName,
          lastName,
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          terms: "on",
        },
        maxRedirects: 0,
      });
      expect(signUp.status(), `${email}: sign-up`).toBe(200);
      const confirmed = await api.get(await confirmationLink(email), { maxRedirects: 0 });
      expect(confirmed.status(), `${email}: confirmation`).toBe(302);
      await api.dispose();
    }
  });

  test.afterAll(async () => {
    await front?.stop();
    await app?.stop();
  });

  test("plain HTTP answers a permanent redirect to HTTPS; the client address is the one nginx saw", async () => {
    const plain = await request.newContext();
    const res = await plain.get(`http://localhost:${HTTP_PORT}/tarification?x=1`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`${PUBLIC_ORIGIN}/tarification?x=1`);
    await plain.dispose();

    // A client that forges X-Forwarded-For: nginx replaces it with the address it saw, the last
    // entry the server reads.
    const api = await request.newContext({ baseURL: PUBLIC_ORIGIN, ignoreHTTPSErrors: true });
    const marker = `/xff-${randomBytes(4).toString("hex")}`;
    await api.get(marker, { headers: { "X-Forwarded-For": "203.0.113.7, 198.51.100.9" } });
    await api.dispose();
    await expect
      .poll(
        () =>
          app
            .output()
            .split("\n")
            .find((line) => line.includes(`"path":"${marker}"`)) ?? "",
      )
      .toMatch(/"ip":"(127\.0\.0\.1|::1)"/);
  });

  test("a form sent faster than a person types is refused, with what was typed", async () => {
    const api = await request.newContext({ baseURL: PUBLIC_ORIGIN, ignoreHTTPSErrors: true });
    const html = await (await api.get("/contact")).text();
    const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
    expect(token, "form token").toBeTruthy();
    const email = uniqueEmail("proxy-too-fast");
    const res = await api.post("/contact", {
      form: {
        _token: token!,
        website_url: "",
        firstName: "Camille",
        lastName: "Durand",
        email,
        subject: "sales",
        message: "Bonjour, nous voulons un devis pour 600 élèves.",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    const body = await res.text();
    expect(body).toContain(inHtml(FORMS.server.tooFast));
    expect(body).toContain(email);
    await api.dispose();
  });

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
    test.describe(how, () => {
      test.use({ javaScriptEnabled });
      // Without JavaScript the page is the server's answer; with it, hydration comes first.
      const ready = (page: Page) => (javaScriptEnabled ? hydrated(page) : Promise.resolve());

      test("a contact request, a customer's sign-up, confirmation and sign-in, a lead's stage changed", async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        const tag = javaScriptEnabled ? "js" : "nojs";
        const visitor = uniqueEmail(`proxy-contact-${tag}`);
        const customer = uniqueEmail(`proxy-client-${tag}`);

        await test.step("a visitor's contact request is accepted", async () => {
          await page.goto("/contact");
          const renderedAt = Date.now();
          await ready(page);
          await field(page, FORMS.fields.firstName).fill("Camille");
          await field(page, FORMS.fields.lastName).fill("Durand");
          await field(page, FORMS.fields.email).fill(visitor);
          await field(page, FORMS.fields.institution).fill("Lycée Victor Hugo");
          await field(page, FORMS.fields.subject).selectOption("quote");
          await field(page, FORMS.fields.message).fill("Bonjour, nous voulons un devis pour 600 élèves.");
          await page.waitForTimeout(Math.max(0, renderedAt + MIN_FILL_MS + 100 - Date.now()));
          await page.getByRole("button", { name: FORMS.contact.submit }).click();
          await expect(page.locator("main").getByText(FORMS.contact.successTitle).first()).toBeVisible();
          expect((await mailsTo(visitor, 1)).length, "acknowledgement e-mail").toBe(1);
        });

        await test.step("a customer signs up, confirms by e-mail, signs out and signs in", async () => {
          await page.goto("/auth?view=sign-up");
          await ready(page);
          await page.getByLabel(label(AUTH.fields.firstName)).fill("Jeanne");
          await page.getByLabel(label(AUTH.fields.lastName)).fill("Dupont");
          await page.getByLabel(label(AUTH.fields.email)).fill(customer);
          await page.getByLabel(label(AUTH.fields.password)).fill(PASSWORD);
          await page.getByLabel(label(AUTH.fields.confirmPassword)).fill(PASSWORD);
          await page.getByLabel(label(AUTH.fields.institution)).fill("Lycée des essais");
          await page.getByLabel(label(AUTH.fields.terms)).check();
          await page.getByRole("button", { name: AUTH.signUp.submit }).click();
          await expect(page.getByText(AUTH.signUp.success)).toBeVisible();

          await page.goto(await confirmationLink(customer));
          await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/dashboard`);
          const signedInAs = AUTH.account.signedInAs.replace("{{name}}", "Jeanne Dupont");
          await expect(page.getByText(signedInAs)).toBeVisible();

          await ready(page);
          await page.getByRole("button", { name: AUTH.account.signOut, exact: true }).click();
          await expect(page.getByText(AUTH.flash.signedOut)).toBeVisible();
          await signIn(page, customer);
          await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/dashboard`);
          await expect(page.getByText(signedInAs)).toBeVisible();

          const cookies = await context.cookies();
          const session = cookies.find((c) => c.name === "__Secure-ga.session_token");
          expect(session, cookies.map((c) => c.name).join(", ")).toBeDefined();
          expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
          expect(cookies.filter((c) => /session/.test(c.name) && !c.name.startsWith("__Secure-"))).toEqual(
            [],
          );

          await ready(page);
          await page.getByRole("button", { name: AUTH.account.signOut, exact: true }).click();
          await expect(page.getByText(AUTH.flash.signedOut)).toBeVisible();
        });

        await test.step("a staff member moves the visitor's lead to another stage", async () => {
          await signIn(page, STAFF);
          await expect(page.getByText(AUTH.flash.signedIn)).toBeVisible();
          await page.goto(`/admin/quotes?q=${encodeURIComponent(visitor)}`);
          await page.getByRole("row").filter({ hasText: visitor }).getByRole("link").first().click();
          await ready(page);
          const pipeline = page.getByRole("region", { name: ADMIN.leads.detail.pipeline });
          await pipeline.getByLabel(ADMIN.leads.detail.moveTo).selectOption("qualified");
          await pipeline.getByRole("button", { name: ADMIN.leads.detail.move }).click();
          await expect(page.getByText(ADMIN.leads.moved)).toBeVisible();
          await expect(pipeline.getByText(ADMIN.stages.qualified, { exact: true })).toBeVisible();
        });
      });

      const signIn = (page: Page, email: string) => signInAs(page, email, ready);
    });
  }

  test("the CRM's notification count streams through nginx: a lead given by a colleague shows without reload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, STAFF, hydrated);
    await expect(page.getByText(AUTH.flash.signedIn)).toBeVisible();
    // The bell opens its stream once the page is idle: through nginx, an event stream.
    const stream = page.waitForResponse((r) => r.url().endsWith("/admin/api/notifications/stream"));
    await page.goto("/admin");
    await hydrated(page);
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toHaveAccessibleName(/^Notifications, (aucune|0) non lue$/);
    const opened = await stream;
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toContain("text/event-stream");

    // A colleague, in another browser, gives the staff member a lead.
    const other = await browser.newContext({ baseURL: PUBLIC_ORIGIN, ignoreHTTPSErrors: true });
    const colleague = await other.newPage();
    await signInAs(colleague, COLLEAGUE, hydrated);
    await expect(colleague.getByText(AUTH.flash.signedIn)).toBeVisible();
    await colleague.goto("/admin/quotes");
    await colleague
      .getByRole("region", { name: ADMIN.nav.quotes })
      .getByRole("row")
      .nth(1)
      .getByRole("link")
      .first()
      .click();
    await hydrated(colleague);
    const pipeline = colleague.getByRole("region", { name: ADMIN.leads.detail.pipeline });
    await pipeline.getByLabel(ADMIN.leads.detail.owner).selectOption({ label: "Alex Commercial" });
    await pipeline.getByRole("button", { name: ADMIN.leads.detail.assign }).click();
    await expect(colleague.getByText(ADMIN.leads.assigned)).toBeVisible();
    await other.close();

    // The count reached the first browser through the open stream: no reload.
    await expect(bell).toHaveAccessibleName("Notifications, 1 non lue");
  });
});

async function signInAs(page: Page, email: string, ready: (page: Page) => Promise<void>): Promise<void> {
  if (!page.url().includes("/auth")) await page.goto("/auth");
  await ready(page);
  await page.getByLabel(label(AUTH.fields.email)).fill(email);
  await page.getByLabel(label(AUTH.fields.password)).fill(PASSWORD);
  await page.getByRole("button", { name: AUTH.signIn.submit, exact: true }).click();
}
