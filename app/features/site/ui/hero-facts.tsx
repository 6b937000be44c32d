import type { IconComponent } from "#app/ui/icon.tsx";

/**
 * Two or three short facts under a page hero ("Pour qui", "Durée"…), each with its icon. A valid
 * definition list: each group is a <div> holding only its <dt> and <dd>; the icon sits inside the
 * term, out of the accessibility tree.
 */
export function HeroFacts({
  items,
}: {
  items: readonly { icon: IconComponent; term: string; detail: string }[];
}) {
  return (
    <dl className="mt-8 grid gap-4 text-sm sm:grid-cols-2">
      {items.map(({ icon: Icon, term, detail }) => (
        <div key={term} className="relative rounded-xl border border-line bg-surface p-4 pl-12">
          <dt className="font-semibold text-ink">
            <Icon className="absolute top-4 left-4 size-5 text-brand" aria-hidden="true" />
            {term}
          </dt>
          <dd className="mt-1 text-ink-muted">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
