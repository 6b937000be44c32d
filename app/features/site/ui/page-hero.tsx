import { Link } from "react-router";
import { Breadcrumb, type Crumb } from "./breadcrumb.tsx";
import type { CtaAction } from "./cta-band.tsx";

export interface HeroImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/**
 * The top of an inner marketing page: breadcrumb, the page's only h1, its lead, up to two actions
 * and an illustration. The illustration is above the fold: loaded eagerly, with its size reserved.
 */
export function PageHero({
  breadcrumb,
  eyebrow,
  heading,
  lead,
  primary,
  secondary,
  image,
  icon,
  accent,
  children,
}: {
  breadcrumb?: { label: string; items: readonly Crumb[] };
  eyebrow?: string;
  heading: string;
  lead: string;
  primary?: CtaAction;
  secondary?: CtaAction;
  image?: HeroImage;
  /** An icon tile shown before the eyebrow (module pages). */
  icon?: React.ReactNode;
  /** Colours of the icon tile: [light theme, dark theme]. */
  accent?: readonly [string, string];
  children?: React.ReactNode;
}) {
  const accentStyle = accent
    ? ({ "--accent": accent[0], "--accent-dark": accent[1] } as React.CSSProperties)
    : undefined;
  return (
    <header className="border-b border-line bg-linear-to-b from-brand-soft to-surface" style={accentStyle}>
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pb-16">
        {breadcrumb ? <Breadcrumb label={breadcrumb.label} items={breadcrumb.items} /> : null}
        <div className={`mt-8 grid items-center gap-10 ${image ? "lg:grid-cols-2" : ""}`}>
          <div className={image ? "" : "max-w-3xl"}>
            {icon || eyebrow ? (
              <div className="flex items-center gap-3">
                {icon ? (
                  <span
                    className={`grid size-12 place-items-center rounded-xl ${
                      accent
                        ? "bg-(--accent) text-white dark:bg-(--accent-dark) dark:text-slate-950"
                        : "bg-brand-solid text-on-brand"
                    }`}
                  >
                    {icon}
                  </span>
                ) : null}
                {eyebrow ? (
                  <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
                ) : null}
              </div>
            ) : null}
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl lg:text-5xl">
              {heading}
            </h1>
            <p className="mt-5 text-lg text-ink-muted">{lead}</p>
            {primary || secondary ? (
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                {primary ? (
                  <Link to={primary.to} className="btn btn-primary px-6">
                    {primary.label}
                  </Link>
                ) : null}
                {secondary ? (
                  <Link to={secondary.to} className="btn btn-secondary px-6">
                    {secondary.label}
                  </Link>
                ) : null}
              </div>
            ) : null}
            {children}
          </div>
          {image ? (
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              fetchPriority="high"
              decoding="async"
              className="h-auto w-full rounded-2xl border border-line bg-surface shadow-xl shadow-blue-900/10"
            />
          ) : null}
        </div>
      </div>
    </header>
  );
}
