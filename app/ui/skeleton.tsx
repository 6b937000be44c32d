import { useTranslation } from "#app/lib/i18n/use-translation.ts";

/**
 * Loading placeholders (spec §2): card, text, avatar, button and a full page (title, subtitle,
 * three cards). The shapes are decorative; each exported placeholder is announced once as a busy
 * region with a visually hidden "Chargement…", so a screen reader hears one message, not dozens.
 */

function Bone({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-surface-sunken motion-reduce:animate-none ${className}`}
    />
  );
}

/** The busy region around a placeholder. `label` overrides the spoken "Chargement…". */
function Busy({
  children,
  className = "",
  label,
}: {
  children: React.ReactNode;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={className}>
      <span className="sr-only">{label ?? t("lazy.loading")}</span>
      {children}
    </div>
  );
}

interface PlaceholderProps {
  readonly className?: string;
  readonly label?: string;
}

function TextLines({ lines }: { lines: number }) {
  return (
    <div className="space-y-2.5">
      {Array.from({ length: lines }, (_, i) => (
        // The last line is shorter, like the end of a paragraph.
        <Bone key={i} className={`h-3.5 ${i === lines - 1 && lines > 1 ? "w-3/5" : "w-full"}`} />
      ))}
    </div>
  );
}

function CardShape() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-line bg-surface p-6">
      <Bone className="size-11 rounded-xl" />
      <Bone className="mt-5 h-5 w-2/3" />
      <div className="mt-4">
        <TextLines lines={3} />
      </div>
      <Bone className="mt-6 h-10 w-32 rounded-lg" />
    </div>
  );
}

export function SkeletonText({ lines = 3, className, label }: PlaceholderProps & { lines?: number }) {
  return (
    <Busy className={className} label={label}>
      <TextLines lines={Math.max(1, lines)} />
    </Busy>
  );
}

export function SkeletonAvatar({
  size = "md",
  className,
  label,
}: PlaceholderProps & { size?: "sm" | "md" | "lg" }) {
  const dimension = size === "sm" ? "size-8" : size === "lg" ? "size-16" : "size-11";
  return (
    <Busy className={className} label={label}>
      <Bone className={`${dimension} rounded-full`} />
    </Busy>
  );
}

export function SkeletonButton({ className, label, wide = false }: PlaceholderProps & { wide?: boolean }) {
  return (
    <Busy className={className} label={label}>
      <Bone className={`h-11 rounded-lg ${wide ? "w-full" : "w-36"}`} />
    </Busy>
  );
}

export function SkeletonCard({ className, label }: PlaceholderProps) {
  return (
    <Busy className={className} label={label}>
      <CardShape />
    </Busy>
  );
}

/** A whole page while its content loads: title, subtitle and three cards. */
export function SkeletonPage({ className = "", label }: PlaceholderProps) {
  return (
    <Busy className={`mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 ${className}`} label={label}>
      <Bone className="h-9 w-2/3 max-w-xl sm:h-10" />
      <Bone className="mt-5 h-5 w-full max-w-2xl" />
      <Bone className="mt-2.5 h-5 w-4/5 max-w-xl" />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        <CardShape />
        <CardShape />
        <CardShape />
      </div>
    </Busy>
  );
}
