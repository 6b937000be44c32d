import { useState, type FormEvent } from "react";
import { Form, Link } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { clientsTexts } from "#app/features/crm/clients/clients-texts.ts";
import { proposalsTexts } from "#app/features/crm/proposals/proposals-section-locales.ts";
import { totalsOf } from "#app/features/crm/billing/invoicing.ts";
import type { ProposalView } from "#app/features/crm/proposals/proposal-records.server.ts";
import type { ProposalPanel, ProposalReply } from "#app/features/crm/proposals/proposals.server.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { Notice } from "#app/ui/notice.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { INPUT, LABEL, TD, TH, Table } from "#app/features/crm/ui/ui.tsx";

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

/** `1 490,00`, `-10`, `€ 12.5` → cents; NaN when not an amount (the preview skips the row). */
function cents(value: string): number {
  const v = value.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  return /^-?\d{1,9}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : Number.NaN;
}

function previewOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const labels = data.getAll("label").map(String);
  const quantities = data.getAll("quantity").map(String);
  const units = data.getAll("unit").map(String);
  const lines = labels.flatMap((label, i) => {
    const quantity = Number(quantities[i]);
    const unitCents = cents(units[i] ?? "");
    return label.trim() && Number.isInteger(quantity) && quantity > 0 && Number.isFinite(unitCents)
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
  const formError = reply?.fieldErrors?.form;
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
          <thead>
            <tr>
              <th scope="col" className={TH}>
                {t("proposals.columns.number")}
              </th>
              <th scope="col" className={TH}>
                {t("proposals.columns.status")}
              </th>
              <th scope="col" className={TH}>
                {t("proposals.columns.total")}
              </th>
              <th scope="col" className={TH}>
                {t("proposals.columns.validUntil")}
              </th>
              <th scope="col" className={TH}>
                {t("proposals.columns.issued")}
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">{t("proposals.pdf")}</span>
              </th>
            </tr>
          </thead>
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
        <Form method="post" className="space-y-1">
          <input type="hidden" name="intent" value="proposal.create" />
          <button type="submit" className="btn btn-primary" aria-describedby="proposal-create-hint">
            {proposals.some((p) => p.number) ? t("proposals.revise") : t("proposals.create")}
          </button>
          <p id="proposal-create-hint" className="text-xs text-ink-muted">
            {t("proposals.createHint")}
          </p>
        </Form>
      ) : null}

      {canEdit && convertible ? (
        <Form method="post" className="space-y-1">
          <input type="hidden" name="intent" value="proposal.convert" />
          <button type="submit" className="btn btn-primary" aria-describedby="proposal-convert-hint">
            {t("proposals.convert")}
          </button>
          <p id="proposal-convert-hint" className="text-xs text-ink-muted">
            {t("proposals.convertHint")}
          </p>
        </Form>
      ) : null}

      {draft && canEdit ? (
        <DraftForm
          key={draft.id}
          draft={draft}
          catalogue={catalogue}
          today={panel.today}
          moveStageDefault={moveStageDefault}
          reply={reply && BUILDER_INTENTS.includes(reply.intent) && !reply.ok ? reply : undefined}
          lang={lang}
        />
      ) : null}
    </div>
  );
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
  const values = reply?.values;
  const [preview, setPreview] = useState({
    subtotalCents: draft.subtotalCents,
    vatCents: draft.vatCents,
    totalCents: draft.totalCents,
  });
  const typedRows = values ? Object.keys(values).filter((k) => /^label\.\d+$/.test(k)).length : 0;
  const rows = Math.min(catalogue.maxLines, Math.max(draft.lines.length + 2, typedRows));
  const value = (field: string, fallback: string) => values?.[field] ?? fallback;
  const error = (field: string) => reply?.fieldErrors?.[field];
  const described = (field: string, hint?: string) =>
    [error(field) ? `${field.replace(/\W/g, "-")}-error` : null, hint].filter(Boolean).join(" ") || undefined;
  const errorText = (field: string) =>
    error(field) ? (
      <span id={`${field.replace(/\W/g, "-")}-error`} className="mt-1 block text-xs text-danger">
        {t(`validation.${error(field)!}`)}
      </span>
    ) : null;
  const money = (cents: number) => formatMoney(cents, lang, draft.currency);
  const onChange = (event: FormEvent<HTMLFormElement>) => setPreview(previewOf(event.currentTarget));
  const chosen = (id: string) =>
    values ? values[`addon.${id}`] === "on" : draft.addons.some((a) => a.id === id);
  return (
    <section aria-labelledby="proposal-draft-title" className="space-y-3 rounded-lg border border-line p-3">
      <h3 id="proposal-draft-title" className="text-sm font-semibold text-ink">
        {t("proposals.builder.title")}
      </h3>
      <Form method="post" className="space-y-4" noValidate onChange={onChange}>
        <input type="hidden" name="proposalId" value={draft.id} />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t("proposals.builder.terms")}</legend>
          <label className="block">
            <span className={LABEL}>{t("proposals.builder.plan")}</span>
            <select
              name="plan"
              className={INPUT}
              defaultValue={value("plan", draft.plan)}
              aria-invalid={error("plan") ? true : undefined}
              aria-describedby={described("plan")}
            >
              {catalogue.plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {errorText("plan")}
          </label>
          <label className="block">
            <span className={LABEL}>{t("proposals.builder.students")}</span>
            <input
              name="students"
              inputMode="numeric"
              className={INPUT}
              defaultValue={value("students", String(draft.students))}
              aria-invalid={error("students") ? true : undefined}
              aria-describedby={described("students")}
            />
            {errorText("students")}
          </label>
          <label className="block">
            <span className={LABEL}>{t("proposals.builder.studentCap")}</span>
            <input
              name="studentCap"
              inputMode="numeric"
              className={INPUT}
              defaultValue={value("studentCap", draft.studentCap === null ? "" : String(draft.studentCap))}
              aria-invalid={error("studentCap") ? true : undefined}
              aria-describedby={described("studentCap", "studentCap-hint")}
            />
            <span id="studentCap-hint" className="text-xs text-ink-muted">
              {t("proposals.builder.studentCapHint")}
            </span>
            {errorText("studentCap")}
          </label>
          <label className="block">
            <span className={LABEL}>{t("proposals.builder.mrr")}</span>
            <input
              name="mrr"
              inputMode="decimal"
              className={INPUT}
              defaultValue={value("mrr", (draft.mrrCents / 100).toFixed(2))}
              aria-invalid={error("mrr") ? true : undefined}
              aria-describedby={described("mrr")}
            />
            {errorText("mrr")}
          </label>
          <label className="block">
            <span className={LABEL}>{t("proposals.builder.validUntil")}</span>
            <input
              name="validUntil"
              type="date"
              min={today}
              className={INPUT}
              defaultValue={value("validUntil", draft.validUntil)}
              aria-invalid={error("validUntil") ? true : undefined}
              aria-describedby={described("validUntil")}
            />
            {errorText("validUntil")}
          </label>
          <div className="text-sm">
            <p className={LABEL}>{t("proposals.builder.modules")}</p>
            <p className="text-ink">
              {draft.modules.length
                ? draft.modules.map((m) => catalogue.modules[m] ?? m).join(", ")
                : t("proposals.builder.noModules")}
            </p>
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t("proposals.builder.addons")}</legend>
          {error("addons") ? (
            <p id="addons-error" className="mb-1 text-xs text-danger">
              {t(`validation.${error("addons")!}`)}
            </p>
          ) : null}
          <ul className="grid gap-2 sm:grid-cols-2">
            {catalogue.addons.map((a) => {
              const qty = `qty.${a.id}`;
              return (
                <li key={a.id} className="flex items-center gap-2 text-sm">
                  <label className="flex flex-1 items-center gap-2">
                    <input type="checkbox" name="addons" value={a.id} defaultChecked={chosen(a.id)} />
                    <span className="text-ink">{a.name}</span>
                  </label>
                  <input
                    name={qty}
                    inputMode="numeric"
                    className={INPUT.replace("w-full", "w-16 shrink-0")}
                    aria-label={t("proposals.builder.quantity", { addon: a.name })}
                    defaultValue={value(qty, String(draft.addons.find((x) => x.id === a.id)?.quantity ?? 1))}
                    aria-invalid={error(qty) ? true : undefined}
                    aria-describedby={described(qty)}
                  />
                  {errorText(qty)}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t("proposals.builder.lines")}</legend>
          <p className="text-xs text-ink-muted">{t("proposals.builder.linesHint")}</p>
          {Array.from({ length: rows }, (_, i) => {
            const line = draft.lines[i];
            const fallback = {
              label: line?.label ?? "",
              quantity: line ? String(line.quantity) : "",
              unit: line ? (line.unitCents / 100).toFixed(2) : "",
            };
            const n = t("proposals.builder.line", { n: i + 1 });
            return (
              <div key={i} className="grid gap-2 sm:grid-cols-[1fr_6rem_9rem]" data-testid="proposal-line">
                {(["label", "quantity", "unit"] as const).map((field) => {
                  const name = `${field}.${i}`;
                  return (
                    <label key={field} className="block">
                      <span className={i === 0 ? LABEL : "sr-only"}>
                        {t(`proposals.builder.${field === "quantity" ? "lineQuantity" : field}`)}
                      </span>
                      <span className="sr-only"> ({n})</span>
                      <input
                        name={field}
                        className={INPUT}
                        inputMode={field === "label" ? undefined : "decimal"}
                        maxLength={field === "label" ? 200 : 20}
                        defaultValue={value(name, fallback[field])}
                        aria-invalid={error(name) ? true : undefined}
                        aria-describedby={described(name)}
                      />
                      {errorText(name)}
                    </label>
                  );
                })}
              </div>
            );
          })}
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
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="moveStage"
              defaultChecked={values ? values.moveStage === "on" : true}
            />
            {t("proposals.builder.moveStage")}
          </label>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="proposal.save" className="btn btn-secondary">
            {t("proposals.builder.save")}
          </button>
          <button
            type="submit"
            name="intent"
            value="proposal.issue"
            className="btn btn-primary"
            aria-describedby="proposal-issue-hint"
          >
            {t("proposals.builder.issue")}
          </button>
        </div>
        <p id="proposal-issue-hint" className="text-xs text-ink-muted">
          {t("proposals.builder.issueHint")}
        </p>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="proposal.delete" />
        <input type="hidden" name="proposalId" value={draft.id} />
        <button type="submit" className="btn btn-secondary">
          {t("proposals.builder.delete")}
        </button>
      </Form>
    </section>
  );
}
