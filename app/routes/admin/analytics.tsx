import { Link } from "react-router";
import type { Route } from "./+types/analytics";
import { ANALYTICS_PERIODS, parsePeriod } from "#app/admin/analytics-period.ts";
import { loadAnalytics } from "#app/admin/analytics.server.ts";
import { requireStaff } from "#app/admin/guard.server.ts";
import { adminNamespace } from "#app/admin/locales.ts";
import { formatDate, formatNumber } from "#app/account/format.ts";
import { services } from "#app/auth/session.server.ts";
import { AdminPage, DailyChart, Panel, Stat, Table, TD, TH } from "#app/components/admin/ui.tsx";
import { useNamespace } from "#app/i18n/namespace.ts";
import { localizedPath } from "#app/routing/localized-path.ts";
import { loadPage } from "#app/routing/load-page.ts";
import { metaTags } from "#app/seo/seo.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "analytics", "view");
  const { db, database } = services(args.context);
  const days = parsePeriod(new URL(args.request.url).searchParams.get("days"));
  return { ...loadPage(args), analytics: await loadAnalytics(db, database.engine, days) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, analytics: a } = loaderData;
  const n = (value: number) => formatNumber(value, lang);
  const percent = (value: number | null) =>
    value === null
      ? t("common.none")
      : new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", {
          style: "percent",
          maximumFractionDigits: 1,
        }).format(value);
  const maxViews = Math.max(0, ...a.perDay.map((d) => d.views));
  const base = localizedPath("/admin/analytics", lang);
  return (
    <AdminPage
      title={text.heading}
      lead={`${t("analytics.range", { from: formatDate(a.from, lang), to: formatDate(a.to, lang) })} · ${t("analytics.lead")}`}
      actions={
        <nav aria-label={t("analytics.period")}>
          <ul className="flex gap-1">
            {ANALYTICS_PERIODS.map((days) => (
              <li key={days}>
                <Link
                  to={`${base}?days=${days}`}
                  aria-current={days === a.days ? "page" : undefined}
                  className={`btn ${days === a.days ? "btn-primary" : "btn-secondary"}`}
                >
                  {t("analytics.lastDays", { days })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("analytics.views")} value={n(a.totals.views)} />
        <Stat label={t("analytics.visitors")} value={n(a.totals.visitors)}>
          <p className="mt-1 text-xs text-ink-muted">{t("analytics.visitorsNote")}</p>
        </Stat>
        <Stat label={t("analytics.leads")} value={n(a.totals.leads)} />
        <Stat label={t("analytics.conversion")} value={percent(a.totals.conversion)} />
      </div>

      <Panel title={t("analytics.trafficTitle")} id="traffic">
        <DailyChart
          days={a.perDay.map((d) => ({ day: d.day, count: d.views }))}
          title={t("analytics.trafficTitle")}
          summary={t("analytics.trafficSummary", {
            views: n(a.totals.views),
            visitors: n(a.totals.visitors),
            max: n(maxViews),
          })}
        />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand">
            {t("analytics.perDayTable")}
          </summary>
          <div className="mt-2">
            <Table label={t("analytics.perDayTable")}>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.day")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.views")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.visitors")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.leads")}
                  </th>
                  {a.leadTypes.map((type) => (
                    <th key={type} scope="col" className={TH}>
                      {t(`leadTypes.${type}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {a.perDay.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className={TD}>
                      {formatDate(d.day, lang)}
                    </th>
                    <td className={TD}>{n(d.views)}</td>
                    <td className={TD}>{n(d.visitors)}</td>
                    <td className={TD}>{n(d.leads)}</td>
                    {a.leadTypes.map((type) => (
                      <td key={type} className={TD}>
                        {n(d.leadsByType[type] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </details>
      </Panel>

      <div className="grid gap-3 lg:grid-cols-2">
        <Panel title={t("analytics.topPages")} id="top-pages">
          {a.topPages.length ? (
            <Table label={t("analytics.topPages")}>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.page")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.views")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.visitors")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {a.topPages.map((p) => (
                  <tr key={p.path}>
                    <th scope="row" className={`${TD} font-normal`}>
                      <code>{p.path}</code>
                    </th>
                    <td className={TD}>{n(p.views)}</td>
                    <td className={TD}>{n(p.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <p className="text-sm text-ink-muted">{t("analytics.empty")}</p>
          )}
        </Panel>
        <Panel title={t("analytics.events")} id="events">
          {a.events.length ? (
            <Table label={t("analytics.events")}>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.type")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.name")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.count")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {a.events.map((e) => (
                  <tr key={`${e.type}:${e.name}`}>
                    <td className={TD}>{t(`analytics.eventTypes.${e.type}`)}</td>
                    <th scope="row" className={`${TD} font-normal`}>
                      <code>{e.name}</code>
                    </th>
                    <td className={TD}>{n(e.count)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <p className="text-sm text-ink-muted">{t("analytics.empty")}</p>
          )}
        </Panel>
        <Panel title={t("analytics.leadsByType")} id="leads-by-type">
          {a.leadsByType.length ? (
            <ul className="space-y-1 text-sm">
              {a.leadsByType.map((r) => (
                <li key={r.type} className="flex justify-between gap-2">
                  <span>{t(`leadTypes.${r.type}`)}</span>
                  <span className="font-semibold text-ink">{n(r.count)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{t("analytics.empty")}</p>
          )}
        </Panel>
        <Panel title={t("analytics.leadsBySource")} id="leads-by-source">
          {a.leadsBySource.length ? (
            <ul className="space-y-1 text-sm">
              {a.leadsBySource.map((r) => (
                <li key={r.source ?? ""} className="flex justify-between gap-2">
                  <span>{r.source ?? t("analytics.direct")}</span>
                  <span className="font-semibold text-ink">{n(r.count)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{t("analytics.empty")}</p>
          )}
        </Panel>
      </div>
    </AdminPage>
  );
}
