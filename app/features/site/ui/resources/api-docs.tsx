import { Link } from "react-router";
import type { ResourceView } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { CodeBlock } from "./code-block.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const ArrowRight = spriteIcon("arrow-right");

type View = Extract<ResourceView, { kind: "api" }>;

const statusTone = (status: number) =>
  // The tint carries the colour; the text stays ink-coloured for contrast in both themes.
  status < 300 ? "bg-success/20 text-ink" : "bg-danger/20 text-ink";

/** Reference documentation of the public endpoints, with request and response examples. */
export function ApiDocs({ view }: { view: View }) {
  const to = useLocalizedPath();
  const { ui } = view;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr]">
      <nav aria-labelledby="api-contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="api-contents" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {ui.endpointsTitle}
        </h2>
        <ul className="mt-3 space-y-1">
          {view.endpoints.map((e) => (
            <li key={e.id}>
              <a
                href={`#${e.id}`}
                className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-surface-sunken lg:min-h-9"
              >
                <span className="font-mono text-xs font-bold text-success">{e.method}</span>
                <span className="font-mono break-all text-ink">{e.path}</span>
              </a>
            </li>
          ))}
          <li>
            <a
              href="#verify"
              className="flex min-h-11 items-center rounded-lg px-3 text-sm text-ink hover:bg-surface-sunken lg:min-h-9"
            >
              {view.verify.title}
            </a>
          </li>
        </ul>
      </nav>

      <div className="min-w-0 space-y-14">
        <section aria-labelledby="api-overview">
          <h2 id="api-overview" className="text-2xl font-bold tracking-tight text-ink">
            {ui.overviewTitle}
          </h2>
          <div className="mt-4 space-y-3 text-ink-muted">
            {ui.overview.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <h3 className="mt-8 text-lg font-semibold text-ink">{ui.flowTitle}</h3>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
            {ui.flow.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        {view.endpoints.map((e) => (
          <section
            key={e.id}
            id={e.id}
            aria-labelledby={`${e.id}-title`}
            className="border-t border-line pt-10"
          >
            <h2 id={`${e.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
              {e.title}
            </h2>
            <p className="mt-3 flex flex-wrap items-center gap-2 font-mono text-sm">
              <span className="rounded-md bg-success/20 px-2 py-0.5 font-bold text-ink">{e.method}</span>
              <span className="break-all text-ink">{e.path}</span>
            </p>
            <p className="mt-4 text-ink">{e.summary}</p>
            <h3 className="mt-6 font-semibold text-ink">{ui.authentication}</h3>
            <p className="mt-1 text-ink-muted">{e.auth}</p>
            <div className="mt-4 space-y-3 text-ink-muted">
              {e.details.map((d) => (
                <p key={d}>{d}</p>
              ))}
            </div>
            <h3 className="mt-6 font-semibold text-ink">{ui.request}</h3>
            <div className="mt-2">
              <CodeBlock code={e.request} label={`${ui.request} ${e.method} ${e.path}`} />
            </div>
            <h3 className="mt-6 font-semibold text-ink">{ui.responses}</h3>
            <ul className="mt-3 space-y-4">
              {e.responses.map((r) => (
                <li key={r.status}>
                  <p className="flex items-center gap-2 text-ink">
                    <span
                      className={`rounded-md px-2 py-0.5 font-mono text-sm font-bold ${statusTone(r.status)}`}
                    >
                      {r.status}
                    </span>
                    {r.description}
                  </p>
                  {r.example ? (
                    <div className="mt-2">
                      <CodeBlock code={r.example} label={interpolate(ui.example, { status: r.status })} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section id="verify" aria-labelledby="verify-title" className="border-t border-line pt-10">
          <h2 id="verify-title" className="text-2xl font-bold tracking-tight text-ink">
            {view.verify.title}
          </h2>
          <p className="mt-3 text-ink-muted">{view.verify.intro}</p>
          <h3 className="mt-6 font-semibold text-ink">{ui.install}</h3>
          <div className="mt-2">
            <CodeBlock code={view.verify.install} label={ui.install} />
          </div>
          <div className="mt-4">
            <CodeBlock code={view.verify.code} label={view.verify.title} />
          </div>
          <p className="mt-4 text-ink-muted">{view.verify.errors}</p>
        </section>

        <section aria-labelledby="api-contact" className="rounded-2xl bg-brand-soft p-6">
          <h2 id="api-contact" className="text-lg font-semibold text-ink">
            {ui.contactTitle}
          </h2>
          <p className="mt-2 text-ink-muted">{ui.contactText}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={to("/demo")} className="btn btn-primary">
              {ui.contactCta}
            </Link>
            <Link to={to("/services/integrations-api")} className="btn btn-secondary">
              {ui.servicesCta}
              <ArrowRight className="size-4" />
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
