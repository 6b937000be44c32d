import { data, useActionData } from "react-router";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import type { Route } from "./+types/backups";
import {
  backupDeps,
  backupMethod,
  backupsPage,
  makeBackup,
  type BackupRecord,
} from "#app/features/crm/system/backups.server.ts";
import { recordAudit, requireStaff } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { systemTexts } from "#app/features/crm/system/system-section-locales.ts";
import { formatBytes, formatDateTime, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, Panel, TD, Table, TableHead } from "#app/features/crm/ui/ui.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * Backups (issues 8 and 17, admins only): the daily schedule, a backup made now, the history of
 * every backup with its result, size, duration and content, the downloads, where the secret goes
 * and how to restore.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "backups", "view");
  return { ...loadPage(args), ...(await backupsPage(services(args.context))) };
}

type BackupReply =
  | { ok: true; name: string }
  | { ok: false; error: "failed"; reason: string }
  | { ok: false; error: "unavailable" };

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "backups", "edit");
  // The form carries nothing, but a post that is not one (a JSON body, a wrong method) makes no backup.
  await requireForm(args.request);
  const app = services(args.context);
  const { database, db, logger } = app;
  if ((await backupMethod(database.engine)) === "unavailable") {
    return data<BackupReply>({ ok: false, error: "unavailable" }, { status: 409 });
  }
  const made = await makeBackup(backupDeps(app), { trigger: "manual", userId: staff.session.user.id });
  await recordAudit(
    db,
    { context: args.context, session: staff.session },
    {
      action: "backup.create",
      entityType: "backup",
      entityId: made.name,
      changes: { status: made.status, size: made.size, durationMs: made.durationMs },
    },
  );
  if (made.status !== "success") {
    logger.error({ name: made.name, reason: made.error }, "backup failed");
    return data<BackupReply>({ ok: false, error: "failed", reason: made.error ?? "" }, { status: 500 });
  }
  return data<BackupReply>({ ok: true, name: made.name });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function Steps({ keys, values }: { keys: readonly string[]; values?: Record<string, string> }) {
  const { t } = useNamespace(adminNamespace, systemTexts);
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
      {keys.map((k) => (
        <li key={k} className="break-words">
          {values ? t(k as never, values) : t(k as never)}
        </li>
      ))}
    </ol>
  );
}

function Result({ backup }: { backup: BackupRecord & { interrupted: boolean } }) {
  const { t } = useNamespace(adminNamespace, systemTexts);
  if (backup.status === "failure") {
    return (
      <span className="font-semibold whitespace-normal text-danger">
        {t("backups.failureReason", { reason: backup.error ?? "" })}
      </span>
    );
  }
  if (backup.interrupted)
    return <span className="font-semibold text-danger">{t("backups.results.interrupted")}</span>;
  return <span>{t(`backups.results.${backup.status}`)}</span>;
}

export default function AdminBackupsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, systemTexts);
  const reply = useActionData<typeof action>() as BackupReply | undefined;
  const { lang, text, engine, method, dir, backups, schedule, secret } = loaderData;
  const restore = engine === "sqlite" ? "sqlite" : "postgres";
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Panel title={t("backups.schedule.title")} id="schedule">
        <div className="space-y-2 text-sm text-ink">
          <p>
            {schedule.time
              ? t("backups.schedule.daily", { time: schedule.time, days: String(schedule.retentionDays) })
              : t("backups.schedule.off")}
          </p>
          {schedule.time && schedule.next ? (
            <p>{t("backups.schedule.next", { date: formatDateTime(schedule.next, lang) })}</p>
          ) : null}
          <p className="text-ink-muted">{t("backups.schedule.alert")}</p>
          <p className="text-ink-muted">{t("backups.schedule.settings")}</p>
        </div>
      </Panel>

      <Panel title={t("backups.create")} id="create">
        <p className="mb-3 text-sm text-ink-muted">
          {method === "archive" ? t("backups.what") : t("backups.unavailable")}
        </p>
        {reply?.ok ? (
          <Notice tone="success">
            {t("backups.created")} {reply.name}
          </Notice>
        ) : reply?.error === "failed" ? (
          <Notice tone="error">{t("backups.failed", { reason: reply.reason })}</Notice>
        ) : reply ? (
          <Notice tone="error">{t("backups.unavailable")}</Notice>
        ) : null}
        {method === "unavailable" ? (
          <div className="mt-3 space-y-2">
            <h3 className="text-sm font-semibold text-ink">{t("backups.procedure.title")}</h3>
            <Steps
              keys={["backups.procedure.step1", "backups.procedure.step2", "backups.procedure.step3"]}
              values={{ dir }}
            />
          </div>
        ) : (
          <AdminForm
            intent="backup.create"
            reply={undefined}
            submitLabel={t("backups.create")}
            pendingLabel={t("backups.creating")}
            buttonClass="btn btn-primary"
            className="mt-3"
          />
        )}
      </Panel>

      <Panel title={t("backups.list")} id="list">
        <p className="mb-3 text-xs break-all text-ink-muted">{t("backups.folder", { dir })}</p>
        {backups.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("backups.empty")}</p>
        ) : (
          <Table label={t("backups.list")}>
            <TableHead
              labels={(
                ["started", "trigger", "result", "size", "duration", "content", "download"] as const
              ).map((c) => t(`backups.columns.${c}`))}
            />
            <tbody>
              {backups.map((b) => (
                <tr key={b.id}>
                  <td className={TD}>{formatDateTime(b.startedAt, lang)}</td>
                  <td className={TD}>{t(`backups.triggers.${b.trigger}`)}</td>
                  <td className={TD}>
                    <Result backup={b} />
                  </td>
                  <td className={TD}>{b.size === null ? "—" : formatBytes(b.size, lang)}</td>
                  <td className={TD}>
                    {b.durationMs === null
                      ? "—"
                      : t("backups.seconds", {
                          seconds: formatNumber(Math.round(b.durationMs / 100) / 10, lang),
                        })}
                  </td>
                  <td className={TD}>
                    {b.summary
                      ? t("backups.content", {
                          tables: formatNumber(b.summary.tables, lang),
                          rows: formatNumber(b.summary.rows, lang),
                          attachments: formatNumber(b.summary.attachments, lang),
                        })
                      : "—"}
                  </td>
                  <td className={TD}>
                    {b.available ? (
                      <a
                        href={`/admin/backups/${encodeURIComponent(b.name)}/download`}
                        download
                        className="font-mono text-xs font-semibold text-brand hover:underline"
                        aria-label={t("backups.downloadLabel", { name: b.name })}
                      >
                        {b.name}
                      </a>
                    ) : b.status === "success" ? (
                      <span className="text-ink-muted">{t("backups.removed")}</span>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel title={t("backups.secret.title")} id="secret">
        <div className="space-y-2 text-sm text-ink">
          <p>{t("backups.secret.keep", { file: secret.file })}</p>
          <p>{t("backups.secret.lost")}</p>
          <p className="text-ink-muted">
            {t("backups.secret.fingerprint", { fingerprint: secret.fingerprint })}
          </p>
        </div>
      </Panel>

      <Panel title={t("backups.restore.title")} id="restore">
        <Steps keys={[1, 2, 3, 4].map((n) => `backups.restore.${restore}${n}`)} />
        <p className="mt-3 text-sm text-ink-muted">{t("backups.restore.docs")}</p>
      </Panel>
    </AdminPage>
  );
}
