import { adminNamespace } from "#app/features/crm/locales.ts";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { Panel } from "#app/features/crm/ui/ui.tsx";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { formatDate } from "#app/features/client-space/format.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import type { OrderDetail } from "../orders.server.ts";
import { nextStage } from "../timeline.ts";
import { orderAmount, OrderTimeline, StageBadge } from "./order-parts.tsx";

/** The client page's orders: content, amount, timeline, and the button to the next step. */
export function ClientOrders({
  orders,
  canMove,
  reply,
  lang,
}: {
  orders: readonly OrderDetail[];
  canMove: boolean;
  reply: AdminReply | undefined;
  lang: Language;
}) {
  const { t } = useNamespace(adminNamespace);
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (
    <Panel title={t("orders.title")} id="orders">
      {orders.length === 0 ? <p className="text-sm text-ink-muted">{t("orders.empty")}</p> : null}
      <ul className="space-y-6">
        {orders.map((o) => {
          const next = nextStage(o.stage);
          return (
            <li key={o.id} className="space-y-3 text-sm" data-order={o.reference}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-ink">
                  <strong>{o.reference}</strong> · {o.plan} · {formatDate(o.createdAt, lang)} ·{" "}
                  {orderAmount(tt, o, lang, "orders")}
                </p>
                <StageBadge stage={o.stage} label={t(`orders.stages.${o.stage}`)} />
              </div>
              <OrderTimeline
                steps={o.timeline}
                lang={lang}
                t={tt}
                prefix="orders"
                label={t("orders.timeline", { reference: o.reference })}
              />
              {canMove && next ? (
                <AdminForm
                  intent="order-advance"
                  reply={reply}
                  hidden={{ orderId: o.id, stage: next }}
                  idPrefix={`order-${o.id}`}
                  submitLabel={t("orders.moveTo", { stage: t(`orders.stages.${next}`) })}
                  submitAriaLabel={t("orders.moveLabel", {
                    reference: o.reference,
                    stage: t(`orders.stages.${next}`),
                  })}
                  pendingLabel={t("common.working")}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
