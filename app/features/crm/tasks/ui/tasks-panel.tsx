import { Link } from "react-router";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { Panel } from "#app/features/crm/ui/ui.tsx";
import { formatDate, formatDateTime } from "#app/features/client-space/format.ts";
import { SelectField, TextAreaField, TextField } from "#app/ui/form/fields.tsx";
import type { Language } from "#app/lib/i18n/languages.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { MyTask, TasksPanelData, TaskView } from "../tasks.server.ts";
import type { LazySchema } from "#app/ui/form/server-form.tsx";
import { TASK_NOTE_MAX, TASK_TITLE_MAX, type TaskBucket } from "../tasks.ts";

// The tasks panel is on the CRM's home: its forms' schemas load once the page runs.
const taskAssignSchema: LazySchema = () => import("../tasks-schemas.ts").then((m) => m.TaskAssignSchema);
const taskFormSchema: LazySchema = () => import("../tasks-schemas.ts").then((m) => m.TaskFormSchema);

/** A task's due date in words ("Échéance : 27 nov. 2026 à 09:30"). */
export function useDueLabel(lang: Language) {
  const { t } = useNamespace(adminNamespace);
  return (task: { dueDay: string; dueTime: string | null }) => {
    // Noon UTC is the same day in Paris whatever the season.
    const date = formatDate(`${task.dueDay}T12:00:00Z`, lang);
    return task.dueTime ? t("tasks.dueAt", { date, time: task.dueTime }) : t("tasks.due", { date });
  };
}

const BUCKET_TONE: Readonly<Record<TaskBucket, string>> = {
  overdue: "border border-danger/40 bg-surface text-danger",
  today: "bg-brand-soft text-brand",
  upcoming: "bg-surface-sunken text-ink-muted",
};

