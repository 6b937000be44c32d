import { Link } from "react-router";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");

export interface LinkCardItem {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  /** Localized path. */
  readonly to: string;
  /** Visible link text; the card title is appended for screen readers ("Découvrir le module Finances"). */
  readonly linkLabel: string;
  readonly icon?: React.ReactNode;
  /** Colours of the icon tile: [light theme, dark theme]. */
  readonly accent?: readonly [string, string];
  readonly badge?: string;
}

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** Cards that each lead to another page (module, service, solution). The whole card is clickable. */
export function LinkCards({
  items,
  columns = 3,
  headingLevel = 3,
}: {
  items: readonly LinkCardItem[];
  columns?: 2 | 3 | 4;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li
          key={item.key}
          className="group relative flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-(--focus) hover:shadow-md"
          style={
            item.accent
              ? ({ "--accent": item.accent[0], "--accent-dark": item.accent[1] } as React.CSSProperties)
              : undefined
          }
        >
          <div className="flex items-start justify-between gap-3">
            {item.icon ? (
              <span
                className={`grid size-11 place-items-center rounded-xl ${
                  item.accent
                    ? "bg-(--accent) text-white dark:bg-(--accent-dark) dark:text-slate-950"
                    : "bg-brand-soft text-brand"
                }`}
              >
                {item.icon}
              </span>
            ) : null}
            {item.badge ? (
              <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted">
                {item.badge}
              </span>
            ) : null}
          </div>
          <Heading className="mt-4 text-lg font-semibold text-ink">{item.title}</Heading>
          <p className="mt-2 flex-1 text-ink-muted">{item.text}</p>
          <Link
            to={item.to}
            className="mt-5 inline-flex items-center gap-2 font-semibold text-brand outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            <span>
              {item.linkLabel}
              <span className="sr-only">{` ${item.title}`}</span>
            </span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
