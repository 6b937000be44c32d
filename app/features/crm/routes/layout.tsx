import type { ReactNode } from "react";
import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { CrmShell } from "#app/features/crm/ui/crm-shell.tsx";
import { CrmSearchButton } from "#app/features/crm/search/ui/crm-search-button.tsx";
import { NotificationBell } from "#app/features/crm/notifications/ui/notification-bell.tsx";
import { unreadCount } from "#app/features/crm/notifications/notifications.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { sectionsFor } from "#app/features/crm/nav.ts";
import { clearFlashCookie, readFlash } from "#app/features/auth/flash.server.ts";
import { authPath } from "#app/features/auth/redirect.ts";
import { dropSessionCacheAfterAction } from "#app/features/auth/session.server.ts";
import { requireStaffMember } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { requestInfoContext } from "#app/context.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { AreaRouteError } from "#app/ui/errors/area-error.tsx";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import type { FrameHandle } from "#app/lib/routing/frame.ts";

/**
 * The admin CRM (spec §2, §6; DECISIONS.md point 2; issue 8): anonymous visitors go to the sign-in
 * page, customers to /dashboard. The middleware admits staff only, for every loader and action
 * below this layout; each page then checks its own permission (`requireStaff`).
 */
/** The CRM draws its own frame (work shell): the root leaves out the site's header, footer and widgets. */
export const handle: FrameHandle = { frame: "own" };

export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    await requireStaffMember(args);
    return dropSessionCacheAfterAction(args, await next());
  },
];

export async function loader(args: Route.LoaderArgs) {
  const { session, role } = await requireStaffMember(args);
  const flash = readFlash(args.request);
  const { origin } = args.context.get(requestInfoContext);
  return data(
    {
      displayName: session.user.displayName,
      email: session.user.email,
      signOutAction: authPath(languageOfPath(args.url.pathname)),
      flash,
      sessionExpiresAt: session.session.expiresAt.toISOString(),
      role,
      sections: sectionsFor(role),
      unread: await unreadCount(services(args.context).db, session.user.id),
    },
    flash ? { headers: { "Set-Cookie": clearFlashCookie(origin) } } : undefined,
  );
}

type LayoutData = Route.ComponentProps["loaderData"];

function AdminFrame({ data, children }: { data: LayoutData; children: ReactNode }) {
  const { displayName, email, role, sections, signOutAction, flash, sessionExpiresAt, unread } = data;
  return (
    <CrmShell
      person={{ displayName, email, role }}
      visible={sections}
      signOutAction={signOutAction}
      flash={flash}
      sessionExpiresAt={sessionExpiresAt}
      search={<CrmSearchButton />}
      notifications={<NotificationBell unread={unread} />}
    >
      {children}
    </CrmShell>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame data={loaderData}>
      <Outlet />
    </AdminFrame>
  );
}

/**
 * A page of the CRM that the role may not open (403) or a record that does not exist (404):
 * said inside the CRM's layout, its navigation kept. Other errors get the site's error page.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const { t } = useNamespace(adminNamespace);
  const to = useLocalizedPath();
  const content = (
    <AreaRouteError error={error} text={(key) => t(`pageErrors.${key}`)} homeHref={to("/admin")} />
  );
  // The layout's own loader failed: no navigation to show, the error alone in the page.
  return loaderData ? (
    <AdminFrame data={loaderData}>{content}</AdminFrame>
  ) : (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      {content}
    </main>
  );
}
