import type { ReactNode } from "react";
import type { Route } from "./+types/system";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { systemTexts } from "#app/features/crm/system/system-section-locales.ts";
import { loadSystemStatus } from "#app/features/crm/system/system.server.ts";
import { formatDateTime, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, Panel, Stat, TD, Table, TableHead } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** System and security (issue 8, admins only): what runs, the database, mail, sign-ins, staff. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "system", "view");
  const { db, database, config, mailer } = services(args.context);
  const status = await loadSystemStatus({
    db,
    engine: database.engine,
    env: config.env,
    mailTransport: mailer.transport,
    authWindowSeconds: config.authRateLimitWindow,
    requireAdmin2fa: config.requireAdmin2fa,
  });
  return { ...loadPage(args), status };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminSystemPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, systemTexts);
  const { lang, text, status: s } = loaderData;
  const none = t("system.mail.none");
  const db = s.database;
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t("system.application")} id="application">
          <Facts
            items={[
              [t("system.version"), s.application.version],
              [t("system.uptime"), t("system.uptimeValue", s.application.uptime)],
              [t("system.started"), formatDateTime(s.application.startedAt, lang)],
              [t("system.node"), s.application.node],
              [t("system.environment"), s.application.env],
            ]}
          />
        </Panel>
        <Panel title={t("system.database")} id="database">
          <Facts
            items={[
              [t("system.engine"), t(`system.engines.${db.engine}`)],
              [
                t("system.migrations"),
                <>
                  {t("system.migrationsState", { applied: db.applied, latest: db.latest })}
                  {" · "}
                  <span className={db.pending.length ? "text-danger" : "text-success"}>
                    {db.pending.length
                      ? t("system.behind", { count: db.pending.length, names: db.pending.join(", ") })
                      : t("system.upToDate")}
                  </span>
                </>,
              ],
              [
                t("system.lastMigration"),
                db.lastApplied
                  ? `${db.lastApplied}${db.lastAppliedAt ? ` · ${formatDateTime(db.lastAppliedAt, lang)}` : ""}`
                  : none,
              ],
            ]}
          />
        </Panel>
      </div>

      <Panel title={t("system.mail.title")} id="mail">
        <div className="mb-3">
          <Facts items={[[t("system.mail.transport"), t(`system.mail.transports.${s.mail.transport}`)]]} />
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Stat label={t("system.mail.pending")} value={formatNumber(s.mail.pending, lang)} />
          <Stat label={t("system.mail.sending")} value={formatNumber(s.mail.sending, lang)} />
          <Stat label={t("system.mail.failed")} value={formatNumber(s.mail.failed, lang)} />
          <Stat label={t("system.mail.sentDay")} value={formatNumber(s.mail.sentDay, lang)} />
          <Stat
            label={t("system.mail.oldestPending")}
            value={s.mail.oldestPendingAt ? formatDateTime(s.mail.oldestPendingAt, lang) : none}
          />
        </div>
        <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">{t("system.mail.recentFailures")}</h3>
        {s.mail.recentFailures.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("system.mail.noFailures")}</p>
        ) : (
          <Table label={t("system.mail.recentFailures")}>
            <TableHead
              labels={[
                t("system.mail.columns.at"),
                t("system.mail.columns.to"),
                t("system.mail.columns.kind"),
                t("system.mail.columns.attempts"),
                t("system.mail.columns.error"),
              ]}
            />
            <tbody>
              {s.mail.recentFailures.map((f) => (
                <tr key={f.id}>
                  <td className={TD}>{formatDateTime(f.at, lang)}</td>
                  <td className={TD}>{f.to}</td>
                  <td className={TD}>{f.kind}</td>
                  <td className={TD}>{f.attempts}</td>
                  <td className={`${TD} max-w-md truncate`} title={f.error ?? undefined}>
                    {f.error ?? none}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel title={t("system.signIns.title")} id="sign-ins">
        <p className="mb-3 text-sm text-ink-muted">
          {t("system.signIns.note", {
            seconds: s.signIns.windowSeconds,
            account: s.signIns.accountMax,
            address: s.signIns.addressMax,
          })}
        </p>
        {s.signIns.counters.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("system.signIns.empty")}</p>
        ) : (
          <Table label={t("system.signIns.title")}>
            <TableHead
              labels={[
                t("system.signIns.columns.subject"),
                t("system.signIns.columns.kind"),
                t("system.signIns.columns.failures"),
                t("system.signIns.columns.since"),
                t("system.signIns.columns.state"),
              ]}
            />
            <tbody>
              {s.signIns.counters.map((c) => (
                <tr key={`${c.kind}:${c.subject}`}>
                  <td className={TD}>{c.subject}</td>
                  <td className={TD}>{t(`system.signIns.kinds.${c.kind}`)}</td>
                  <td className={TD}>{c.failures}</td>
                  <td className={TD}>{formatDateTime(c.since, lang)}</td>
                  <td className={`${TD} ${c.state === "locked" ? "font-semibold text-danger" : ""}`}>
                    {c.state === "locked" && c.until
                      ? t("system.signIns.lockedUntil", { date: formatDateTime(c.until, lang) })
                      : c.state === "below"
                        ? t("system.signIns.belowLimit")
                        : t("system.signIns.expired")}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel title={t("system.sessions.title")} id="sessions">
        {s.sessions.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("system.sessions.empty")}</p>
        ) : (
          <Table label={t("system.sessions.title")}>
            <TableHead
              labels={[
                t("system.sessions.columns.member"),
                t("system.sessions.columns.role"),
                t("system.sessions.columns.started"),
                t("system.sessions.columns.expires"),
                t("system.sessions.columns.ip"),
                t("system.sessions.columns.level"),
              ]}
            />
            <tbody>
              {s.sessions.map((x) => (
                <tr key={x.id}>
                  <td className={TD}>
                    {x.member} <span className="text-ink-muted">&lt;{x.email}&gt;</span>
                  </td>
                  <td className={TD}>{t(`roles.${x.role}`)}</td>
                  <td className={TD}>{formatDateTime(x.started, lang)}</td>
                  <td className={TD}>{formatDateTime(x.expires, lang)}</td>
                  <td className={TD}>{x.ip ?? none}</td>
                  <td className={TD}>
                    {x.twoFactor
                      ? t("system.sessions.levels.twoFactor")
                      : t("system.sessions.levels.password")}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel title={t("system.twoFactor.title")} id="two-factor">
        <p className="mb-3 text-sm text-ink-muted">
          {t("system.twoFactor.required", {
            state: s.requireAdmin2fa ? t("system.twoFactor.yes") : t("system.twoFactor.no"),
          })}
        </p>
        <Table label={t("system.twoFactor.title")}>
          <TableHead
            labels={[
              t("system.twoFactor.columns.member"),
              t("system.twoFactor.columns.role"),
              t("system.twoFactor.columns.status"),
            ]}
          />
          <tbody>
            {s.staff.map((m) => (
              <tr key={m.id}>
                <td className={TD}>
                  {m.name} <span className="text-ink-muted">&lt;{m.email}&gt;</span>
                </td>
                <td className={TD}>{t(`roles.${m.role}`)}</td>
                <td className={`${TD} font-semibold ${m.twoFactor ? "text-success" : "text-danger"}`}>
                  {m.twoFactor ? t("system.twoFactor.enabled") : t("system.twoFactor.disabled")}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Panel>
    </AdminPage>
  );
}
