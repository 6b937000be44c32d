import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AccountBar } from "#app/components/account/account-bar.tsx";
import { clearFlashCookie, readFlash } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { authPath } from "#app/auth/redirect.ts";
import { requestInfoContext } from "#app/context.ts";
import { languageOfPath } from "#app/routing/localized-path.ts";

/**
 * The admin CRM (spec §2, §6; DECISIONS.md point 2): anonymous visitors go to the sign-in page,
 * other users to /dashboard. The middleware guards every loader and action below this layout,
 * including actions of pages that forget their own check; each page checks again anyway.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    await requireAdmin(args);
    return next();
  },
];

export async function loader(args: Route.LoaderArgs) {
  const session = await requireAdmin(args);
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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AccountBar area="adminArea" {...loaderData} />
      <Outlet />
    </>
  );
}
