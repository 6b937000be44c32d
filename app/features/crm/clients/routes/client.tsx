import { Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/client";
import {
  applyClientAction,
  clientNotes,
  memberAccess,
} from "#app/features/crm/clients/client-access.server.ts";
import { BAN_REASON_MAX, NOTE_MAX } from "#app/features/crm/clients/client-access.ts";
import { clientDetail } from "#app/features/crm/clients/clients.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import {
  impersonationRefusal,
  IMPERSONATION_MINUTES,
  IMPERSONATION_REASON_MAX,
} from "#app/features/crm/clients/impersonation.ts";
import { impersonationTargets, startImpersonation } from "#app/features/crm/clients/impersonation.server.ts";
import { impersonationCookie } from "#app/features/crm/clients/impersonation-session.server.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { clientsTexts } from "#app/features/crm/clients/clients-texts.ts";
import { leadsTexts } from "#app/features/crm/pipeline/leads-texts.ts";
import { proposalsTexts } from "#app/features/crm/proposals/proposals-section-locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import { formatDate, formatDateTime, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { dashboardPath } from "#app/features/auth/redirect.ts";
import { services } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { AdminPage, Panel, ReplyNotice, Table, TableHead, TD } from "#app/features/crm/ui/ui.tsx";
import { StaffNotes } from "#app/features/crm/ui/notes.tsx";
import { ClientNoteSchema } from "#app/features/crm/clients/client-access.ts";
import { Timeline } from "#app/features/crm/ui/timeline.tsx";
import { historyLookup } from "#app/features/crm/history/history.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { ordersForClientPage } from "#app/features/orders/orders.server.ts";
import { applyOrderAdvance } from "#app/features/orders/crm.server.ts";
import { ClientOrders } from "#app/features/orders/ui/client-orders.tsx";
import { applyBuyerDetails } from "#app/features/crm/billing/buyer-details.server.ts";
import { readBillingDetails } from "#app/features/institutions/billing-details.server.ts";
import { BuyerDetailsSchema } from "#app/features/crm/billing/billing-forms.ts";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { TextField } from "#app/ui/form/fields.tsx";
import { applyTaskAction, tasksPanel } from "#app/features/crm/tasks/tasks.server.ts";
import { isTaskIntent } from "#app/features/crm/tasks/tasks.ts";
import { TasksPanel } from "#app/features/crm/tasks/ui/tasks-panel.tsx";

/** One client institution: users, subscription, invoices, tickets, leads and history (issue 8). */
export async function loader(args: Route.LoaderArgs) {
  const { role, session } = await requireStaff(args, "clients", "view");
  const { db, clock } = services(args.context);
  const client = await clientDetail(db, args.params.clientId);
  if (!client) throw new Response(null, { status: 404 });
  const access = await memberAccess(db, client.id);
  const targets = await impersonationTargets(db, client.id);
  // The accounts this staff member may sign in as (customers only, not suspended).
  const mayImpersonate = (userId: string) => {
    const target = targets[userId];
    return !!target && !impersonationRefusal({ userId: session.user.id, role }, { userId, ...target });
  };
  const page = loadPage(args);
  // Each block is shown only to roles that may see its section.
  return {
    ...page,
    orders: can(role, "subscriptions", "view") ? await ordersForClientPage(db, client.id, page.lang) : null,
    canMoveOrders: can(role, "subscriptions", "edit"),
    canNote: can(role, "clients", "edit"),
    // Billing details: read with billing's view, changed with its edit (billing staff and admins).
    billing: can(role, "billing", "view") ? await readBillingDetails(db, client.id) : null,
    canEditBilling: can(role, "billing", "edit"),
    canBan: can(role, "accounts", "edit"),
    notes: await clientNotes(db, client.id),
    tasks: await tasksPanel(
      db,
      { userId: session.user.id, role },
      { kind: "institution", id: client.id },
      clock.now(),
    ),
    history: await historyLookup(db, client.timeline, { role, lang: page.lang }),
    client: {
      ...client,
      users: client.users.map((u) => ({
        ...u,
        ...(access[u.id] ?? { banned: false, banReason: null, bannedAt: null }),
        impersonable: mayImpersonate(u.id),
      })),
      invoices: can(role, "billing", "view") ? client.invoices : null,
      tickets: can(role, "support", "view") ? client.tickets : null,
      leads: can(role, "leads", "view") ? client.leads : null,
      // Proposals are read where leads are (sales and admins).
      proposals: can(role, "leads", "view") ? client.proposals : null,
    },
  };
}

/**
 * Notes need `edit` on clients; suspending or restoring an account needs `edit` on accounts;
 * signing in as a customer needs `edit` on impersonation (decision 014).
 */
