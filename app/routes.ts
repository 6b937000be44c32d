import { type RouteConfig, type RouteConfigEntry, layout, route } from "@react-router/dev/routes";
import { PAGES, SERVICE_REDIRECTS, type PageDef } from "./lib/routing/pages.ts";
import { localizedPath } from "./lib/routing/localized-path.ts";
import { LANGUAGES, type Language } from "./lib/i18n/languages.ts";

/**
 * The route table (spec §2), generated from `routing/pages.ts` once per language:
 * French at the spec's paths, English under `/en` with the same slugs.
 */
const AREA_LAYOUTS: Partial<Record<PageDef["area"], string>> = {
  "client-space": "features/client-space/routes/layout.tsx",
  admin: "features/crm/routes/layout.tsx",
};
/** Where each area's paths start: an unknown path below is a 404 inside the area's layout. */
const AREA_ROOTS: Partial<Record<PageDef["area"], string>> = {
  "client-space": "/dashboard",
  admin: "/admin",
};

function routeId(lang: Language, id: string): string {
  return lang === "fr" ? id : `${lang}.${id}`;
}

function routesFor(lang: Language): RouteConfigEntry[] {
  const pageRoute = (p: PageDef) => route(localizedPath(p.path, lang), p.file, { id: routeId(lang, p.id) });
  const flat = PAGES.filter((p) => !AREA_LAYOUTS[p.area]).map(pageRoute);
  const grouped = Object.entries(AREA_LAYOUTS).map(([area, file]) =>
    layout(file, { id: routeId(lang, `layout.${area}`) }, [
      ...PAGES.filter((p) => p.area === area).map(pageRoute),
      route(
        localizedPath(`${AREA_ROOTS[area as PageDef["area"]]}/*`, lang),
        "features/site/routes/area-not-found.tsx",
        {
          id: routeId(lang, `notFound.${area}`),
        },
      ),
    ]),
  );
  const redirects = Object.keys(SERVICE_REDIRECTS).map((slug) =>
    route(localizedPath(`/services/${slug}`, lang), "features/site/routes/service-redirect.tsx", {
      id: routeId(lang, `redirect.${slug}`),
    }),
  );
  const notFound = route(lang === "fr" ? "*" : "/en/*", "features/site/routes/not-found.tsx", {
    id: routeId(lang, "notFound"),
  });
  // A failing page for the end-to-end test of the 500 page; never part of a normal build.
  const testOnly =
    process.env.E2E === "1"
      ? [
          route(localizedPath("/test-only/boom", lang), "features/testing/routes/boom.tsx", {
            id: routeId(lang, "testOnly.boom"),
          }),
          // A page with deliberate accessibility violations, for the accessibility checker's test.
          route(
            localizedPath("/test-only/a11y-violations", lang),
            "features/testing/routes/a11y-violations.tsx",
            {
              id: routeId(lang, "testOnly.a11yViolations"),
            },
          ),
          // The shared UI primitives on their own, for their one keyboard and focus test.
          route(
            localizedPath("/test-only/ui-primitives", lang),
            "features/testing/routes/ui-primitives.tsx",
            {
              id: routeId(lang, "testOnly.uiPrimitives"),
            },
          ),
        ]
      : [];
  // Lead capture: the demo's reschedule and cancel pages, reached from its confirmation e-mail.
  const demoBooking = ["reschedule", "cancel"].map((action) =>
    route(
      localizedPath(`/demo/${action === "reschedule" ? "reprogrammer" : "annuler"}/:token`, lang),
      "features/leads/routes/demo-booking.tsx",
      { id: routeId(lang, `demoBooking.${action}`) },
    ),
  );
  // A proposal's signed link, e-mailed to the customer (decision 032-online-proposals).
  const onlineProposal = route(
    localizedPath("/proposition/:token", lang),
    "features/crm/proposals/routes/online-proposal.tsx",
    { id: routeId(lang, "onlineProposal") },
  );
  return [...flat, ...grouped, ...redirects, ...demoBooking, onlineProposal, ...testOnly, notFound];
}

export default [
  route("/sitemap.xml", "features/site/routes/sitemap.ts"),
  route("/robots.txt", "features/site/routes/robots.ts"),
  // Lead capture endpoints (form tokens, feedback widget, webinar registration, chatbot leads).
  route("/api/form-token", "features/leads/routes/api-form-token.ts"),
  route("/api/feedback", "features/leads/routes/api-feedback.ts"),
  route("/api/webinar-registration", "features/leads/routes/api-webinar-registration.ts"),
  route("/api/leads/chatbot", "features/chat/routes/api-chatbot-lead.ts"),
  // First-party analytics events, sent by app/features/tracking/track.ts (issue 9).
  route("/api/events", "features/tracking/routes/api-events.ts"),
  route("/api/consent", "features/tracking/routes/api-consent.ts"),
  // The banner's "Terminer" of a support sign-in as a customer (decision 014).
  route("/api/impersonation/end", "features/crm/clients/routes/api-impersonation-end.ts"),
  // Site search index, fetched by the search palette on first use (issue 9).
  route("/api/search-index", "features/search/routes/api-search-index.ts"),
  // `/en/search?q=` (and `/search?q=`) lead to the search page of their language, query kept.
  route("/search", "features/search/routes/search-redirect.ts", { id: "searchRedirect" }),
  route("/en/search", "features/search/routes/search-redirect.ts", { id: "en.searchRedirect" }),
  // Client space downloads (issue 7): each checks the session and the institution itself.
  route("/dashboard/billing/invoices/:invoiceId/pdf", "features/client-space/routes/invoice-pdf.ts"),
  route("/dashboard/support/attachments/:attachmentId", "features/client-space/routes/attachment.ts"),
  route("/dashboard/profile/export", "features/client-space/routes/profile-export.ts"),
  route("/dashboard/quotes/:proposalId/pdf", "features/client-space/routes/quote-pdf.ts"),
  // A proposal's PDF through its signed link (decision 032-online-proposals).
  route("/proposition/:token/pdf", "features/crm/proposals/routes/online-proposal-pdf.ts"),
  // Admin CRM downloads (issue 8): each checks the staff role and permission itself.
  route("/admin/export/leads.csv", "features/crm/pipeline/routes/leads-export.ts"),
  route("/admin/billing/:invoiceId/pdf", "features/crm/billing/routes/invoice-pdf.ts"),
  route("/admin/proposals/:proposalId/pdf", "features/crm/proposals/routes/proposal-pdf.ts"),
  route("/admin/export/reports/:file", "features/crm/analytics/routes/report-export.ts"),
  route("/admin/backups/:name/download", "features/crm/system/routes/backup-download.ts"),
  route("/admin/support/attachments/:attachmentId", "features/crm/support/routes/attachment.ts"),
  // The CRM palette's results (issue 20 §5): checks the staff role itself.
  route("/admin/api/search", "features/crm/search/routes/api-search.ts"),
  // The bell's live unread count (issue 20 §7): server-sent events, staff only.
  route("/admin/api/notifications/stream", "features/crm/notifications/routes/stream.ts"),
  ...(process.env.E2E === "1"
    ? [
        route("/test-only/client-space", "features/testing/routes/client-space.ts"),
        route("/test-only/impersonation", "features/testing/routes/impersonation.ts"),
        route("/test-only/clock", "features/testing/routes/clock.ts"),
      ]
    : []),
  ...LANGUAGES.flatMap(routesFor),
] satisfies RouteConfig;
