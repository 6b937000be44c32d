import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/lead";
import { sendProposalToCustomer } from "#app/features/crm/proposals/online.server.ts";
import { requireStaffMember } from "#app/features/crm/guard.server.ts";
import {
  applyLeadAction,
  leadDetail,
  staffOptions,
  type AdminReply,
} from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { analyticsTexts } from "#app/features/crm/analytics/analytics-locales.ts";
import { leadsTexts } from "#app/features/crm/pipeline/leads-texts.ts";
import { proposalsTexts } from "#app/features/crm/proposals/proposals-section-locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import {
  applyProposalAction,
  isProposalIntent,
  proposalPanel,
  type ProposalReply,
} from "#app/features/crm/proposals/proposals.server.ts";
import {
  addonName,
  MAX_PROPOSAL_LINES,
  movesToProposalSent,
  planName,
} from "#app/features/crm/proposals/proposals.ts";
import { ADDON_IDS, PLAN_IDS } from "#content/plans.ts";
import { formsText } from "#app/features/leads/texts.server.ts";
import { submissionRows } from "#app/features/crm/pipeline/lead-submission.ts";
import { SubmissionFields } from "#app/features/crm/pipeline/ui/submission-fields.tsx";
import {
  applyMergeAction,
  leadDuplicates,
  mergedLeadNotice,
  mergedSubmissions,
  mergePreview,
} from "#app/features/crm/pipeline/duplicates.server.ts";
import {
  DuplicatesPanel,
  MergedLeadPage,
  MergedLeadsPanel,
} from "#app/features/crm/pipeline/ui/lead-duplicates.tsx";
import type { Language } from "#app/lib/i18n/languages.ts";
import { ProposalBuilder, type ProposalCatalogue } from "#app/features/crm/proposals/ui/proposal-builder.tsx";
import { formatDate, formatDateTime, formatMoney } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, Panel, ReplyNotice } from "#app/features/crm/ui/ui.tsx";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { centsToInput } from "#app/features/crm/billing/invoicing.ts";
import { SelectField, TextField } from "#app/ui/form/fields.tsx";
import { StaffNotes } from "#app/features/crm/ui/notes.tsx";
import {
  AssignLeadSchema,
  LeadNoteSchema,
  LeadValueSchema,
  MoveLeadSchema,
} from "#app/features/crm/pipeline/schemas.ts";
import { Timeline } from "#app/features/crm/ui/timeline.tsx";
import { historyLookup } from "#app/features/crm/history/history.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { applyTaskAction, tasksPanel } from "#app/features/crm/tasks/tasks.server.ts";
import { isTaskIntent } from "#app/features/crm/tasks/tasks.ts";
import { TasksPanel } from "#app/features/crm/tasks/ui/tasks-panel.tsx";

