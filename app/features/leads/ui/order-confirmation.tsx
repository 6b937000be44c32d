import { Link } from "react-router";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import type { OrderView } from "#app/features/leads/order-view.ts";

/** The order just placed, on the success page (checkout lands there). */
export function OrderConfirmation({ order }: { order: OrderView | null }) {
  const { t } = useNamespace(formsNamespace);
  const to = useLocalizedPath();
  if (!order) return null;
  return (
    <section aria-labelledby="order-title" className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
      <div className="rounded-2xl border border-success/40 bg-surface p-6 shadow-sm">
        <h2 id="order-title" className="text-xl font-bold text-ink">
          {t("success.orderTitle")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("success.orderText", { reference: order.reference })}</p>
        <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">{t("success.reference")}</dt>
            <dd className="font-mono font-semibold text-ink">{order.reference}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t("checkout.plan")}</dt>
            <dd className="font-semibold text-ink">
              {order.plan} – {order.students} {t("checkout.students").toLowerCase()}
            </dd>
          </div>
          {order.addons.length > 0 ? (
            <div>
              <dt className="text-ink-muted">{t("checkout.addons")}</dt>
              <dd className="font-semibold text-ink">{order.addons.join(", ")}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-ink-muted">{t("checkout.billingName")}</dt>
            <dd className="font-semibold text-ink">{order.billingName}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t("checkout.paymentSection")}</dt>
            <dd className="font-semibold text-ink">
              {order.payment}
              {order.iban ? <span className="block font-mono font-normal">{order.iban}</span> : null}
              {order.mandateReference ? (
                <span className="block font-normal text-ink-muted">{order.mandateReference}</span>
              ) : null}
            </dd>
          </div>
        </dl>
        <Link
          to={`${to("/dashboard/orders")}?commande=${encodeURIComponent(order.reference)}`}
          className="btn btn-secondary mt-6"
        >
          {t("success.orderDashboard")}
        </Link>
      </div>
    </section>
  );
}
