import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";

interface Terms {
  readonly plan: string;
  readonly studentCap: number | null;
  readonly mrrCents: number;
}

interface Preview {
  readonly students: number;
  readonly modules: number;
  readonly daysRemaining: number;
  readonly daysInPeriod: number;
  readonly options: readonly (Terms & { amountCents: number; fits: boolean })[];
}

const PLAN_NAMES: Readonly<Record<string, string>> = {
  essential: "Essential",
  premium: "Premium",
  excellence: "Excellence",
  custom: "Custom",
};

function useWords(lang: Language) {
  const { t } = useNamespace(clientSpaceNamespace);
  const cap = (c: number | null) =>
    c === null ? t("planChange.capUnlimited") : t("planChange.capStudents", { count: formatNumber(c, lang) });
  const terms = (x: Terms) =>
    t("planChange.terms", {
      plan: PLAN_NAMES[x.plan] ?? x.plan,
      cap: cap(x.studentCap),
      price: formatMoney(x.mrrCents, lang),
    });
  const adjustment = (cents: number) =>
    cents === 0
      ? t("planChange.nothing")
      : t(cents < 0 ? "planChange.credit" : "planChange.charge", {
          amount: formatMoney(Math.abs(cents), lang),
        });
  return { t, cap, terms, adjustment };
}

/** Each other plan's terms and what the next invoice would carry, before the customer asks. */
export function PlanChangePreview({ preview, lang }: { preview: Preview; lang: Language }) {
  const { t, cap, adjustment } = useWords(lang);
  return (
    <div className="mt-4 rounded-lg border border-line bg-surface p-3 text-sm" id="plan-change-preview">
      <h3 className="font-semibold text-ink">{t("planChange.preview")}</h3>
      <p className="mt-1 text-ink-muted">
        {t("planChange.previewIntro", {
          count: preview.students,
          modules: preview.modules,
          days: preview.daysRemaining,
          period: preview.daysInPeriod,
        })}
      </p>
      <ul className="mt-2 space-y-2">
        {preview.options.map((o) => (
          <li key={o.plan} data-plan={o.plan}>
            <span className="font-semibold text-ink">
              {t("planChange.option", {
                plan: PLAN_NAMES[o.plan] ?? o.plan,
                cap: cap(o.studentCap),
                price: formatMoney(o.mrrCents, lang),
              })}
            </span>{" "}
            <span className="text-ink-muted">
              {o.fits ? adjustment(o.amountCents) : t("planChange.tooSmall", { count: preview.students })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Under a request: the change applied in words, or, while it waits, what it would do now. */
export function RequestOutcome({
  request,
  applied,
  preview,
  lang,
}: {
  request: { kind: string; plan: string | null; status: string };
  applied: { before: Terms; after: Terms; amountCents: number } | undefined;
  preview: Preview | null;
  lang: Language;
}) {
  const { t, terms, adjustment } = useWords(lang);
  if (applied) {
    return (
      <span className="block text-sm text-ink-muted" data-testid="request-applied">
        {t("planChange.applied", { before: terms(applied.before), after: terms(applied.after) })} ·{" "}
        {adjustment(applied.amountCents)}
      </span>
    );
  }
  const waiting = request.status === "submitted" || request.status === "in_review";
  const option = preview?.options.find((o) => o.plan === request.plan);
  if (request.kind !== "plan" || !waiting || !option) return null;
  return (
    <span className="block text-sm text-ink-muted" data-testid="request-proration">
      {terms(option)} · {adjustment(option.amountCents)}
    </span>
  );
}
