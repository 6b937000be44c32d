import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/backups";
import { backupDir, backupMethod, createBackup, listBackups } from "#app/admin/backups.server.ts";
import { recordAudit, requireStaff } from "#app/admin/guard.server.ts";
import { adminNamespace } from "#app/admin/locales.ts";
import { formatBytes, formatDateTime } from "#app/account/format.ts";
import { services } from "#app/auth/session.server.ts";
import { AdminPage, Panel, TD, TH, Table } from "#app/components/admin/ui.tsx";
import { Notice } from "#app/components/account/notice.tsx";
import { useNamespace } from "#app/i18n/namespace.ts";
import { loadPage } from "#app/routing/load-page.ts";
import { metaTags } from "#app/seo/seo.ts";
import { requireForm } from "#app/forms/form-body.server.ts";

/** Backups (issue 8, admins only): create one now, list and download them, restore procedure. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "backups", "view");
  const { config, database } = services(args.context);
  const dir = backupDir(config.dataDir);
  return {
    ...loadPage(args),
    engine: database.engine,
    method: await backupMethod(database.engine),
    dir,
    backups: await listBackups(dir),
  };
}

type BackupReply = { ok: true; name: string } | { ok: false; error: "failed" | "unavailable" };

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "backups", "edit");
  // The form carries nothing, but a post that is not one (a JSON body, a wrong method) makes no backup.
  await requireForm(args.request);
  const { config, database, db, logger } = services(args.context);
  if ((await backupMethod(database.engine)) === "manual") {
    return data<BackupReply>({ ok: false, error: "unavailable" }, { status: 409 });
  }
  try {
    const made = await createBackup({
      engine: database.engine,
      databaseUrl: config.databaseUrl,
      dir: backupDir(config.dataDir),
    });
    await recordAudit(
      db,
      { context: args.context, session: staff.session },
      { action: "backup.create", entityType: "backup", entityId: made.name, changes: { size: made.size } },
    );
    return data<BackupReply>({ ok: true, name: made.name });
  } catch (error) {
    logger.error({ err: error }, "backup failed");
    return data<BackupReply>({ ok: false, error: "failed" }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function Steps({ keys }: { keys: readonly string[] }) {
  const { t } = useNamespace(adminNamespace);
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
      {keys.map((k) => (
        <li key={k} className="break-words">
          {t(k as never)}
        </li>
      ))}
    </ol>
  );
}

export default function AdminBackupsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const reply = useActionData<typeof action>() as BackupReply | undefined;
  const busy = useNavigation().state === "submitting";
  const { lang, text, engine, method, dir, backups } = loaderData;
  const restore = engine === "sqlite" ? "sqlite" : "postgres";
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Panel title={t("backups.create")} id="create">
        <p className="mb-3 text-sm text-ink-muted">{t(`backups.methods.${method}`)}</p>
        {reply?.ok ? (
          <Notice tone="success">
            {t("backups.created")} {reply.name}
          </Notice>
        ) : reply ? (
          <Notice tone="error">{t(`backups.${reply.error}`)}</Notice>
        ) : null}
        {method === "manual" ? (
          <div className="mt-3 space-y-2">
            <h3 className="text-sm font-semibold text-ink">{t("backups.procedure.title")}</h3>
            <Steps keys={["backups.procedure.step1", "backups.procedure.step2", "backups.procedure.step3"]} />
          </div>
        ) : (
          <Form method="post" className="mt-3">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t("backups.creating") : t("backups.create")}
            </button>
          </Form>
        )}
      </Panel>

      <Panel title={t("backups.list")} id="list">
        <p className="mb-3 text-xs break-all text-ink-muted">{t("backups.folder", { dir })}</p>
        {backups.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("backups.empty")}</p>
        ) : (
          <Table label={t("backups.list")}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {t("backups.columns.name")}
                </th>
                <th scope="col" className={TH}>
                  {t("backups.columns.created")}
                </th>
                <th scope="col" className={TH}>
                  {t("backups.columns.size")}
                </th>
                <th scope="col" className={TH}>
                  {t("backups.columns.download")}
                </th>
              </tr>
            </thead>
            <tbody>
              {backups.map((b) => (
                <tr key={b.name}>
                  <td className={`${TD} font-mono text-xs`}>{b.name}</td>
                  <td className={TD}>{formatDateTime(b.createdAt, lang)}</td>
                  <td className={TD}>{formatBytes(b.size, lang)}</td>
                  <td className={TD}>
                    <a
                      href={`/admin/backups/${encodeURIComponent(b.name)}/download`}
                      download
                      className="font-semibold text-brand hover:underline"
                      aria-label={t("backups.downloadLabel", { name: b.name })}
                    >
                      {t("backups.download")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel title={t("backups.restore.title")} id="restore">
        <Steps keys={[1, 2, 3].map((n) => `backups.restore.${restore}${n}`)} />
        <p className="mt-3 text-sm text-ink-muted">{t("backups.restore.docs")}</p>
      </Panel>
    </AdminPage>
  );
}
