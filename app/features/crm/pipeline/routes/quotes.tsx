import { data, Link, useActionData } from "react-router";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { SelectField } from "#app/ui/form/fields.tsx";
import type { Route } from "./+types/quotes";
import { requireStaff, requireStaffMember } from "#app/features/crm/guard.server.ts";
import { applyBulkLeadAction, type BulkReply } from "#app/features/crm/bulk/bulk.server.ts";
import { isBulkIntent } from "#app/features/crm/bulk/bulk.ts";
import {
  BulkAssign,
  BulkBar,
  BulkChoice,
  BulkNotice,
  useRowSelection,
} from "#app/features/crm/bulk/ui/bulk-bar.tsx";
import { applyViewAction, savedViewsFor } from "#app/features/crm/views/views.server.ts";
import { isViewIntent } from "#app/features/crm/views/views.ts";
import { SavedViews } from "#app/features/crm/views/ui/saved-views.tsx";
import {
  applyLeadAction,
  boardLeads,
  listLeads,
  sources,
  staffOptions,
  type LeadRow,
} from "#app/features/crm/pipeline/leads.server.ts";
import { leadsWithDuplicates } from "#app/features/crm/pipeline/duplicates.server.ts";
import { demoAgenda } from "#app/features/crm/pipeline/demo-agenda.server.ts";
import { DemoAgenda } from "#app/features/crm/pipeline/ui/demo-agenda.tsx";
import { LeadListSchema, type LeadListParams } from "#app/features/crm/list-params.ts";
import { listPage } from "#app/features/crm/list-page.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { demoAgendaTexts } from "#app/features/crm/pipeline/demo-agenda-locales.ts";
import { leadsTexts } from "#app/features/crm/pipeline/leads-texts.ts";
import { can } from "#app/features/crm/permissions.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, INPUT, LABEL, Panel, ReplyNotice } from "#app/features/crm/ui/ui.tsx";
import {
  DataTable,
  FilterBar,
  FilterDate,
  FilterSelect,
  FilterText,
  ListResults,
  Pager,
  type Column,
} from "#app/ui/data-table/data-table.tsx";
import { hasFilters, listQuery } from "#app/ui/data-table/query.ts";
import { DuplicateMarker } from "#app/features/crm/pipeline/ui/lead-duplicates.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { LEAD_STAGES, LEAD_TYPES } from "#server/db/schema.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/** Every lead in one inbox (issue 8): filters, sort and pages on the server; a table or a board. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, "leads", "view");
  const { db, page, params } = listPage(args, LeadListSchema);
  const [list, board, demos, owners, sourceList, views] = await Promise.all([
    params.view === "table" ? listLeads(db, params) : null,
    params.view === "board" ? boardLeads(db, params) : null,
    params.view === "demos" ? demoAgenda(db, params) : null,
    staffOptions(db),
    sources(db),
    savedViewsFor(db, staff, "leads", args.url),
  ]);
  return {
    ...page,
    params,
    list,
    // The page's leads that have a possible duplicate (a few index lookups per row).
    withDuplicates: list
      ? [
          ...(await leadsWithDuplicates(
            db,
            list.rows.map((r) => r.id),
          )),
        ]
      : [],
    board,
    demos,
    owners,
    sources: sourceList,
    views,
    canEdit: can(staff.role, "leads", "edit"),
    canExport: can(staff.role, "leads", "export"),
  };
}

