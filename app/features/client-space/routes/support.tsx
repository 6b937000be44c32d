import { parseWith } from "#app/lib/forms/parse.ts";
import { notifyDepsOf } from "#app/features/crm/notifications/notifications.server.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/support";
import { PageHeader } from "#app/ui/page-header.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/form/fields.tsx";
import { useField } from "#app/ui/form/form-context.tsx";
import { FieldShell, inputClass } from "#app/ui/form/fields.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { Badge, ClientForm, EmptyState, PageBody, Section } from "#app/features/client-space/ui/ui.tsx";
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  MAX_ATTACHMENTS,
  MAX_SUPPORT_POST_BYTES,
} from "#app/features/client-space/attachments.ts";
import { formatBytes, formatDate, formatDateTime } from "#app/features/client-space/format.ts";
import { suggestArticles } from "#app/features/client-space/help-suggestions.ts";
import {
  done,
  invalid,
  notFound,
  requireMember,
  type ActionReply,
} from "#app/features/client-space/guard.server.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import {
  ACCOUNT_ERRORS,
  ReplySchema,
  TICKET_CATEGORIES,
  TicketSchema,
} from "#app/features/client-space/schemas.ts";
import { PRIORITY_LEVELS } from "#app/features/client-space/sla.ts";
import {
  getTicket,
  listTickets,
  openTicket,
  replyToTicket,
  setTicketStatus,
  type TicketSummary,
  type UploadedFile,
} from "#app/features/client-space/support.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { HELP_ARTICLES, HELP_CATEGORIES } from "#content/resources/help.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import type { TicketStatus } from "#server/db/schema.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

const STATUSES = ["open", "pending", "resolved", "closed"] as const;

/** What the subject field needs to suggest help-centre articles (titles and keywords only). */
interface HelpSuggestion {
  readonly id: string;
  readonly title: string;
  readonly keywords: string;
  readonly category: string;
  readonly answer: readonly string[];
}

function helpSuggestions(lang: Language): HelpSuggestion[] {
  return HELP_ARTICLES.map((a) => ({
    id: a.id,
    title: a.title[lang],
    keywords: a.keywords[lang],
    category: HELP_CATEGORIES[a.category][lang],
    answer: [],
  }));
}

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const { db } = services(args.context);
  const params = args.url.searchParams;
  const ticketId = params.get("ticket");
  const page = loadPage(args);
  if (ticketId) {
    const ticket = await getTicket(db, member, ticketId);
    if (!ticket) notFound();
    return {
      ...page,
      ticket,
      // Just opened (the action's redirect): say it was sent.
      created: params.get("created") === "1",
      tickets: [] as TicketSummary[],
      filter: { status: "", q: "" },
      helpArticles: [] as HelpSuggestion[],
    };
  }
  const rawStatus = params.get("status") ?? "";
  const status =
    rawStatus === "active" || (STATUSES as readonly string[]).includes(rawStatus) ? rawStatus : "";
  const q = (params.get("q") ?? "").slice(0, 100);
  const tickets = await listTickets(db, member, {
    status: (status || undefined) as TicketStatus | "active" | undefined,
    q,
  });
  return {
    ...page,
    ticket: null,
    created: false,
    tickets,
    filter: { status, q },
    helpArticles: helpSuggestions(page.lang),
  };
}

/** Checked attachments, or the translated problem of the first refused one. */
async function readFiles(
  form: FormData,
  lang: Language,
): Promise<{ files: UploadedFile[] } | { error: string }> {
  const texts = clientSpaceNamespace[lang].support.attachmentErrors;
  const entries = form.getAll("attachments").filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (entries.length > MAX_ATTACHMENTS) return { error: texts.tooMany };
  const files: UploadedFile[] = [];
  for (const file of entries) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = attachmentProblem(bytes, file.name);
    if (problem) return { error: texts[problem].replace("{{name}}", file.name.slice(0, 100)) };
    files.push({ name: file.name, bytes });
  }
  return { files };
}

