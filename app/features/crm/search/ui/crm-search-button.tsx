import { useSyncExternalStore } from "react";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { lazyPalette } from "#app/ui/palette-trigger.tsx";

const SearchIcon = spriteIcon("search");

/** Whether the shortcut is Cmd+K (macOS, iOS) rather than Ctrl+K; the server cannot know. */
const subscribeNever = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

const usePaletteTrigger = lazyPalette(() => import("./crm-search-palette.tsx"));

/**
 * The CRM top bar's search (issue 20 §5): without JavaScript a link to `/admin/search`; once
 * hydrated it opens the palette, as Ctrl+K (Cmd+K on macOS) does anywhere in the CRM.
 */
export function CrmSearchButton() {
  const { t } = useNamespace(adminNamespace);
  const to = useLocalizedPath();
  const mac = useSyncExternalStore(subscribeNever, isApple, () => false);
  const { link, palette } = usePaletteTrigger();

  return (
    <>
      <a
        href={to("/admin/search")}
        {...link}
        data-testid="crm-search-button"
        className="inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-lg border border-line px-2 text-sm text-ink-muted hover:bg-surface-sunken hover:text-ink sm:w-full sm:max-w-xs sm:justify-start sm:px-3"
      >
        <SearchIcon className="size-4 shrink-0" aria-hidden="true" />
        <span className="max-sm:sr-only sm:flex-1 sm:text-left">{t("crmSearch.button")}</span>
        <span className="sr-only">{` (${t("crmSearch.buttonLabel")})`}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-line bg-surface px-1.5 font-sans text-xs md:inline"
        >
          {mac ? "⌘ K" : "Ctrl K"}
        </kbd>
      </a>
      {palette}
    </>
  );
}
