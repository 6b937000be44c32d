import { type RouteConfig, type RouteConfigEntry, layout, route } from "@react-router/dev/routes";
import { PAGES, SERVICE_REDIRECTS, type PageDef } from "./routing/pages.ts";
import { localizedPath } from "./routing/localized-path.ts";
import { LANGUAGES, type Language } from "./i18n/languages.ts";

/**
 * The route table (spec §2), generated from `routing/pages.ts` once per language:
 * French at the spec's paths, English under `/en` with the same slugs.
 */
const AREA_LAYOUTS: Partial<Record<PageDef["area"], string>> = {
  account: "routes/dashboard/layout.tsx",
  admin: "routes/admin/layout.tsx",
};

function routeId(lang: Language, id: string): string {
  return lang === "fr" ? id : `${lang}.${id}`;
}

function routesFor(lang: Language): RouteConfigEntry[] {
  const pageRoute = (p: PageDef) => route(localizedPath(p.path, lang), p.file, { id: routeId(lang, p.id) });
  const flat = PAGES.filter((p) => !AREA_LAYOUTS[p.area]).map(pageRoute);
  const grouped = Object.entries(AREA_LAYOUTS).map(([area, file]) =>
    layout(
      file,
      { id: routeId(lang, `layout.${area}`) },
      PAGES.filter((p) => p.area === area).map(pageRoute),
    ),
  );
  const redirects = Object.keys(SERVICE_REDIRECTS).map((slug) =>
    route(localizedPath(`/services/${slug}`, lang), "routes/service-redirect.tsx", {
      id: routeId(lang, `redirect.${slug}`),
    }),
  );
  const notFound = route(lang === "fr" ? "*" : "/en/*", "routes/not-found.tsx", {
    id: routeId(lang, "notFound"),
  });
  // A failing page for the end-to-end test of the 500 page; never part of a normal build.
  const testOnly =
    process.env.E2E === "1"
      ? [
          route(localizedPath("/test-only/boom", lang), "routes/test-only/boom.tsx", {
            id: routeId(lang, "testOnly.boom"),
          }),
          // A page with deliberate accessibility violations, for the accessibility checker's test.
          route(localizedPath("/test-only/a11y-violations", lang), "routes/test-only/a11y-violations.tsx", {
            id: routeId(lang, "testOnly.a11yViolations"),
          }),
        ]
      : [];
  // Lead capture: the demo's reschedule and cancel pages, reached from its confirmation e-mail.
  const demoBooking = ["reschedule", "cancel"].map((action) =>
    route(
      localizedPath(`/demo/${action === "reschedule" ? "reprogrammer" : "annuler"}/:token`, lang),
      "routes/marketing/demo-booking.tsx",
      { id: routeId(lang, `demoBooking.${action}`) },
    ),
  );
  return [...flat, ...grouped, ...redirects, ...demoBooking, ...testOnly, notFound];
}

export default [
  route("/sitemap.xml", "routes/resources/sitemap.ts"),
  route("/robots.txt", "routes/resources/robots.ts"),
  // Lead capture endpoints (form tokens, feedback widget, webinar registration, chatbot leads).
  route("/api/form-token", "routes/api/form-token.ts"),
  route("/api/feedback", "routes/api/feedback.ts"),
  route("/api/webinar-registration", "routes/api/webinar-registration.ts"),
  route("/api/leads/chatbot", "routes/api/chatbot-lead.ts"),
  // First-party analytics events, sent by app/analytics/track.ts (issue 9).
  route("/api/events", "routes/api/events.ts"),
  route("/api/consent", "routes/api/consent.ts"),
  // The banner's "Terminer" of a support sign-in as a customer (decision 014).
  route("/api/impersonation/end", "routes/api/impersonation-end.ts"),
  // Site search index, fetched by the search palette on first use (issue 9).
  route("/api/search-index", "routes/api/search-index.ts"),
  // `/en/search?q=` (and `/search?q=`) lead to the search page of their language, query kept.
  route("/search", "routes/resources/search-redirect.ts", { id: "searchRedirect" }),
  route("/en/search", "routes/resources/search-redirect.ts", { id: "en.searchRedirect" }),
  // Client space downloads (issue 7): each checks the session and the institution itself.
  route("/dashboard/billing/invoices/:invoiceId/pdf", "routes/dashboard/invoice-pdf.ts"),
  route("/dashboard/support/attachments/:attachmentId", "routes/dashboard/attachment.ts"),
  route("/dashboard/profile/export", "routes/dashboard/profile-export.ts"),
  // Admin CRM downloads (issue 8): each checks the staff role and permission itself.
  route("/admin/export/leads.csv", "routes/admin/leads-export.ts"),
  route("/admin/billing/:invoiceId/pdf", "routes/admin/invoice-pdf.ts"),
  route("/admin/proposals/:proposalId/pdf", "routes/admin/proposal-pdf.ts"),
  route("/admin/export/reports/:file", "routes/admin/report-export.ts"),
  route("/admin/backups/:name/download", "routes/admin/backup-download.ts"),
  ...(process.env.E2E === "1"
    ? [
        route("/test-only/client-space", "routes/test-only/client-space.ts"),
        route("/test-only/impersonation", "routes/test-only/impersonation.ts"),
        route("/test-only/clock", "routes/test-only/clock.ts"),
      ]
    : []),
  ...LANGUAGES.flatMap(routesFor),
] satisfies RouteConfig;