export async function action(args: Route.ActionArgs) {
  const form = await requireForm(args.request);
  const intent = String(form.get("intent") ?? "");
  if (isTaskIntent(intent)) {
    // Whoever opens the client page may follow it up (decision 037).
    const staff = await requireStaff(args, "clients", "view");
    const { db, clock } = services(args.context);
    return applyTaskAction(
      db,
      { context: args.context, session: staff.session, role: staff.role },
      { kind: "institution", id: args.params.clientId },
      form,
      clock.now(),
    );
  }
  if (intent === "impersonate") {
    const staff = await requireStaff(args, "impersonation", "edit");
    const { origin, clientAddress } = args.context.get(requestInfoContext);
    const started = await startImpersonation(
      services(args.context).db,
      {
        userId: staff.session.user.id,
        role: staff.role,
        ip: clientAddress,
        userAgent: args.request.headers.get("user-agent"),
      },
      args.params.clientId,
      form,
    );
    if (!started.ok) return started.reply;
    return redirect(dashboardPath(staff.lang), {
      headers: { "Set-Cookie": impersonationCookie(started.token, origin) },
    });
  }
  if (intent === "order-advance") {
    // Orders move with the subscriptions they start: the same permission (billing and admins).
    const staff = await requireStaff(args, "subscriptions", "edit");
    const { db, clock } = services(args.context);
    return applyOrderAdvance(
      db,
      { context: args.context, session: staff.session },
      args.params.clientId,
      form,
      clock.now(),
    );
  }
  if (intent === "billing-details") {
    const staff = await requireStaff(args, "billing", "edit");
    return applyBuyerDetails(
      services(args.context).db,
      { context: args.context, session: staff.session },
      args.params.clientId,
      form,
    );
  }
  const resource = intent === "ban" || intent === "unban" ? "accounts" : "clients";
  const staff = await requireStaff(args, resource, "edit");
  return applyClientAction(
    services(args.context).db,
    { context: args.context, session: staff.session },
    args.params.clientId,
    form,
  );
}

