import { useCallback, useEffect, useRef, useState } from "react";
import { isA11yCheckerShortcut } from "#app/a11y-checker/shortcut.ts";
import { lazyWithRetry } from "#app/components/lazy/lazy-boundary.tsx";

// The panel, its texts and axe-core load only when the checker is first opened.
const A11yCheckerPanel = lazyWithRetry(() => import("./a11y-checker-panel.tsx"), { fallback: <></> });

/**
 * spec §9 "Keyboard": Ctrl+Shift+A opens or closes the accessibility checker on every page (site,
 * client space, admin CRM). Closing gives focus back to where it was when the checker opened.
 */
export function A11yCheckerShortcut() {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isA11yCheckerShortcut(event)) return;
      event.preventDefault();
      if (open) return close();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  return open ? <A11yCheckerPanel onClose={close} /> : null;
}
