import { lazy, Suspense, useEffect, useState } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { requestInfoContext } from "./context.ts";
import { getSession, services, sessionCookies } from "./features/auth/session.server.ts";
import { staffRoleOf } from "./features/crm/guard.server.ts";
import {
  DEFAULT_BUSINESS,
  formatPostalAddress,
  type BusinessDetails,
} from "./features/crm/settings/business.ts";
import { currentSettings } from "./features/crm/settings/store.server.ts";
import type { Language } from "./lib/i18n/languages.ts";
import { languageOfPath, pageLanguageOfRequest } from "./lib/routing/localized-path.ts";
import { hasOwnFrame } from "./lib/routing/frame.ts";
import { withBrand } from "./features/site/seo/seo.ts";
import { readCookie } from "./lib/cookies.ts";
import { CONSENT_COOKIE, consentState, type ConsentState } from "./features/tracking/consent/consent.ts";
import { useConsentState } from "./features/tracking/consent/use-consent.ts";
import { isThemePreference, serverTheme, THEME_COOKIE, type ThemePreference } from "./ui/theme/theme.ts";
import { THEME_BOOT_SCRIPT } from "./ui/theme/boot-script.ts";
import { useNonce } from "./lib/nonce.tsx";
import { RouteError } from "./ui/errors/route-error.tsx";
import { SiteHeader } from "./features/site/ui/layout/site-header.tsx";
import { SkipLink } from "./features/site/ui/layout/skip-link.tsx";
import { ToastHost } from "./ui/toast-host.tsx";
import { FeedbackWidget } from "./features/leads/ui/feedback/feedback-widget.tsx";
import type { ImpersonationBannerData } from "./features/crm/clients/ui/impersonation-banner.tsx";
import { ensureLanguage } from "./lib/i18n/client.ts";
import { usePageViews } from "./features/tracking/use-page-views.ts";
import { hydrateLater, laterPartsReady } from "./ui/lazy/lazy-boundary.tsx";
import { pageHydrationSettled } from "./lib/use-hydrated.ts";
import "./app.css";

