import { data, type RouterContextProvider } from "react-router";
import type { Kysely, Transaction } from "kysely";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { firstErrors } from "#app/lib/forms/parse.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { formatDate } from "#app/features/client-space/format.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { newId, toBool, toDateOrNull } from "#server/db/mapping.ts";
import type { DB, StaffRole, TaskRecord } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { renderMail, type MailLanguage } from "#server/mail/layout.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import type { DailyJob } from "#server/scheduler/scheduler.ts";
import { recordAudit } from "../guard.server.ts";
import { staffAccounts } from "../staff.server.ts";
import { staffRoleOfAccount } from "../clients/impersonation.ts";
import { ADMIN_ERRORS } from "../locales.ts";
import { can } from "../permissions.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import { tasksEn, tasksFr } from "./tasks-locales.ts";
import {
  bucketOf,
  compareDue,
  digestTasks,
  groupTasks,
  TASK_SECTION,
  parisDay,
  taskRecordPath,
  type TaskBucket,
} from "./tasks.ts";
import { TaskAssignSchema, TaskFormSchema, TaskIdSchema } from "./tasks-schemas.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * Follow-up tasks (issue 20 §6): a record's tasks, "my tasks", the forms of the Tasks panel (each
 * change with its audit entry on the record, in one transaction) and the morning digest's job. The
 * rules (buckets, schemas) are in tasks.ts.
 */

export interface TaskView {
  readonly id: string;
  readonly title: string;
  readonly note: string | null;
  readonly dueDay: string;
  readonly dueTime: string | null;
  readonly ownerId: string | null;
  readonly owner: string | null;
  readonly doneAt: string | null;
  readonly doneBy: string | null;
}

/** Staff who may open a section (admins and the roles the matrix allows), by name. */
export async function staffAllowed(
  db: Kysely<DB> | Transaction<DB>,
  kind: TaskRecord,
): Promise<{ id: string; name: string }[]> {
  const rows = await staffAccounts(db).orderBy("user.name").orderBy("user.email").execute();
  return rows
    .filter((r) => can(staffRoleOfAccount(r.userRole, r.staffRole) as StaffRole, TASK_SECTION[kind], "view"))
    .map((r) => ({ id: r.id, name: r.name?.trim() || r.email }));
}

/** A record's tasks: the open ones, earliest due first, then the done ones, latest first. */
export async function recordTasks(
  db: Kysely<DB>,
  kind: TaskRecord,
  id: string,
): Promise<{ open: TaskView[]; done: TaskView[] }> {
  const rows = await db
    .selectFrom("task")
    .leftJoin("user as owner", "owner.id", "task.owner_user_id")
    .leftJoin("user as closer", "closer.id", "task.done_by")
    .select([
      "task.id",
      "task.title",
      "task.note",
      "task.due_day",
      "task.due_time",
      "task.owner_user_id",
      "task.done_at",
      "owner.name as ownerName",
      "owner.email as ownerEmail",
      "closer.name as closerName",
      "closer.email as closerEmail",
    ])
    .where("task.entity_type", "=", kind)
    .where("task.entity_id", "=", id)
    .execute();
  const views: TaskView[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    note: r.note,
    dueDay: r.due_day,
    dueTime: r.due_time,
    ownerId: r.owner_user_id,
    owner: r.ownerName?.trim() || r.ownerEmail || null,
    doneAt: toDateOrNull(r.done_at)?.toISOString() ?? null,
    doneBy: r.closerName?.trim() || r.closerEmail || null,
  }));
  return {
    open: views.filter((t) => !t.doneAt).sort(compareDue),
    done: views.filter((t) => t.doneAt).sort((a, b) => (a.doneAt! < b.doneAt! ? 1 : -1)),
  };
}

export interface MyTask {
  readonly id: string;
  readonly title: string;
  readonly dueDay: string;
  readonly dueTime: string | null;
  readonly kind: TaskRecord;
  readonly record: string;
  readonly href: string;
}

interface OpenTaskRow {
  readonly id: string;
  readonly title: string;
  readonly dueDay: string;
  readonly dueTime: string | null;
  readonly ownerId: string;
  readonly kind: TaskRecord;
  readonly entityId: string;
  readonly record: string;
}

