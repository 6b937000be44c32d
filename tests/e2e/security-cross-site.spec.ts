import type { APIRequestContext } from "@playwright/test";
import { WEBINARS } from "#content/resources/webinars.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { adminApi, PASSWORD } from "./accounts.ts";
import { apiContext, expect as baseExpect, mailsTo, test } from "./fixtures.ts";
import {
  actionRoutes,
  CROSS_SITE_REFUSAL,
  customerWithRecords,
  fillParams,
  firstIdIn,
  marker,
  storedAnywhere,
  type RouteEntry,
} from "./security-helpers.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 10, security: every mutating endpoint refuses a cross-site post. The list of endpoints is
 * read from the route table (every route module exporting an `action`, the API routes included)
 * and the auth API's writes are listed below (server/auth/cross-site.test.ts checks every one of
 * Better Auth's endpoints against the same server code). Each post is sent with the session of
 * the account it targets, as a forged form on another site would be, carrying a body that the
 * endpoint would store if it ran; the answer must be the server's refusal (no action ran), and the
 * marker of the bodies must be nowhere in the database afterwards.
 */

/** The ways a browser says a request comes from elsewhere (app/lib/same-origin.server.ts). */
const FOREIGN_HEADERS: readonly Readonly<Record<string, string>>[] = [
  { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  // A browser that sends Sec-Fetch-Site but no Origin, and one that sends only Origin.
  { "Sec-Fetch-Site": "cross-site" },
  { Origin: "https://evil.example" },
];

/**
 * A body each endpoint would act on if the post were accepted (its usual intent, the marker in its
 * text fields). Endpoints missing here get the generic body, which names the marker in every
 * usual field; entries must name route modules with an action (checked below).
 */
function bodies(m: string, ids: Readonly<Record<string, string>>, formToken: string) {
  const email = `${m}@forge-e2e.example`;
  const lead = {
    _token: formToken,
    website_url: "",
    firstName: m,
    lastName: m,
    email,
    institution: m,
    message: `${m} message assez long`,
  };
  const webinar = WEBINARS.find((w) => Date.parse(w.start) > Date.now());
  return {
    "features/crm/pipeline/routes/lead.tsx": { intent: "note", body: m },
    "features/crm/pipeline/routes/quotes.tsx": { intent: "note", leadId: ids.leadId!, body: m },
    "features/crm/clients/routes/client.tsx": { intent: "note", body: m },
    "features/crm/support/routes/ticket.tsx": { intent: "note", body: m },
    "features/crm/settings/routes/configuration.tsx": { intent: "sales", salesEmail: email },
    "features/crm/settings/routes/settings.tsx": {
      intent: "assign",
      email: ids.customerEmail!,
      role: "sales",
    },
    "features/client-space/routes/overview.tsx": { intent: "create-institution", name: m },
    "features/client-space/routes/profile.tsx": {
      intent: "profile",
      firstName: m,
      lastName: m,
      language: "fr",
    },
    "features/client-space/routes/billing.tsx": {
      intent: "billing-details",
      name: m,
      addressLine1: m,
      postalCode: "75005",
      city: m,
      country: "FR",
    },
    "features/client-space/routes/payment-methods.tsx": {
      intent: "add-order",
      kind: "purchase_order",
      orderReference: m,
    },
    "features/client-space/routes/subscription.tsx": {
      intent: "request-plan",
      kind: "plan",
      plan: "excellence",
      note: m,
    },
    "features/client-space/routes/support.tsx": { intent: "reply", ticketId: ids.ticketId!, message: m },
    "features/auth/routes/auth.tsx": {
      intent: "sign-up",
      firstName: m,
      lastName: m,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      institution: m,
      terms: "on",
    },
    "features/leads/routes/contact.tsx": { ...lead, subject: "other" },
    "features/leads/routes/quote.tsx": {
      ...lead,
      institutionType: "secondary",
      students: "640",
      establishments: "1",
      timeline: "within-3-months",
    },
    "features/leads/routes/demo.tsx": { ...lead, institutionType: "secondary", students: "640" },
    "features/leads/routes/api-feedback.ts": { message: m, page: "/" },
    "features/leads/routes/api-webinar-registration.ts": { ...lead, webinar: webinar?.id ?? "" },
    "features/tracking/routes/api-consent.ts": { choice: "granted", redirectTo: "/" },
  } satisfies Record<string, Record<string, string>>;
}

function genericBody(m: string): Record<string, string> {
  return {
    intent: m,
    name: m,
    firstName: m,
    lastName: m,
    email: `${m}@forge-e2e.example`,
    institution: m,
    subject: m,
    message: m,
    body: m,
    note: m,
    label: m,
    reason: m,
    lostReason: m,
  };
}

/** JSON endpoints: their body as the site's own scripts send it. */
function jsonBodies(m: string): Record<string, unknown> {
  return {
    "/api/leads/chatbot": {
      source: "chatbot",
      sessionId: `chat-${m}`,
      email: `${m}@forge-e2e.example`,
      institution: m,
      language: "fr",
      transcript: [{ sender: "user", text: m }],
    },
    "/api/events": { events: [{ type: "event", name: m, path: `/${m}`, at: Date.now() }] },
  };
}

/** Writes of the auth API (Better Auth) a forged form could aim at a signed-in customer. */
function authWrites(m: string): Record<string, Record<string, unknown>> {
  return {
    "/api/auth/sign-out": {},
    "/api/auth/update-user": { firstName: m, lastName: m, name: m },
    "/api/auth/change-password": {
      currentPassword: PASSWORD,
      newPassword: `${m}-Aa1`,
      revokeOtherSessions: true,
    },
    "/api/auth/change-email": { newEmail: `${m}@forge-e2e.example` },
    "/api/auth/delete-user": { password: PASSWORD },
    "/api/auth/revoke-sessions": {},
    "/api/auth/revoke-other-sessions": {},
    "/api/auth/two-factor/enable": { password: PASSWORD },
    "/api/auth/sign-up/email": {
      email: `${m}@forge-e2e.example`,
      password: PASSWORD,
      name: m,
      firstName: m,
      lastName: m,
    },
    "/api/auth/sign-in/email": { email: `${m}@forge-e2e.example`, password: PASSWORD },
    "/api/auth/request-password-reset": { email: `${m}@forge-e2e.example` },
  };
}

async function expectRefused(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  expect(res.status(), what).toBe(403);
  expect(await res.text(), what).toBe(CROSS_SITE_REFUSAL);
  expect(res.headers()["set-cookie"], `${what} sets no cookie`).toBeUndefined();
}

test("every action and API write refuses a cross-site post and stores nothing", async () => {
  test.setTimeout(120_000);
  const routes = actionRoutes();
  // The route table is really read: the known writes are all there.
  const paths = routes.map((r) => r.path);
  for (const known of [
    "/auth",
    "/contact",
    "/devis",
    "/demo",
    "/checkout/:planId",
    "/dashboard/profile",
    "/dashboard/support",
    "/admin/quotes/:leadId",
    "/admin/settings",
    "/api/leads/chatbot",
    "/api/feedback",
    "/api/events",
    "/api/consent",
    "/api/impersonation/end",
  ]) {
    expect(paths, "routes with an action").toContain(known);
  }

  const admin = await adminApi();
  const customer = await customerWithRecords(admin);
  const leadId = await firstIdIn(admin, "/admin/quotes");
  const ids: Record<string, string> = {
    leadId,
    clientId: customer.clientId,
    ticketId: customer.ticketId,
    invoiceId: customer.invoiceId,
    planId: "premium",
    // Demo bookings are reached by their token; an unknown one does as well for a refused post.
    token: "jeton-inconnu",
    customerEmail: customer.email,
  };
  const visitor = await apiContext();
  const page = await (await visitor.get("/contact")).text();
  const formToken = /name="_token" value="([^"]+)"/.exec(page)?.[1];
  expect(formToken, "form token").toBeTruthy();

  const m = marker("forge");
  const known = bodies(m, ids, formToken!);
  const moduleFiles = new Set(routes.map((r) => r.file));
  for (const file of Object.keys(known))
    expect(moduleFiles, "a body for a route with an action").toContain(file);
  const json = jsonBodies(m);

  const sessionFor = (r: RouteEntry) => (r.path.startsWith("/admin") ? admin : customer.api);
  for (const route of routes) {
    const url = fillParams(route.path, ids);
    for (const headers of FOREIGN_HEADERS) {
      const what = `${route.path} ${JSON.stringify(headers)}`;
      const body = json[route.path];
      const res = body
        ? await sessionFor(route).post(url, { data: body, headers, maxRedirects: 0 })
        : await sessionFor(route).post(url, {
            form: known[route.file as keyof typeof known] ?? genericBody(m),
            headers,
            maxRedirects: 0,
          });
      await expectRefused(res, what);
    }
  }

  // Other unsafe methods, a sibling subdomain and an opaque origin (a sandboxed frame, a file).
  for (const method of ["put", "patch", "delete"] as const) {
    const res = await customer.api[method]("/dashboard/profile", {
      form: known["features/client-space/routes/profile.tsx"],
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    await expectRefused(res, `${method.toUpperCase()} /dashboard/profile`);
  }
  const otherOrigins: Record<string, string>[] = [
    { Origin: "https://blog.localhost", "Sec-Fetch-Site": "same-site" },
    { Origin: "null" },
  ];
  for (const headers of otherOrigins) {
    const res = await customer.api.post("/dashboard/profile", {
      form: known["features/client-space/routes/profile.tsx"],
      headers,
      maxRedirects: 0,
    });
    await expectRefused(res, `/dashboard/profile ${JSON.stringify(headers)}`);
  }

  // The auth API, with the customer's session: nothing signs them out, changes or deletes them.
  for (const [endpoint, body] of Object.entries(authWrites(m))) {
    for (const headers of FOREIGN_HEADERS) {
      const res = await customer.api.post(endpoint, { data: body, headers, maxRedirects: 0 });
      await expectRefused(res, `${endpoint} ${JSON.stringify(headers)}`);
    }
  }

  // Nothing of it was stored, sent or changed: the marker is nowhere, the customer is still signed
  // in with the same name and still a customer only, the admin still signed in.
  expect(storedAnywhere(m), "tables holding the forged marker").toEqual([]);
  expect(await mailsTo(`${m}@forge-e2e.example`, 1, 1_000)).toEqual([]);
  const dashboard = await customer.api.get("/dashboard", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(200);
  expect(await dashboard.text()).not.toContain(m);
  const adminArea = await customer.api.get("/admin", { maxRedirects: 0 });
  expect(adminArea.status(), "the customer was not made staff").toBe(302);
  expect((await admin.get("/admin/settings", { maxRedirects: 0 })).status()).toBe(200);

  // The same post from the site itself is taken, and the search above would have found it.
  const control = marker("control");
  const sent = await visitor.post("/api/feedback", {
    form: { message: control, page: "/" },
    headers: { Origin: `http://localhost:${E2E_PORT}`, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  expect(sent.headers().location).toContain("feedback=sent");
  expect(storedAnywhere(control)).toContain("lead.payload");

  await visitor.dispose();
  await customer.api.dispose();
  await admin.dispose();
});