export function BucketBadge({ bucket }: { readonly bucket: TaskBucket }) {
  const { t } = useNamespace(adminNamespace);
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${BUCKET_TONE[bucket]}`}>
      {t(`tasks.buckets.${bucket}`)}
    </span>
  );
}

/** A button that completes or reopens one task (a form of the kit: works before JavaScript). */
function TaskButton({
  task,
  intent,
  reply,
}: {
  readonly task: TaskView;
  readonly intent: "task-done" | "task-reopen";
  readonly reply: AdminReply | undefined;
}) {
  const { t } = useNamespace(adminNamespace);
  const done = intent === "task-done";
  return (
    <AdminForm
      intent={intent}
      reply={reply}
      hidden={{ taskId: task.id }}
      idPrefix={`${intent}-${task.id}`}
      className="shrink-0"
      buttonClass={done ? "btn btn-primary" : "btn btn-secondary"}
      submitLabel={t(done ? "tasks.complete" : "tasks.reopen")}
      submitAriaLabel={t(done ? "tasks.completeLabel" : "tasks.reopenLabel", { title: task.title })}
      pendingLabel={t("common.working")}
    />
  );
}

/**
 * The Tasks panel of a lead, a client or a ticket (issue 20 §6): the open tasks (complete,
 * reassign), the form that adds one (owner: me by default) and the completed ones (reopen).
 */
export function TasksPanel({
  panel,
  reply,
  lang,
}: {
  readonly panel: TasksPanelData;
  /** The page action's last answer (only the Tasks forms' are read). */
  readonly reply: AdminReply | undefined;
  readonly lang: Language;
}) {
  const { t } = useNamespace(adminNamespace);
  const due = useDueLabel(lang);
  const mine = reply?.intent.startsWith("task-") ? reply : undefined;
  const owners = panel.owners.map((o) => ({ value: o.id, label: o.name }));
  const me = panel.owners.some((o) => o.id === panel.me) ? panel.me : "";
  return (
    <Panel title={t("tasks.title")} id="tasks">
      <h3 className="mb-2 text-sm font-semibold text-ink">{t("tasks.open")}</h3>
      {panel.open.length === 0 ? <p className="mb-3 text-sm text-ink-muted">{t("tasks.none")}</p> : null}
      <ul className="mb-4 space-y-2">
        {panel.open.map((task) => {
          const assignReply =
            mine?.intent === "task-assign" && mine.values?.taskId === task.id ? mine : undefined;
          return (
            <li
              key={task.id}
              data-testid="task"
              className="rounded-lg border border-line bg-surface p-3 text-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-semibold text-ink">{task.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
                    <BucketBadge bucket={task.bucket} />
                    <span>{due(task)}</span>
                    <span>{t("tasks.owner", { name: task.owner ?? t("tasks.unowned") })}</span>
                  </p>
                  {task.note ? (
                    <p className="mt-1 whitespace-pre-wrap break-words text-ink">{task.note}</p>
                  ) : null}
                </div>
                <TaskButton task={task} intent="task-done" reply={mine} />
              </div>
              <details className="mt-2" open={Boolean(assignReply?.fieldErrors)}>
                <summary className="cursor-pointer text-xs text-brand">{t("tasks.reassign")}</summary>
                <AdminForm
                  key={`${task.id}-${task.ownerId ?? ""}`}
                  intent="task-assign"
                  idPrefix={`task-assign-${task.id}`}
                  schema={taskAssignSchema}
                  reply={assignReply}
                  hidden={{ taskId: task.id }}
                  initialValues={{ ownerId: task.ownerId ?? "" }}
                  submitLabel={t("tasks.reassign")}
                  className="mt-2 flex flex-wrap items-end gap-2"
                >
                  <SelectField name="ownerId" label={t("tasks.reassignTo")} required options={owners} />
                </AdminForm>
              </details>
            </li>
          );
        })}
      </ul>
      <details
        className="mb-4 rounded-lg border border-line p-3"
        // Open while empty, or to show a refused task; closed after one is added.
        open={(mine?.intent === "task-add" && !mine.ok) || panel.open.length === 0}
      >
        <summary className="cursor-pointer text-sm font-semibold text-brand">{t("tasks.add")}</summary>
        <AdminForm
          // A new task empties the form; a refused one comes back as typed.
          key={panel.open.length + panel.done.length}
          intent="task-add"
          idPrefix="task"
          schema={taskFormSchema}
          reply={mine?.intent === "task-add" ? mine : undefined}
          initialValues={{ ownerId: me, dueDay: panel.today }}
          submitLabel={t("tasks.add")}
          pendingLabel={t("tasks.adding")}
          buttonClass="btn btn-primary"
          className="mt-3 space-y-3"
        >
          <TextField name="title" label={t("tasks.fields.title")} required maxLength={TASK_TITLE_MAX} />
          {/* Side by side where the panel is wide (the lead's main column), stacked in a narrow one. */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3">
            <TextField name="dueDay" type="date" label={t("tasks.fields.dueDay")} required />
            <TextField
              name="dueTime"
              type="time"
              label={t("tasks.fields.dueTime")}
              hint={t("tasks.fields.dueTimeHint")}
            />
            <SelectField name="ownerId" label={t("tasks.fields.owner")} required options={owners} />
          </div>
          <TextAreaField name="note" label={t("tasks.fields.note")} rows={2} maxLength={TASK_NOTE_MAX} />
        </AdminForm>
      </details>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-ink">
          {t("tasks.done")} ({panel.done.length})
        </summary>
        {panel.done.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t("tasks.noneDone")}</p>
        ) : null}
        <ul className="mt-2 space-y-2">
          {panel.done.map((task) => (
            <li
              key={task.id}
              data-testid="task-done"
              className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-line p-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="break-words text-ink line-through decoration-ink-muted">{task.title}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  {t("tasks.doneBy", {
                    date: formatDateTime(task.doneAt!, lang),
                    name: task.doneBy ?? t("logs.system"),
                  })}
                </p>
              </div>
              <TaskButton task={task} intent="task-reopen" reply={mine} />
            </li>
          ))}
        </ul>
      </details>
    </Panel>
  );
}

/** "My tasks" on the CRM's home: overdue, today, upcoming, each with its record linked. */
export function MyTasks({
  groups,
  lang,
}: {
  readonly groups: Readonly<Record<TaskBucket, readonly MyTask[]>>;
  readonly lang: Language;
}) {
  const { t } = useNamespace(adminNamespace);
  const due = useDueLabel(lang);
  const total = groups.overdue.length + groups.today.length + groups.upcoming.length;
  return (
    <Panel
      title={t("tasks.mine.title")}
      id="my-tasks"
      actions={<span className="text-sm text-ink-muted">{t("tasks.mine.count", { count: total })}</span>}
    >
      {total === 0 ? (
        <p className="text-sm text-ink-muted">{t("tasks.mine.empty")}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {(["overdue", "today", "upcoming"] as const).map((bucket) => (
            <section key={bucket} aria-labelledby={`my-tasks-${bucket}`} data-testid={`my-tasks-${bucket}`}>
              <h3
                id={`my-tasks-${bucket}`}
                className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink"
              >
                <BucketBadge bucket={bucket} />
                <span className="text-ink-muted">{groups[bucket].length}</span>
              </h3>
              {groups[bucket].length === 0 ? (
                <p className="text-sm text-ink-muted">{t("tasks.mine.none")}</p>
              ) : (
                <ul className="space-y-2">
                  {groups[bucket].map((task) => (
                    <li key={task.id} className="rounded-lg border border-line bg-surface p-2 text-sm">
                      <p className="break-words font-semibold text-ink">{task.title}</p>
                      <p className="mt-1 break-words text-xs text-ink-muted">
                        {t(`tasks.records.${task.kind}`)}{" "}
                        <Link to={task.href} className="text-brand underline">
                          {task.record}
                        </Link>
                      </p>
                      <p className="text-xs text-ink-muted">{due(task)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </Panel>
  );
}
