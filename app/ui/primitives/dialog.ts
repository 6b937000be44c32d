import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { listenDismiss } from "./dismiss.ts";
import { tabbables, trapTab } from "./focus.ts";

export interface DialogOptions {
  /** Whether the dialog shows; a dialog mounted only while it shows leaves it out (true). */
  readonly open?: boolean;
  /** Hides the dialog: called by Escape, a press outside (where allowed) and `close()`. */
  readonly onClose: () => void;
  /** Where focus goes on opening; null keeps it where it is (a disclosure's toggle). Default: the dialog. */
  readonly initialFocus?: () => HTMLElement | null;
  /** Where focus goes back on closing (null: nowhere). Default: what had focus when the dialog opened. */
  readonly returnFocus?: () => HTMLElement | null;
  /**
   * Escape closes the dialog wherever focus is ("document", for a modal one), or only from inside
   * it ("inside", for a non-modal one beside the page, through the returned `onKeyDown`).
   */
  readonly escape?: "document" | "inside";
  /** Keeps Tab inside the dialog (true) or inside the given controls (a panel and its toggle). */
  readonly trap?: boolean | (() => HTMLElement[]);
  /** A pointer press outside closes it (and gives focus back), where the predicate allows. */
  readonly closeOnOutside?: boolean | ((target: Element) => boolean);
  /** The page behind, made inert while the dialog shows (a modal panel that is no native dialog). */
  readonly inert?: () => readonly (HTMLElement | null)[];
  /** The page behind does not scroll while the dialog shows. */
  readonly lockScroll?: boolean | (() => boolean);
}

/**
 * The one dialog behaviour of the app (WAI-ARIA dialog pattern), for the element `ref` holds: on
 * opening, focus moves in and (for a native `<dialog>`) the browser's modal mode starts; Escape
 * closes; Tab can be kept inside; the page behind can be made inert and still; on closing (by
 * `close()`, by the owner or by unmounting), focus returns to the opener unless `close(false)`
 * said otherwise (a navigation takes focus to the new page).
 *
 * Returns `close(returnFocus = true)` and an `onKeyDown` handler for the dialog element (Tab trap,
 * Escape from inside).
 */
export function useDialog(ref: RefObject<HTMLElement | null>, options: DialogOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const restore = useRef(true);
  const open = options.open ?? true;

  const close = useCallback((returnFocus = true) => {
    restore.current = returnFocus;
    latest.current.onClose();
  }, []);

  useEffect(() => {
    if (!open) return;
    const o = latest.current;
    const el = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    restore.current = true;
    if (el instanceof HTMLDialogElement && !el.open) el.showModal();
    const target = o.initialFocus ? o.initialFocus() : el;
    target?.focus();

    const background = o.inert?.() ?? [];
    for (const node of background) if (node) node.inert = true;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    const lock = typeof o.lockScroll === "function" ? o.lockScroll() : o.lockScroll;
    if (lock) root.style.overflow = "hidden";
    // A native dialog's own Escape handling (its cancel event) would close it behind React's back.
    const onCancel = (event: Event) => event.preventDefault();
    el?.addEventListener("cancel", onCancel);
    const stop = listenDismiss({
      inside: () => [ref.current],
      onEscape:
        o.escape === "inside"
          ? undefined
          : (event) => {
              event.preventDefault();
              close(true);
            },
      onOutside: o.closeOnOutside
        ? (event) => {
            const allow = latest.current.closeOnOutside;
            if (typeof allow === "function" && !allow(event.target as Element)) return;
            close(true);
          }
        : undefined,
    });

    return () => {
      stop();
      el?.removeEventListener("cancel", onCancel);
      if (el instanceof HTMLDialogElement && el.open) el.close();
      for (const node of background) if (node) node.inert = false;
      if (lock) root.style.overflow = overflow;
      if (!restore.current) return;
      const back = latest.current.returnFocus ? latest.current.returnFocus() : opener;
      back?.focus({ preventScroll: true });
    };
  }, [open, ref, close]);

  const onKeyDown = useCallback(
    (event: Pick<KeyboardEvent<HTMLElement>, "key" | "shiftKey" | "preventDefault" | "stopPropagation">) => {
      const { trap, escape } = latest.current;
      if (event.key === "Escape" && escape === "inside") {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      } else if (event.key === "Tab" && trap) {
        trapTab(event, trap === true ? tabbables(ref.current) : trap());
      }
    },
    [ref, close],
  );

  return { close, onKeyDown };
}
