import { MAIN_NAV, type NavItem } from "#content/navigation.ts";
import {
  NAV_CLOSE_DELAY_MS,
  dropdownGeometry,
  fallbackGeometry,
  type DropdownGeometry,
} from "./nav-geometry.ts";
import { panelLinks, triggerId, type OpenState } from "./desktop-nav.tsx";
import { listenDismiss } from "#app/ui/primitives/dismiss.ts";
import { stepIndex } from "#app/ui/primitives/focus.ts";

/**
 * How the desktop menu's dropdowns respond to the pointer and the keyboard (spec §2, §4, §9):
 * hover intent, the 300 ms closing delay, click to toggle, at most one open, arrow keys, Escape, a
 * click elsewhere, re-measuring on resize. `desktop-nav.tsx` renders the menu (by the server too)
 * and loads this on first contact with the menu, or once the page is idle on a large screen.
 */

/**
 * Hover intent: a pointer that merely sweeps across the bar opens nothing, and a click that ends the
 * pointer's movement onto a trigger counts as the click that opens it (rather than closing what the
 * hover would have opened a moment before). Applies to switching from an open dropdown as well.
 */
const HOVER_OPEN_DELAY_MS = 120;

type FocusTarget = "first" | "last" | null;

/** What the controller reads and changes in the menu component. */
export interface NavContext {
  readonly nav: () => HTMLElement | null;
  readonly current: () => OpenState | null;
  readonly setOpen: (next: OpenState | null) => void;
}

export type NavController = ReturnType<typeof createNavController>;

export function createNavController(ctx: NavContext) {
  let closeTimer: number | undefined;
  let hoverTimer: number | undefined;
  let pendingFocus: FocusTarget = null;

  const clearTimers = () => {
    window.clearTimeout(closeTimer);
    window.clearTimeout(hoverTimer);
  };

  const measure = (item: NavItem): DropdownGeometry => {
    const groups = item.groups?.length ?? 1;
    try {
      const trigger = document.getElementById(triggerId(item.id))?.getBoundingClientRect();
      return dropdownGeometry(
        trigger,
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        groups,
      );
    } catch {
      return fallbackGeometry(groups);
    }
  };

  const show = (item: NavItem, focus: FocusTarget = null) => {
    clearTimers();
    pendingFocus = focus;
    ctx.setOpen({ id: item.id, geometry: measure(item) });
  };

  const close = (returnFocusTo?: string) => {
    clearTimers();
    ctx.setOpen(null);
    if (returnFocusTo) document.getElementById(triggerId(returnFocusTo))?.focus();
  };

  return {
    close,
    dispose: clearTimers,

    pointerEnter(item: NavItem, pointerType: string) {
      if (pointerType !== "mouse") return;
      window.clearTimeout(closeTimer);
      if (!item.groups) {
        // Hovering a plain link next to an open dropdown starts its closing delay.
        if (ctx.current()) closeTimer = window.setTimeout(() => ctx.setOpen(null), NAV_CLOSE_DELAY_MS);
        return;
      }
      if (ctx.current()?.id === item.id) return;
      window.clearTimeout(hoverTimer);
      hoverTimer = window.setTimeout(() => show(item), HOVER_OPEN_DELAY_MS);
    },

    pointerLeave(pointerType: string) {
      if (pointerType !== "mouse") return;
      window.clearTimeout(hoverTimer);
      if (!ctx.current()) return;
      window.clearTimeout(closeTimer);
      // spec §9: 300 ms after the pointer left, unless it came back.
      closeTimer = window.setTimeout(() => ctx.setOpen(null), NAV_CLOSE_DELAY_MS);
    },

    /** spec §4: selecting the open dropdown closes it. */
    toggle(item: NavItem) {
      if (ctx.current()?.id === item.id) close();
      else show(item);
    },

    /** ArrowDown / ArrowUp on a trigger: open, on the first or the last link. */
    openFromKey(item: NavItem, key: string) {
      show(item, key === "ArrowDown" ? "first" : "last");
    },

    /** Arrow keys, Home and End between the links of an open dropdown. */
    panelKey(item: NavItem, key: string) {
      const links = panelLinks(item.id);
      const next = stepIndex(key, links.indexOf(document.activeElement as HTMLAnchorElement), links.length);
      if (next !== null) links[next]?.focus();
    },

    /** Tabbing out of a dropdown (to the next item or out of the menu) closes it. */
    itemBlur(item: NavItem, entry: HTMLElement, next: Node | null) {
      if (next && !entry.contains(next) && ctx.current()?.id === item.id) close();
    },

    /**
     * While a dropdown is open: focus its first or last link when opened from the keyboard; a click
     * elsewhere closes it; a resize re-measures it; Escape closes it wherever focus is (focus goes
     * back to the trigger if it was in the menu). Returns the clean-up.
     */
    whileOpen(): () => void {
      const open = ctx.current();
      if (open && pendingFocus) {
        const links = panelLinks(open.id);
        (pendingFocus === "first" ? links[0] : links.at(-1))?.focus();
        pendingFocus = null;
      }
      const onResize = () => {
        const item = MAIN_NAV.find((i) => i.id === ctx.current()?.id);
        if (item) ctx.setOpen({ id: item.id, geometry: measure(item) });
      };
      window.addEventListener("resize", onResize);
      const stop = listenDismiss({
        inside: () => [ctx.nav()],
        onOutside: () => close(),
        onEscape: () => {
          const current = ctx.current();
          if (!current) return;
          const inMenu = ctx.nav()?.contains(document.activeElement) ?? false;
          close(inMenu ? current.id : undefined);
        },
      });
      return () => {
        stop();
        window.removeEventListener("resize", onResize);
      };
    },
  };
}
