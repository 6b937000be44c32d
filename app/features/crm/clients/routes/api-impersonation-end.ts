import type { Route } from "./+types/api-impersonation-end";
import { EndImpersonationSchema } from "#app/features/crm/clients/impersonation.ts";
import {
  clearImpersonationCookie,
  endImpersonation,
} from "#app/features/crm/clients/impersonation-session.server.ts";
import { flashCookie } from "#app/features/auth/flash.server.ts";
import { getImpersonation, services } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * `POST /api/impersonation/end`: the banner's "Terminer" (decision 014). It ends the impersonation
 * this browser runs under (written to the log with it), clears its cookie and goes back to the
 * admin CRM's page of that client, as the staff member. A plain form: no JavaScript needed. The
 * staff member's own session proves who ends it, not the customer's session the pages see, so
 * this is not an admin action behind `requireStaff`.
 */
export async function action(args: Route.ActionArgs) {
  const { lang } = EndImpersonationSchema.parse(Object.fromEntries(await requireForm(args.request)));
  const { origin, clientAddress } = args.context.get(requestInfoContext);
  const active = await getImpersonation(args);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", clearImpersonationCookie(origin));
  if (!active) {
    // Already over (expired, ended elsewhere): the session read cleared it; back to the admin CRM.
    headers.set("Location", localizedPath("/admin", lang));
    return new Response(null, { status: 303, headers });
  }
  await endImpersonation(services(args.context).db, active.view.id, "manual", clientAddress);
  headers.append("Set-Cookie", flashCookie("impersonationEnded", origin));
  const back = active.view.institutionId ? `/admin/clients/${active.view.institutionId}` : "/admin/clients";
  headers.set("Location", localizedPath(back, lang));
  return new Response(null, { status: 303, headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
