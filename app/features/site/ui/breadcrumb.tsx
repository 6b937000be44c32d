import { Link } from "react-router";
import { spriteIcon } from "#app/ui/icon.tsx";

const ChevronRight = spriteIcon("chevron-right");

export interface Crumb {
  readonly label: string;
  /** Localized path; the last crumb (the current page) has none. */
  readonly to?: string;
}

export function Breadcrumb({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight className="size-4 shrink-0" /> : null}
            {item.to ? (
              <Link to={item.to} className="rounded underline-offset-4 hover:text-ink hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The breadcrumb in its band under the header, as the marketing pages show it. */
export function BreadcrumbBar({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <div className="border-b border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
        <Breadcrumb label={label} items={items} />
      </div>
    </div>
  );
}
