import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/quotes";
import { requireStaff } from "#app/features/crm/guard.server.ts";
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
import {
  LeadListSchema,
  readParams,
  withParams,
  type LeadListParams,
} from "#app/features/crm/list-params.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { can } from "#app/features/crm/permissions.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import {
  AdminPage,
  INPUT,
  LABEL,
  Pager,
  Panel,
  ReplyNotice,
  SortHeader,
  TD,
  TH,
  Table,
} from "#app/features/crm/ui/ui.tsx";
import { DuplicateMarker } from "#app/features/crm/pipeline/ui/lead-duplicates.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { LEAD_STAGES, LEAD_TYPES } from "#server/db/schema.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/** Every lead in one inbox (issue 8): filters, sort and pages on the server; a table or a board. */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, "leads", "view");
  const { db } = services(args.context);
  const params = readParams(LeadListSchema, args.url);
  const [list, board, demos, owners, sourceList] = await Promise.all([
    params.view === "table" ? listLeads(db, params) : null,
    params.view === "board" ? boardLeads(db, params) : null,
    params.view === "demos" ? demoAgenda(db, params) : null,
    staffOptions(db),
    sources(db),
  ]);
  return {
    ...loadPage(args),
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
    canEdit: can(role, "leads", "edit"),
    canExport: can(role, "leads", "export"),
  };
}

