import { Link } from "react-router";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import type { DuplicateRow, MergePreview, MergeMoves } from "#app/features/crm/pipeline/duplicates.server.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import type { SubmissionRow } from "#app/features/crm/pipeline/lead-submission.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { duplicatesTexts } from "#app/features/crm/pipeline/duplicates-section-locales.ts";
import { leadsTexts } from "#app/features/crm/pipeline/leads-texts.ts";
import { formatDate, formatDateTime } from "#app/features/client-space/format.ts";
import { Notice } from "#app/ui/notice.tsx";
import { SubmissionFields } from "./submission-fields.tsx";
import { AdminPage, Panel } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import type { LeadType } from "#server/db/schema.ts";

/**
 * Duplicate leads on the lead page (issue 8): the possible duplicates with why each matches, the
 * confirmation step of a merge (a page of its own state, `?merge=<id>`, so that it works before
 * JavaScript loads), the submissions merged into the lead, and the page of a merged lead.
 */
const BADGE =
  "inline-flex items-center rounded-full border border-line bg-brand-soft px-2 py-0.5 text-xs font-semibold text-ink";

const leadPath = (id: string, lang: Language) => localizedPath(`/admin/quotes/${id}`, lang);

export function DuplicateMarker() {
  const { t } = useNamespace(adminNamespace, duplicatesTexts, leadsTexts);
  return <span className={BADGE}>{t("duplicates.marker")}</span>;
}

