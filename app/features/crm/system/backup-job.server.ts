import type { Kysely } from "kysely";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { toBool } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { renderMail, type MailLanguage } from "#server/mail/layout.ts";
import type { DailyJob } from "#server/scheduler/scheduler.ts";
import { BACKUP_JOB, makeBackup, pruneBackups, type BackupDeps } from "./backups.server.ts";
import { systemSectionsEn, systemSectionsFr } from "./system-section-locales.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * The daily backup (issue 17), a job of the server's scheduler: at BACKUP_TIME (03:00 Paris time
 * by default) one instance makes an archive; after a success the archives past
 * BACKUP_RETENTION_DAYS are deleted; a failure is recorded (listed on /admin/backups) and e-mailed
 * to every administrator, then reported to the scheduler as a failed run.
 */
export interface BackupJobDeps extends Omit<BackupDeps, "clock"> {
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly baseUrl: string;
  /** Minutes after midnight (Paris); null: switched off. */
  readonly minutes: number | null;
  readonly retentionDays: number;
}

export function backupFailureMail(lang: MailLanguage, values: { date: string; reason: string; url: string }) {
  const t = (lang === "fr" ? systemSectionsFr : systemSectionsEn).backups.failureMail;
  return renderMail({
    lang,
    subject: t.subject,
    preheader: t.preheader,
    greeting: t.greeting,
    paragraphs: [interpolate(t.body, values), t.next],
    action: { label: t.action, url: values.url },
    notes: [t.note],
  });
}

/** Every active administrator, with the language of their account. */
async function administrators(db: Kysely<DB>): Promise<{ email: string; language: MailLanguage }[]> {
  const rows = await db
    .selectFrom("user")
    .select(["email", "language", "banned"])
    .where("role", "=", "admin")
    .execute();
  return rows
    .filter((r) => !toBool(r.banned))
    .map((r) => ({ email: r.email, language: r.language === "en" ? ("en" as const) : ("fr" as const) }));
}

export function dailyBackupJob(deps: BackupJobDeps): DailyJob {
  const log = deps.logger.child({ module: "backup" });
  return {
    name: BACKUP_JOB,
    minutes: deps.minutes,
    async run({ clock }) {
      const record = await makeBackup({ ...deps, clock }, { trigger: "schedule" });
      if (record.status === "success") {
        log.info({ name: record.name, size: record.size, ms: record.durationMs }, "daily backup made");
        const deleted = await pruneBackups(deps.db, deps.dataDir, {
          now: clock.now(),
          retentionDays: deps.retentionDays,
        });
        if (deleted.length) log.info({ deleted }, "backups past the retention deleted");
        return;
      }
      log.error({ name: record.name, reason: record.error }, "daily backup failed");
      for (const admin of await administrators(deps.db)) {
        const mail = backupFailureMail(admin.language, {
          date: formatDateTime(record.startedAt, admin.language),
          reason: record.error ?? "",
          url: `${deps.baseUrl}${localizedPath("/admin/backups", admin.language)}`,
        });
        await deps.mailer.send({ ...mail, to: admin.email, kind: "backup-failed" });
      }
      throw new Error(record.error ?? "backup failed");
    },
  };
}
