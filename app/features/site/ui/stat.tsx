/** A key figure: the value large, what it counts underneath. */
export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col">
      <dt className="order-2 mt-1 text-sm text-ink-muted">{label}</dt>
      <dd className="order-1 text-2xl font-extrabold tracking-tight text-brand sm:text-3xl">{value}</dd>
    </div>
  );
}

/** Figures as a description list (value and label stay paired for assistive technologies). */
export function StatList({
  stats,
  columns = 3,
  className = "",
}: {
  stats: readonly { value: string; label: string }[];
  /** "2-3": two columns on phones, three from 640 px. */
  columns?: 2 | 3 | "2-3" | 4;
  className?: string;
}) {
  const cols = {
    2: "grid-cols-2",
    3: "grid-cols-3",
    "2-3": "grid-cols-2 sm:grid-cols-3",
    4: "grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <dl className={`grid gap-6 ${cols} ${className}`}>
      {stats.map((s) => (
        <Stat key={`${s.value} ${s.label}`} value={s.value} label={s.label} />
      ))}
    </dl>
  );
}
