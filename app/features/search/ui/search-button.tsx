import { useCallback, useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const SearchIcon = spriteIcon("search");

// The palette (its code, texts and the index it fetches) is only needed once it opens: loaded then,
// fetched ahead when the button is hovered or focused.
const importPalette = () => import("./search-palette.tsx");
const preloadPalette = () => void importPalette().catch(() => {});
const SearchPalette = lazyWithRetry(importPalette, { fallback: <></> });

/** spec §9: Ctrl+K, or Cmd+K on macOS, opens the search from anywhere (the CRM's search too). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k"
  );
}

/**
 * The header's search button (spec §1 "site search"). Without JavaScript it is a plain link to the
 * `/recherche` page; once hydrated it opens the command palette, as Ctrl/Cmd+K does.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);
  // The palette gives focus back to where it was when it closes (useDialog).
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
        href={to("/recherche")}
        onClick={onClick}
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink lg:size-9"
      >
        <SearchIcon className="size-5 lg:size-[1.15rem]" aria-hidden="true" />
        <span className="sr-only">{t("header.search")}</span>
      </a>
      {open && <SearchPalette onClose={close} />}
    </>
  );
}