/** Open tasks of some people (all when `ownerIds` is omitted), with their record's name. */
async function openTasksOf(
  db: Kysely<DB>,
  options: { ownerIds?: readonly string[]; dueBy?: string },
  lang: Language,
): Promise<OpenTaskRow[]> {
  let q = db
    .selectFrom("task")
    .leftJoin("lead", (j) => j.onRef("lead.id", "=", "task.entity_id").on("task.entity_type", "=", "lead"))
    .leftJoin("institution", (j) =>
      j.onRef("institution.id", "=", "task.entity_id").on("task.entity_type", "=", "institution"),
    )
    .leftJoin("ticket", (j) =>
      j.onRef("ticket.id", "=", "task.entity_id").on("task.entity_type", "=", "ticket"),
    )
    .select([
      "task.id",
      "task.title",
      "task.due_day",
      "task.due_time",
      "task.owner_user_id",
      "task.entity_type",
      "task.entity_id",
      "lead.institution_name",
      "lead.email as lead_email",
      "institution.name as institution",
      "ticket.subject",
    ])
    .where("task.done_at", "is", null)
    .where("task.owner_user_id", "is not", null);
  if (options.ownerIds) {
    if (options.ownerIds.length === 0) return [];
    q = q.where("task.owner_user_id", "in", [...options.ownerIds]);
  }
  if (options.dueBy) q = q.where("task.due_day", "<=", options.dueBy);
  const rows = await q.orderBy("task.due_day").orderBy("task.id").execute();
  const t = (lang === "en" ? tasksEn : tasksFr).sections.tasks.records;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    dueDay: r.due_day,
    dueTime: r.due_time,
    ownerId: r.owner_user_id!,
    kind: r.entity_type,
    entityId: r.entity_id,
    record: r.institution_name || r.lead_email || r.institution || r.subject || t[r.entity_type],
  }));
}

/** "My tasks" on the CRM's home: the person's open tasks on records their role may open, grouped. */
export async function myTasks(
  db: Kysely<DB>,
  user: { id: string; role: StaffRole; lang: Language },
  now: Date,
): Promise<Record<TaskBucket, MyTask[]>> {
  const rows = (await openTasksOf(db, { ownerIds: [user.id] }, user.lang)).filter((r) =>
    can(user.role, TASK_SECTION[r.kind], "view"),
  );
  return groupTasks(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      dueDay: r.dueDay,
      dueTime: r.dueTime,
      kind: r.kind,
      record: r.record,
      href: localizedPath(taskRecordPath(r.kind, r.entityId), user.lang),
    })),
    now,
  );
}

// --- the Tasks panel's forms ------------------------------------------------------------------

interface Actor {
  readonly context: Readonly<RouterContextProvider>;
  readonly session: SessionInfo;
  readonly role: StaffRole;
}