export interface RootData {
  readonly lang: Language;
  readonly theme: ThemePreference;
  readonly origin: string;
  /** The signed-in user, for the header's "Mon espace" and "Admin CRM" (spec §2), or null. */
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly displayName: string;
    readonly role: "user" | "admin";
    /** Any staff role (admin, sales, support, billing): the header's "Admin CRM" button. */
    readonly staff: boolean;
  } | null;
  /** The vendor's details for the footer (admin CRM configuration; cached, no query per page). */
  readonly business: BusinessDetails;
  /**
   * Its one-line postal address in the page's language, written here: the country's name would
   * otherwise load the browser's region names (`Intl.DisplayNames`) on every page while hydrating.
   */
  readonly businessAddress: string;
  /** A third-party analytics script awaiting or holding consent; null when none is configured. */
  readonly consent: ConsentState | null;
  /** A staff member signed in as `user` (decision 014): the banner on every page; else null. */
  readonly impersonation: ImpersonationBannerData | null;
}

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const stored = readCookie(request.headers.get("cookie"), THEME_COOKIE);
  const theme: ThemePreference = isThemePreference(stored) ? stored : "system";
  const { origin } = context.get(requestInfoContext);
  let user: RootData["user"] = null;
  let impersonation: RootData["impersonation"] = null;
  let cookies: readonly string[] = [];
  try {
    const session = await getSession(args);
    cookies = await sessionCookies(args);
    if (session) {
      const { id, email, displayName, role } = session.user;
      const staff = role === "admin" || (await staffRoleOf(services(context).db, session)) !== null;
      user = { id, email, displayName, role, staff };
      const acting = session.impersonation;
      if (acting) {
        const { staffName, reason, expiresAt } = acting;
        impersonation = {
          name: displayName,
          email,
          staff: staffName,
          reason,
          expiresAt: expiresAt.toISOString(),
        };
      }
    }
  } catch (error) {
    // Public pages still render (as for a visitor) when the session store does not answer.
    services(context).logger.error({ err: error }, "session read failed");
  }
  let business = DEFAULT_BUSINESS;
  try {
    business = (await currentSettings(services(context))).business;
  } catch (error) {
    services(context).logger.error({ err: error }, "settings read failed: default business details shown");
  }
  const consent = consentState(
    services(context).config.analyticsScriptUrl,
    readCookie(request.headers.get("cookie"), CONSENT_COOKIE),
  );
  const businessAddress = formatPostalAddress(business, lang);
  const payload: RootData = { lang, theme, origin, user, business, businessAddress, consent, impersonation };
  if (cookies.length === 0) return payload;
  // A renewed session cookie, or the removal of an expired one.
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return data(payload, { headers });
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/**
 * On client navigations the target language's `common` texts are loaded before anything renders.
 * Fetcher calls to endpoints (`/api/…`) run this too, and must leave the page's language as it is.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    const lang = pageLanguageOfRequest(new URL(request.url).pathname);
    if (lang) await ensureLanguage(lang);
  },
];

/** Pages that fail (a 404 thrown by a loader, or a server error) still get a title and stay out of indexes. */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const lang = languageOfPath(location.pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound
    ? { fr: "Page non trouvée", en: "Page not found" }[lang]
    : { fr: "Une erreur est survenue", en: "An error occurred" }[lang];
  return [{ title: withBrand(title, lang) }, { name: "robots", content: "noindex,nofollow" }];
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const lang = data?.lang ?? "fr";
  // The server's class is kept as first rendered: afterwards the theme store (and the pre-paint
  // script before it) owns `dark` on <html>, and a later loader revalidation must not undo it.
  const [htmlClass] = useState(() => (serverTheme(data?.theme ?? "system") === "dark" ? "dark" : undefined));
  return (
    <html lang={lang} className={htmlClass} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The frame of every page: the site's header, footer and floating widgets (chat, feedback), or,
 * below a layout that draws its own frame (the CRM's work shell, `FrameHandle`), only what every
 * page needs (skip link, toasts, network notices, service worker, shortcuts). The root's error
 * page always has the site's frame.
 */
function Shell({ children, siteFrame = false }: { children: React.ReactNode; siteFrame?: boolean }) {
  usePageViews();
  const ownFrame = hasOwnFrame(useMatches()) && !siteFrame;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Impersonation />
      {ownFrame ? (
        children
      ) : (
        <>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
        </>
      )}
      <ToastHost />
      {ownFrame ? null : (
        <>
          <ChatLauncher />
          <FeedbackWidget />
        </>
      )}
      <NetworkNotices />
      <ServiceWorkerHost />
      <A11yCheckerShortcut />
      <Consent />
    </div>
  );
}

// Parts of the frame the server renders with the page and the browser hydrates after the first
// load (later-parts.ts).
const laterParts = () => import("./features/site/ui/layout/later-parts.ts");
const SiteFooter = hydrateLater(() => laterParts().then((m) => m.SiteFooter));
const ChatLauncher = hydrateLater(() => laterParts().then((m) => m.ChatLauncher));
const NetworkNotices = hydrateLater(() => laterParts().then((m) => m.NetworkNotices));
const ServiceWorkerHost = hydrateLater(() => laterParts().then((m) => m.ServiceWorkerHost));
const A11yCheckerShortcut = hydrateLater(() => laterParts().then((m) => m.A11yCheckerShortcut));

// Only a site configured with a third-party analytics script asks for consent: the banner's code
// is not part of the first load otherwise.
const ConsentBanner = lazy(() => import("./features/tracking/ui/consent-banner.tsx"));

function Consent() {
  const consent = useConsentState();
  return consent ? (
    <Suspense>
      <ConsentBanner consent={consent} />
    </Suspense>
  ) : null;
}

// Only a staff member signed in as a customer sees this banner: its code is not part of the first
// load otherwise.
const ImpersonationBanner = lazy(() => import("./features/crm/clients/ui/impersonation-banner.tsx"));

function Impersonation() {
  const data = useRootData();
  return data?.impersonation ? (
    <Suspense>
      <ImpersonationBanner impersonation={data.impersonation} lang={data.lang} />
    </Suspense>
  ) : null;
}

export default function App() {
  useEffect(() => {
    // Lets end-to-end tests wait until React handles events, in the parts hydrated later too.
    void laterPartsReady()
      .then(pageHydrationSettled)
      .then(() => {
        document.documentElement.dataset.hydrated = "true";
      });
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell siteFrame>
      <RouteError error={error} />
    </Shell>
  );
}

export function HydrateFallback() {
  return null;
}
