import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";
import { SkeletonText } from "#app/ui/skeleton.tsx";
import { whenIdle } from "#app/lib/idle.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Menu = spriteIcon("menu");
const X = spriteIcon("x");

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

// The panel's content is only needed once the menu opens (and never on large screens): it is
// loaded on demand, fetched ahead when the toggle is touched, hovered or focused, or when a small
// screen's page has gone idle.
const importPanel = () => import("./mobile-menu-panel.tsx");
const MobileMenuPanel = lazyWithRetry(importPanel, {
  fallback: (
    <div className="mx-auto max-w-xl px-4 pt-6 sm:px-6">
      <SkeletonText lines={6} />
    </div>
  ),
});
const preloadPanel = () => void importPanel().catch(() => {});

/** Below this width the mobile menu is the menu (Tailwind's `lg` is 64rem). */
const SMALL_SCREEN = "(max-width: 63.98rem)";

/**
 * The menu below the `lg` breakpoint (spec §2 "Mobile"): a toggle (with `aria-expanded`) and the
 * panel it opens over the page. The panel closes on any route change and on Escape, focus goes
 * back to the toggle (or to the new page's content after a navigation), and while it is open the
 * page behind is inert and does not scroll.
 */
export function MobileMenu({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback((focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) toggleRef.current?.focus();
  }, []);

  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  useEffect(() => {
    if (!window.matchMedia(SMALL_SCREEN).matches) return;
    return whenIdle(preloadPanel);
  }, []);

  // Any navigation closes the panel; focus then goes to the new page's content.
  const lastKey = useRef(location.key);
  const focusMainOnClose = useRef(false);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    focusMainOnClose.current = panelRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
  }, [location.key]);

  // While open: Escape closes; the page behind neither scrolls nor takes focus; the panel also
  // closes if the window grows past the breakpoint.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const small = window.matchMedia(SMALL_SCREEN);
    const onResize = () => !small.matches && close(false);
    const background = [document.getElementById("main"), document.getElementById("site-footer")];
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    for (const el of background) if (el instanceof HTMLElement) el.inert = true;
    document.addEventListener("keydown", onKeyDown);
    small.addEventListener("change", onResize);
    return () => {
      root.style.overflow = overflow;
      for (const el of background) if (el instanceof HTMLElement) el.inert = false;
      document.removeEventListener("keydown", onKeyDown);
      small.removeEventListener("change", onResize);
      if (focusMainOnClose.current) {
        focusMainOnClose.current = false;
        document.getElementById("main")?.focus({ preventScroll: true });
      }
    };
  }, [open, close]);

  // Tab from the panel's last control comes back to the toggle, so focus stays in the menu.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || event.shiftKey) return;
    const focusables = panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    const last = focusables?.[focusables.length - 1];
    if (last && document.activeElement === last) {
      event.preventDefault();
      toggleRef.current?.focus();
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setMounted(true);
          setOpen((o) => !o);
        }}
        onPointerEnter={preloadPanel}
        onTouchStart={preloadPanel}
        onFocus={preloadPanel}
        data-testid="mobile-menu-toggle"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-surface-sunken lg:hidden"
      >
        {open ? <X className="size-6" /> : <Menu className="size-6" />}
        <span className="sr-only">{open ? t("header.closeMenu") : t("header.openMenu")}</span>
      </button>

      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keeps Tab inside the open menu */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        data-testid="mobile-menu"
        className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto overscroll-contain border-t border-line bg-surface transition-[opacity,translate] duration-200 ease-out starting:-translate-y-2 starting:opacity-0 lg:hidden"
      >
        {mounted && <MobileMenuPanel panelId={panelId} />}
      </div>
    </>
  );
}
