import { useState } from "react";
import { Link } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { clientsTexts } from "#app/features/crm/clients/clients-texts.ts";
import { proposalsTexts } from "#app/features/crm/proposals/proposals-section-locales.ts";
import { amountCents, centsToInput, totalsOf } from "#app/features/crm/billing/invoicing.ts";
import type { ProposalView } from "#app/features/crm/proposals/proposal-records.server.ts";
import type { ProposalPanel, ProposalReply } from "#app/features/crm/proposals/proposals.server.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { Notice } from "#app/ui/notice.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { TD, Table, TableHead } from "#app/features/crm/ui/ui.tsx";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { LineRows, lineRowCount, lineValues } from "#app/features/crm/ui/line-rows.tsx";
import { CheckboxField, ChoiceGroup, SelectField, TextField } from "#app/ui/form/fields.tsx";
import type { FormValues } from "#app/lib/forms/field-basics.ts";

/**
 * The quote builder of a lead's page (issue 8): the lead's proposals with their PDF, the draft's
 * form (terms, add-ons, lines, validity) with a preview of the totals, issuing, and what a won
 * proposal became (client, subscription, order). Works without JavaScript (plain forms); the
 * server validates and computes everything that is stored.
 */
export interface ProposalCatalogue {
  readonly plans: readonly { readonly id: string; readonly name: string }[];
  readonly addons: readonly { readonly id: string; readonly name: string }[];
  readonly modules: Readonly<Record<string, string>>;
  readonly maxLines: number;
}

const BUILDER_INTENTS = ["proposal.save", "proposal.issue"];

function previewOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const labels = data.getAll("label").map(String);
  const quantities = data.getAll("quantity").map(String);
  const units = data.getAll("unit").map(String);
  const lines = labels.flatMap((label, i) => {
    const quantity = Number(quantities[i]);
    // A row the server would refuse is left out of the preview.
    const unitCents = amountCents(units[i] ?? "");
    return label.trim() && Number.isInteger(quantity) && quantity > 0 && unitCents !== null
      ? [{ label, quantity, unitCents }]
      : [];
  });
  return totalsOf(lines);
}