/**
 * The board's quick stage change (losing a lead, which needs a reason, is done on its page), the
 * list's bulk assignment and stage change (decision 039), and its saved views.
 */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaffMember(args);
  const form = await requireForm(args.request);
  const { db } = services(args.context);
  const intent = form.get("intent");
  if (isViewIntent(intent)) return applyViewAction(db, staff, "leads", form);
  if (!can(staff.role, "leads", "edit")) throw data({ forbidden: true }, { status: 403 });
  if (isBulkIntent(intent)) return applyBulkLeadAction(db, { ...staff, context: args.context }, form);
  return applyLeadAction(
    db,
    { context: args.context, session: staff.session },
    String(form.get("leadId") ?? ""),
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const DEFAULTS = { sort: "created", dir: "desc", page: 1, view: "table", when: "upcoming" } as const;

const FILTERS = ["q", "type", "stage", "owner", "source", "from"];

export default function AdminQuotesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, demoAgendaTexts, leadsTexts);
  const answer = useActionData<typeof action>() as BulkReply | undefined;
  const reply = answer && !isBulkIntent(answer.intent) ? answer : undefined;
  const { lang, text, params, list, board, owners, sources: sourceList, canExport, views } = loaderData;
  const query = listQuery(params, DEFAULTS);
  const exportHref = `/admin/export/leads.csv${query({ page: undefined, view: undefined, when: undefined })}`;
  // The current view without its filters.
  const resetHref = `${localizedPath("/admin/quotes", lang)}${listQuery({ view: params.view }, DEFAULTS)({})}`;
  return (
    <AdminPage
      title={text.heading}
      lead={text.lead}
      actions={
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label={t("leads.views.label")} className="flex gap-1">
            {(["table", "board", "demos"] as const).map((view) => (
              <Link
                key={view}
                to={query({ view, page: undefined })}
                aria-current={params.view === view ? "page" : undefined}
                className={`btn ${params.view === view ? "btn-primary" : "btn-secondary"}`}
              >
                {t(`leads.views.${view}`)}
              </Link>
            ))}
          </div>
          {canExport ? (
            <a href={exportHref} className="btn btn-secondary" download>
              {t("common.exportCsv")}
            </a>
          ) : null}
        </div>
      }
    >
      <SavedViews views={views} reply={answer} />
      {/* The bookings have their own period; the leads' filters do not apply to them. */}
      {params.view === "demos" ? null : (
        <Filters params={params} owners={owners} sources={sourceList} resetHref={resetHref} />
      )}
      <ReplyNotice reply={reply} />
      <BulkNotice reply={answer} />
      {list ? (
        <ListResults
          list={list}
          empty={t("leads.empty")}
          clearHref={hasFilters(params, FILTERS) ? resetHref : undefined}
          query={query}
        >
          <LeadTable
            // A new page of leads (or a reply) starts a new selection.
            key={`${list.page}-${list.rows[0]?.id ?? ""}-${answer?.ok ? "done" : ""}`}
            rows={list.rows}
            withDuplicates={loaderData.withDuplicates}
            params={params}
            lang={lang}
            owners={owners}
            canEdit={loaderData.canEdit}
            canExport={canExport}
            exportHref={exportHref}
            reply={answer}
          />
        </ListResults>
      ) : null}
      {board ? <Board columns={board} lang={lang} canEdit={loaderData.canEdit} reply={reply} /> : null}
      {loaderData.demos ? (
        <>
          <div role="group" aria-label={t("demos.when")} className="flex gap-1">
            {(["upcoming", "past"] as const).map((when) => (
              <Link
                key={when}
                to={query({ when, page: undefined })}
                aria-current={params.when === when ? "page" : undefined}
                className={`btn ${params.when === when ? "btn-primary" : "btn-secondary"}`}
              >
                {t(`demos.${when}`)}
              </Link>
            ))}
          </div>
          <DemoAgenda rows={loaderData.demos.rows} lang={lang} />
          <Pager
            page={loaderData.demos.page}
            pages={loaderData.demos.pages}
            total={loaderData.demos.total}
            href={(page) => query({ page })}
          />
        </>
      ) : null}
    </AdminPage>
  );
}