/** The board's quick stage change (losing a lead, which needs a reason, is done on its page). */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "leads", "edit");
  const form = await requireForm(args.request);
  return applyLeadAction(
    services(args.context).db,
    { context: args.context, session: staff.session },
    String(form.get("leadId") ?? ""),
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const DEFAULTS = { sort: "created", dir: "desc", page: 1, view: "table", when: "upcoming" } as const;

function query(
  params: LeadListParams,
  changes: Partial<Record<keyof LeadListParams, string | number | undefined>>,
) {
  return withParams(params as Record<string, string | number | undefined>, changes, DEFAULTS);
}

export default function AdminQuotesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const reply = useActionData<typeof action>();
  const { lang, text, params, list, board, owners, sources: sourceList, canExport } = loaderData;
  const exportHref = `/admin/export/leads.csv${query(params, { page: undefined, view: undefined, when: undefined })}`;
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
                to={query(params, { view, page: undefined })}
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
      {/* The bookings have their own period; the leads' filters do not apply to them. */}
      {params.view === "demos" ? null : <Filters params={params} owners={owners} sources={sourceList} />}
      <ReplyNotice reply={reply} />
      {list ? (
        <>
          <LeadTable
            rows={list.rows}
            withDuplicates={loaderData.withDuplicates}
            params={params}
            lang={lang}
          />
          <Pager
            page={list.page}
            pages={list.pages}
            total={list.total}
            href={(page) => query(params, { page })}
          />
        </>
      ) : null}
      {board ? <Board columns={board} lang={lang} canEdit={loaderData.canEdit} /> : null}
      {loaderData.demos ? (
        <>
          <div role="group" aria-label={t("demos.when")} className="flex gap-1">
            {(["upcoming", "past"] as const).map((when) => (
              <Link
                key={when}
                to={query(params, { when, page: undefined })}
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
            href={(page) => query(params, { page })}
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
}: {
  params: LeadListParams;
  owners: readonly { id: string; name: string }[];
  sources: readonly string[];
}) {
  const { t } = useNamespace(adminNamespace);
  return (
    <Form
      method="get"
      className="grid grid-cols-2 items-end gap-2 rounded-xl border border-line bg-surface-raised p-3 sm:grid-cols-4 lg:grid-cols-7"
      aria-label={t("leads.filters.label")}
    >
      <input type="hidden" name="view" value={params.view} />
      <label className="col-span-2 lg:col-span-2">
        <span className={LABEL}>{t("leads.filters.q")}</span>
        <input type="search" name="q" defaultValue={params.q ?? ""} className={INPUT} />
      </label>
      <label>
        <span className={LABEL}>{t("leads.filters.type")}</span>
        <select name="type" defaultValue={params.type ?? ""} className={INPUT}>
          <option value="">{t("common.all")}</option>
          {LEAD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`leadTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {params.view === "table" ? (
        <label>
          <span className={LABEL}>{t("leads.filters.stage")}</span>
          <select name="stage" defaultValue={params.stage ?? ""} className={INPUT}>
            <option value="">{t("common.all")}</option>
            {LEAD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`stages.${stage}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        <span className={LABEL}>{t("leads.filters.owner")}</span>
        <select name="owner" defaultValue={params.owner ?? ""} className={INPUT}>
          <option value="">{t("common.all")}</option>
          <option value="none">{t("leads.filters.unassigned")}</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={LABEL}>{t("leads.filters.source")}</span>
        <select name="source" defaultValue={params.source ?? ""} className={INPUT}>
          <option value="">{t("common.all")}</option>
          <option value="direct">{t("overview.direct")}</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={LABEL}>{t("leads.filters.from")}</span>
        <input type="date" name="from" defaultValue={params.from ?? ""} className={INPUT} />
      </label>
      <div className="col-span-2 flex gap-2 sm:col-span-4 lg:col-span-7">
        <button type="submit" className="btn btn-primary">
          {t("common.filter")}
        </button>
        <Link to={`?view=${params.view}`} className="btn btn-secondary">
          {t("common.reset")}
        </Link>
      </div>
    </Form>
  );
}

function LeadTable({
  rows,
  withDuplicates,
  params,
  lang,
}: {
  rows: readonly LeadRow[];
  withDuplicates: readonly string[];
  params: LeadListParams;
  lang: Language;
}) {
  const { t } = useNamespace(adminNamespace);
  const sortHref = (sort: string, dir: "asc" | "desc") => query(params, { sort, dir, page: undefined });
  const header = (column: string, label: string) => (
    <SortHeader column={column} label={label} sort={params.sort} dir={params.dir} href={sortHref} />
  );
  if (rows.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
        {t("leads.empty")}
      </p>
    );
  return (
    <Table label={t("nav.quotes")}>
      <thead>
        <tr>
          {header("created", t("leads.columns.created"))}
          {header("type", t("leads.columns.type"))}
          {header("email", t("leads.columns.contact"))}
          {header("institution", t("leads.columns.institution"))}
          <th scope="col" className={TH}>
            {t("leads.columns.source")}
          </th>
          {header("stage", t("leads.columns.stage"))}
          <th scope="col" className={TH}>
            {t("leads.columns.owner")}
          </th>
          {header("value", t("leads.columns.value"))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="hover:bg-surface-sunken">
            <td className={TD}>{formatDate(r.createdAt, lang)}</td>
            <td className={TD}>{t(`leadTypes.${r.type}`)}</td>
            <td className={TD}>
              <Link
                to={localizedPath(`/admin/quotes/${r.id}`, lang)}
                className="font-semibold text-brand hover:underline"
              >
                {r.email ?? t("common.none")}
              </Link>
              {withDuplicates.includes(r.id) ? (
                <>
                  {" "}
                  <DuplicateMarker />
                </>
              ) : null}
            </td>
            <td className={TD}>{r.institution ?? t("common.none")}</td>
            <td className={TD}>{r.source ?? t("overview.direct")}</td>
            <td className={TD}>{t(`stages.${r.stage}`)}</td>
            <td className={TD}>{r.ownerName ?? t("common.none")}</td>
            <td className={`${TD} text-right tabular-nums`}>{formatMoney(r.valueCents, lang)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Board({
  columns,
  lang,
  canEdit,
}: {
  columns: NonNullable<Route.ComponentProps["loaderData"]["board"]>;
  lang: Language;
  canEdit: boolean;
}) {
  const { t } = useNamespace(adminNamespace);
  const navigation = useNavigation();
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
                    <Form method="post" className="mt-1 flex gap-1">
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="leadId" value={r.id} />
                      <label className="sr-only" htmlFor={`move-${r.id}`}>
                        {t("leads.detail.moveTo")}
                      </label>
                      <select id={`move-${r.id}`} name="stage" className={`${INPUT} py-1 text-xs`}>
                        {col.next.map((s) => (
                          <option key={s} value={s}>
                            {t(`stages.${s}`)}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        className="btn btn-secondary px-2 py-1 text-xs"
                        disabled={navigation.state !== "idle"}
                      >
                        {t("leads.detail.move")}
                      </button>
                    </Form>
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
