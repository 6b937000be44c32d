export interface FeatureItem {
  readonly title: string;
  readonly text: string;
  readonly icon?: React.ReactNode;
}

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** Cards of short features: an icon, a title (h3) and a sentence. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 3,
  accent,
}: {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
  /** A module's colours for the icon tile: [light theme, dark theme]. */
  accent?: readonly [string, string];
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
          {item.icon ? (
            <span
              className={`mb-4 grid size-11 place-items-center rounded-xl ${
                accent
                  ? "bg-(--accent)/10 text-(--accent) dark:bg-(--accent-dark)/15 dark:text-(--accent-dark)"
                  : "bg-brand-soft text-brand"
              }`}
              style={
                accent
                  ? ({ "--accent": accent[0], "--accent-dark": accent[1] } as React.CSSProperties)
                  : undefined
              }
            >
              {item.icon}
            </span>
          ) : null}
          <Heading className="text-lg font-semibold text-ink">{item.title}</Heading>
          <p className="mt-2 text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A compact list of features with a check mark, in two columns on wide screens. */
export function CheckList({ items, icon }: { items: readonly string[]; icon: React.ReactNode }) {
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink">
          <span className="mt-0.5 shrink-0 text-success">{icon}</span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
