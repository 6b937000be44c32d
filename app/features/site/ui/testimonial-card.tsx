import { StarRating } from "./star-rating.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const Quote = spriteIcon("quote");

export interface TestimonialView {
  readonly name: string;
  readonly title: string;
  readonly institution: string;
  readonly text: string;
  readonly rating: number;
  /** Path of the SVG initials avatar under /images/avatars. */
  readonly avatar: string;
}

export function TestimonialCard({
  testimonial,
  ratingLabel,
}: {
  testimonial: TestimonialView;
  /** "Note : 5 sur 5", already formatted for the page's language. */
  ratingLabel: string;
}) {
  const t = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <StarRating rating={t.rating} label={ratingLabel} />
        <Quote className="size-8 text-brand opacity-30" />
      </div>
      <blockquote className="mt-4 flex-1 text-ink">
        <p>{t.text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img src={t.avatar} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full" />
        <span className="text-sm">
          <span className="block font-semibold text-ink">{t.name}</span>
          <span className="block text-ink-muted">
            {t.title}, {t.institution}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
