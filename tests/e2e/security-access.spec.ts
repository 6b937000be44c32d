import type { APIRequestContext } from "@playwright/test";
import { NAV_SECTIONS } from "#app/features/crm/nav.ts";
import { can } from "#app/features/crm/permissions.ts";
import { PAGES, type PageDef } from "#app/lib/routing/pages.ts";
import type { StaffRole } from "#server/db/schema.ts";
import { adminApi, signUp, uniqueEmail } from "./accounts.ts";
import { apiContext, expect as baseExpect, test } from "./fixtures.ts";
import {
  customerWithRecords,
  fillParams,
  firstIdIn,
  loaderRoutes,
  STAFF_ROLES,
  staffMember,
  type StaffRoleName,
} from "./security-helpers.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 10, security: every private loader refuses anonymous and wrong-role requests. The pages
 * come from the route table (every page of the client space and the admin CRM) and the downloads
 * from app/routes.ts (every other route under /dashboard and /admin); what each staff role may
 * open comes from the permission matrix (`can`) and the resource each admin page belongs to
 * (app/features/crm/nav.ts, and the list below for the pages outside the menu). A page or a download
 * added later fails here until the test knows which resource it belongs to.
 */

type Rule = (role: StaffRole) => boolean;

/** Admin pages outside the menu: the permission their loader checks. */
const RECORD_PAGES: Readonly<Record<string, Rule>> = {
  // A lead is opened by those who see leads, and by billing for its proposals.
  "/admin/quotes/:leadId": (r) => can(r, "leads", "view") || can(r, "proposals", "view"),
  "/admin/clients/:clientId": (r) => can(r, "clients", "view"),
  "/admin/support/:ticketId": (r) => can(r, "support", "view"),
  "/admin/billing/:invoiceId": (r) => can(r, "billing", "view"),
  // The search opens for every staff role; what it finds is limited by role (admin-search.spec.ts).
  "/admin/search": () => true,
  // Each person's own notifications (issue 20 §7): every staff role.
  "/admin/notifications": () => true,
};

/** Downloads of the admin CRM (routes outside the page table): the permission each one checks. */
const ADMIN_DOWNLOADS: Readonly<Record<string, Rule>> = {
  "/admin/export/leads.csv": (r) => can(r, "leads", "export"),
  "/admin/billing/:invoiceId/pdf": (r) => can(r, "billing", "view"),
  "/admin/proposals/:proposalId/pdf": (r) => can(r, "proposals", "view"),
  // The report of invoices: the reports page, and exporting billing.
  "/admin/export/reports/:file": (r) => can(r, "reports", "view") && can(r, "billing", "export"),
  "/admin/backups/:name/download": (r) => can(r, "backups", "export"),
  // A ticket's attachment: those who open the support queue (issue 20).
  "/admin/support/attachments/:attachmentId": (r) => can(r, "support", "view"),
  // The search palette's answers (JSON): every staff role, each limited to what it may open.
  "/admin/api/search": () => true,
  // The bell's live count (server-sent events): every staff role; a request that does not ask for
  // an event stream (this one) gets 400 instead of a stream that never ends.
  "/admin/api/notifications/stream": () => true,
};

/** Downloads of the client space: a session and (for records) the record's institution. */
const ACCOUNT_DOWNLOADS = [
  "/dashboard/billing/invoices/:invoiceId/pdf",
  "/dashboard/support/attachments/:attachmentId",
  "/dashboard/profile/export",
  "/dashboard/quotes/:proposalId/pdf",
];

function adminRule(page: PageDef): Rule {
  const section = NAV_SECTIONS.find((s) => s.path === page.path);
  if (section) return (r) => can(r, section.resource, "view");
  const rule = RECORD_PAGES[page.path];
  if (!rule) throw new Error(`${page.path}: which permission opens it? Add it to RECORD_PAGES.`);
  return rule;
}

async function expectSignIn(api: APIRequestContext, url: string) {
  const res = await api.get(url, { maxRedirects: 0 });
  expect(res.status(), `anonymous GET ${url}`).toBe(302);
  const lang = url.startsWith("/en/") ? "/en" : "";
  expect(res.headers().location, url).toBe(`${lang}/auth?redirectTo=${encodeURIComponent(url)}`);
}

async function expectStatus(api: APIRequestContext, url: string, status: number, who: string) {
  const res = await api.get(url, { maxRedirects: 0 });
  expect(res.status(), `${who} GET ${url}`).toBe(status);
  return res;
}