function Filters({
  params,
  owners,
  sources,
  resetHref,
}: {
  params: LeadListParams;
  owners: readonly { id: string; name: string }[];
  sources: readonly string[];
  resetHref: string;
}) {
  const { t } = useNamespace(adminNamespace, demoAgendaTexts, leadsTexts);
  return (
    <FilterBar resetHref={resetHref} hidden={{ view: params.view }}>
      <FilterText name="q" label={t("leads.filters.q")} value={params.q} />
      <FilterSelect
        name="type"
        label={t("leads.filters.type")}
        value={params.type}
        options={LEAD_TYPES.map((type) => ({ value: type, label: t(`leadTypes.${type}`) }))}
      />
      {params.view === "table" ? (
        <FilterSelect
          name="stage"
          label={t("leads.filters.stage")}
          value={params.stage}
          options={LEAD_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }))}
        />
      ) : null}
      <FilterSelect
        name="owner"
        label={t("leads.filters.owner")}
        value={params.owner}
        options={[
          { value: "none", label: t("leads.filters.unassigned") },
          ...owners.map((o) => ({ value: o.id, label: o.name })),
        ]}
      />
      <FilterSelect
        name="source"
        label={t("leads.filters.source")}
        value={params.source}
        options={[
          { value: "direct", label: t("overview.direct") },
          ...sources.map((s) => ({ value: s, label: s })),
        ]}
      />
      <FilterDate name="from" label={t("leads.filters.from")} value={params.from} />
    </FilterBar>
  );
}

const BULK_FORM = "bulk-leads";

