import { Link, useActionData } from "react-router";
import type { Route } from "./+types/ticket";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { operationsTexts } from "#app/features/crm/system/operations-section-locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import {
  applyTicketAction,
  supportStaff,
  supportTicketDetail,
} from "#app/features/crm/support/support.server.ts";
import { CANNED_ANSWERS, TICKET_STATUSES } from "#app/features/crm/system/operations.ts";
import { PRIORITY_LEVELS } from "#app/features/client-space/sla.ts";
import { formatBytes, formatDateTime } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { AdminPage, Panel, ReplyNotice } from "#app/features/crm/ui/ui.tsx";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { SelectField, TextAreaField } from "#app/ui/form/fields.tsx";
import { StaffNotes } from "#app/features/crm/ui/notes.tsx";
import { Timeline } from "#app/features/crm/ui/timeline.tsx";
import { historyLookup, recordHistory } from "#app/features/crm/history/history.server.ts";
import {
  TicketAssignSchema,
  TicketNoteSchema,
  TicketReplySchema,
  TicketStatusSchema,
} from "#app/features/crm/support/schemas.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { applyTaskAction, tasksPanel } from "#app/features/crm/tasks/tasks.server.ts";
import { isTaskIntent } from "#app/features/crm/tasks/tasks.ts";
import { TasksPanel } from "#app/features/crm/tasks/ui/tasks-panel.tsx";

