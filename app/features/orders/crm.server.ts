import { data } from "react-router";
import type { Kysely } from "kysely";
import { z } from "#app/lib/forms/zod.ts";
import type { RouterContextProvider } from "react-router";
import { firstErrors } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { recordAudit } from "#app/features/crm/guard.server.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import type { DB } from "#server/db/schema.ts";
import { advanceOrder } from "./orders.server.ts";
import { ORDER_STAGES } from "./timeline.ts";

/** The client page's "move to the next step" form: the order and the step it should reach. */
export const OrderAdvanceSchema = z.object({
  orderId: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64),
  stage: z.enum(ORDER_STAGES, { error: "orderStage" }),
});

interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
}

/** Moves one of the client's orders one step, logged with the person and the time. */
export async function applyOrderAdvance(
  db: Kysely<DB>,
  actor: Actor,
  institutionId: string,
  form: FormData,
  now: Date,
) {
  const intent = "order-advance";
  const values = { orderId: String(form.get("orderId") ?? ""), stage: String(form.get("stage") ?? "") };
  const parsed = OrderAdvanceSchema.safeParse(values);
  if (!parsed.success)
    return data<AdminReply>(
      { intent, fieldErrors: firstErrors(parsed.error, ADMIN_ERRORS), values },
      { status: 400 },
    );
  const { orderId, stage } = parsed.data;
  const result = await advanceOrder(
    db,
    {
      institutionId,
      orderId,
      target: stage,
      actor: { userId: actor.session.user.id, name: actor.session.user.displayName },
      now,
    },
    async (tx, change) => {
      await recordAudit(tx, actor, {
        action: "order.advance",
        entityType: "institution",
        entityId: institutionId,
        // Facts, said in each reader's language by the history (app/features/crm/history).
        changes: { order: change.reference, orderStage: [change.from, stage] },
      });
    },
  );
  if (!result.ok && result.error === "notFound")
    return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });
  if (!result.ok)
    return data<AdminReply>({ intent, fieldErrors: { orderId: "orderStale" }, values }, { status: 409 });
  return data<AdminReply>({ intent, ok: true, message: "orders.moved", values });
}
