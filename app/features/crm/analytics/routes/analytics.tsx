import { Link } from "react-router";
import type { Route } from "./+types/analytics";
import { funnelSteps } from "#app/features/crm/analytics/analytics-funnel.ts";
import {
  ANALYTICS_PERIODS,
  parseAnalyticsRange,
  utcDay,
} from "#app/features/crm/analytics/analytics-period.ts";
import { loadAnalytics } from "#app/features/crm/analytics/analytics.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { analyticsTexts } from "#app/features/crm/analytics/analytics-locales.ts";
import { formatDate, formatDateTime, formatNumber } from "#app/features/client-space/format.ts";
import { analyticsFr } from "#app/features/crm/analytics/analytics-locales.ts";
import { services } from "#app/features/auth/session.server.ts";
import { Notice } from "#app/ui/notice.tsx";
import { FunnelChart } from "#app/features/crm/analytics/ui/funnel-chart.tsx";
import { AdminPage, DailyChart, Panel, Stat, Table, TD, TH } from "#app/features/crm/ui/ui.tsx";
import { TextField } from "#app/ui/form/fields.tsx";
import { FormStateProvider } from "#app/ui/form/form-context.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "analytics", "view");
  const { db, database } = services(args.context);
  const now = new Date();
  const { range, input, errors } = parseAnalyticsRange(new URL(args.request.url).searchParams, now);
  return {
    ...loadPage(args),
    analytics: await loadAnalytics(db, database.engine, range, now),
    rangeForm: { input, errors, today: utcDay(now) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, analyticsTexts);
  const { lang, text, analytics: a, rangeForm } = loaderData;
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
  const steps = funnelSteps(a.funnel);
  const { errors } = rangeForm;
  const invalid = Object.keys(errors).length > 0;
  const intentName = (intent: string) =>
    intent in intentNames ? t(`analytics.chatbot.intentNames.${intent as IntentName}`) : intent;
  return (
    <AdminPage
      title={text.heading}
      lead={`${t("analytics.range", { from: formatDate(a.from, lang), to: formatDate(a.to, lang) })} · ${t("analytics.lead")}`}
      actions={
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <nav aria-label={t("analytics.period")}>
            <ul className="flex flex-wrap gap-1">
              {ANALYTICS_PERIODS.map((days) => (
                <li key={days}>
                  <Link
                    to={`${base}?days=${days}`}
                    aria-current={days === a.preset && !invalid ? "page" : undefined}
                    className={`btn ${days === a.preset && !invalid ? "btn-primary" : "btn-secondary"}`}
                  >
                    {t("analytics.lastDays", { days })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <form
            // Remounted for each range, so that the fields show the range the page shows.
            key={`${a.from}|${a.to}|${rangeForm.input?.from ?? ""}|${rangeForm.input?.to ?? ""}`}
            method="get"
            action={base}
            aria-label={t("analytics.custom")}
            className="flex flex-wrap items-start gap-2"
          >
            <FormStateProvider
              value={{
                idPrefix: "range",
                generation: 0,
                errors: Object.fromEntries(
                  Object.entries(errors).map(([field, key]) => [
                    field,
                    key ? t(`analytics.rangeErrors.${key}`) : undefined,
                  ]),
                ),
                values: Object.fromEntries(
                  (["from", "to"] as const).map((field) => [
                    field,
                    // A date the browser cannot show (30 February) is left out, its error stays.
                    errors[field] === "invalidDate"
                      ? ""
                      : (rangeForm.input?.[field] ?? (field === "from" ? a.from : a.to).slice(0, 10)),
                  ]),
                ),
              }}
            >
              {(["from", "to"] as const).map((field) => (
                <TextField
                  key={field}
                  name={field}
                  type="date"
                  label={t(`analytics.${field}`)}
                  required
                  max={rangeForm.today}
                  className="max-w-48"
                />
              ))}
            </FormStateProvider>
            <button type="submit" className="btn btn-secondary sm:mt-7">
              {t("analytics.apply")}
            </button>
          </form>
        </div>
      }
    >
      {invalid ? <Notice tone="error">{t("analytics.rangeInvalid")}</Notice> : null}
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
        <Panel title={t("analytics.leadsByCampaign")} id="leads-by-campaign">
          <CountList
            rows={a.leadsByCampaign.map((r) => ({
              key: r.campaign ?? "",
              label: r.campaign ?? t("analytics.noCampaign"),
              count: r.count,
            }))}
            empty={t("analytics.empty")}
            n={n}
          />
        </Panel>
        <Panel title={t("analytics.leadsByMedium")} id="leads-by-medium">
          <CountList
            rows={a.leadsByMedium.map((r) => ({
              key: r.medium ?? "",
              label: r.medium ?? t("analytics.noMedium"),
              count: r.count,
            }))}
            empty={t("analytics.empty")}
            n={n}
          />
        </Panel>
        <Panel title={t("analytics.leadsByLanguage")} id="leads-by-language">
          <CountList
            rows={a.leadsByLanguage.map((r) => ({
              key: r.language ?? "",
              label:
                r.language === "fr" || r.language === "en"
                  ? t(`analytics.languages.${r.language}`)
                  : (r.language ?? t("analytics.noLanguage")),
              count: r.count,
            }))}
            empty={t("analytics.empty")}
            n={n}
          />
        </Panel>
      </div>

      <Panel title={t("analytics.funnel.title")} id="funnel">
        <p className="mb-3 text-xs text-ink-muted">{t("analytics.funnel.help")}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          <FunnelChart
            steps={steps.map((s) => ({
              key: s.key,
              label: t(`analytics.funnel.steps.${s.key}`),
              count: s.count,
            }))}
            title={t("analytics.funnel.title")}
            summary={t("analytics.funnel.summary", {
              visitors: n(a.funnel.visitors),
              leads: n(a.funnel.leads),
              quotes: n(a.funnel.quotes),
              won: n(a.funnel.won),
              overall: percent(steps.at(-1)!.overallRate),
            })}
            format={n}
          />
          <Table label={t("analytics.funnel.table")}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {t("analytics.funnel.step")}
                </th>
                <th scope="col" className={TH}>
                  {t("analytics.columns.count")}
                </th>
                <th scope="col" className={TH}>
                  {t("analytics.funnel.stepRate")}
                </th>
                <th scope="col" className={TH}>
                  {t("analytics.funnel.overallRate")}
                </th>
              </tr>
            </thead>
            <tbody>
              {steps.map((s) => (
                <tr key={s.key}>
                  <th scope="row" className={TD}>
                    {t(`analytics.funnel.steps.${s.key}`)}
                  </th>
                  <td className={TD}>{n(s.count)}</td>
                  <td className={TD}>{percent(s.stepRate)}</td>
                  <td className={TD}>{percent(s.overallRate)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Panel>

      <div className="grid gap-3 lg:grid-cols-2">
        <Panel title={t("analytics.chatbot.title")} id="chatbot">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <MiniStat label={t("analytics.chatbot.leads")} value={n(a.chatbot.leads)} />
            <MiniStat label={t("analytics.chatbot.warm")} value={n(a.chatbot.quality.warm)} />
            <MiniStat label={t("analytics.chatbot.cold")} value={n(a.chatbot.quality.cold)} />
            <MiniStat label={t("analytics.chatbot.warmShare")} value={percent(a.chatbot.quality.warmShare)} />
          </div>
          <p className="mt-2 text-xs text-ink-muted">
            {t("analytics.chatbot.ratio", {
              warm: n(a.chatbot.quality.warm),
              cold: n(a.chatbot.quality.cold),
              share: percent(a.chatbot.quality.warmShare),
            })}{" "}
            {a.chatbot.quality.unknown
              ? `${t("common.labelValue", { label: t("analytics.chatbot.unknown"), value: n(a.chatbot.quality.unknown) })}. `
              : ""}
            {t("analytics.chatbot.qualityHelp")}
          </p>
          <h3 className="mt-3 mb-1 text-sm font-semibold text-ink">{t("analytics.chatbot.intents")}</h3>
          {a.chatbot.intents.length ? (
            <Table label={t("analytics.chatbot.intents")}>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    {t("analytics.chatbot.intent")}
                  </th>
                  <th scope="col" className={TH}>
                    {t("analytics.columns.count")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {a.chatbot.intents.map((r) => (
                  <tr key={r.intent}>
                    <th scope="row" className={`${TD} font-normal`}>
                      {intentName(r.intent)}
                    </th>
                    <td className={TD}>{n(r.count)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <p className="text-sm text-ink-muted">{t("analytics.empty")}</p>
          )}
        </Panel>

        <Panel
          title={t("analytics.feedback.title")}
          id="feedback"
          actions={
            <Link
              to={`${localizedPath("/admin/quotes", lang)}?type=feedback`}
              className="text-sm text-brand underline"
            >
              {t("analytics.feedback.all")}
            </Link>
          }
        >
          <p className="text-sm font-semibold text-ink">
            {t("analytics.feedback.count", { count: a.feedback.total })}
          </p>
          {a.feedback.latest.length ? (
            <>
              <p className="mb-2 text-xs text-ink-muted">
                {t("analytics.feedback.latest", { shown: a.feedback.latest.length })}
              </p>
              <Table label={t("analytics.feedback.title")}>
                <thead>
                  <tr>
                    <th scope="col" className={TH}>
                      {t("analytics.feedback.date")}
                    </th>
                    <th scope="col" className={TH}>
                      {t("analytics.feedback.page")}
                    </th>
                    <th scope="col" className={TH}>
                      {t("analytics.feedback.message")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {a.feedback.latest.map((f) => (
                    <tr key={f.id}>
                      <td className={TD}>
                        <Link
                          to={localizedPath(`/admin/quotes/${f.id}`, lang)}
                          className="text-brand underline"
                        >
                          {formatDateTime(f.createdAt, lang)}
                        </Link>
                      </td>
                      <td className={TD}>
                        <code>{f.page ?? t("common.none")}</code>
                        {f.language ? (
                          <span className="ml-1 text-xs text-ink-muted">({f.language})</span>
                        ) : null}
                      </td>
                      <td className={`${TD} min-w-64 whitespace-normal`}>{f.message}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          ) : null}
        </Panel>
      </div>
    </AdminPage>
  );
}

const intentNames = analyticsFr.chatbot.intentNames;
type IntentName = keyof typeof intentNames;

function MiniStat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line p-2">
      <p className="text-xs text-ink-muted">{label}</p>
      <p className="text-lg font-bold text-ink">{value}</p>
    </div>
  );
}

function CountList({
  rows,
  empty,
  n,
}: {
  rows: readonly { key: string; label: string; count: number }[];
  empty: string;
  n: (value: number) => string;
}) {
  if (!rows.length) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {rows.map((r) => (
        <li key={r.key} className="flex justify-between gap-2">
          <span className="break-all">{r.label}</span>
          <span className="font-semibold text-ink">{n(r.count)}</span>
        </li>
      ))}
    </ul>
  );
}
