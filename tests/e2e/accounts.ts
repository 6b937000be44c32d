import type { APIRequestContext, Page } from "@playwright/test";
import type { Language } from "#app/lib/i18n/languages.ts";
import type { StaffRole } from "#server/db/schema.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { mailLink } from "../support/mail-text.ts";
import { apiContext, expect, mailsTo } from "./fixtures.ts";
import { mailQueueReport } from "./mail-queue-report.ts";

/**
 * Accounts for end-to-end tests, made and signed in over HTTP: customers who sign up and confirm
 * their address, and the admin named by ADMIN_EMAILS (playwright.config.ts). Each request context
 * has a client address of its own, so that parallel sign-ups never meet the per-address limits.
 */

export const PASSWORD = "Cahier-lune-7";
/** The address ADMIN_EMAILS makes an admin when it signs up. */
export const ADMIN = "direction@ga-education.fr";

let counter = 0;
/** A fresh address: `prefix-…@domain`. */
export function uniqueEmail(prefix: string, domain = "ecole-e2e.example"): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@${domain}`;
}

export interface SignUpOptions {
  readonly lang?: Language;
  /** The institution the customer owns (created at the first visit of the client space). */
  readonly institution?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** A request context of another server (a test's own); the shared server's by default. */
  readonly api?: APIRequestContext;
}

/** Signs up and confirms the address from the e-mail; returns the signed-in request context. */
export async function signUp(email: string, options: SignUpOptions = {}): Promise<APIRequestContext> {
  const { lang = "fr", institution, firstName = "Camille", lastName = "Durand" } = options;
  const api = options.api ?? (await apiContext());
  const res = await api.post(`${localizedPath("/auth", lang)}?view=sign-up`, {
    form: {
      intent: "sign-up",
      firstName,
      lastName,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(institution ? { institution } : {}),
      terms: "on",
    },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-up of ${email}`).toBe(200);
  const mails = await mailsTo(email, 1);
  expect(
    mails.length,
    `confirmation mail to ${email}: ${mails.length ? "" : mailQueueReport(email)}`,
  ).toBeGreaterThan(0);
  const verified = await api.get(mailLink(mails.at(-1)!.raw, "/api/auth/verify-email"), { maxRedirects: 0 });
  expect(verified.status(), `confirmation of ${email}`).toBe(302);
  return api;
}

/** Signs in with the password; null when refused. */
export async function trySignIn(email: string, password = PASSWORD): Promise<APIRequestContext | null> {
  const api = await apiContext();
  const res = await api.post("/auth", { form: { intent: "sign-in", email, password }, maxRedirects: 0 });
  if (res.status() === 302) return api;
  await api.dispose();
  return null;
}

/**
 * A staff member: signs up, is given `role` by the admin (users and roles page), signs in; returns
 * the signed-in request context.
 */
export async function staffApi(
  admin: APIRequestContext,
  email: string,
  role: Exclude<StaffRole, "admin">,
): Promise<APIRequestContext> {
  await (await signUp(email)).dispose();
  const assigned = await admin.post("/admin/settings", {
    form: { intent: "assign", email, role },
    maxRedirects: 0,
  });
  expect(assigned.status(), `the ${role} role given to ${email}`).toBe(200);
  const api = await trySignIn(email);
  expect(api, `sign-in of ${email}`).not.toBeNull();
  return api!;
}

/** The admin of ADMIN_EMAILS, signed up and confirmed unless another test did it already. */
export async function adminApi(): Promise<APIRequestContext> {
  const existing = await trySignIn(ADMIN);
  if (existing) return existing;
  // Tests running at the same time may both sign the admin up: only the first sign-up gets the
  // confirmation link, so the others wait for that one to be confirmed (slowly enough to stay under
  // the per-account sign-in limit: 5 attempts in the end-to-end server's 10-second window).
  await signUp(ADMIN, { firstName: "Alex", lastName: "Direction" }).then(
    (api) => api.dispose(),
    () => undefined,
  );
  for (const deadline = Date.now() + 25_000; ;) {
    const api = await trySignIn(ADMIN);
    if (api) return api;
    expect(Date.now() < deadline, "admin sign-in").toBe(true);
    await new Promise((r) => setTimeout(r, 2_500));
  }
}

/** Gives a browser page the session of a request context. */
export async function shareSession(page: Page, api: APIRequestContext): Promise<void> {
  await page.context().addCookies((await api.storageState()).cookies);
}

/** Text as React escapes it in HTML, to look for it in a response body. */
export function inHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/**
 * A session that was revoked (signed out elsewhere, password reset, account suspended): an action
 * refuses it at once (actions read the session in the database); page views follow within the
 * session cache window, SESSION_CACHE_SECONDS of the end-to-end server (decision 018).
 */
export async function expectSessionEnded(api: APIRequestContext, lang: Language = "fr"): Promise<void> {
  const action = await api.post(localizedPath("/dashboard/profile", lang), {
    // Incomplete on purpose: a live session would only get its field errors (400).
    form: { intent: "profile" },
    maxRedirects: 0,
  });
  expect(action.status(), "an action of the revoked session").toBe(302);
  expect(action.headers().location).toContain(localizedPath("/auth", lang));
  await expect
    .poll(async () => (await api.get(localizedPath("/dashboard", lang), { maxRedirects: 0 })).status(), {
      timeout: 10_000,
    })
    .toBe(302);
}