test("private pages and downloads refuse anonymous visitors, customers and other roles", async () => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const [customer, other, ...staffList] = await Promise.all([
    customerWithRecords(admin),
    customerWithRecords(admin),
    ...STAFF_ROLES.map((role) => staffMember(admin, role)),
  ]);
  const staff = Object.fromEntries(STAFF_ROLES.map((role, i) => [role, staffList[i]!])) as Record<
    StaffRoleName,
    APIRequestContext
  >;
  const thread = await (await customer.api.get(`/dashboard/support?ticket=${customer.ticketId}`)).text();
  expect(thread).toContain("Export des bulletins");
  const ids: Record<string, string> = {
    leadId: await firstIdIn(admin, "/admin/quotes"),
    clientId: customer.clientId,
    ticketId: customer.ticketId,
    invoiceId: customer.invoiceId,
    proposalId: "00000000-0000-4000-8000-000000000000",
    file: "invoices.csv",
    name: "ga-backup-20990101T000000Z.sqlite",
    attachmentId: "00000000-0000-4000-8000-000000000000",
  };
  const pages = PAGES.filter((p) => p.area === "client-space" || p.area === "admin");
  const adminPages = pages.filter((p) => p.area === "admin");
  const downloads = loaderRoutes().filter(
    // `/admin/*` and `/dashboard/*`: an unknown path of the area, a 404 inside its layout (admin-lists.spec.ts).
    (r) =>
      /^\/(admin|dashboard)(\/|$)/.test(r.path) &&
      !r.path.endsWith("/*") &&
      !pages.some((p) => p.path === r.path),
  );
  for (const d of downloads) {
    expect([...Object.keys(ADMIN_DOWNLOADS), ...ACCOUNT_DOWNLOADS], `a rule for ${d.path}`).toContain(d.path);
  }

  // Anonymous: the sign-in page, remembering where they were going, in the page's language.
  const anonymous = await apiContext();
  for (const p of pages) await expectSignIn(anonymous, fillParams(p.path, ids));
  for (const d of downloads) await expectSignIn(anonymous, fillParams(d.path, ids));
  for (const url of ["/en/dashboard/billing", "/en/admin/clients"]) await expectSignIn(anonymous, url);

  // A customer: sent to their own space from every page and download of the admin CRM.
  for (const path of [...adminPages.map((p) => p.path), ...Object.keys(ADMIN_DOWNLOADS)]) {
    const res = await expectStatus(customer.api, fillParams(path, ids), 302, "customer");
    expect(res.headers().location).toBe("/dashboard");
  }
  const english = await expectStatus(customer.api, "/en/admin/quotes", 302, "customer");
  expect(english.headers().location).toBe("/en/dashboard");

  // Each staff role: exactly what the permission matrix gives it.
  for (const role of STAFF_ROLES) {
    for (const p of adminPages) {
      const url = fillParams(p.path, ids);
      await expectStatus(staff[role], url, adminRule(p)(role) ? 200 : 403, role);
    }
    for (const [path, rule] of Object.entries(ADMIN_DOWNLOADS)) {
      const url = fillParams(path, ids);
      const res = await staff[role].get(url, { maxRedirects: 0 });
      if (rule(role)) expect([200, 400, 404], `${role} GET ${url}`).toContain(res.status());
      else expect(res.status(), `${role} GET ${url}`).toBe(403);
    }
  }
  // The admin opens them all (unknown proposal and backup names are simply not found).
  for (const p of adminPages) await expectStatus(admin, fillParams(p.path, ids), 200, "admin");

  // Client-side navigations (`.data`) are refused the same way, without the page's data.
  const anonymousData = await anonymous.get("/dashboard/billing.data", { maxRedirects: 0 });
  expect(await anonymousData.text()).toMatch(
    /"SingleFetchRedirect".*"\/auth\?redirectTo=%2Fdashboard%2Fbilling".*302/,
  );
  const anonymousAdminData = await anonymous.get(`/admin/support/${ids.ticketId}.data`, {
    maxRedirects: 0,
  });
  const anonymousAdmin = await anonymousAdminData.text();
  expect(anonymousAdmin).toContain("SingleFetchRedirect");
  expect(anonymousAdmin).not.toContain("Export des bulletins");
  const customerData = await customer.api.get("/admin/clients.data", { maxRedirects: 0 });
  expect(await customerData.text()).toMatch(/"SingleFetchRedirect".*"redirect","\/dashboard"/);
  const billingTicket = await staff.billing.get(`/admin/support/${ids.ticketId}.data`, { maxRedirects: 0 });
  expect(billingTicket.status()).toBe(403);
  expect(await billingTicket.text()).not.toContain("Export des bulletins");
  const salesInvoice = await staff.sales.get(`/admin/billing/${ids.invoiceId}.data`, { maxRedirects: 0 });
  expect(salesInvoice.status()).toBe(403);
  expect(await salesInvoice.text()).not.toContain("Abonnement Premium");
  const supportLogs = await staff.support.get("/admin/logs.data", { maxRedirects: 0 });
  expect(supportLogs.status()).toBe(403);
  expect(await supportLogs.text()).not.toContain("staff.role");

  // Another institution's records: not found, in pages, `.data` and downloads alike.
  for (const url of [
    `/dashboard/support?ticket=${ids.ticketId}`,
    `/dashboard/support.data?ticket=${ids.ticketId}`,
    `/dashboard/billing/invoices/${ids.invoiceId}/pdf`,
  ]) {
    const res = await other.api.get(url, { maxRedirects: 0 });
    expect(res.status(), `other institution GET ${url}`).toBe(404);
    expect(await res.text()).not.toContain("Export des bulletins");
  }
  const otherBilling = await (await other.api.get("/dashboard/billing.data")).text();
  expect(otherBilling).not.toContain(ids.invoiceId);
  // And a user without an institution sees no one's.
  const loner = await signUp(uniqueEmail("securite-sans-etablissement"));
  for (const path of ["/dashboard/billing", "/dashboard/support", "/dashboard/subscription"]) {
    const res = await expectStatus(loner, path, 302, "user without an institution");
    expect(res.headers().location).toBe("/dashboard");
  }
  const lonerAttachment = await loner.get(`/dashboard/support/attachments/${ids.attachmentId}`, {
    maxRedirects: 0,
  });
  expect(lonerAttachment.status()).toBe(302);

  for (const api of [anonymous, admin, customer.api, other.api, loner, ...Object.values(staff)])
    await api.dispose();
});
