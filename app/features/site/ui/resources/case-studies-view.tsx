import { Link } from "react-router";
import type { ResourceView } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const MapPin = spriteIcon("map-pin");
const Quote = spriteIcon("quote");

type View = Extract<ResourceView, { kind: "caseStudies" }>;

/** Case studies grouped by sector, with an index of sectors. */
export function CaseStudiesView({ view }: { view: View }) {
  const to = useLocalizedPath();
  const { ui } = view;
  const sectors = view.sectors.filter((s) => s.studies.length > 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <nav aria-labelledby="sectors-nav">
        <h2 id="sectors-nav" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {ui.sectors}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {sectors.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:border-brand"
              >
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-12 space-y-16">
        {sectors.map((sector) => (
          <section key={sector.id} id={sector.id} aria-labelledby={`${sector.id}-title`}>
            <h2 id={`${sector.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
              {sector.name}
            </h2>
            {sector.studies.map((c) => (
              <article
                key={c.id}
                id={c.id}
                className="mt-6 overflow-hidden rounded-2xl border border-line bg-surface"
              >
                <div className="border-b border-line bg-surface-raised p-6">
                  <h3 className="text-xl font-semibold text-ink">{c.institution}</h3>
                  <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin className="size-4" />
                      {c.location}
                    </span>
                    <span>
                      <span className="font-medium text-ink">{ui.size}</span> {c.size}
                    </span>
                    <span>
                      <span className="font-medium text-ink">{ui.solution}</span> {c.solution}
                    </span>
                  </p>
                </div>
                <div className="grid gap-8 p-6 lg:grid-cols-[1fr_18rem]">
                  <div className="space-y-5">
                    <div>
                      <h4 className="font-semibold text-ink">{ui.challenge}</h4>
                      <p className="mt-1 text-ink-muted">{c.challenge}</p>
                    </div>
                    <div>
                      <h4 className="font-semibold text-ink">{ui.approach}</h4>
                      <p className="mt-1 text-ink-muted">{c.approach}</p>
                    </div>
                    <figure className="rounded-xl bg-brand-soft p-5">
                      <Quote className="size-6 text-brand" />
                      <blockquote className="mt-2 text-ink">
                        <p>{c.quote.text}</p>
                      </blockquote>
                      <figcaption className="mt-3 text-sm text-ink-muted">
                        <span className="font-semibold text-ink">{c.quote.author}</span>, {c.quote.role}
                      </figcaption>
                    </figure>
                  </div>
                  <div>
                    <h4 className="font-semibold text-ink">{ui.results}</h4>
                    <dl className="mt-3 space-y-4">
                      {c.results.map((r) => (
                        <div key={r.label} className="flex flex-col rounded-xl border border-line p-4">
                          <dt className="order-2 mt-1 text-sm text-ink-muted">{r.label}</dt>
                          <dd className="order-1 text-2xl font-extrabold text-brand">{r.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                </div>
              </article>
            ))}
          </section>
        ))}
      </div>

      <section aria-labelledby="cases-cta" className="mt-16 rounded-2xl bg-brand-soft p-6 sm:p-8">
        <h2 id="cases-cta" className="text-xl font-semibold text-ink">
          {ui.ctaTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">{ui.ctaText}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={to("/demo")} className="btn btn-primary">
            {ui.ctaDemo}
          </Link>
          <Link to={to("/secteurs")} className="btn btn-secondary">
            {ui.ctaSectors}
          </Link>
        </div>
      </section>
    </div>
  );
}
