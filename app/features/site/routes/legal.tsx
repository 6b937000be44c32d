import type { Route } from "./+types/legal";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { LegalSection } from "#content/legal.ts";
import { servicesContext } from "#app/context.ts";
import { businessDetailsFor } from "#app/features/crm/settings/store.server.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { legalPage } from "#app/features/site/legal-page.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { ScrollRegion } from "#app/ui/scroll-region.tsx";

const ArrowUp = spriteIcon("arrow-up");

/**
 * `/legal` (spec §2: privacy, terms, cookies and legal notice, plus the accessibility statement):
 * one page, one section per document, each reachable by its anchor (`/legal#cookies`…).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  // The company's facts are the business details saved on the admin CRM's configuration page.
  const business = await businessDetailsFor(args.context.get(servicesContext));
  return { ...page, ...legalPage(page.lang, business) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type Block = LegalSection["subsections"][number]["blocks"][number];

function LegalBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1.5 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          {block.items.map((item) => (
            <div key={item.term} className="contents">
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd>{item.detail}</dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return (
        <ScrollRegion
          label={block.caption}
          className="relative overflow-x-auto rounded-xl border border-line"
        >
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="bg-surface-raised px-4 py-3 text-left font-semibold text-ink">
              {block.caption}
            </caption>
            <thead>
              <tr className="border-t border-line bg-surface-sunken">
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-2.5 font-semibold text-ink">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="border-t border-line align-top">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={cell} scope="row" className="px-4 py-2.5 font-medium break-words text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={`${i}-${cell}`} className="px-4 py-2.5">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      );
  }
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { text, sections, ui } = loaderData;
  return (
    <>
      <PageHeader text={text} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr]">
        <nav id="sommaire" aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {ui.contents}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.anchor}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-surface-sunken lg:min-h-9"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-16">
          {sections.map((s) => (
            <section key={s.id} id={s.anchor} aria-labelledby={`${s.anchor}-title`} className="scroll-mt-24">
              <h2 id={`${s.anchor}-title`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {s.title}
              </h2>
              <p className="mt-2 text-sm text-ink-muted">{s.updated}</p>
              <p className="mt-4 text-lg text-ink">{s.intro}</p>
              <div className="mt-8 space-y-8">
                {s.subsections.map((sub) => (
                  <div key={sub.title}>
                    <h3 className="text-lg font-semibold text-ink">{sub.title}</h3>
                    <div className="mt-3 space-y-4 text-ink-muted">
                      {sub.blocks.map((block, i) => (
                        <LegalBlock key={i} block={block} />
                      ))}
                    </div>
                  </div>
                ))}
              </div>
              <a
                href="#sommaire"
                className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
              >
                <ArrowUp className="size-4" />
                {ui.backToTop}
              </a>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
