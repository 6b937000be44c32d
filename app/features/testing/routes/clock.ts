import type { ActionFunctionArgs } from "react-router";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import type { OffsetClock } from "#server/scheduler/clock.ts";

/**
 * End-to-end tests only (registered with E2E=1, answering 404 unless the server runs with E2E=1):
 * moves the clock of the server's daily jobs `days` days forward (none by default: the invoice
 * reminders need weeks to pass), then to the next run of `job` (a second past it), and runs what
 * is due, as if the nights had passed; answers the runs made. Only the scheduler's clock moves
 * (the rest of the server keeps the real time). Administrators only, as the backups are.
 */
export async function action(args: ActionFunctionArgs) {
  if (process.env.E2E !== "1") throw new Response(null, { status: 404 });
  // What the night does is the administrators' business: only they may bring it forward.
  await requireStaff(args, "backups", "edit");
  const { scheduler } = services(args.context);
  const clock = scheduler.clock as Partial<OffsetClock>;
  const form = await requireForm(args.request);
  const job = form.get("job");
  const days = Number(form.get("days") ?? 0);
  const known = scheduler.next().some((j) => j.job === job && j.at !== null);
  if (!known || !Number.isInteger(days) || days < 0 || days > 3660 || typeof clock.advance !== "function")
    throw new Response(null, { status: 400 });
  clock.advance(days * 86_400_000);
  const next = scheduler.next().find((j) => j.job === job)!.at!;
  clock.advance(Math.max(0, next.getTime() - scheduler.clock.now().getTime()) + 1000);
  const runs = await scheduler.tick();
  return Response.json({ now: scheduler.clock.now().toISOString(), runs });
}