export async function action(args: Route.ActionArgs) {
  const { member, lang } = await requireMember(args);
  const { db, config } = services(args.context);
  const form = await requireForm(args.request, { maxBytes: MAX_SUPPORT_POST_BYTES });
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form);
  if (intent === "open-ticket") {
    const parsed = parseWith(TicketSchema, values, ACCOUNT_ERRORS);
    const files = await readFiles(form, lang);
    if (!parsed.ok || "error" in files) {
      return invalid(intent, {
        fieldErrors: parsed.ok ? {} : parsed.errors,
        fieldMessages: "error" in files ? { attachments: files.error } : {},
        values,
      });
    }
    const id = await openTicket(db, config.dataDir, member, parsed.data, files.files, {
      deps: notifyDepsOf(services(args.context)),
      lang,
    });
    throw redirect(`${localizedPath("/dashboard/support", lang)}?ticket=${id}&created=1`);
  }
  const ticketId = String(form.get("ticketId") ?? "");
  if (intent === "reply") {
    const parsed = parseWith(ReplySchema, values, ACCOUNT_ERRORS);
    const files = await readFiles(form, lang);
    if (!parsed.ok || "error" in files) {
      return invalid(intent, {
        fieldErrors: parsed.ok ? {} : parsed.errors,
        fieldMessages: "error" in files ? { attachments: files.error } : {},
        values,
      });
    }
    const events = { deps: notifyDepsOf(services(args.context)), lang };
    if (
      !(await replyToTicket(db, config.dataDir, member, ticketId, parsed.data.message, files.files, events))
    )
      notFound();
    return done(intent, "support.replied");
  }
  if (intent === "reopen" || intent === "resolve") {
    if (!(await setTicketStatus(db, member, ticketId, intent))) notFound();
    return done(intent, "support.statusChanged");
  }
  throw new Response(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function FilesField() {
  const { t } = useNamespace(clientSpaceNamespace);
  const field = useField("attachments", true);
  return (
    <FieldShell field={field} label={t("support.attachments")} hint={t("support.attachmentsHint")}>
      <input
        id={field.id}
        type="file"
        name="attachments"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        className={inputClass}
      />
    </FieldShell>
  );
}

/** The subject, with help-centre articles that may answer it suggested as it is typed. */
function SubjectField({ articles, helpPath }: { articles: readonly HelpSuggestion[]; helpPath: string }) {
  const { t } = useNamespace(clientSpaceNamespace);
  const [subject, setSubject] = useState("");
  const found = suggestArticles(articles, subject);
  return (
    <div>
      <TextField
        name="subject"
        label={t("support.subject")}
        hint={t("support.subjectHint")}
        required
        maxLength={150}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <div aria-live="polite">
        {found.length > 0 ? (
          <div
            className="mt-2 rounded-xl border border-line bg-surface px-4 py-3"
            data-testid="help-suggestions"
          >
            <p className="text-sm font-semibold text-ink">{t("support.suggestions")}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {found.map((a) => (
                <li key={a.id}>
                  <a
                    className="text-brand underline"
                    href={`${helpPath}#${a.id}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {a.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function statusTone(status: TicketStatus) {
  return status === "pending" ? "warning" : status === "open" ? "neutral" : "success";
}

export default function DashboardSupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const { lang, ticket, tickets, filter, created } = loaderData;
  const reply = actionData as ActionReply | undefined;
  const base = localizedPath("/dashboard/support", lang);
  const target = (s: TicketSummary) =>
    s.target
      ? `${t("support.target", { hours: s.target.hours, date: formatDateTime(s.target.dueAt, lang) })} · ${t(`support.targetStates.${s.target.state}`)}`
      : t("support.noTarget");

  if (ticket) {
    const statusReply =
      reply && (reply.intent === "reopen" || reply.intent === "resolve") ? reply : undefined;
    return (
      <>
        <PageHeader
          text={{
            heading: ticket.subject,
            lead: t("support.opened", { date: formatDate(ticket.createdAt, lang) }),
          }}
        />
        <PageBody>
          <p>
            <Link to={base} className="font-semibold text-brand underline">
              ← {t("support.back")}
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={statusTone(ticket.status)}>{t(`support.statuses.${ticket.status}`)}</Badge>
            <Badge>{t(`support.priorities.${ticket.priority}`)}</Badge>
            <span className="text-sm text-ink-muted" data-testid="response-target">
              {target(ticket)}
            </span>
          </div>
          {created && !statusReply ? <Notice tone="success">{t("support.created")}</Notice> : null}
          {statusReply?.message ? <Notice tone="success">{t(statusReply.message as never)}</Notice> : null}
          <Section title={t("support.thread")} id="thread">
            <ol className="space-y-4">
              {ticket.messages.map((m) => (
                <li
                  key={m.id}
                  className={`rounded-xl border border-line p-4 ${m.author === "staff" ? "bg-surface" : "bg-surface-sunken"}`}
                >
                  <p className="text-sm font-semibold text-ink">
                    {m.author === "staff"
                      ? t("support.staff")
                      : t("support.you", { name: m.authorName ?? "" })}{" "}
                    <span className="font-normal text-ink-muted">· {formatDateTime(m.createdAt, lang)}</span>
                  </p>
                  <p className="mt-2 whitespace-pre-wrap text-ink">{m.body}</p>
                  {m.attachments.length ? (
                    <ul className="mt-2 space-y-1 text-sm">
                      {m.attachments.map((a) => (
                        <li key={a.id}>
                          <a
                            className="text-brand underline"
                            href={`/dashboard/support/attachments/${a.id}`}
                            download
                          >
                            {t("support.attachment", { name: a.filename, size: formatBytes(a.size, lang) })}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </Section>
          <Section title={t("support.reply")} id="reply">
            <ClientForm
              intent="reply"
              schema={ReplySchema}
              reply={reply}
              submitLabel={t("support.sendReply")}
              multipart
              hidden={{ ticketId: ticket.id }}
            >
              <TextAreaField name="message" label={t("support.message")} required />
              <FilesField />
            </ClientForm>
            <ClientForm
              // The status's own change: "Rouvrir" once resolved or closed, else "Marquer comme résolu".
              intent={ticket.status === "resolved" || ticket.status === "closed" ? "reopen" : "resolve"}
              reply={statusReply}
              hidden={{ ticketId: ticket.id }}
              messageOnPage
              submitLabel={t(
                ticket.status === "resolved" || ticket.status === "closed"
                  ? "support.reopen"
                  : "support.resolve",
              )}
              pendingLabel={t("common.working")}
              buttonClass="btn btn-secondary"
              className="mt-4"
            />
          </Section>
        </PageBody>
      </>
    );
  }

  const filtered = Boolean(filter.status || filter.q);
  return (
    <>
      <PageHeader text={loaderData.text} />
      <PageBody>
        <Section title={t("support.newTicket")} id="new-ticket">
          <ClientForm
            intent="open-ticket"
            schema={TicketSchema}
            reply={reply}
            submitLabel={t("support.submit")}
            multipart
          >
            <SubjectField
              articles={loaderData.helpArticles}
              helpPath={localizedPath("/ressources/support", lang)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                name="category"
                label={t("support.category")}
                required
                placeholder=""
                options={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`support.categories.${c}`) }))}
              />
              <SelectField
                name="priority"
                label={t("support.priority")}
                required
                options={PRIORITY_LEVELS.map((p) => ({ value: p, label: t(`support.priorities.${p}`) }))}
              />
            </div>
            <TextAreaField name="message" label={t("support.message")} required />
            <FilesField />
          </ClientForm>
        </Section>
        <Section title={t("support.tickets")} id="tickets">
          <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
            <div>
              <label htmlFor="filter-status" className="mb-1.5 block text-sm font-semibold text-ink">
                {t("support.filterStatus")}
              </label>
              <select id="filter-status" name="status" defaultValue={filter.status} className={inputClass}>
                <option value="">{t("support.filterAll")}</option>
                <option value="active">{t("support.filterActive")}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`support.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grow">
              <label htmlFor="filter-q" className="mb-1.5 block text-sm font-semibold text-ink">
                {t("support.search")}
              </label>
              <input id="filter-q" name="q" type="search" defaultValue={filter.q} className={inputClass} />
            </div>
            <button className="btn btn-secondary" type="submit">
              {t("support.filter")}
            </button>
          </Form>
          {tickets.length === 0 ? (
            <EmptyState>{filtered ? t("support.emptyFiltered") : t("support.empty")}</EmptyState>
          ) : (
            <ul className="divide-y divide-line">
              {tickets.map((s) => (
                <li key={s.id} className="py-3">
                  <Link to={`${base}?ticket=${s.id}`} className="font-semibold text-brand underline">
                    {s.subject}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                    <Badge tone={statusTone(s.status)}>{t(`support.statuses.${s.status}`)}</Badge>
                    <span>{s.priority}</span>
                    <span>· {formatDate(s.createdAt, lang)}</span>
                    <span>· {target(s)}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </PageBody>
    </>
  );
}
