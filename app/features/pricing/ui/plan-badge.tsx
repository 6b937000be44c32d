import type { BadgeType } from "#content/plans.ts";

const STYLES: Readonly<Record<BadgeType, string>> = {
  starter: "border-line bg-surface-sunken text-ink",
  popular: "border-transparent bg-brand-solid text-on-brand",
  premium: "border-accent/40 bg-surface text-accent",
};

/** The plan's badge (spec §3: text and type). */
export function PlanBadge({ text, type }: { text: string; type: BadgeType }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold tracking-wide uppercase ${STYLES[type]}`}
    >
      {text}
    </span>
  );
}
