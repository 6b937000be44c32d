import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";

/** The brand mark: a mortarboard on the brand blue, drawn inline so it costs no request. */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  // Header and footer both draw the mark: each needs its own gradient id.
  const gradient = `ga-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563eb" />
          <stop offset="1" stopColor="#1e40af" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradient})`} />
      <path d="M20 10 6 17l14 7 14-7-14-7Z" fill="#fff" />
      <path d="M12 21v6.2c0 1.6 3.6 3.8 8 3.8s8-2.2 8-3.8V21l-8 4-8-4Z" fill="#fff" fillOpacity=".85" />
      <path d="M32 18v8" stroke="#93c5fd" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Logo linking to the home page in the current language. Its accessible name is its visible
 * text plus a screen-reader-only "home" hint, so speech users can say what they see.
 * `compact`: the name is visually dropped between the lg and xl breakpoints, where the full
 * menu needs the room (it stays in the accessibility tree).
 */
export function Logo({
  className = "",
  tagline = false,
  compact = false,
}: {
  className?: string;
  tagline?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Link to={to("/")} className={`group inline-flex shrink-0 items-center gap-2.5 rounded-lg ${className}`}>
      <BrandMark />
      <span className={`flex flex-col leading-none ${compact ? "lg:max-xl:sr-only" : ""}`}>
        <span className="text-[1.05rem] font-bold tracking-tight text-ink">{t("brand.name")}</span>
        {tagline && (
          <span className="mt-1 text-[0.7rem] font-medium text-ink-muted">{t("brand.tagline")}</span>
        )}
      </span>
      <span className="sr-only">{` ${t("brand.home")}`}</span>
    </Link>
  );
}
