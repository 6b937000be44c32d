import type { ReactNode } from "react";
import { data, Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { AccountBar } from "#app/features/auth/ui/account-bar.tsx";
import { DashboardNav } from "#app/features/client-space/ui/dashboard-nav.tsx";
import { SkeletonPage } from "#app/ui/skeleton.tsx";
import { clearFlashCookie, readFlash } from "#app/features/auth/flash.server.ts";
import { requireUser } from "#app/features/auth/guards.server.ts";
import { dropSessionCacheAfterAction } from "#app/features/auth/session.server.ts";
import { authPath } from "#app/features/auth/redirect.ts";
import { requestInfoContext } from "#app/context.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { AreaRouteError } from "#app/ui/errors/area-error.tsx";

/**
 * The client space (spec §2: /dashboard/*, sign-in required). The guard runs as middleware, before
 * every loader and action below this layout, and each page's loader checks again itself.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    await requireUser(args);
    return dropSessionCacheAfterAction(args, await next());
  },
];

export async function loader(args: Route.LoaderArgs) {
  const session = await requireUser(args);
  const flash = readFlash(args.request);
  const { origin } = args.context.get(requestInfoContext);
  const lang = languageOfPath(args.url.pathname);
  return data(
    {
      displayName: session.user.displayName,
      email: session.user.email,
      signOutAction: authPath(lang),
      flash,
      sessionExpiresAt: session.session.expiresAt.toISOString(),
    },
    flash ? { headers: { "Set-Cookie": clearFlashCookie(origin) } } : undefined,
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A loading placeholder while another client-space page's data loads (not for a form post).
  const loadingAnotherPage =
    navigation.state === "loading" &&
    !navigation.formData &&
    /\/dashboard(\/|$)/.test(navigation.location.pathname) &&
    navigation.location.pathname !== (typeof window === "undefined" ? "" : window.location.pathname);
  return (
    <DashboardFrame data={loaderData}>{loadingAnotherPage ? <SkeletonPage /> : <Outlet />}</DashboardFrame>
  );
}

function DashboardFrame({
  data,
  children,
}: {
  data: Route.ComponentProps["loaderData"];
  children: ReactNode;
}) {
  return (
    <>
      <AccountBar area="clientSpace" {...data} />
      <DashboardNav />
      {children}
    </>
  );
}

/**
 * A page of the client space the member's role may not open (403) or an item that does not exist
 * (404): said inside the space's layout, its navigation kept. Other errors get the site's error page.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const to = useLocalizedPath();
  const content = (
    <AreaRouteError error={error} text={(key) => t(`pageErrors.${key}`)} homeHref={to("/dashboard")} />
  );
  return loaderData ? <DashboardFrame data={loaderData}>{content}</DashboardFrame> : content;
}