async function recordExists(db: Kysely<DB>, kind: TaskRecord, id: string): Promise<boolean> {
  const table = kind === "lead" ? "lead" : kind === "institution" ? "institution" : "ticket";
  return Boolean(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

/**
 * Runs one of the Tasks panel's forms (`task-add`, `task-assign`, `task-done`, `task-reopen`) on a
 * record. Whoever may open the record's section may follow it up (decision 037); the owner must be
 * able to open it too. Bad input answers 400 with the values typed and stores nothing.
 */
export async function applyTaskAction(
  db: Kysely<DB>,
  actor: Actor,
  record: { kind: TaskRecord; id: string },
  form: FormData,
  now: Date,
) {
  const intent = String(form.get("intent") ?? "");
  const typed = formValues(form);
  const fail = (fieldErrors: AdminReply["fieldErrors"]) =>
    data<AdminReply>({ intent, fieldErrors, values: typed }, { status: 400 });
  if (!can(actor.role, TASK_SECTION[record.kind], "view"))
    return data<AdminReply>({ intent, formError: "forbidden" }, { status: 403 });
  if (!(await recordExists(db, record.kind, record.id)))
    return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });
  const audit = { entityType: record.kind, entityId: record.id };
  const stamp = now.toISOString();

  if (intent === "task-add") {
    const parsed = TaskFormSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const input = parsed.data;
    if (!(await staffAllowed(db, record.kind)).some((s) => s.id === input.ownerId))
      return fail({ ownerId: "notAllowedHere" });
    const id = newId();
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto("task")
        .values({
          id,
          entity_type: record.kind,
          entity_id: record.id,
          title: input.title,
          note: input.note,
          due_day: input.dueDay,
          due_time: input.dueTime,
          owner_user_id: input.ownerId,
          created_by: actor.session.user.id,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await recordAudit(tx, actor, {
        action: "task.created",
        ...audit,
        changes: {
          task: input.title,
          due: input.dueDay,
          ...(input.dueTime ? { dueTime: input.dueTime } : {}),
          owner: input.ownerId,
        },
      });
    });
    return data<AdminReply>({ intent, ok: true, message: "tasks.saved" });
  }

  const schema = intent === "task-assign" ? TaskAssignSchema : TaskIdSchema;
  if (!["task-assign", "task-done", "task-reopen"].includes(intent))
    return data<AdminReply>({ intent, fieldErrors: { intent: "invalidChoice" } }, { status: 400 });
  const parsed = schema.safeParse(typed);
  if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
  const task = await db
    .selectFrom("task")
    .select(["id", "title", "owner_user_id", "done_at"])
    .where("id", "=", parsed.data.taskId)
    .where("entity_type", "=", record.kind)
    .where("entity_id", "=", record.id)
    .executeTakeFirst();
  if (!task) return data<AdminReply>({ intent, formError: "notFound" }, { status: 404 });

  if (intent === "task-assign") {
    const ownerId = "ownerId" in parsed.data ? String(parsed.data.ownerId) : "";
    if (!(await staffAllowed(db, record.kind)).some((s) => s.id === ownerId))
      return fail({ ownerId: "notAllowedHere" });
    if (ownerId === task.owner_user_id)
      return data<AdminReply>({ intent, ok: true, message: "tasks.reassigned" });
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable("task")
        .set({ owner_user_id: ownerId, updated_at: stamp })
        .where("id", "=", task.id)
        .execute();
      await recordAudit(tx, actor, {
        action: "task.reassigned",
        ...audit,
        changes: { task: task.title, owner: [task.owner_user_id, ownerId] },
      });
    });
    return data<AdminReply>({ intent, ok: true, message: "tasks.reassigned" });
  }

  const completing = intent === "task-done";
  // Completing a done task (a second click, a stale page) changes nothing and writes nothing.
  if (completing === Boolean(task.done_at))
    return data<AdminReply>({ intent, ok: true, message: completing ? "tasks.completed" : "tasks.reopened" });
  await db.transaction().execute(async (tx) => {
    const changed = await tx
      .updateTable("task")
      .set(
        completing
          ? { done_at: stamp, done_by: actor.session.user.id, updated_at: stamp }
          : { done_at: null, done_by: null, updated_at: stamp },
      )
      .where("id", "=", task.id)
      .where("done_at", completing ? "is" : "is not", null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    await recordAudit(tx, actor, {
      action: completing ? "task.completed" : "task.reopened",
      ...audit,
      changes: { task: task.title },
    });
  });
  return data<AdminReply>({ intent, ok: true, message: completing ? "tasks.completed" : "tasks.reopened" });
}

// --- the morning digest -----------------------------------------------------------------------

/** Stable name of the daily job: the key of its claims in `scheduled_job_run`. */
export const TASK_DIGEST_JOB = "task-digest";
/** 07:30 Paris time: in the inbox before the working day starts. */
export const TASK_DIGEST_MINUTES = 7 * 60 + 30;

export interface DigestDeps {
  readonly db: Kysely<DB>;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly baseUrl: string;
}

function dueText(day: string, time: string | null, lang: MailLanguage): string {
  const date = formatDate(`${day}T12:00:00Z`, lang);
  return time ? `${date} ${time}` : date;
}

