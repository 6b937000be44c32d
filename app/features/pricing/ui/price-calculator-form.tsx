import { useId, useState } from "react";
import { Form, Link } from "react-router";
import type { AddonBilling, AddonId, PlanId } from "#content/plans.ts";
import type { PricingUi } from "#content/pricing-ui.ts";
import {
  COUNTRY_ADDON,
  estimate,
  formatEuros,
  formatInteger,
  INPUT_LIMITS,
  normalizeInput,
  parseStudentCount,
  quoteSearch,
  type CalculatorInput,
  type EstimateLine,
  type PriceBook,
} from "#app/features/pricing/price-calculator.ts";
import { useLanguage, useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const ArrowRight = spriteIcon("arrow-right");
const Info = spriteIcon("info");
const RefreshCw = spriteIcon("refresh-cw");

export interface CalculatorPlanOption {
  readonly id: PlanId;
  readonly name: string;
  readonly tagline: string;
  readonly capacity: string;
}

export interface CalculatorAddonOption {
  readonly id: AddonId;
  readonly name: string;
  readonly price: string;
  readonly billing: AddonBilling;
}

interface Props {
  readonly book: PriceBook;
  readonly initial: CalculatorInput;
  /** A refused number of students as typed (the no-JavaScript form came back with it). */
  readonly typedStudents?: string | null;
  readonly plans: readonly CalculatorPlanOption[];
  readonly addons: readonly CalculatorAddonOption[];
  readonly ui: PricingUi;
}

/** What the visitor is typing: numbers stay strings until they are read, so a field can be emptied. */
interface Draft {
  plan: PlanId;
  students: string;
  modules: string;
  establishments: string;
  countries: string;
  addons: readonly AddonId[];
}

const toDraft = (i: CalculatorInput, lang: "fr" | "en"): Draft => ({
  plan: i.plan,
  students: formatInteger(i.students, lang),
  modules: String(i.modules),
  establishments: String(i.establishments),
  countries: String(i.countries),
  addons: i.addons,
});

/**
 * The calculator: a GET form whose fields the server reads back (it works without JavaScript, the
 * button re-renders the page with the estimate), and that recomputes the estimate live on every
 * change once JavaScript runs. Both use the same pure `estimate` function.
 */
export function PriceCalculatorForm({ book, initial, typedStudents, plans, addons, ui }: Props) {
  const lang = useLanguage();
  const to = useLocalizedPath();
  const c = ui.calculator;
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    ...toDraft(initial, lang),
    ...(typedStudents != null ? { students: typedStudents } : {}),
  }));
  // A refused count estimates nothing: the page says why instead of pricing another number.
  const students = parseStudentCount(draft.students, lang);
  const studentsError = students.ok ? null : c.studentsErrors[students.problem];
  const input = normalizeInput({ ...draft, students: students.ok ? students.value : initial.students }, book);
  const e = estimate(input, book);
  const euros = (cents: number) => formatEuros(cents, lang);
  const count = (n: number) => formatInteger(n, lang);
  const planName = (pid: PlanId) => plans.find((p) => p.id === pid)?.name ?? pid;
  const addonName = (aid: AddonId) => addons.find((a) => a.id === aid)?.name ?? aid;

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (name: "students" | "modules" | "establishments" | "countries") => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    onChange: (value: string) => set({ [name]: value }),
  });
  const toggleAddon = (aid: AddonId, on: boolean) =>
    setDraft((d) => ({ ...d, addons: on ? [...d.addons, aid] : d.addons.filter((x) => x !== aid) }));

  const lineLabel = (l: EstimateLine): string => {
    switch (l.kind) {
      case "plan":
        return interpolate(c.lines.plan, { name: planName(e.input.plan) });
      case "students":
        return interpolate(c.lines.students, { count: count(l.quantity), unit: euros(l.unitCents) });
      case "modules":
        return interpolate(c.lines.modules, { count: count(l.quantity), unit: euros(l.unitCents) });
      case "establishments":
        return interpolate(c.lines.establishments, { count: count(l.quantity) });
      case "addon": {
        const name = l.addonId ? addonName(l.addonId) : "";
        return l.addonId === COUNTRY_ADDON
          ? interpolate(c.lines.perCountry, { name, count: count(l.quantity) })
          : name;
      }
    }
  };
  const monthlyLines = e.lines.filter((l) => l.billing === "monthly");
  const oneTimeLines = e.lines.filter((l) => l.billing === "one-time");
  const lineList = (lines: readonly EstimateLine[]) => (
    <ul className="mt-2 space-y-1.5 text-sm">
      {lines.map((l) => (
        <li key={`${l.kind}-${l.addonId ?? ""}`} className="flex justify-between gap-4">
          <span className="text-ink-muted">{lineLabel(l)}</span>
          <span className="font-medium whitespace-nowrap text-ink">
            {l.included ? c.lines.included : euros(l.totalCents)}
          </span>
        </li>
      ))}
    </ul>
  );

  return (
    <Form
      method="get"
      preventScrollReset
      replace
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      aria-labelledby={`${id}-form-title`}
    >
      <div className="space-y-8">
        <h2 id={`${id}-form-title`} className="text-2xl font-bold tracking-tight text-ink">
          {c.formTitle}
        </h2>

        {/* On a phone the estimate sits below the form: this bar keeps the monthly total in sight. */}
        <div className="sticky top-16 z-10 -mx-4 flex items-center justify-between gap-4 border-y border-line bg-surface/95 px-4 py-2.5 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
          <p className="text-sm text-ink-muted">
            {c.monthly}
            <span className="ml-2 text-lg font-bold text-ink">
              {studentsError ? "—" : euros(e.monthlyCents)}
            </span>
          </p>
          <a href={`#${id}-result`} className="text-sm font-semibold text-brand underline underline-offset-4">
            {c.seeDetail}
          </a>
        </div>

        <fieldset>
          <legend className="text-base font-semibold text-ink">{c.plan}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {plans.map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer flex-col rounded-xl border border-line bg-surface p-4 has-[:checked]:border-brand-solid has-[:checked]:ring-2 has-[:checked]:ring-brand-solid"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="plan"
                    value={p.id}
                    checked={draft.plan === p.id}
                    onChange={() => set({ plan: p.id })}
                    className="size-4 accent-[var(--brand-solid)]"
                  />
                  <span className="font-semibold text-ink">{p.name}</span>
                </span>
                <span className="mt-1 text-sm text-ink-muted">{p.capacity}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-6 sm:grid-cols-2">
          <CountField {...field("students")} label={c.students} hint={c.studentsHint} error={studentsError} />
          <CountField
            {...field("modules")}
            label={c.modules}
            hint={c.modulesHint}
            range={{ min: 1, max: book.moduleCount }}
          />
          <CountField
            {...field("establishments")}
            label={c.establishments}
            hint={c.establishmentsHint}
            range={INPUT_LIMITS.establishments}
          />
        </div>

        <fieldset>
          <legend className="text-base font-semibold text-ink">{c.addons}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {addons.map((a) => (
              <label
                key={a.id}
                className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl border border-line bg-surface p-4 has-[:checked]:border-brand-solid"
              >
                <input
                  type="checkbox"
                  name="addons"
                  value={a.id}
                  checked={draft.addons.includes(a.id)}
                  onChange={(ev) => toggleAddon(a.id, ev.target.checked)}
                  className="row-span-2 mt-1 size-4 accent-[var(--brand-solid)]"
                />
                <span className="font-medium text-ink">{a.name}</span>
                <span className="col-start-2 text-sm text-ink-muted">{a.price}</span>
              </label>
            ))}
          </div>
          <CountField
            {...field("countries")}
            className="mt-4"
            label={c.countries}
            range={INPUT_LIMITS.countries}
          />
        </fieldset>

        <button type="submit" className="btn btn-secondary">
          <RefreshCw className="size-4" />
          {c.update}
        </button>
      </div>

      <aside
        id={`${id}-result`}
        aria-labelledby={`${id}-result-title`}
        className="scroll-mt-20 lg:sticky lg:top-24 lg:self-start"
      >
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
          <h2 id={`${id}-result-title`} className="text-lg font-semibold text-ink">
            {c.resultTitle}
          </h2>
          <div aria-live="polite" aria-atomic="true">
            {studentsError ? (
              <p data-testid="estimate-waiting" className="mt-4 text-sm text-ink-muted">
                {c.waiting}
              </p>
            ) : (
              <dl className="mt-4 space-y-4">
                <div>
                  <dt className="text-sm text-ink-muted">{c.monthly}</dt>
                  <dd
                    data-testid="estimate-monthly"
                    className="text-4xl font-extrabold tracking-tight text-ink"
                  >
                    {euros(e.monthlyCents)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-ink-muted">{c.yearly}</dt>
                  <dd data-testid="estimate-yearly" className="text-2xl font-bold text-ink">
                    {euros(e.yearlyCents)}
                  </dd>
                  <dd className="text-sm text-success">
                    {interpolate(c.yearlyDiscount, {
                      percent: book.yearlyDiscountPercent,
                      amount: euros(e.yearlyDiscountCents),
                    })}
                  </dd>
                </div>
                {e.oneTimeCents > 0 ? (
                  <div>
                    <dt className="text-sm text-ink-muted">{c.oneTime}</dt>
                    <dd data-testid="estimate-one-time" className="text-xl font-bold text-ink">
                      {euros(e.oneTimeCents)}
                    </dd>
                  </div>
                ) : null}
                <div className="border-t border-line pt-4">
                  <dt className="text-sm text-ink-muted">{c.firstYear}</dt>
                  <dd className="text-xl font-bold text-ink">{euros(e.firstYearCents)}</dd>
                </div>
              </dl>
            )}
            {!studentsError && e.planAdjusted ? (
              <p className="mt-4 flex gap-2 rounded-lg bg-brand-soft p-3 text-sm text-ink">
                <Info className="mt-0.5 size-4 shrink-0 text-brand" />
                {interpolate(c.adjusted, {
                  students: count(e.input.students),
                  requested: planName(e.requestedPlan),
                  plan: planName(e.input.plan),
                })}
              </p>
            ) : null}
            {!studentsError && e.cheaperPlan ? (
              <p className="mt-4 flex gap-2 rounded-lg bg-surface-sunken p-3 text-sm text-ink">
                <Info className="mt-0.5 size-4 shrink-0 text-brand" />
                {interpolate(c.cheaper, {
                  plan: planName(e.cheaperPlan.plan),
                  price: euros(e.cheaperPlan.monthlyCents),
                })}
              </p>
            ) : null}
          </div>

          {studentsError ? null : (
            <>
              <h3 className="mt-6 text-sm font-semibold text-ink">{c.breakdown}</h3>
              {lineList(monthlyLines)}
              {oneTimeLines.length > 0 ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold text-ink">{c.oneTime}</h3>
                  {lineList(oneTimeLines)}
                </>
              ) : null}

              <Link
                to={`${to("/devis")}?${quoteSearch(e)}`}
                data-testid="estimate-quote"
                className="btn btn-primary mt-6 w-full"
              >
                {c.quote}
                <ArrowRight className="size-4" />
              </Link>
            </>
          )}
          <p className="mt-4 text-xs text-ink-muted">{c.disclaimer}</p>
        </div>
      </aside>
    </Form>
  );
}

const fieldClass =
  "mt-2 block w-full max-w-xs rounded-lg border border-line bg-surface px-3 py-2.5 text-ink shadow-sm focus-visible:border-brand";

/**
 * A count the visitor types, with its label, hint and error (a count that can be refused is given
 * `error`, null while it is accepted) tied to the input by aria-describedby. With a `range` it is a
 * number input; without, text the calculator parses itself: "1 200" is how a French visitor writes
 * a number of students, and a refused entry stays as typed beside its message instead of being
 * emptied by the browser.
 */
function CountField({
  className,
  id,
  name,
  label,
  hint,
  error,
  range,
  value,
  onChange,
}: {
  className?: string;
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string | null;
  range?: { readonly min: number; readonly max: number };
  value: string;
  onChange: (value: string) => void;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={range ? "number" : "text"}
        inputMode="numeric"
        {...(range ? { min: range.min, max: range.max, step: 1 } : { autoComplete: "off" })}
        value={value}
        onChange={(ev) => onChange(ev.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={error === undefined ? fieldClass : `${fieldClass} aria-[invalid=true]:border-danger`}
      />
      {error ? (
        <p id={`${id}-error`} data-testid={`${name}-error`} className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
