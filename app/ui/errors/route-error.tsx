import { lazy, Suspense, useEffect, useMemo, type ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { isRefusedStatus } from "./refused-status.ts";
import {
  canReloadAfterNetworkFailure,
  isNetworkFailure,
  reloadAfterNetworkFailure,
} from "#app/features/pwa/network-failure.ts";
import { track } from "#app/features/tracking/track.ts";

// Error pages are rare: their code is not part of every page's first load. The server renders them
// whole; in the browser the page stays as rendered until their code has arrived.
const NotFound = lazy(() => import("./not-found.tsx").then((m) => ({ default: m.NotFound })));
const AppError = lazy(() => import("./app-error.tsx").then((m) => ({ default: m.AppError })));
const RequestRefused = lazy(() =>
  import("./request-refused.tsx").then((m) => ({ default: m.RequestRefused })),
);

/** The answers an area (the CRM, the client space) shows in its own layout. */
export type AreaErrorStatus = 403 | 404;

export function areaErrorStatus(error: unknown): AreaErrorStatus | null {
  if (!isRouteErrorResponse(error)) return null;
  return error.status === 403 || error.status === 404 ? error.status : null;
}

/**
 * What an error boundary shows inside its frame: an area's own state for a refused (403) or
 * missing (404) page when it gives one, else the site's pages (not found, refused request, an
 * error with reload and back). A navigation that found no network reloads the page instead,
 * for the service worker to answer.
 */
export function RouteError({
  error,
  area,
}: {
  error: unknown;
  area?: Partial<Record<AreaErrorStatus, ReactNode>>;
}) {
  const status = isRouteErrorResponse(error) ? error.status : null;
  const notFound = status === 404;
  // A post the server could not take (unreadable form, wrong method…): say so, not "an error occurred".
  const refused = status !== null && isRefusedStatus(status) ? status : null;
  const reloading = useMemo(() => isNetworkFailure(error) && canReloadAfterNetworkFailure(), [error]);
  useEffect(() => {
    if (reloading) return reloadAfterNetworkFailure();
    track("error", { name: notFound ? "not_found" : "app_error" });
  }, [reloading, notFound]);
  const own = status === 403 || status === 404 ? area?.[status] : undefined;
  if (own) return own;
  return (
    <Suspense>
      {reloading ? null : notFound ? (
        <NotFound />
      ) : refused ? (
        <RequestRefused status={refused} />
      ) : (
        <AppError />
      )}
    </Suspense>
  );
}