export function ProposalBuilder({
  panel,
  catalogue,
  canEdit,
  canViewSubscriptions,
  leadStage,
  moveStageDefault,
  reply,
  lang,
}: {
  panel: ProposalPanel;
  catalogue: ProposalCatalogue;
  canEdit: boolean;
  canViewSubscriptions: boolean;
  leadStage: string;
  moveStageDefault: boolean;
  reply: ProposalReply | undefined;
  lang: Language;
}) {
  const { t } = useNamespace(adminNamespace, clientsTexts, proposalsTexts);
  const { proposals, draft, conversion, convertible } = panel;
  const money = (value: number) => formatMoney(value, lang);
  const draftShown = Boolean(draft && canEdit);
  const builderReply = reply && BUILDER_INTENTS.includes(reply.intent) && !reply.ok ? reply : undefined;
  // The draft's form says its own errors; another form's (or a draft issued meanwhile) is said here.
  const formError = builderReply && draftShown ? undefined : reply?.fieldErrors?.form;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t("proposals.intro")}</p>
      {reply?.ok && reply.message ? (
        <Notice tone="success">{t(reply.message as never, { number: reply.number ?? "" })}</Notice>
      ) : null}
      {reply?.formError ? <Notice tone="error">{t(`common.${reply.formError}`)}</Notice> : null}
      {formError ? <Notice tone="error">{t(`validation.${formError}`)}</Notice> : null}

      {conversion ? (
        <section
          aria-labelledby="conversion-title"
          className="rounded-lg border border-success/40 p-3"
          data-testid="conversion"
        >
          <h3 id="conversion-title" className="text-sm font-semibold text-ink">
            {t("proposals.converted.title")}
          </h3>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
            {conversion.institution ? (
              <>
                <dt className="text-ink-muted">{t("proposals.converted.client")}</dt>
                <dd>
                  <Link
                    to={localizedPath(`/admin/clients/${conversion.institution.id}`, lang)}
                    className="text-brand hover:underline"
                  >
                    {conversion.institution.name}
                  </Link>
                </dd>
              </>
            ) : null}
            {conversion.subscription ? (
              <>
                <dt className="text-ink-muted">{t("proposals.converted.subscription")}</dt>
                <dd>
                  {canViewSubscriptions ? (
                    <Link
                      to={`${localizedPath("/admin/subscriptions", lang)}?${new URLSearchParams({
                        q: conversion.institution?.name ?? "",
                        edit: conversion.subscription.id,
                      }).toString()}`}
                      className="text-brand hover:underline"
                    >
                      {t("proposals.converted.subscriptionSummary", {
                        plan: t(`clients.plans.${conversion.subscription.plan}`),
                        mrr: money(conversion.subscription.mrrCents),
                      })}
                    </Link>
                  ) : (
                    t("proposals.converted.subscriptionSummary", {
                      plan: t(`clients.plans.${conversion.subscription.plan}`),
                      mrr: money(conversion.subscription.mrrCents),
                    })
                  )}
                </dd>
              </>
            ) : null}
            <dt className="text-ink-muted">{t("proposals.converted.order")}</dt>
            <dd data-testid="order">
              {t("proposals.converted.orderSummary", {
                reference: conversion.order.reference,
                total: money(conversion.order.totalCents),
              })}
            </dd>
          </dl>
          <p className="mt-2 text-xs text-ink-muted">
            {t("proposals.converted.from", {
              number: conversion.number ?? "",
              date: formatDate(conversion.convertedAt, lang),
            })}
          </p>
        </section>
      ) : null}

      {proposals.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("proposals.none")}</p>
      ) : (
        <Table label={t("proposals.list")}>
          <TableHead
            labels={[
              t("proposals.columns.number"),
              t("proposals.columns.status"),
              t("proposals.columns.total"),
              t("proposals.columns.validUntil"),
              t("proposals.columns.issued"),
              { label: t("proposals.pdf"), hidden: true },
            ]}
          />
          <tbody>
            {proposals.map((p) => (
              <tr key={p.id} data-testid="proposal-row">
                <td className={`${TD} font-semibold`}>{p.number ?? t("proposals.draftNumber")}</td>
                <td className={TD}>
                  {t(`proposals.statuses.${p.status}`)}
                  {p.expired ? ` · ${t("proposals.expired")}` : ""}
                  {p.status === "issued" && !p.expired && p.viewedAt ? ` · ${t("proposals.viewed")}` : ""}
                  {p.signedBy ? ` · ${t("proposals.signedOnline", { name: p.signedBy })}` : ""}
                </td>
                <td className={`${TD} text-right tabular-nums`}>{money(p.totalCents)}</td>
                <td className={TD}>{formatDate(`${p.validUntil}T12:00:00Z`, lang)}</td>
                <td className={TD}>{formatDate(p.issuedAt, lang)}</td>
                <td className={TD}>
                  {p.number ? (
                    <a
                      href={`/admin/proposals/${p.id}/pdf`}
                      download
                      className="text-brand hover:underline"
                      aria-label={t("proposals.pdfOf", { number: p.number })}
                    >
                      {t("proposals.pdf")}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      {canEdit && !draft && leadStage !== "lost" ? (
        <ActionForm
          intent="proposal.create"
          label={proposals.some((p) => p.number) ? t("proposals.revise") : t("proposals.create")}
          hint={t("proposals.createHint")}
        />
      ) : null}

      {canEdit && convertible ? (
        <ActionForm
          intent="proposal.convert"
          label={t("proposals.convert")}
          hint={t("proposals.convertHint")}
        />
      ) : null}

      {draft && draftShown ? (
        <DraftForm
          key={draft.id}
          draft={draft}
          catalogue={catalogue}
          today={panel.today}
          moveStageDefault={moveStageDefault}
          reply={builderReply}
          lang={lang}
        />
      ) : null}
    </div>
  );
}

/** A form of one button (create a draft, convert a won lead) with a hint saying what it does. */
function ActionForm({ intent, label, hint }: { intent: string; label: string; hint: string }) {
  const hintId = `${intent.replace(/\W/g, "-")}-hint`;
  return (
    <AdminForm
      intent={intent}
      reply={undefined}
      submitLabel={label}
      submitDescribedBy={hintId}
      buttonClass="btn btn-primary"
      className="space-y-1"
      footer={
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      }
    />
  );
}

/**
 * The draft's stored terms and lines as the form's starting values (lines keyed by row); an add-on
 * not chosen offers a quantity of 1.
 */
function draftValues(
  draft: ProposalView,
  catalogue: ProposalCatalogue,
  moveStageDefault: boolean,
): FormValues {
  return {
    plan: draft.plan,
    students: String(draft.students),
    studentCap: draft.studentCap === null ? "" : String(draft.studentCap),
    mrr: centsToInput(draft.mrrCents),
    validUntil: draft.validUntil,
    addons: draft.addons.map((a) => a.id),
    ...Object.fromEntries(
      catalogue.addons.map((a) => [
        `qty.${a.id}`,
        String(draft.addons.find((x) => x.id === a.id)?.quantity ?? 1),
      ]),
    ),
    ...lineValues(draft.lines),
    ...(moveStageDefault ? { moveStage: "on" } : {}),
  };
}

function DraftForm({
  draft,
  catalogue,
  today,
  moveStageDefault,
  reply,
  lang,
}: {
  draft: ProposalView;
  catalogue: ProposalCatalogue;
  today: string;
  /** The lead is at an earlier stage than "proposal sent": issuing may move it there. */
  moveStageDefault: boolean;
  reply: ProposalReply | undefined;
  lang: Language;
}) {
  const { t } = useNamespace(adminNamespace, clientsTexts, proposalsTexts);
  const [preview, setPreview] = useState({
    subtotalCents: draft.subtotalCents,
    vatCents: draft.vatCents,
    totalCents: draft.totalCents,
  });
  const money = (cents: number) => formatMoney(cents, lang, draft.currency);
  const addonName = (id: string) => catalogue.addons.find((a) => a.id === id)?.name ?? id;
  return (
    <section aria-labelledby="proposal-draft-title" className="space-y-3 rounded-lg border border-line p-3">
      <h3 id="proposal-draft-title" className="text-sm font-semibold text-ink">
        {t("proposals.builder.title")}
      </h3>
      <AdminForm
        intent="proposal.save"
        idPrefix="proposal"
        reply={reply}
        initialValues={draftValues(draft, catalogue, moveStageDefault)}
        hidden={{ proposalId: draft.id }}
        onChange={(event) => setPreview(previewOf(event.currentTarget))}
        choices={{
          name: "intent",
          options: [
            { value: "proposal.save", label: t("proposals.builder.save"), className: "btn btn-secondary" },
            {
              value: "proposal.issue",
              label: t("proposals.builder.issue"),
              describedBy: "proposal-issue-hint",
              className: "btn btn-primary",
            },
          ],
        }}
        footer={
          <p id="proposal-issue-hint" className="text-xs text-ink-muted">
            {t("proposals.builder.issueHint")}
          </p>
        }
        className="space-y-4"
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t("proposals.builder.terms")}</legend>
          <SelectField
            name="plan"
            label={t("proposals.builder.plan")}
            options={catalogue.plans.map((p) => ({ value: p.id, label: p.name }))}
          />
          <TextField name="students" label={t("proposals.builder.students")} inputMode="numeric" />
          <TextField
            name="studentCap"
            label={t("proposals.builder.studentCap")}
            hint={t("proposals.builder.studentCapHint")}
            inputMode="numeric"
          />
          <TextField name="mrr" label={t("proposals.builder.mrr")} inputMode="decimal" />
          <TextField name="validUntil" label={t("proposals.builder.validUntil")} type="date" min={today} />
          <div className="text-sm">
            <p className="mb-1.5 text-sm font-semibold text-ink">{t("proposals.builder.modules")}</p>
            <p className="text-ink">
              {draft.modules.length
                ? draft.modules.map((m) => catalogue.modules[m] ?? m).join(", ")
                : t("proposals.builder.noModules")}
            </p>
          </div>
        </fieldset>

        <ChoiceGroup
          name="addons"
          type="checkbox"
          legend={t("proposals.builder.addons")}
          options={catalogue.addons.map((a) => ({ value: a.id, label: a.name }))}
          beside={(id) => (
            <TextField
              name={`qty.${id}`}
              label={t("proposals.builder.quantity", { addon: addonName(id) })}
              labelHidden
              inputMode="numeric"
              className="w-20 shrink-0"
            />
          )}
        />

        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t("proposals.builder.lines")}</legend>
          <p className="text-xs text-ink-muted">{t("proposals.builder.linesHint")}</p>
          <LineRows
            rows={lineRowCount(draft.lines.length, catalogue.maxLines)}
            labels={{
              label: t("proposals.builder.label"),
              quantity: t("proposals.builder.lineQuantity"),
              unit: t("proposals.builder.unit"),
            }}
            testId="proposal-line"
          />
        </fieldset>

        <dl className="ml-auto max-w-xs space-y-1 text-sm" aria-describedby="proposal-preview-hint">
          <div className="flex justify-between">
            <dt className="text-ink-muted">{t("proposals.builder.subtotal")}</dt>
            <dd className="tabular-nums text-ink">{money(preview.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-ink-muted">{t("proposals.builder.vat", { rate: draft.vatRateBp / 100 })}</dt>
            <dd className="tabular-nums text-ink">{money(preview.vatCents)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt className="text-ink">{t("proposals.builder.total")}</dt>
            <dd className="tabular-nums text-ink" data-testid="proposal-total">
              {money(preview.totalCents)}
            </dd>
          </div>
        </dl>
        <p id="proposal-preview-hint" className="text-right text-xs text-ink-muted">
          {t("proposals.builder.preview")}
        </p>

        {moveStageDefault ? (
          <CheckboxField name="moveStage" label={t("proposals.builder.moveStage")} />
        ) : null}
      </AdminForm>
      <AdminForm
        intent="proposal.delete"
        reply={undefined}
        hidden={{ proposalId: draft.id }}
        submitLabel={t("proposals.builder.delete")}
        pendingLabel={t("common.working")}
      />
    </section>
  );
}