/** The digest e-mail of one person in their language. */
export function digestMail(
  lang: MailLanguage,
  v: {
    readonly name: string;
    readonly day: string;
    readonly overdue: readonly OpenTaskRow[];
    readonly today: readonly OpenTaskRow[];
    readonly baseUrl: string;
  },
) {
  const t = (lang === "fr" ? tasksFr : tasksEn).mail;
  const count = v.overdue.length + v.today.length;
  const item = (bucket: string) => (task: OpenTaskRow) => ({
    text: `${bucket} · ${interpolate(t.item, { title: task.title, record: task.record, due: dueText(task.dueDay, task.dueTime, lang) })}`,
    url: `${v.baseUrl}${localizedPath(taskRecordPath(task.kind, task.entityId), lang)}`,
  });
  const weekday = new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${v.day}T12:00:00Z`));
  return renderMail({
    lang,
    subject: interpolate(count === 1 ? t.subject_one : t.subject_other, { count: String(count) }),
    preheader: interpolate(t.preheader, { overdue: String(v.overdue.length), today: String(v.today.length) }),
    greeting: interpolate(t.greeting, { name: v.name }),
    paragraphs: [interpolate(t.intro, { day: weekday })],
    items: [...v.overdue.map(item(t.overdue)), ...v.today.map(item(t.today))],
    action: { label: t.action, url: `${v.baseUrl}${localizedPath("/admin", lang)}` },
    notes: [interpolate(t.why, { profile: `${v.baseUrl}${localizedPath("/dashboard/profile", lang)}` })],
  });
}

/**
 * Sends the digests of `day` (the scheduler's day, Paris): one e-mail to each staff member who has
 * open tasks due that day or before and has not turned the digest off. The (person, day) row and
 * the e-mail are written in one transaction: a second run of the day sends nothing. Returns how
 * many went out.
 */
export async function sendTaskDigests(deps: DigestDeps, day: string, now: Date): Promise<number> {
  const { db, mailer } = deps;
  const log = deps.logger.child({ module: "task-digest" });
  const people = await staffAccounts(db)
    .select(["user.language", "user.banned", "user.task_digest"])
    .where("user.id", "in", (eb) =>
      eb
        .selectFrom("task")
        .select("task.owner_user_id")
        .where("task.done_at", "is", null)
        .where("task.due_day", "<=", day)
        .where("task.owner_user_id", "is not", null)
        .$narrowType<{ owner_user_id: string }>(),
    )
    .execute();
  let count = 0;
  for (const person of people) {
    const role = staffRoleOfAccount(person.userRole, person.staffRole);
    // Staff only, still allowed in, who want it.
    if (!role || toBool(person.banned) || !toBool(person.task_digest)) continue;
    const lang: MailLanguage = person.language === "en" ? "en" : "fr";
    const rows = (await openTasksOf(db, { ownerIds: [person.id], dueBy: day }, lang)).filter((r) =>
      can(role, TASK_SECTION[r.kind], "view"),
    );
    const { overdue, today } = digestTasks(rows, day);
    if (overdue.length + today.length === 0) continue;
    const mail = digestMail(lang, {
      name: person.name?.trim() || person.email,
      day,
      overdue,
      today,
      baseUrl: deps.baseUrl,
    });
    const went = await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto("task_digest")
        .values({ user_id: person.id, day, sent_at: now, tasks: overdue.length + today.length })
        .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await mailer.send({ ...mail, to: person.email, kind: "task-digest" }, { via: tx });
      return true;
    });
    if (went) count++;
  }
  if (count) log.info({ day, count }, "task digests sent");
  return count;
}

/** The daily job of the server's scheduler (decision 020). */
export function taskDigestJob(deps: DigestDeps): DailyJob {
  return {
    name: TASK_DIGEST_JOB,
    minutes: TASK_DIGEST_MINUTES,
    async run({ day, clock }) {
      await sendTaskDigests(deps, day, clock.now());
    },
  };
}

// --- the digest preference (the profile) ------------------------------------------------------

/** Whether a staff member gets the digest; null for a customer (the profile shows nothing then). */
export async function digestPreference(db: Kysely<DB>, userId: string): Promise<boolean | null> {
  const row = await db
    .selectFrom("user")
    .leftJoin("staff_member", "staff_member.user_id", "user.id")
    .select(["user.task_digest", "user.role", "staff_member.role as staffRole"])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!row || (row.role !== "admin" && !row.staffRole)) return null;
  return toBool(row.task_digest);
}

export async function setDigestPreference(db: Kysely<DB>, userId: string, on: boolean): Promise<void> {
  await db
    .updateTable("user")
    .set({ task_digest: on, updatedAt: new Date() })
    .where("id", "=", userId)
    .execute();
}

export interface TasksPanelData {
  readonly kind: TaskRecord;
  readonly open: readonly (TaskView & { readonly bucket: TaskBucket })[];
  readonly done: readonly TaskView[];
  /** Who may own a task of this record (staff who may open it). */
  readonly owners: readonly { id: string; name: string }[];
  /** The signed-in person: the owner chosen by default. */
  readonly me: string;
  readonly today: string;
}

/** What a record's Tasks panel shows; null for a role that may not open the record's section. */
export async function tasksPanel(
  db: Kysely<DB>,
  reader: { userId: string; role: StaffRole },
  record: { kind: TaskRecord; id: string },
  now: Date,
): Promise<TasksPanelData | null> {
  if (!can(reader.role, TASK_SECTION[record.kind], "view")) return null;
  const { open, done } = await recordTasks(db, record.kind, record.id);
  return {
    kind: record.kind,
    open: open.map((t) => ({ ...t, bucket: bucketOf(t, now) })),
    done,
    owners: await staffAllowed(db, record.kind),
    me: reader.userId,
    today: parisDay(now),
  };
}
