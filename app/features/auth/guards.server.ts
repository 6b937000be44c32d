import { redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/context.ts";
import { languageOfPath, localizedPath } from "#app/lib/routing/localized-path.ts";
import { flashCookie } from "./flash.server.ts";
import { authPath, dashboardPath, safeRedirectPath, signInRedirectFor } from "./redirect.ts";
import { getSession, services, type SessionInfo } from "./session.server.ts";

/**
 * Access rules of the client space and the admin CRM, enforced on the server (spec §2, §6;
 * DECISIONS.md point 2). Each guard throws a redirect; call it first in every loader and action
 * that needs it (STYLE.md: `requireUser(args)`), not only in the area's layout.
 */
export interface GuardArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
  /** React Router's cleaned URL (no `.data` suffix); derived from the request when absent. */
  readonly url?: URL;
}

/** Better Auth sends an expired or unknown verification link to its callback with `?error=`. */
const VERIFICATION_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"]);

function pageUrl(args: GuardArgs): URL {
  if (args.url) return args.url;
  const url = new URL(args.request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}

function origin(args: GuardArgs): string {
  return args.context.get(requestInfoContext).origin;
}

/** A signed-in user, or a redirect to the sign-in page that comes back here afterwards. */
export async function requireUser(args: GuardArgs): Promise<SessionInfo> {
  const session = await getSession(args);
  if (session) return session;
  const url = pageUrl(args);
  const error = url.searchParams.get("error");
  if (error && VERIFICATION_ERRORS.has(error)) {
    throw redirect(authPath(languageOfPath(url.pathname)), {
      headers: { "Set-Cookie": flashCookie("verificationExpired", origin(args)) },
    });
  }
  throw redirect(signInRedirectFor(url));
}

/** The sign-in page is for visitors: a signed-in user goes on to the remembered page or /dashboard. */
export async function requireAnonymous(args: GuardArgs): Promise<void> {
  const session = await getSession(args);
  if (!session) return;
  const url = pageUrl(args);
  throw redirect(
    safeRedirectPath(url.searchParams.get("redirectTo"), dashboardPath(languageOfPath(url.pathname))),
  );
}

/**
 * An admin: anonymous visitors go to the sign-in page, other users to /dashboard. The role is read
 * from the database on every request, never from the e-mail address. With REQUIRE_ADMIN_2FA, the
 * admin must have two-factor authentication and have used it for this session.
 */
export async function requireAdmin(args: GuardArgs): Promise<SessionInfo> {
  const session = await getSession(args);
  const url = pageUrl(args);
  const lang = languageOfPath(url.pathname);
  if (!session) throw redirect(signInRedirectFor(url));
  if (session.user.role !== "admin") throw redirect(dashboardPath(lang));
  if (services(args.context).config.requireAdmin2fa) {
    const secondFactor = session.user.twoFactorEnabled && session.session.authLevel === 2;
    if (!secondFactor) {
      throw redirect(`${localizedPath("/dashboard/profile", lang)}#security`, {
        headers: { "Set-Cookie": flashCookie("adminTwoFactorRequired", origin(args)) },
      });
    }
  }
  return session;
}
