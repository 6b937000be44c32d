import { useCallback, useEffect, useState } from "react";
import { isA11yCheckerShortcut, OPEN_A11Y_CHECKER_EVENT } from "#app/features/a11y-checker/shortcut.ts";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";

// The panel, its texts and axe-core load only when the checker is first opened.
const A11yCheckerPanel = lazyWithRetry(() => import("./a11y-checker-panel.tsx"), { fallback: <></> });

/**
 * spec §9 "Keyboard": Ctrl+Shift+A opens or closes the accessibility checker on every page (site,
 * client space, admin CRM); the keyboard shortcuts page also opens it with a button. Closing gives
 * focus back to where it was when the checker opened.
 */
export function A11yCheckerShortcut() {
  const [open, setOpen] = useState(false);
  // The panel gives focus back to where it was when it closes (useDialog).
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const openChecker = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isA11yCheckerShortcut(event)) return;
      // Also keeps the browser's own use of the keys (tab search in Chrome) from running.
      event.preventDefault();
      if (open) return close();
      openChecker();
    };
    const onOpenRequest = () => {
      if (!open) openChecker();
    };
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener(OPEN_A11Y_CHECKER_EVENT, onOpenRequest);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener(OPEN_A11Y_CHECKER_EVENT, onOpenRequest);
    };
  }, [open, close]);

  return open ? <A11yCheckerPanel onClose={close} /> : null;
}