function LeadTable({
  rows,
  withDuplicates,
  params,
  lang,
  owners,
  canEdit,
  canExport,
  exportHref,
  reply,
}: {
  rows: readonly LeadRow[];
  withDuplicates: readonly string[];
  params: LeadListParams;
  lang: Language;
  owners: readonly { id: string; name: string }[];
  canEdit: boolean;
  canExport: boolean;
  /** The export of the list as filtered; the selection's export posts its ticked rows there. */
  exportHref: string;
  reply: BulkReply | undefined;
}) {
  const { t } = useNamespace(adminNamespace, demoAgendaTexts, leadsTexts);
  const query = listQuery(params, DEFAULTS);
  const none = t("common.none");
  const selection = useRowSelection(
    rows,
    (r) => r.id,
    (r) => [r.institution, r.email].filter(Boolean).join(", ") || r.id,
    BULK_FORM,
    reply?.selected,
  );
  const values = reply?.ok ? undefined : reply?.values;
  const columns: Column<LeadRow>[] = [
    {
      key: "created",
      header: t("leads.columns.created"),
      priority: "medium",
      sortable: true,
      cell: (r) => formatDate(r.createdAt, lang),
    },
    {
      key: "type",
      header: t("leads.columns.type"),
      priority: "medium",
      sortable: true,
      cell: (r) => t(`leadTypes.${r.type}`),
    },
    {
      key: "email",
      header: t("leads.columns.contact"),
      priority: "primary",
      sortable: true,
      truncate: (r) => r.email ?? none,
      cell: (r) => (
        <>
          <Link
            to={localizedPath(`/admin/quotes/${r.id}`, lang)}
            className="font-semibold text-brand hover:underline"
          >
            {r.email ?? none}
          </Link>
          {withDuplicates.includes(r.id) ? (
            <>
              {" "}
              <DuplicateMarker />
            </>
          ) : null}
        </>
      ),
    },
    {
      key: "institution",
      header: t("leads.columns.institution"),
      sortable: true,
      truncate: (r) => r.institution ?? none,
      cell: (r) => r.institution ?? none,
    },
    {
      key: "source",
      header: t("leads.columns.source"),
      priority: "low",
      truncate: (r) => r.source ?? t("overview.direct"),
      cell: (r) => r.source ?? t("overview.direct"),
    },
    {
      key: "stage",
      header: t("leads.columns.stage"),
      sortable: true,
      cell: (r) => t(`stages.${r.stage}`),
    },
    {
      key: "owner",
      header: t("leads.columns.owner"),
      priority: "medium",
      truncate: (r) => r.ownerName ?? none,
      cell: (r) => r.ownerName ?? none,
    },
    {
      key: "value",
      header: t("leads.columns.value"),
      sortable: true,
      numeric: true,
      cell: (r) => formatMoney(r.valueCents, lang),
    },
  ];
  const bulk = canEdit || canExport;
  return (
    <>
      <DataTable
        label={t("nav.quotes")}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        selection={bulk ? selection : undefined}
        sort={{
          column: params.sort,
          dir: params.dir,
          href: (sort, dir) => query({ sort, dir, page: undefined }),
        }}
      />
      {bulk ? (
        <BulkBar id={BULK_FORM} count={selection.selected.size} onClear={selection.clear}>
          {canEdit ? (
            <>
              <BulkAssign formId={BULK_FORM} name="ownerId" people={owners} values={values} />
              <BulkChoice
                formId={BULK_FORM}
                intent="bulk.move"
                name="stage"
                label={t("bulk.moveTo")}
                button={t("bulk.move")}
                values={values}
                options={LEAD_STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
              >
                <div className="min-w-0">
                  <label htmlFor={`${BULK_FORM}-lostReason`} className={LABEL}>
                    {t("bulk.lostReason")}
                  </label>
                  <input
                    id={`${BULK_FORM}-lostReason`}
                    name="lostReason"
                    maxLength={500}
                    aria-describedby={`${BULK_FORM}-lostReason-hint`}
                    defaultValue={typeof values?.lostReason === "string" ? values.lostReason : undefined}
                    className={`${INPUT} h-9`}
                  />
                  <p id={`${BULK_FORM}-lostReason-hint`} className="sr-only">
                    {t("bulk.lostReasonHint")}
                  </p>
                </div>
              </BulkChoice>
            </>
          ) : null}
          {canExport ? (
            <button
              type="submit"
              name="intent"
              value="bulk.export"
              formAction={exportHref}
              className="btn btn-secondary"
            >
              {t("bulk.exportSelection")}
            </button>
          ) : null}
        </BulkBar>
      ) : null}
    </>
  );
}

function Board({
  columns,
  lang,
  canEdit,
  reply,
}: {
  columns: NonNullable<Route.ComponentProps["loaderData"]["board"]>;
  lang: Language;
  canEdit: boolean;
  reply: AdminReply | undefined;
}) {
  const { t } = useNamespace(adminNamespace, demoAgendaTexts, leadsTexts);
  return (
    <div className="relative flex snap-x gap-3 overflow-x-auto pb-2">
      {columns.map((col) => (
        <div key={col.stage} className="w-64 shrink-0 snap-start">
          <Panel
            id={`stage-${col.stage}`}
            title={`${t(`stages.${col.stage}`)} (${col.count})`}
            actions={<span className="text-xs text-ink-muted">{formatMoney(col.valueCents, lang)}</span>}
          >
            {col.rows.length === 0 ? <p className="text-sm text-ink-muted">{t("leads.boardEmpty")}</p> : null}
            <ul className="space-y-2">
              {col.rows.map((r) => (
                <li key={r.id} className="rounded-lg border border-line bg-surface p-2 text-sm">
                  <Link
                    to={localizedPath(`/admin/quotes/${r.id}`, lang)}
                    className="block font-semibold text-brand hover:underline"
                  >
                    {r.institution ?? r.email ?? t("common.none")}
                  </Link>
                  <p className="text-xs text-ink-muted">
                    {t(`leadTypes.${r.type}`)} · {formatDate(r.createdAt, lang)} ·{" "}
                    {formatMoney(r.valueCents, lang)}
                  </p>
                  {canEdit && col.next.length > 0 ? (
                    <AdminForm
                      intent="move"
                      reply={reply}
                      hidden={{ leadId: r.id }}
                      initialValues={{ stage: col.next[0] ?? "" }}
                      idPrefix={`move-${r.id}`}
                      className="mt-2 flex flex-wrap items-center gap-1"
                      submitLabel={t("leads.detail.move")}
                      pendingLabel={t("common.working")}
                      buttonClass="btn btn-secondary shrink-0 px-2 py-1 text-xs"
                    >
                      <SelectField
                        name="stage"
                        label={t("leads.detail.moveTo")}
                        labelHidden
                        compact
                        className="min-w-32 flex-1"
                        options={col.next.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
                      />
                    </AdminForm>
                  ) : null}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      ))}
    </div>
  );
}
