import type { Route } from "./+types/calculator";
import { PricingBreadcrumb } from "../ui/pricing-breadcrumb.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";
import { PriceCalculatorForm } from "#app/features/pricing/ui/price-calculator-form.tsx";
import { PricingTools } from "#app/features/pricing/ui/pricing-tools.tsx";
import { getAddons, getPlans, PRICE_BOOK } from "#content/plans.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import {
  ESTABLISHMENT_ADDON,
  formatEuros,
  inputFromSearchParams,
  normalizeInput,
  parseStudentCount,
} from "#app/features/pricing/price-calculator.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/**
 * `/tarification/calculateur` and `/calculateur` (spec §2). The query string is the calculator's
 * state: the server reads it back and renders the estimate, so the form works without JavaScript
 * and an estimate can be shared as a link.
 */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  const ui = getPricingUi(lang);
  const url = new URL(args.request.url);
  // The students as typed (without JavaScript the form comes back here): read in the page's
  // language; a refused count is shown again as typed, with its message, and estimates nothing.
  const typed = url.searchParams.get("students");
  const students = typed === null ? null : parseStudentCount(typed, lang);
  const fromQuery = inputFromSearchParams(url.searchParams, PRICE_BOOK);
  const initial = students?.ok
    ? normalizeInput({ ...fromQuery, students: students.value }, PRICE_BOOK)
    : fromQuery;
  const c = ui.calculator;
  const e = (cents: number) => formatEuros(cents, lang);
  const p = PRICE_BOOK.plans;
  return {
    ...page,
    ui,
    book: PRICE_BOOK,
    initial,
    typedStudents: students && !students.ok ? typed : null,
    plans: getPlans(lang).map((plan) => ({
      id: plan.id,
      name: plan.name,
      tagline: plan.tagline,
      capacity:
        plan.maxStudents === "unlimited"
          ? c.capacityUnlimited
          : interpolate(c.capacity, { count: plan.figures.students }),
    })),
    // The establishment add-on follows the number of establishments: it is not a checkbox.
    addons: getAddons(lang)
      .filter((a) => a.id !== ESTABLISHMENT_ADDON)
      .map((a) => ({ id: a.id, name: a.name, price: a.price, billing: a.billing })),
    formula: c.formula.map((line) =>
      interpolate(line, {
        essential: e(p.essential.baseMonthlyCents),
        premium: e(p.premium.baseMonthlyCents),
        excellence: e(p.excellence.baseMonthlyCents),
        essentialStudent: e(p.essential.extraStudentCents),
        premiumStudent: e(p.premium.extraStudentCents),
        excellenceStudent: e(p.excellence.extraStudentCents),
        module: e(PRICE_BOOK.extraModuleCents),
        percent: PRICE_BOOK.yearlyDiscountPercent,
      }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { text, ui, book, initial, typedStudents, plans, addons, formula } = loaderData;
  return (
    <>
      <PricingBreadcrumb ui={ui} current={text.heading} />
      <PageHeader text={text} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {/* A new query (the no-JavaScript button, a shared link) starts the form again from it. */}
        <PriceCalculatorForm
          key={JSON.stringify([initial, typedStudents])}
          book={book}
          initial={initial}
          typedStudents={typedStudents}
          plans={plans}
          addons={addons}
          ui={ui}
        />
      </div>
      <Section title={ui.calculator.formulaTitle} tone="raised">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-ink-muted">
          {formula.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title={ui.toolsTitle}>
        <PricingTools ui={ui} exclude="calculator" />
      </Section>
    </>
  );
}
