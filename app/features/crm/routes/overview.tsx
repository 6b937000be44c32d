import type { Route } from "./+types/overview";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { loadOverview } from "#app/features/crm/overview.server.ts";
import { formatDate, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, DailyChart, Panel, Stat } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { Link } from "react-router";
import { myTasks } from "#app/features/crm/tasks/tasks.server.ts";
import { MyTasks } from "#app/features/crm/tasks/ui/tasks-panel.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { session, role, lang } = await requireStaff(args, "overview", "view");
  const { db, database, clock } = services(args.context);
  return {
    ...loadPage(args),
    overview: await loadOverview(db, database.engine),
    myTasks: await myTasks(db, { id: session.user.id, role, lang }, clock.now()),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, overview: o } = loaderData;
  const from = o.weekStart.slice(0, 10);
  const quotes = (query: string) => `${localizedPath("/admin/quotes", lang)}?${query}`;
  const total = o.perDay.reduce((s, d) => s + d.count, 0);
  const max = Math.max(0, ...o.perDay.map((d) => d.count));
  return (
    <AdminPage
      title={text.heading}
      lead={t("overview.week", { from: formatDate(o.weekStart, lang), to: formatDate(o.weekEnd, lang) })}
    >
      <MyTasks groups={loaderData.myTasks} lang={lang} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat
          label={t("overview.newLeads")}
          value={formatNumber(o.newLeads, lang)}
          to={quotes(`from=${from}`)}
        />
        <Stat
          label={t("overview.demosBooked")}
          value={formatNumber(o.demosBooked, lang)}
          to={quotes(`type=demo&from=${from}`)}
        />
        <Stat
          label={t("overview.lateTickets")}
          value={formatNumber(o.lateTickets, lang)}
          to={`${localizedPath("/admin/support", lang)}?overdue=1`}
        />
        <Stat
          label={t("overview.activeSubscriptions")}
          value={formatNumber(o.activeSubscriptions, lang)}
          to={`${localizedPath("/admin/subscriptions", lang)}?status=active`}
        />
        <Stat
          label={t("overview.mrr")}
          value={formatMoney(o.mrrCents, lang)}
          to={`${localizedPath("/admin/subscriptions", lang)}?status=active`}
        />
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        <Panel title={t("overview.byType")} id="by-type">
          <ul className="space-y-1 text-sm">
            {o.byType.map((r) => (
              <li key={r.type} className="flex justify-between gap-2">
                <Link to={quotes(`type=${r.type}&from=${from}`)} className="text-brand hover:underline">
                  {t(`leadTypes.${r.type}`)}
                </Link>
                <span className="font-semibold text-ink">{formatNumber(r.count, lang)}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t("overview.bySource")} id="by-source">
          <ul className="space-y-1 text-sm">
            {o.bySource.map((r) => (
              <li key={r.source ?? "direct"} className="flex justify-between gap-2">
                <Link
                  to={quotes(`source=${encodeURIComponent(r.source ?? "direct")}&from=${from}`)}
                  className="text-brand hover:underline"
                >
                  {r.source ?? t("overview.direct")}
                </Link>
                <span className="font-semibold text-ink">{formatNumber(r.count, lang)}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t("overview.quotesByStage")} id="by-stage">
          <ul className="space-y-1 text-sm">
            {o.stages.map((r) => (
              <li key={r.stage} className="flex justify-between gap-2">
                <Link to={quotes(`stage=${r.stage}`)} className="text-brand hover:underline">
                  {t(`stages.${r.stage}`)}
                </Link>
                <span className="text-ink">
                  {t("overview.stageValue", {
                    count: formatNumber(r.count, lang),
                    value: formatMoney(r.valueCents, lang),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
      <Panel title={t("overview.chartTitle")} id="per-day">
        <DailyChart
          days={o.perDay}
          title={t("overview.chartTitle")}
          summary={t("overview.chartSummary", {
            total: formatNumber(total, lang),
            max: formatNumber(max, lang),
          })}
        />
      </Panel>
    </AdminPage>
  );
}
