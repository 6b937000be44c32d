import { Link } from "react-router";
import type { Route } from "./+types/pricing-migration";
import { PricingBreadcrumb } from "../ui/pricing-breadcrumb.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";
import { PricingTools } from "#app/features/pricing/ui/pricing-tools.tsx";
import { getMigrationPage } from "#content/migration.ts";
import { getAddon, getPlan } from "#content/plans.ts";
import { getPricingUi } from "#content/pricing-ui.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");
const FileSpreadsheet = spriteIcon("file-spreadsheet");
const ShieldCheck = spriteIcon("shield-check");

/** `/tarification/migration`: steps, data imported, safeguards, templates and the add-on. */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { lang } = page;
  return {
    ...page,
    migration: getMigrationPage(lang),
    addon: getAddon("assisted-migration", lang),
    excellenceName: getPlan("excellence", lang).name,
    ui: getPricingUi(lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PricingMigrationPage({ loaderData }: Route.ComponentProps) {
  const { text, migration: m, addon, ui, excellenceName } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <PricingBreadcrumb ui={ui} current={text.heading} />
      <PageHeader text={text}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={`${to("/devis")}?offer=premium&addons=assisted-migration`} className="btn btn-primary">
            {m.ui.addonCta}
          </Link>
          <Link
            to={`${to("/tarification/calculateur")}?addons=assisted-migration`}
            className="btn btn-secondary"
          >
            {m.ui.calculatorCta}
          </Link>
        </div>
      </PageHeader>

      <Section title={m.ui.stepsTitle} intro={m.ui.stepsIntro}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {m.steps.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-solid text-lg font-bold text-on-brand"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm font-medium text-brand">{step.duration}</p>
              <p className="mt-3 text-sm text-ink-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={m.ui.dataTitle} intro={m.ui.dataIntro} tone="raised">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {m.dataCategories.map((cat) => (
            <section
              key={cat.id}
              aria-labelledby={`data-${cat.id}`}
              className="rounded-2xl border border-line bg-surface p-5"
            >
              <h3 id={`data-${cat.id}`} className="font-semibold text-ink">
                {cat.name}
              </h3>
              <ul className="mt-3 space-y-2 text-sm text-ink">
                {cat.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="formats" className="rounded-2xl border border-line bg-surface p-6">
            <h3 id="formats" className="flex items-center gap-2 font-semibold text-ink">
              <FileSpreadsheet className="size-5 text-brand" />
              {m.ui.formatsTitle}
            </h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
              {m.formats.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="safeguards" className="rounded-2xl border border-line bg-surface p-6">
            <h3 id="safeguards" className="flex items-center gap-2 font-semibold text-ink">
              <ShieldCheck className="size-5 text-brand" />
              {m.ui.safeguardsTitle}
            </h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
              {m.safeguards.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>
        </div>
      </Section>

      <Section title={m.ui.addonTitle}>
        <div className="grid gap-8 rounded-2xl border border-brand-solid bg-surface p-6 sm:p-8 lg:grid-cols-[1fr_auto]">
          <div>
            <h3 className="text-xl font-semibold text-ink">{addon.name}</h3>
            <p className="mt-1 text-2xl font-extrabold text-brand">{addon.price}</p>
            <p className="mt-3 max-w-2xl text-ink-muted">{addon.description}</p>
            <ul className="mt-4 space-y-2 text-ink">
              {addon.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" />
                  {f}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm font-medium text-ink">{m.ui.addonIncluded}</p>
          </div>
          <div className="flex flex-col gap-3 self-end">
            <Link to={`${to("/devis")}?offer=premium&addons=assisted-migration`} className="btn btn-primary">
              {m.ui.addonCta}
            </Link>
            <Link to={to("/tarification/excellence")} className="btn btn-secondary">
              {interpolate(ui.detailsFor, { name: excellenceName })}
            </Link>
          </div>
        </div>
      </Section>

      <Section title={m.ui.templatesTitle} intro={m.ui.templatesIntro} tone="raised">
        <ul className="grid gap-6 md:grid-cols-2">
          {m.templates.map((t) => (
            <li key={t.id} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-ink">{t.name}</h3>
              <p className="mt-2 text-sm text-ink-muted">{t.description}</p>
              <p className="mt-3 font-mono text-xs break-words text-ink-muted">{t.columns.join(" ; ")}</p>
              <a
                href={t.href}
                download
                aria-label={`${m.ui.download} – ${t.name}`}
                className="btn btn-secondary mt-5 self-start"
              >
                {m.ui.download}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={ui.toolsTitle}>
        <PricingTools ui={ui} exclude="migration" />
      </Section>
    </>
  );
}
