import type { IconComponent } from "#app/ui/icon.tsx";

const TILES = {
  soft: "bg-brand-soft text-brand",
  solid: "bg-brand-solid text-on-brand",
} as const;

/** A note under a page hero: an icon tile, a line in bold and a sentence. */
export function HeroNote({
  icon: Icon,
  note,
  tile,
  width,
}: {
  icon: IconComponent;
  note: { readonly line: string; readonly text: string };
  tile: keyof typeof TILES;
  width: "max-w-xl" | "max-w-2xl";
}) {
  return (
    <div className={`mt-8 flex ${width} gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm`}>
      <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${TILES[tile]}`}>
        <Icon className="size-6" />
      </span>
      <p className="text-ink-muted">
        <strong className="block text-lg text-ink">{note.line}</strong>
        {note.text}
      </p>
    </div>
  );
}
