export interface ScreenshotView {
  readonly image: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly description: string;
}

/** Product screens with their caption; below the fold, so loaded lazily with their space reserved. */
export function ScreenshotGallery({ items }: { items: readonly ScreenshotView[] }) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      {items.map((shot) => (
        <figure key={shot.image} className="flex flex-col">
          <img
            src={shot.image}
            alt={`${shot.title}. ${shot.description}`}
            width={shot.width}
            height={shot.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-xl border border-line bg-surface shadow-lg shadow-blue-900/5"
          />
          <figcaption className="mt-4">
            <span className="block font-semibold text-ink">{shot.title}</span>
            <span className="mt-1 block text-ink-muted">{shot.description}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
