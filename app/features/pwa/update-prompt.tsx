import { useId, useState } from "react";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { pwaNamespace } from "./locales.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const RefreshCw = spriteIcon("refresh-cw");

/**
 * "Nouvelle version disponible": announced politely (focus stays where it is), with a button that
 * activates the waiting worker and reloads, and one that hides the prompt until the next visit.
 */
export default function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useNamespace(pwaNamespace);
  const [hidden, setHidden] = useState(false);
  const [reloading, setReloading] = useState(false);
  const titleId = useId();
  if (hidden) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-2 top-2 z-[60] mx-auto flex max-w-md items-start gap-3 rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-xl sm:top-4 print:hidden"
    >
      <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <div role="status">
          <p id={titleId} className="font-semibold">
            {t("update.title")}
          </p>
          <p className="text-sm text-ink-muted">{t("update.text")}</p>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              onReload();
            }}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-solid px-4 font-semibold text-on-brand hover:bg-brand-solid-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-70"
          >
            {t("update.reload")}
          </button>
          <button
            type="button"
            onClick={() => setHidden(true)}
            className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 font-semibold text-brand hover:bg-surface-sunken focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t("update.later")}
          </button>
        </div>
      </div>
    </section>
  );
}
