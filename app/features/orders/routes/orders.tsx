import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ClientTable, EmptyState, PageBody, Section } from "#app/features/client-space/ui/ui.tsx";
import { formatDate } from "#app/features/client-space/format.ts";
import { notFound, requireMember } from "#app/features/client-space/guard.server.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { services } from "#app/features/auth/session.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { orderOfInstitution, ordersOfInstitution } from "#app/features/orders/orders.server.ts";
import { orderAmount, StageBadge } from "#app/features/orders/ui/order-parts.tsx";
import { OrderDetailView } from "#app/features/orders/ui/order-detail.tsx";

/**
 * The institution's orders (checkout and signed proposals) with where each one stands;
 * `?commande=<reference>` opens one of them (another institution's: 404), as `?ticket=` does on
 * the support page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const page = loadPage(args);
  const { db } = services(args.context);
  const reference = new URL(args.request.url).searchParams.get("commande");
  if (reference !== null) {
    if (!/^[A-Z]{2,4}-[0-9A-F]{8}$/.test(reference)) notFound();
    const order = await orderOfInstitution(db, member.institutionId, reference, page.lang);
    if (!order) notFound();
    return { ...page, orders: [], order };
  }
  const orders = await ordersOfInstitution(db, member.institutionId, page.lang);
  return { ...page, orders, order: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function DashboardOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const { lang, orders, order } = loaderData;
  if (order) {
    return (
      <>
        <PageHeader
          text={{ ...loaderData.text, heading: t("orders.detailTitle", { reference: order.reference }) }}
        />
        <PageBody>
          <OrderDetailView order={order} lang={lang} />
        </PageBody>
      </>
    );
  }
  return (
    <>
      <PageHeader text={loaderData.text} />
      <PageBody>
        <Section title={t("orders.listTitle")} id="orders">
          {orders.length === 0 ? (
            <EmptyState>{t("orders.empty")}</EmptyState>
          ) : (
            <ClientTable
              minWidth="min-w-[40rem]"
              heads={[
                { label: t("orders.reference") },
                { label: t("orders.date") },
                { label: t("orders.content") },
                { label: t("orders.amount"), numeric: true },
                { label: t("orders.status") },
              ]}
            >
              <tbody className="divide-y divide-line">
                {orders.map((o) => (
                  <tr key={o.id}>
                    <td className="py-2 pr-3">
                      <Link
                        to={`${localizedPath("/dashboard/orders", lang)}?commande=${o.reference}`}
                        className="font-semibold text-brand underline-offset-2 hover:underline"
                        aria-label={t("orders.open", { reference: o.reference })}
                      >
                        {o.reference}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">{formatDate(o.createdAt, lang)}</td>
                    <td className="py-2 pr-3">
                      {o.plan} · {t("orders.students", { count: o.students })}
                      {o.addons.length ? ` · ${o.addons.join(", ")}` : ""}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {orderAmount(tt, o, lang, "orders")}
                    </td>
                    <td className="py-2 pr-3">
                      <StageBadge stage={o.stage} label={t(`orders.stages.${o.stage}`)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ClientTable>
          )}
        </Section>
      </PageBody>
    </>
  );
}