export function DuplicatesPanel({
  leadId,
  duplicates,
  preview,
  canMerge,
  reply,
  lang,
}: {
  leadId: string;
  duplicates: { readonly rows: readonly DuplicateRow[]; readonly total: number };
  preview: MergePreview | null;
  canMerge: boolean;
  /** The answer to the last merge posted, when refused. */
  reply: AdminReply | undefined;
  lang: Language;
}) {
  const { t } = useNamespace(adminNamespace, duplicatesTexts, leadsTexts);
  const refusal = reply?.ok ? undefined : (reply?.fieldErrors?.duplicateId ?? reply?.fieldErrors?.confirm);
  return (
    <Panel title={t("duplicates.title")} id="duplicates">
      <p className="mb-3 text-sm text-ink-muted">{t("duplicates.intro")}</p>
      {refusal ? (
        <div className="mb-3">
          <Notice tone="error">{t(`validation.${refusal}`)}</Notice>
        </div>
      ) : null}
      {preview && canMerge ? <MergeConfirmation leadId={leadId} preview={preview} lang={lang} /> : null}
      {duplicates.rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("duplicates.none")}</p>
      ) : (
        <>
          {duplicates.total > duplicates.rows.length ? (
            <p className="mb-2 text-sm text-ink-muted">
              {t("duplicates.showing", { shown: duplicates.rows.length, count: duplicates.total })}
            </p>
          ) : null}
          <ul
            aria-label={t("duplicates.list")}
            className="divide-y divide-line rounded-xl border border-line"
          >
            {duplicates.rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 text-sm">
                  <Link
                    to={leadPath(r.id, lang)}
                    className="font-semibold break-all text-brand hover:underline"
                  >
                    {r.email ?? t("common.none")}
                  </Link>
                  <p className="text-ink">{r.institution ?? t("common.none")}</p>
                  <p className="text-xs text-ink-muted">
                    {t("duplicates.summary", {
                      type: t(`leadTypes.${r.type}`),
                      date: formatDate(r.createdAt, lang),
                      stage: t(`stages.${r.stage}`),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <p className="flex flex-wrap gap-1">
                    <span className="sr-only">{t("duplicates.reasonsLabel")}</span>
                    {r.reasons.map((reason) => (
                      <span key={reason} className={BADGE}>
                        {t(`duplicates.reasons.${reason}`)}
                      </span>
                    ))}
                  </p>
                  {canMerge ? (
                    <Link
                      to={`${leadPath(leadId, lang)}?merge=${encodeURIComponent(r.id)}#duplicates`}
                      className="btn btn-secondary px-2 py-1 text-xs"
                      aria-label={t("duplicates.mergeLabel", {
                        email: r.email ?? t("common.none"),
                        date: formatDate(r.createdAt, lang),
                      })}
                    >
                      {t("duplicates.merge")}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

const MOVES: readonly (keyof MergeMoves)[] = [
  "notes",
  "proposals",
  "demos",
  "webinars",
  "orders",
  "earlierMerged",
];

/** The confirmation step: what the merge does, then a form that posts it (or why it cannot). */
function MergeConfirmation({
  leadId,
  preview,
  lang,
}: {
  leadId: string;
  preview: MergePreview;
  lang: Language;
}) {
  const { t } = useNamespace(adminNamespace, duplicatesTexts, leadsTexts);
  const { duplicate, moves, fills, problem } = preview;
  const moving = MOVES.filter((m) => moves[m] > 0);
  return (
    <section
      aria-labelledby="merge-confirm-title"
      className="mb-4 space-y-2 rounded-xl border border-brand bg-surface p-3 text-sm"
    >
      <h3 id="merge-confirm-title" className="font-semibold text-ink">
        {t("duplicates.confirmTitle")}
      </h3>
      <p className="text-ink">
        {t("duplicates.confirmLead", {
          type: t(`leadTypes.${duplicate.type}`),
          email: duplicate.email ?? t("common.none"),
          date: formatDate(duplicate.createdAt, lang),
        })}
      </p>
      {moving.length > 0 ? (
        <>
          <p className="text-ink">{t("duplicates.confirmMoves")}</p>
          <ul className="list-disc pl-5 text-ink">
            {moving.map((m) => (
              <li key={m}>{t(`duplicates.moves.${m}`, { count: moves[m] })}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-ink">{t("duplicates.confirmNothing")}</p>
      )}
      {fills.length > 0 ? (
        <p className="text-ink">
          {t("duplicates.confirmFills", {
            fields: fills.map((f) => t(`duplicates.fields.${f}`)).join(", "),
          })}
        </p>
      ) : null}
      <p className="text-ink-muted">{t("duplicates.confirmKept")}</p>
      {problem ? <Notice tone="error">{t(`validation.${problem}`)}</Notice> : null}
      {problem ? (
        <Link to={`${leadPath(leadId, lang)}#duplicates`} className="btn btn-secondary">
          {t("duplicates.cancel")}
        </Link>
      ) : (
        // Posted to the lead's own address: once merged, the page shows no confirmation any more.
        <AdminForm
          intent="merge"
          action={leadPath(leadId, lang)}
          hidden={{ duplicateId: duplicate.id, confirm: "yes" }}
          reply={undefined}
          submitLabel={t("duplicates.confirm")}
          buttonClass="btn btn-primary"
          beside={
            <Link to={`${leadPath(leadId, lang)}#duplicates`} className="btn btn-secondary">
              {t("duplicates.cancel")}
            </Link>
          }
        />
      )}
    </section>
  );
}

export interface MergedSubmissionView {
  readonly id: string;
  readonly type: LeadType;
  readonly email: string | null;
  readonly stage: string | null;
  readonly createdAt: string;
  readonly mergedAt: string;
  readonly mergedBy: string | null;
  readonly rows: readonly SubmissionRow[];
}

/** What the visitors of the merged leads sent, each under its type, address and date. */
export function MergedLeadsPanel({
  merged,
  lang,
}: {
  merged: readonly MergedSubmissionView[];
  lang: Language;
}) {
  const { t } = useNamespace(adminNamespace, duplicatesTexts, leadsTexts);
  if (merged.length === 0) return null;
  return (
    <Panel title={t("duplicates.mergedTitle")} id="merged-leads">
      <ul className="space-y-4">
        {merged.map((m) => (
          <li key={m.id} className="space-y-1 border-t border-line pt-3 first:border-t-0 first:pt-0">
            <h3 className="text-sm font-semibold text-ink">
              {t("duplicates.mergedHeading", {
                type: t(`leadTypes.${m.type}`),
                email: m.email ?? t("common.none"),
                date: formatDateTime(m.createdAt, lang),
              })}
            </h3>
            <p className="text-xs text-ink-muted">
              {t("duplicates.mergedBy", {
                date: formatDateTime(m.mergedAt, lang),
                by: m.mergedBy ?? t("logs.system"),
              })}
              {m.stage ? ` ${t("duplicates.mergedStage", { stage: t(`stages.${m.stage}` as never) })}` : ""}
            </p>
            <dl className="space-y-1 text-sm">
              <SubmissionFields rows={m.rows} />
            </dl>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export interface MergedLeadNoticeView {
  readonly id: string;
  readonly type: LeadType;
  readonly email: string | null;
  readonly createdAt: string;
  readonly mergedAt: string;
  readonly mergedBy: string | null;
  readonly into: {
    readonly id: string;
    readonly type: LeadType;
    readonly email: string | null;
  };
}

/** The page of a lead merged into another: where it went. */
export function MergedLeadPage({
  notice,
  lang,
  canViewLeads,
}: {
  notice: MergedLeadNoticeView;
  lang: Language;
  canViewLeads: boolean;
}) {
  const { t } = useNamespace(adminNamespace, duplicatesTexts, leadsTexts);
  const target = leadPath(notice.into.id, lang);
  return (
    <AdminPage
      title={t("duplicates.noticeTitle")}
      lead={t("leads.detail.title", {
        type: t(`leadTypes.${notice.type}`),
        email: notice.email ?? t("common.none"),
      })}
      actions={
        canViewLeads ? (
          <Link to={localizedPath("/admin/quotes", lang)} className="btn btn-secondary">
            {t("common.back")}
          </Link>
        ) : undefined
      }
    >
      <Notice tone="info">
        <p>
          {t("duplicates.noticeBefore")}
          <Link to={target} className="font-semibold text-brand underline">
            {t("duplicates.noticeTarget", {
              type: t(`leadTypes.${notice.into.type}`),
              email: notice.into.email ?? t("common.none"),
            })}
          </Link>
          {t("duplicates.noticeAfter", { date: formatDateTime(notice.mergedAt, lang) })}
        </p>
        {notice.mergedBy ? <p>{t("duplicates.noticeBy", { by: notice.mergedBy })}</p> : null}
      </Notice>
      <p>
        <Link to={target} className="btn btn-primary">
          {t("duplicates.open")}
        </Link>
      </p>
    </AdminPage>
  );
}
