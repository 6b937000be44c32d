import { Link } from "react-router";
import { Section } from "#app/features/client-space/ui/ui.tsx";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import type { OrderDetail } from "../orders.server.ts";
import { orderAmount, OrderTimeline, StageBadge } from "./order-parts.tsx";

/** One order of the client space: what it holds and its timeline. */
export function OrderDetailView({ order: o, lang }: { order: OrderDetail; lang: Language }) {
  const { t } = useNamespace(clientSpaceNamespace);
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (
    <>
      <p>
        <Link
          to={localizedPath("/dashboard/orders", lang)}
          className="text-brand underline-offset-2 hover:underline"
        >
          {t("orders.back")}
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Section title={t("orders.content")} id="order-content">
            <p className="mb-3 flex flex-wrap items-center gap-2 text-ink">
              <span className="text-lg font-bold">{o.plan}</span>
              <StageBadge stage={o.stage} label={t(`orders.stages.${o.stage}`)} />
            </p>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-ink">{t("orders.reference")}</dt>
                <dd className="text-ink-muted">
                  {o.reference} · {t(`orders.origins.${o.origin}`)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t("orders.date")}</dt>
                <dd className="text-ink-muted">
                  {t("orders.placed", { date: formatDate(o.createdAt, lang) })}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t("orders.content")}</dt>
                <dd className="text-ink-muted">{t("orders.students", { count: o.students })}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t("orders.addons")}</dt>
                <dd className="text-ink-muted">
                  {o.addons.length ? o.addons.join(", ") : t("orders.noAddons")}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t("orders.billingName")}</dt>
                <dd className="text-ink-muted">{o.billingName}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t("orders.amount")}</dt>
                <dd className="text-ink-muted" data-testid="order-amount">
                  {orderAmount(tt, o, lang, "orders")}
                </dd>
              </div>
            </dl>
            {o.lines.length ? (
              <div className="relative mt-4 overflow-x-auto">
                <table className="w-full min-w-[30rem] text-left text-sm">
                  <caption className="py-2 text-left font-semibold text-ink">{t("orders.lines")}</caption>
                  <tbody className="divide-y divide-line">
                    {o.lines.map((l, i) => (
                      <tr key={`${l.label}-${i}`}>
                        <td className="py-2 pr-3">{l.label}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">× {l.quantity}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">
                          {formatMoney(l.quantity * l.unitCents, lang)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </Section>
        </div>
        <Section title={t("orders.timeline")} id="order-timeline">
          <OrderTimeline steps={o.timeline} lang={lang} t={tt} prefix="orders" label={t("orders.timeline")} />
        </Section>
      </div>
    </>
  );
}