/**
 * One lead: what was sent, its pipeline stage, owner, value, notes and timeline, and its quote
 * builder (issue 8). Staff who may see leads, or proposals (billing, read-only), open it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { role, session } = await requireStaffMember(args);
  const viewProposals = can(role, "proposals", "view");
  if (!can(role, "leads", "view") && !viewProposals) throw data({ forbidden: true }, { status: 403 });
  const { db, clock } = services(args.context);
  const page = loadPage(args);
  const lead = await leadDetail(db, args.params.leadId, { withProposals: viewProposals });
  if (!lead) {
    // A lead merged into another: its page says where it went (migration 0014).
    const merged = await mergedLeadNotice(db, args.params.leadId);
    if (!merged) throw new Response(null, { status: 404 });
    return { ...page, merged, lead: null, canViewLeads: can(role, "leads", "view") };
  }
  const mergeId = args.url.searchParams.get("merge");
  return {
    ...page,
    merged: null,
    lead,
    history: await historyLookup(db, lead.timeline, { role, lang: page.lang }),
    tasks: await tasksPanel(
      db,
      { userId: session.user.id, role },
      { kind: "lead", id: lead.id },
      clock.now(),
    ),
    // Possible duplicates, for those who see the leads; the merge's confirmation step (?merge=<id>)
    // for those who may change them.
    duplicates: can(role, "leads", "view")
      ? {
          ...(await leadDuplicates(db, lead)),
          preview: mergeId && can(role, "leads", "edit") ? await mergePreview(db, lead.id, mergeId) : null,
        }
      : null,
    mergedLeads: (await mergedSubmissions(db, lead.id)).map(({ payload, ...m }) => ({
      ...m,
      rows: submissionRows(payload, page.lang),
    })),
    submission: submissionRows(lead.payload, page.lang),
    owners: await staffOptions(db),
    canEdit: can(role, "leads", "edit"),
    // The list of leads (/admin/quotes): billing reads a lead's proposals without seeing that list.
    canViewLeads: can(role, "leads", "view"),
    proposals: viewProposals
      ? {
          panel: await proposalPanel(db, lead),
          catalogue: proposalCatalogue(page.lang),
          canEdit: can(role, "proposals", "edit"),
          canViewSubscriptions: can(role, "subscriptions", "view"),
          moveStageDefault: movesToProposalSent(lead.stage),
        }
      : null,
  };
}

/** Plans, add-ons and module names for the builder, in the page's language (one source: the content). */
function proposalCatalogue(lang: Language): ProposalCatalogue {
  const forms = formsText(lang).options;
  return {
    plans: PLAN_IDS.map((id) => ({ id, name: `GA Academic+ ${planName(id)}` })),
    addons: ADDON_IDS.map((id) => ({ id, name: addonName(id, lang) })),
    modules: forms.modules,
    maxLines: MAX_PROPOSAL_LINES,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaffMember(args);
  const form = await requireForm(args.request);
  if (isTaskIntent(form.get("intent")))
    return applyTaskAction(
      services(args.context).db,
      { context: args.context, session: staff.session, role: staff.role },
      { kind: "lead", id: args.params.leadId },
      form,
      services(args.context).clock.now(),
    );
  const proposal = isProposalIntent(form.get("intent"));
  if (!can(staff.role, proposal ? "proposals" : "leads", "edit"))
    throw data({ forbidden: true }, { status: 403 });
  const actor = { context: args.context, session: staff.session };
  const { db, clock } = services(args.context);
  if (form.get("intent") === "merge") return applyMergeAction(db, actor, args.params.leadId, form);
  return proposal
    ? applyProposalAction(db, actor, args.params.leadId, form, {
        onIssued: (proposalId) => sendProposalToCustomer(args.context, proposalId),
        now: clock.now(),
      })
    : applyLeadAction(db, actor, args.params.leadId, form);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function mine(reply: AdminReply | undefined, intent: string) {
  return reply?.intent === intent ? reply : undefined;
}

type LeadData = Extract<Route.ComponentProps["loaderData"], { merged: null }>;

export default function AdminLeadPage({ loaderData }: Route.ComponentProps) {
  // Two components rather than an early return: going from a merged lead's page to the lead it
  // was merged into stays on this route, and each page keeps its own hooks.
  return loaderData.merged ? (
    <MergedLeadPage
      notice={loaderData.merged}
      lang={loaderData.lang}
      canViewLeads={loaderData.canViewLeads}
    />
  ) : (
    <LeadRecordPage loaderData={loaderData} />
  );
}

function LeadRecordPage({ loaderData }: { loaderData: LeadData }) {
  const { t } = useNamespace(adminNamespace, analyticsTexts, leadsTexts, proposalsTexts);
  const answer = useActionData<typeof action>() as ProposalReply | undefined;
  // The quote builder shows its own replies (with the proposal's number); the lead's forms theirs.
  const proposalReply = answer?.intent.startsWith("proposal.") ? answer : undefined;
  const reply = proposalReply ? undefined : answer;
  const { lang, lead, owners, canEdit, canViewLeads, proposals } = loaderData;
  const note = mine(reply, "note");
  const merge = mine(reply, "merge");
  return (
    <AdminPage
      title={t("leads.detail.title", {
        type: t(`leadTypes.${lead.type}`),
        email: lead.email ?? t("common.none"),
      })}
      lead={t("leads.detail.received", { date: formatDateTime(lead.createdAt, lang) })}
      actions={
        canViewLeads ? (
          <Link to={localizedPath("/admin/quotes", lang)} className="btn btn-secondary">
            {t("common.back")}
          </Link>
        ) : undefined
      }
    >
      <ReplyNotice reply={reply} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Panel title={t("leads.detail.pipeline")} id="pipeline">
            <p className="mb-3 text-sm">
              <strong className="text-ink">{t(`stages.${lead.stage}`)}</strong>
              {lead.stage === "lost" && lead.lostReason ? (
                <span className="text-ink-muted">
                  {" "}
                  — {t("leads.detail.currentLost", { reason: lead.lostReason })}
                </span>
              ) : null}
              {" · "}
              {formatMoney(lead.valueCents, lang)}
            </p>
            {canEdit ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <AdminForm
                  // A new stage brings new choices: a new form.
                  key={lead.stage}
                  intent="move"
                  schema={MoveLeadSchema}
                  reply={reply}
                  initialValues={{ stage: lead.next[0] ?? "" }}
                  submitLabel={t("leads.detail.move")}
                  buttonClass="btn btn-primary"
                >
                  <SelectField
                    name="stage"
                    label={t("leads.detail.moveTo")}
                    required
                    options={lead.next.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
                  />
                  <TextField
                    name="lostReason"
                    label={t("leads.detail.lostReason")}
                    hint={t("leads.detail.lostReasonHint")}
                    maxLength={500}
                  />
                </AdminForm>
                <div className="space-y-4">
                  <AdminForm
                    key={`owner-${lead.ownerId ?? ""}`}
                    intent="assign"
                    schema={AssignLeadSchema}
                    reply={reply}
                    initialValues={{ ownerId: lead.ownerId ?? "" }}
                    submitLabel={t("leads.detail.assign")}
                  >
                    <SelectField
                      name="ownerId"
                      label={t("leads.detail.owner")}
                      placeholder={t("leads.detail.unassigned")}
                      options={owners.map((o) => ({ value: o.id, label: o.name }))}
                    />
                  </AdminForm>
                  <AdminForm
                    key={`value-${lead.valueCents}`}
                    intent="value"
                    schema={LeadValueSchema}
                    reply={reply}
                    initialValues={{ amount: centsToInput(lead.valueCents) }}
                    submitLabel={t("leads.detail.saveValue")}
                  >
                    <TextField name="amount" inputMode="decimal" label={t("leads.detail.value")} required />
                  </AdminForm>
                </div>
              </div>
            ) : (
              <p className="text-sm text-ink-muted">
                {t("leads.detail.owner")} :{" "}
                {owners.find((o) => o.id === lead.ownerId)?.name ?? t("leads.detail.unassigned")}
              </p>
            )}
          </Panel>
          {loaderData.tasks ? <TasksPanel panel={loaderData.tasks} reply={reply} lang={lang} /> : null}
          {loaderData.duplicates ? (
            <DuplicatesPanel
              leadId={lead.id}
              duplicates={loaderData.duplicates}
              preview={loaderData.duplicates.preview}
              canMerge={canEdit}
              reply={merge}
              lang={lang}
            />
          ) : null}
          <MergedLeadsPanel merged={loaderData.mergedLeads} lang={lang} />
          {proposals ? (
            <Panel title={t("proposals.title")} id="proposals">
              <ProposalBuilder
                panel={proposals.panel}
                catalogue={proposals.catalogue}
                canEdit={proposals.canEdit}
                canViewSubscriptions={proposals.canViewSubscriptions}
                leadStage={lead.stage}
                moveStageDefault={proposals.moveStageDefault}
                reply={proposalReply}
                lang={lang}
              />
            </Panel>
          ) : null}
          <Panel title={t("leads.detail.notes")} id="notes">
            <StaffNotes
              schema={LeadNoteSchema}
              notes={lead.notes}
              canAdd={canEdit}
              reply={note}
              max={2000}
              lang={lang}
              labels={{
                note: t("leads.detail.note"),
                add: t("leads.detail.addNote"),
                empty: t("leads.detail.noNotes"),
              }}
            />
          </Panel>
          <Panel title={t("leads.detail.timeline")} id="timeline">
            <Timeline
              entries={lead.timeline}
              lookup={loaderData.history}
              lang={lang}
              empty={t("leads.detail.noTimeline")}
              selfIds={[lead.id]}
            />
          </Panel>
        </div>
        <Panel title={t("leads.detail.submitted")} id="submitted">
          <dl className="space-y-1 text-sm">
            <SubmissionFields rows={loaderData.submission} />
            <div className="grid grid-cols-[8rem_1fr] gap-2">
              <dt className="text-ink-muted">{t("leads.detail.page")}</dt>
              <dd className="break-words text-ink">{lead.page ?? t("common.none")}</dd>
            </div>
            <div className="grid grid-cols-[8rem_1fr] gap-2">
              <dt className="text-ink-muted">{t("leads.columns.source")}</dt>
              <dd className="text-ink">{lead.source ?? t("overview.direct")}</dd>
            </div>
            <div className="grid grid-cols-[8rem_1fr] gap-2">
              <dt className="text-ink-muted">{t("leads.detail.campaign")}</dt>
              <dd className="text-ink">{lead.campaign ?? t("common.none")}</dd>
            </div>
            <div className="grid grid-cols-[8rem_1fr] gap-2">
              <dt className="text-ink-muted">{t("leads.detail.language")}</dt>
              <dd className="text-ink">
                {lead.language === "fr" || lead.language === "en"
                  ? t(`analytics.languages.${lead.language}`)
                  : (lead.language ?? t("common.none"))}
              </dd>
            </div>
            {lead.demos.map((d) => (
              <div key={d.id} className="grid grid-cols-[8rem_1fr] gap-2">
                <dt className="text-ink-muted">{t("leadTypes.demo")}</dt>
                <dd className="text-ink">
                  {formatDate(d.slotStart, lang)} {formatDateTime(d.slotStart, lang).split(" ").at(-1)}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>
    </AdminPage>
  );
}
