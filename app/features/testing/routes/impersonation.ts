import type { ActionFunctionArgs } from "react-router";
import { getImpersonation, services } from "#app/features/auth/session.server.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * End-to-end tests only (registered with E2E=1, answering 404 unless the server runs with E2E=1):
 * `expire` moves the end of this browser's impersonation to a second ago, as if its 30 minutes
 * had passed, so that the next request meets an expired impersonation.
 */
export async function action(args: ActionFunctionArgs) {
  if (process.env.E2E !== "1") throw new Response(null, { status: 404 });
  const form = await requireForm(args.request);
  if (form.get("step") !== "expire") throw new Response(null, { status: 400 });
  const active = await getImpersonation(args);
  if (!active) throw new Response(null, { status: 404 });
  await services(args.context)
    .db.updateTable("impersonation")
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where("id", "=", active.view.id)
    .execute();
  return Response.json({ ok: true });
}