function mine(reply: AdminReply | undefined, intent: string, userId?: string) {
  if (reply?.intent !== intent) return undefined;
  return userId === undefined || reply.values?.userId === userId ? reply : undefined;
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

/** An action on one user that needs a reason (ban, support sign-in), with its errors under it. */
function UserReasonForm(props: {
  intent: string;
  userId: string;
  reply: AdminReply | undefined;
  label: string;
  maxLength: number;
  submit: string;
  submitLabel: string;
  /** A hint that describes the reason field, shown elsewhere on the page. */
  hintId?: string;
}) {
  const { intent, userId, reply, hintId } = props;
  return (
    <AdminForm
      intent={intent}
      reply={reply}
      hidden={{ userId }}
      idPrefix={`${intent}-${userId}`}
      submitLabel={props.submit}
      submitAriaLabel={props.submitLabel}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        name="reason"
        label={props.label}
        maxLength={props.maxLength}
        className="min-w-0 flex-1 basis-48"
        aria-describedby={hintId}
      />
    </AdminForm>
  );
}

type BillingView = NonNullable<Route.ComponentProps["loaderData"]["billing"]>;

const BILLING_FIELDS = [
  ["name", "billingName", true],
  ["siret", "billingSiret", false],
  ["vatNumber", "billingVat", false],
  ["addressLine1", "billingAddress1", true],
  ["addressLine2", "billingAddress2", false],
  ["postalCode", "billingPostalCode", true],
  ["city", "billingCity", true],
  ["country", "billingCountry", true],
  ["chorusServiceCode", "billingChorus", false],
  ["engagementNumber", "billingEngagement", false],
] as const satisfies readonly (readonly [keyof BillingView, string, boolean])[];

/** The client's billing details, with a public buyer's Chorus Pro identifiers (BT-10, BT-13). */
function BillingDetailsPanel({
  details,
  canEdit,
  reply,
}: {
  details: BillingView;
  canEdit: boolean;
  reply: AdminReply | undefined;
}) {
  const { t } = useNamespace(adminNamespace, clientsTexts, leadsTexts, proposalsTexts);
  const d = (key: string) => t(`clients.detail.${key}` as never);
  return (
    <Panel title={d("billingDetails")} id="billing-details">
      <p className="mb-3 text-sm text-ink-muted">{d("billingHint")}</p>
      {canEdit ? (
        <AdminForm
          intent="billing-details"
          idPrefix="billing"
          schema={BuyerDetailsSchema}
          reply={reply}
          initialValues={details}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {BILLING_FIELDS.map(([name, label, required]) => (
              <TextField
                key={name}
                name={name}
                label={d(label)}
                required={required}
                autoComplete="off"
                {...(name === "siret" ? { inputMode: "numeric" as const } : {})}
              />
            ))}
          </div>
        </AdminForm>
      ) : (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {BILLING_FIELDS.map(([name, label]) => (
            <div key={name}>
              <dt className="text-ink-muted">{d(label)}</dt>
              <dd className="break-words text-ink">{details[name] || t("common.none")}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}

export default function AdminClientPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, clientsTexts, leadsTexts, proposalsTexts);
  const reply = useActionData<typeof action>();
  const { lang, client: c, notes, canNote, canBan } = loaderData;
  const d = (key: string) => t(`clients.detail.${key}` as never);
  const note = mine(reply, "note");
  return (
    <AdminPage
      title={c.name}
      lead={[
        c.siret ? `${d("siret")} ${c.siret}` : null,
        c.address || null,
        t("common.labelValue", { label: d("students"), value: formatNumber(c.students, lang) }),
      ]
        .filter(Boolean)
        .join(" · ")}
      actions={
        <Link to={localizedPath("/admin/clients", lang)} className="btn btn-secondary">
          {t("common.back")}
        </Link>
      }
    >
      <ReplyNotice reply={reply} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={d("subscription")} id="subscription">
          {c.subscriptions.length === 0 ? (
            <p className="text-sm text-ink-muted">{d("noSubscription")}</p>
          ) : null}
          <ul className="space-y-2 text-sm">
            {c.subscriptions.map((s) => (
              <li key={s.id}>
                <strong className="text-ink">
                  {t(`clients.plans.${s.plan}`)} · {t(`clients.statuses.${s.status}`)}
                </strong>{" "}
                · {formatMoney(s.mrrCents, lang)}
                <span className="block text-ink-muted">
                  {s.cap === null
                    ? d("unlimited")
                    : t("clients.detail.cap", { cap: formatNumber(s.cap, lang) })}
                  {s.renewsAt
                    ? ` · ${t("clients.detail.renews", { date: formatDate(s.renewsAt, lang) })}`
                    : ""}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={d("users")} id="users">
          {c.users.some((u) => u.impersonable) ? (
            <p id="impersonation-hint" className="mb-3 text-sm text-ink-muted">
              {t("clients.detail.impersonationHint", { minutes: IMPERSONATION_MINUTES })}
            </p>
          ) : null}
          <ul className="space-y-3 text-sm">
            {c.users.map((u) => {
              const ban = mine(reply, "ban", u.id);
              const impersonate = mine(reply, "impersonate", u.id);
              return (
                <li key={u.id} className="space-y-1">
                  <div className="flex flex-wrap justify-between gap-2">
                    <span className="break-all text-ink">
                      {u.name} <span className="text-ink-muted">&lt;{u.email}&gt;</span>
                    </span>
                    <span className="text-ink-muted">
                      {t(`clients.detail.membershipRoles.${u.role}`)}
                      {u.banned ? (
                        <strong className="ml-2 rounded bg-danger/20 px-1.5 py-0.5 text-xs text-ink">
                          {d("banned")}
                        </strong>
                      ) : null}
                    </span>
                  </div>
                  {u.banned && u.bannedAt ? (
                    <p className="break-words text-xs text-ink-muted">
                      {t("clients.detail.bannedSince", {
                        date: formatDateTime(u.bannedAt, lang),
                        reason: u.banReason ?? t("common.none"),
                      })}
                    </p>
                  ) : null}
                  {canBan && u.banned ? (
                    <AdminForm
                      intent="unban"
                      reply={mine(reply, "unban", u.id)}
                      hidden={{ userId: u.id }}
                      idPrefix={`unban-${u.id}`}
                      submitLabel={d("unban")}
                      submitAriaLabel={t("clients.detail.unbanLabel", { name: u.name || u.email })}
                    />
                  ) : null}
                  {canBan && !u.banned ? (
                    <UserReasonForm
                      intent="ban"
                      userId={u.id}
                      reply={ban}
                      label={d("banReason")}
                      maxLength={BAN_REASON_MAX}
                      submit={d("ban")}
                      submitLabel={t("clients.detail.banLabel", { name: u.name || u.email })}
                    />
                  ) : null}
                  {u.impersonable ? (
                    <UserReasonForm
                      intent="impersonate"
                      userId={u.id}
                      reply={impersonate}
                      label={d("impersonationReason")}
                      maxLength={IMPERSONATION_REASON_MAX}
                      submit={d("impersonate")}
                      submitLabel={t("clients.detail.impersonateLabel", { name: u.name || u.email })}
                      hintId="impersonation-hint"
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Panel>
      </div>
      {loaderData.billing ? (
        <BillingDetailsPanel
          details={loaderData.billing}
          canEdit={loaderData.canEditBilling}
          reply={mine(reply, "billing-details")}
        />
      ) : null}
      {loaderData.orders ? (
        <ClientOrders
          orders={loaderData.orders}
          canMove={loaderData.canMoveOrders}
          reply={mine(reply, "order-advance")}
          lang={lang}
        />
      ) : null}
      {c.invoices ? (
        <Panel title={d("invoices")} id="invoices">
          {c.invoices.length === 0 ? (
            <p className="text-sm text-ink-muted">{d("noInvoices")}</p>
          ) : (
            <Table label={d("invoices")}>
              <tbody>
                {c.invoices.map((i) => (
                  <tr key={i.id}>
                    <td className={TD}>{i.number ?? d("draftNumber")}</td>
                    <td className={TD}>{formatDate(i.date, lang)}</td>
                    <td className={TD}>{t(`clients.detail.invoiceStatuses.${i.status}`)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{formatMoney(i.totalCents, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
      ) : null}
      {c.tickets ? (
        <Panel title={d("tickets")} id="tickets">
          {c.tickets.length === 0 ? (
            <p className="text-sm text-ink-muted">{d("noTickets")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {c.tickets.map((tk) => (
                <li key={tk.id} className="flex flex-wrap justify-between gap-2">
                  <span className="text-ink">{tk.subject}</span>
                  <span className="text-ink-muted">
                    {t(`clients.detail.ticketStatuses.${tk.status}`)} · {formatDate(tk.createdAt, lang)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
      {c.proposals ? (
        <Panel title={d("proposals")} id="proposals">
          {c.proposals.length === 0 ? (
            <p className="text-sm text-ink-muted">{d("noProposals")}</p>
          ) : (
            <Table label={d("proposals")}>
              <TableHead
                labels={[
                  t("proposals.columns.number"),
                  t("proposals.columns.issued"),
                  t("proposals.columns.status"),
                  { label: t("proposals.columns.total"), end: true },
                ]}
              />
              <tbody>
                {c.proposals.map((q) => (
                  <tr key={q.id}>
                    <td className={TD}>
                      {q.leadId ? (
                        <Link
                          to={localizedPath(`/admin/quotes/${q.leadId}`, lang)}
                          className="text-brand hover:underline"
                        >
                          {q.number ?? t("proposals.statuses.draft")}
                        </Link>
                      ) : (
                        (q.number ?? t("proposals.statuses.draft"))
                      )}
                    </td>
                    <td className={TD}>{formatDate(q.date, lang)}</td>
                    <td className={TD}>{t(`proposals.statuses.${q.status}`)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{formatMoney(q.totalCents, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
      ) : null}
      {c.leads ? (
        <Panel title={d("leads")} id="leads">
          {c.leads.length === 0 ? (
            <p className="text-sm text-ink-muted">{d("noLeads")}</p>
          ) : (
            <Table label={d("leads")}>
              <TableHead
                labels={[
                  t("leads.columns.created"),
                  t("leads.columns.type"),
                  t("leads.columns.contact"),
                  t("leads.columns.stage"),
                  t("leads.columns.value"),
                ]}
              />
              <tbody>
                {c.leads.map((l) => (
                  <tr key={l.id}>
                    <td className={TD}>{formatDate(l.createdAt, lang)}</td>
                    <td className={TD}>{t(`leadTypes.${l.type}`)}</td>
                    <td className={TD}>
                      <Link
                        to={localizedPath(`/admin/quotes/${l.id}`, lang)}
                        className="text-brand hover:underline"
                      >
                        {l.contactName ?? l.email ?? t("common.none")}
                      </Link>
                      {l.typedInstitution && l.typedInstitution !== c.name ? (
                        <span className="block text-xs text-ink-muted">
                          {t("clients.detail.typedAs", { name: l.typedInstitution })}
                        </span>
                      ) : null}
                    </td>
                    <td className={TD}>{t(`stages.${l.stage}`)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{formatMoney(l.valueCents, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
      ) : null}
      {loaderData.tasks ? <TasksPanel panel={loaderData.tasks} reply={reply} lang={lang} /> : null}
      <Panel title={d("notes")} id="notes">
        <StaffNotes
          schema={ClientNoteSchema}
          notes={notes}
          canAdd={canNote}
          reply={note}
          max={NOTE_MAX}
          lang={lang}
          labels={{ note: d("note"), add: d("addNote"), empty: d("noNotes") }}
        />
      </Panel>
      <Panel title={d("timeline")} id="timeline">
        <Timeline
          entries={c.timeline}
          lookup={loaderData.history}
          lang={lang}
          empty={d("noTimeline")}
          selfIds={[c.id]}
        />
      </Panel>
    </AdminPage>
  );
}
