import type { ActionFunctionArgs } from "react-router";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { isMovable, passNights } from "#server/scheduler/nights.ts";

/**
 * End-to-end tests only (registered with E2E=1, answering 404 unless the server runs with E2E=1):
 * makes `days` nights pass (none by default: the invoice reminders need weeks) up to the next run
 * of `job`, which runs with whatever else is due (`passNights`); answers the runs made. Only the
 * scheduler's clock moves, and what is dated by it (issue dates, payments, proposals). Administrators
 * only, as the backups are.
 */
export async function action(args: ActionFunctionArgs) {
  if (process.env.E2E !== "1") throw new Response(null, { status: 404 });
  // What the night does is the administrators' business: only they may bring it forward.
  await requireStaff(args, "backups", "edit");
  const { scheduler } = services(args.context);
  const form = await requireForm(args.request);
  const job = String(form.get("job") ?? "");
  const days = Number(form.get("days") ?? 0);
  if (!isMovable(scheduler) || !Number.isInteger(days) || days < 0 || days > 3660)
    throw new Response(null, { status: 400 });
  const passed = await passNights(scheduler, job, days);
  if (!passed) throw new Response(null, { status: 400 });
  return Response.json({ now: passed.now.toISOString(), runs: passed.runs });
}
