import { spriteIcon } from "#app/ui/icon.tsx";

const Star = spriteIcon("star");

/** Five stars, the first `rating` filled; the accessible label says the rating in words. */
export function StarRating({
  rating,
  label,
  size = "size-4",
}: {
  rating: number;
  label: string;
  size?: string;
}) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${size} ${n <= Math.round(rating) ? "fill-amber-400 text-amber-500" : "fill-none text-ink-muted"}`}
        />
      ))}
    </span>
  );
}
