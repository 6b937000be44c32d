import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { Badge } from "#app/features/client-space/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { CheckboxField, RequiredHint, TextAreaField, TextField } from "#app/ui/form/fields.tsx";
import { ServerForm } from "#app/ui/form/server-form.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { AcceptProposalSchema, DeclineProposalSchema, ONLINE_ERRORS, type OnlineStatus } from "../online.ts";
import { quotesNamespace } from "../online-locales.ts";
import type { AnswerReply, OnlineProposal } from "../online.server.ts";

const TONE: Readonly<Record<OnlineStatus, "neutral" | "success" | "warning" | "danger">> = {
  sent: "neutral",
  viewed: "neutral",
  accepted: "success",
  declined: "danger",
  expired: "warning",
};

export function StatusBadge({ status }: { status: OnlineStatus }) {
  const { t } = useNamespace(quotesNamespace);
  return <Badge tone={TONE[status]}>{t(`statuses.${status}`)}</Badge>;
}

/**
 * One proposal as the customer sees it: status, dates, lines and totals, the PDF and its
 * fingerprint, then, while it may be answered, the acceptance form (a simple electronic signature)
 * and the decline form. Plain forms: they work before JavaScript loads.
 */
export function OnlineProposalView({
  proposal,
  lang,
  pdfHref,
  reply,
  hidden,
  action,
}: {
  proposal: OnlineProposal;
  lang: Language;
  pdfHref: string;
  reply: AnswerReply | undefined;
  /** Hidden fields of both forms (the client space names the proposal). */
  hidden?: Readonly<Record<string, string>>;
  action?: string;
}) {
  const { t } = useNamespace(quotesNamespace);
  const p = proposal;
  const mine = reply?.proposalId === p.id ? reply : undefined;
  const money = (cents: number) => formatMoney(cents, lang, p.currency);
  const idPrefix = `q-${p.id.slice(0, 8)}`;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t("statusLabel")}</dt>
          <dd className="mt-1" data-testid="proposal-status">
            <StatusBadge status={p.status} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t("issuedAt")}</dt>
          <dd className="mt-1 font-semibold">{formatDate(p.issuedAt, lang)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t("validUntil")}</dt>
          <dd className="mt-1 font-semibold">{formatDate(`${p.validUntil}T12:00:00Z`, lang)}</dd>
        </div>
      </dl>

      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t("lines")}</caption>
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t("line")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t("quantity")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t("unit")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.lines.map((line, i) => (
              <tr key={i} className="border-t border-line">
                <td className="py-2 pr-3">{line.label}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(line.unitCents)}</td>
                <td className="py-2 text-right tabular-nums">{money(line.unitCents * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                ["subtotal", p.subtotalCents],
                ["vat", p.vatCents],
                ["total", p.totalCents],
              ] as const
            ).map(([key, cents]) => (
              <tr key={key} className="border-t border-line">
                <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold">
                  {t(key)}
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">{money(cents)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>

      <div className="space-y-2 text-sm">
        <a href={pdfHref} className="btn btn-secondary" download>
          {p.status === "accepted" ? t("pdfAccepted") : t("pdf")}
        </a>
        {p.sha256 ? (
          <p className="text-ink-muted">
            {t("sha256")} : <code className="break-all">{p.sha256}</code>
            <br />
            {t("sha256Hint")}
          </p>
        ) : null}
      </div>

      {mine?.done ? <Notice tone="success">{t(`done.${mine.done}`)}</Notice> : null}
      {mine?.refusal ? <Notice tone="error">{t(`refusals.${mine.refusal}`)}</Notice> : null}

      {p.status === "accepted" && p.respondedAt && !mine?.done ? (
        <Notice tone="success">
          {t("answered.accepted", {
            date: formatDate(p.respondedAt, lang),
            signer: p.signerName ?? "",
            role: p.signerRole ?? "",
          })}
        </Notice>
      ) : null}
      {p.status === "declined" && p.respondedAt && !mine?.done ? (
        <Notice tone="info">{t("answered.declined", { date: formatDate(p.respondedAt, lang) })}</Notice>
      ) : null}
      {p.refusal === "expired" && !mine?.refusal ? (
        <Notice tone="error">{t("refusals.expired")}</Notice>
      ) : null}

      {p.refusal === null ? (
        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby={`${idPrefix}-accept`} className="space-y-3">
            <h3 id={`${idPrefix}-accept`} className="text-lg font-bold text-ink">
              {t("accept.title")}
            </h3>
            <p className="text-sm text-ink-muted">{t("accept.intro")}</p>
            <ServerForm
              intent="accept"
              idPrefix={`${idPrefix}-accept-form`}
              schema={AcceptProposalSchema}
              vocabulary={ONLINE_ERRORS}
              errorText={(key) => t(`validation.${key}`)}
              reply={mine?.intent === "accept" ? mine : undefined}
              submitLabel={t("accept.submit")}
              pendingLabel={t("accept.pending")}
              hidden={hidden}
              action={action}
            >
              <RequiredHint />
              <TextField
                name="signerName"
                label={t("accept.signerName")}
                autoComplete="name"
                maxLength={120}
                required
              />
              <TextField
                name="signerRole"
                label={t("accept.signerRole")}
                hint={t("accept.signerRoleHint")}
                autoComplete="organization-title"
                maxLength={120}
                required
              />
              <CheckboxField name="consent" label={t("accept.consent")} required />
            </ServerForm>
          </section>
          <section aria-labelledby={`${idPrefix}-decline`} className="space-y-3">
            <h3 id={`${idPrefix}-decline`} className="text-lg font-bold text-ink">
              {t("decline.title")}
            </h3>
            <ServerForm
              intent="decline"
              idPrefix={`${idPrefix}-decline-form`}
              schema={DeclineProposalSchema}
              vocabulary={ONLINE_ERRORS}
              errorText={(key) => t(`validation.${key}`)}
              reply={mine?.intent === "decline" ? mine : undefined}
              submitLabel={t("decline.submit")}
              pendingLabel={t("decline.pending")}
              buttonClass="btn btn-secondary"
              hidden={hidden}
              action={action}
            >
              <TextAreaField
                name="reason"
                label={t("decline.reason")}
                hint={t("decline.reasonHint")}
                maxLength={1000}
                required
              />
            </ServerForm>
          </section>
        </div>
      ) : null}
    </div>
  );
}
