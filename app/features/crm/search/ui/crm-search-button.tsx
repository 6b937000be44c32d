import { useCallback, useEffect, useState, useSyncExternalStore, type MouseEvent } from "react";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { isSearchShortcut } from "#app/features/search/ui/search-button.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";

const SearchIcon = spriteIcon("search");

/** Whether the shortcut is Cmd+K (macOS, iOS) rather than Ctrl+K; the server cannot know. */
const subscribeNever = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

// The palette's code is needed once it opens: loaded then, fetched ahead on hover or focus.
const importPalette = () => import("./crm-search-palette.tsx");
const preloadPalette = () => void importPalette().catch(() => {});
const CrmSearchPalette = lazyWithRetry(importPalette, { fallback: <></> });

/**
 * The CRM top bar's search (issue 20 §5): without JavaScript a link to `/admin/search`; once
 * hydrated it opens the palette, as Ctrl+K (Cmd+K on macOS) does anywhere in the CRM.
 */
export function CrmSearchButton() {
  const { t } = useNamespace(adminNamespace);
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const mac = useSyncExternalStore(subscribeNever, isApple, () => false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    show();
  };

  return (
    <>
      <a
        href={to("/admin/search")}
        onClick={onClick}
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
        aria-keyshortcuts="Control+K Meta+K"
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
      {open && <CrmSearchPalette onClose={close} />}
    </>
  );
}
