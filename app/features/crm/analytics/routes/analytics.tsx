import type { ReactNode } from "react";
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
import { AdminPage, DailyChart, Panel, Stat, Table, TableHead, TD } from "#app/features/crm/ui/ui.tsx";
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
  const empty = <p className="text-sm text-ink-muted">{t("analytics.empty")}</p>;
  const countPanels = [
    {
      id: "leads-by-type",
      title: t("analytics.leadsByType"),
      rows: a.leadsByType.map((r) => ({ key: r.type, label: t(`leadTypes.${r.type}`), count: r.count })),
    },
    {
      id: "leads-by-source",
      title: t("analytics.leadsBySource"),
      rows: countRows(a.leadsBySource, "source", t("analytics.direct")),
    },
    {
      id: "leads-by-campaign",
      title: t("analytics.leadsByCampaign"),
      rows: countRows(a.leadsByCampaign, "campaign", t("analytics.noCampaign")),
    },
    {
      id: "leads-by-medium",
      title: t("analytics.leadsByMedium"),
      rows: countRows(a.leadsByMedium, "medium", t("analytics.noMedium")),
    },
    {
      id: "leads-by-language",
      title: t("analytics.leadsByLanguage"),
      rows: countRows(a.leadsByLanguage, "language", t("analytics.noLanguage"), (language) =>
        language === "fr" || language === "en" ? t(`analytics.languages.${language}`) : language,
      ),
    },
  ];
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
              <TableHead
                labels={[
                  t("analytics.columns.day"),
                  t("analytics.columns.views"),
                  t("analytics.columns.visitors"),
                  t("analytics.columns.leads"),
                  ...a.leadTypes.map((type) => t(`leadTypes.${type}`)),
                ]}
              />
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
              <TableHead
                labels={[
                  t("analytics.columns.page"),
                  t("analytics.columns.views"),
                  t("analytics.columns.visitors"),
                ]}
              />
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
            empty
          )}
        </Panel>
        <Panel title={t("analytics.events")} id="events">
          {a.events.length ? (
            <Table label={t("analytics.events")}>
              <TableHead
                labels={[
                  t("analytics.columns.type"),
                  t("analytics.columns.name"),
                  t("analytics.columns.count"),
                ]}
              />
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
            empty
          )}
        </Panel>
        {countPanels.map((panel) => (
          <Panel key={panel.id} title={panel.title} id={panel.id}>
            <CountList rows={panel.rows} empty={empty} n={n} />
          </Panel>
        ))}
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
            <TableHead
              labels={[
                t("analytics.funnel.step"),
                t("analytics.columns.count"),
                t("analytics.funnel.stepRate"),
                t("analytics.funnel.overallRate"),
              ]}
            />
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
              <TableHead labels={[t("analytics.chatbot.intent"), t("analytics.columns.count")]} />
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
            empty
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
                <TableHead
                  labels={[
                    t("analytics.feedback.date"),
                    t("analytics.feedback.page"),
                    t("analytics.feedback.message"),
                  ]}
                />
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

/**
 * Counted rows keyed by a value that may be missing (no UTM source, no language): the missing one
 * is keyed "" and labelled `missing`; `name` labels the others.
 */
function countRows<K extends string>(
  rows: readonly ({ readonly [key in K]: string | null } & { readonly count: number })[],
  field: K,
  missing: string,
  name: (value: string) => string = (value) => value,
) {
  return rows.map((r) => {
    const value: string | null = r[field];
    return { key: value ?? "", label: value === null ? missing : name(value), count: r.count };
  });
}

/** The visitors' own values (UTM parameters) can be long unbroken strings: `break-all` wraps them. */
function CountList({
  rows,
  empty,
  n,
}: {
  rows: readonly { key: string; label: string; count: number }[];
  empty: ReactNode;
  n: (value: number) => string;
}) {
  if (!rows.length) return empty;
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
