import { useCallback, useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";

/** spec §9: Ctrl+K, or Cmd+K on macOS, opens the search from anywhere (the CRM's search too). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k"
  );
}

/** What a lazily loaded palette receives from its trigger. */
export interface PaletteProps {
  readonly onClose: () => void;
  /** The keys typed while its code was loading, once: its field starts with them. */
  readonly typedAhead: () => string;
}

/**
 * A command palette opened by a link (its page without JavaScript), Ctrl/Cmd+K anywhere, and loaded
 * on demand: its code is fetched ahead when the link is hovered or focused, and what the person
 * types between the shortcut and the palette's field appearing is kept and handed to the field,
 * so a quick "Ctrl+K facture" loses no letter. The site's search and the CRM's share it.
 */
export function lazyPalette(load: () => Promise<{ default: ComponentType<PaletteProps> }>) {
  const Palette = lazyWithRetry(load, { fallback: <></> });
  const preload = () => void load().catch(() => {});

  return function usePaletteTrigger() {
    const [open, setOpen] = useState(false);
    const typed = useRef<string | null>(null);
    // The palette gives focus back to where it was when it closes (useDialog).
    const show = useCallback(() => {
      typed.current = "";
      setOpen(true);
    }, []);
    const close = useCallback(() => setOpen(false), []);
    const typedAhead = useCallback(() => {
      const text = typed.current ?? "";
      typed.current = null;
      return text;
    }, []);

    useEffect(() => {
      const onKeyDown = (event: KeyboardEvent) => {
        if (isSearchShortcut(event)) {
          event.preventDefault();
          show();
          return;
        }
        // Typed before the palette's field is there (its code still loading): kept for it.
        if (typed.current === null || event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.key.length === 1) typed.current += event.key;
        else if (event.key === "Backspace") typed.current = typed.current.slice(0, -1);
        else return;
        event.preventDefault();
      };
      document.addEventListener("keydown", onKeyDown);
      return () => document.removeEventListener("keydown", onKeyDown);
    }, [show]);

    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      show();
    };

    return {
      /** Spread on the trigger link (its `href` is the search page). */
      link: {
        onClick,
        onPointerEnter: preload,
        onFocus: preload,
        "aria-keyshortcuts": "Control+K Meta+K",
      },
      palette: open ? <Palette onClose={close} typedAhead={typedAhead} /> : null,
    };
  };
}
