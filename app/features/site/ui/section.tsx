import { useId } from "react";

type Tone = "plain" | "raised" | "brand";

const TONES: Record<Tone, string> = {
  plain: "bg-surface",
  raised: "bg-surface-raised",
  brand: "bg-brand-soft",
};

/**
 * A page section with its h2 (or h3 inside another section): the heading labels the region, so
 * screen-reader users can jump between sections.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  centered = false,
  children,
  className = "",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: Tone;
  centered?: boolean;
  children?: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${TONES[tone]} py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-ink-muted">{intro}</p> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
