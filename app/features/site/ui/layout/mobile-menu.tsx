import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";
import { SkeletonText } from "#app/ui/skeleton.tsx";
import { whenIdle } from "#app/lib/idle.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Menu = spriteIcon("menu");
const X = spriteIcon("x");

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
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  useEffect(() => {
    if (!window.matchMedia(SMALL_SCREEN).matches) return;
    return whenIdle(preloadPanel);
  }, []);

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

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-testid="mobile-menu"
        className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto overscroll-contain border-t border-line bg-surface transition-[opacity,translate] duration-200 ease-out starting:-translate-y-2 starting:opacity-0 lg:hidden"
      >
        {mounted && (
          <MobileMenuPanel
            panelId={panelId}
            open={open}
            onClose={() => setOpen(false)}
            toggleRef={toggleRef}
            panelRef={panelRef}
          />
        )}
      </div>
    </>
  );
}
