import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { ResourceView } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const ChevronDown = spriteIcon("chevron-down");
const Headphones = spriteIcon("headphones");
const Search = spriteIcon("search");

type View = Extract<ResourceView, { kind: "support" }>;

/**
 * The help centre. The search is a GET form read by the page's loader: it works without
 * JavaScript, and with it the results follow the typing (a short pause, then the same request).
 */
export function HelpCenter({ view }: { view: View }) {
  const to = useLocalizedPath();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const { ui, query, articles } = view;
  useEffect(() => () => clearTimeout(timer.current), []);
  // "Clear" and the back button change the query: show it, unless the visitor is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = query;
  }, [query]);

  const status = query
    ? articles.length > 0
      ? interpolate(ui.results, { count: articles.length, query })
      : interpolate(ui.noResults, { query })
    : interpolate(ui.allArticles, { count: view.total });

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0">
        <Form
          method="get"
          role="search"
          preventScrollReset
          replace
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onChange={(ev) => {
            const form = ev.currentTarget;
            clearTimeout(timer.current);
            timer.current = setTimeout(
              () => void submit(form, { replace: true, preventScrollReset: true }),
              300,
            );
          }}
        >
          <div className="flex-1">
            <label htmlFor="help-q" className="font-semibold text-ink">
              {ui.searchLabel}
            </label>
            <div className="relative mt-2">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
              <input
                ref={input}
                id="help-q"
                type="search"
                name="q"
                defaultValue={query}
                placeholder={ui.searchPlaceholder}
                maxLength={100}
                autoComplete="off"
                className="block w-full rounded-lg border border-line bg-surface py-3 pr-3 pl-10 text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-brand"
              />
            </div>
          </div>
          <button type="submit" className="btn btn-primary">
            {ui.searchButton}
          </button>
        </Form>

        <p role="status" className="mt-6 text-sm text-ink-muted" data-testid="help-status">
          {status}
          {query ? (
            <>
              {" "}
              <Link
                to={to("/ressources/support")}
                replace
                preventScrollReset
                className="font-medium text-brand underline"
              >
                {ui.clear}
              </Link>
            </>
          ) : null}
        </p>

        <ul className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
          {articles.map((a) => (
            <li key={a.id} id={a.id}>
              <details className="group" open={query !== "" && articles.length <= 3}>
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 hover:bg-surface-raised [&::-webkit-details-marker]:hidden">
                  <span>
                    <span className="block text-xs font-semibold tracking-wide text-brand uppercase">
                      {a.category}
                    </span>
                    <span className="mt-1 block font-semibold text-ink">{a.title}</span>
                  </span>
                  <ChevronDown className="mt-1 size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
                </summary>
                <div className="space-y-3 px-5 pb-5 text-ink-muted">
                  {a.answer.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>

      <aside aria-labelledby="support-contact" className="lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-2xl border border-line bg-surface-raised p-6">
          <h2 id="support-contact" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Headphones className="size-5 text-brand" />
            {ui.contactTitle}
          </h2>
          <p className="mt-3 text-sm text-ink-muted">{ui.contactText}</p>
          <p className="mt-3 text-sm text-ink">{ui.phone}</p>
          <p className="mt-3 text-sm text-ink-muted">{ui.emergency}</p>
          <Link to={to("/dashboard/support")} className="btn btn-primary mt-5 w-full">
            {ui.openTicket}
          </Link>
        </div>
      </aside>
    </div>
  );
}