/** One support ticket (issue 8): the thread, a reply (e-mailed), internal notes, assignment, status. */
export async function loader(args: Route.LoaderArgs) {
  const { role, session } = await requireStaff(args, "support", "view");
  const { db, clock } = services(args.context);
  const ticket = await supportTicketDetail(db, args.params.ticketId);
  if (!ticket) throw new Response(null, { status: 404 });
  const page = loadPage(args);
  const history = await recordHistory(db, [ticket.id]);
  return {
    ...page,
    ticket,
    history,
    lookup: await historyLookup(db, history, { role, lang: page.lang }),
    staff: await supportStaff(db),
    tasks: await tasksPanel(
      db,
      { userId: session.user.id, role },
      { kind: "ticket", id: ticket.id },
      clock.now(),
    ),
    canEdit: can(role, "support", "edit"),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await requireForm(args.request);
  if (isTaskIntent(form.get("intent"))) {
    // Whoever opens the ticket may follow it up (decision 037).
    const staff = await requireStaff(args, "support", "view");
    const { db, clock } = services(args.context);
    return applyTaskAction(
      db,
      { context: args.context, session: staff.session, role: staff.role },
      { kind: "ticket", id: args.params.ticketId },
      form,
      clock.now(),
    );
  }
  const staff = await requireStaff(args, "support", "edit");
  const { db, mailer } = services(args.context);
  const { origin } = args.context.get(requestInfoContext);
  return applyTicketAction(
    { db, mailer, origin },
    { context: args.context, session: staff.session },
    args.params.ticketId,
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function mine(reply: AdminReply | undefined, intent: string) {
  return reply?.intent === intent ? reply : undefined;
}

export default function AdminTicketPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, operationsTexts);
  const reply = useActionData<typeof action>();
  const { lang, ticket, staff, canEdit, history, lookup } = loaderData;
  const note = mine(reply, "note");
  const canned = operationsTexts[lang].support.canned;
  return (
    <AdminPage
      title={t("support.detail.title", { subject: ticket.subject })}
      lead={t("support.detail.opened", {
        date: formatDateTime(ticket.createdAt, lang),
        requester: ticket.requester ?? t("common.none"),
        institution: ticket.institution ?? t("common.none"),
      })}
      actions={
        <Link to={localizedPath("/admin/support", lang)} className="btn btn-secondary">
          {t("common.back")}
        </Link>
      }
    >
      <ReplyNotice reply={reply} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Panel title={t("support.detail.thread")} id="thread">
            <ol className="space-y-3">
              {ticket.messages.map((m) => (
                <li
                  key={m.id}
                  data-testid="ticket-message"
                  className={`rounded-lg border border-line p-3 text-sm ${m.author === "staff" ? "bg-surface-sunken" : "bg-surface"}`}
                >
                  <p className="mb-1 text-xs font-semibold text-ink-muted">
                    {m.author === "staff" ? t("support.detail.staff") : t("support.detail.customer")}
                    {m.authorName ? ` · ${m.authorName}` : ""} · {formatDateTime(m.createdAt, lang)}
                  </p>
                  <p className="whitespace-pre-wrap text-ink">{m.body}</p>
                  {m.files.length ? (
                    <div className="mt-2 text-xs">
                      <p className="text-ink-muted">{t("support.detail.attachments")}</p>
                      <ul className="mt-1 space-y-1">
                        {m.files.map((f) => (
                          <li key={f.id}>
                            <a
                              className="text-brand underline"
                              href={`/admin/support/attachments/${f.id}`}
                              download
                              data-testid="ticket-attachment"
                            >
                              {t("support.detail.attachment", {
                                name: f.filename,
                                size: formatBytes(f.size, lang),
                              })}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          </Panel>
          {canEdit ? (
            <Panel title={t("support.detail.reply")} id="reply">
              <p className="mb-2 text-xs text-ink-muted">{t("support.detail.replyHint")}</p>
              <AdminForm
                // A reply sent empties the form (a new one); a refused one comes back as typed.
                key={ticket.messages.length}
                intent="reply"
                schema={TicketReplySchema}
                reply={reply}
                submitLabel={t("support.detail.send")}
                pendingLabel={t("support.detail.sending")}
                buttonClass="btn btn-primary"
              >
                <SelectField
                  // Not part of the reply: it writes a prepared answer, in the customer's language, into the message.
                  name="canned"
                  label={t("support.detail.canned")}
                  hint={t("support.detail.cannedLanguage", {
                    language: t(`support.languages.${ticket.customerLanguage}`),
                  })}
                  placeholder={t("support.detail.cannedNone")}
                  options={CANNED_ANSWERS.map((k) => ({ value: k, label: canned[k].label }))}
                  onChange={(e) => {
                    const key = e.currentTarget.value as (typeof CANNED_ANSWERS)[number];
                    const body = e.currentTarget.form?.elements.namedItem("body");
                    if (key && body instanceof HTMLTextAreaElement)
                      body.value = canned[key][ticket.customerLanguage];
                  }}
                />
                <TextAreaField
                  name="body"
                  label={t("support.detail.message")}
                  rows={6}
                  maxLength={10_000}
                  required
                />
                <SelectField
                  name="status"
                  label={t("support.detail.statusAfter")}
                  placeholder={t("support.detail.statusAfterDefault")}
                  options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
                />
              </AdminForm>
            </Panel>
          ) : null}
        </div>
        <div className="min-w-0 space-y-4">
          <Panel title={t("support.detail.handling")} id="handling">
            <dl className="mb-3 space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-ink-muted">{t("support.detail.plan")}</dt>
                <dd className="text-ink">
                  {ticket.plan ? t(`subscriptions.plans.${ticket.plan}`) : t("support.noTarget")}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-ink-muted">{t("support.columns.target")}</dt>
                <dd className={ticket.target?.state === "late" ? "font-semibold text-danger" : "text-ink"}>
                  {ticket.target
                    ? t(`support.targetStates.${ticket.target.state}`, {
                        due: formatDateTime(ticket.target.dueAt, lang),
                        hours: ticket.target.hours,
                      })
                    : t("common.none")}
                </dd>
              </div>
            </dl>
            {canEdit ? (
              <div className="min-w-0 space-y-4">
                <AdminForm
                  intent="assign"
                  schema={TicketAssignSchema}
                  reply={reply}
                  initialValues={{ assigneeId: ticket.assigneeId ?? "" }}
                  submitLabel={t("support.detail.assign")}
                >
                  <SelectField
                    name="assigneeId"
                    label={t("support.detail.assignee")}
                    placeholder={t("support.filters.unassigned")}
                    options={staff.map((s) => ({ value: s.id, label: s.name }))}
                  />
                </AdminForm>
                <AdminForm
                  intent="status"
                  schema={TicketStatusSchema}
                  reply={reply}
                  initialValues={{ status: ticket.status, priority: ticket.priority }}
                  submitLabel={t("support.detail.saveStatus")}
                >
                  <SelectField
                    name="status"
                    label={t("support.detail.status")}
                    options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
                  />
                  <SelectField
                    name="priority"
                    label={t("support.detail.priority")}
                    options={PRIORITY_LEVELS.map((p) => ({ value: p, label: p }))}
                  />
                </AdminForm>
              </div>
            ) : null}
          </Panel>
          {loaderData.tasks ? <TasksPanel panel={loaderData.tasks} reply={reply} lang={lang} /> : null}
          <Panel title={t("support.detail.notes")} id="notes">
            <p className="mb-2 text-xs text-ink-muted">{t("support.detail.notesHint")}</p>
            <StaffNotes
              schema={TicketNoteSchema}
              notes={ticket.notes}
              canAdd={canEdit}
              reply={note}
              max={5000}
              lang={lang}
              labels={{
                note: t("support.detail.note"),
                add: t("support.detail.addNote"),
                empty: t("support.detail.noNotes"),
              }}
              testId="ticket-note"
            />
          </Panel>
          <Panel title={t("support.detail.history")} id="history">
            <Timeline
              entries={history}
              lookup={lookup}
              lang={lang}
              empty={t("support.detail.noHistory")}
              selfIds={[ticket.id]}
            />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
