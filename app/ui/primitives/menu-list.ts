import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { createTypeahead, stepIndex } from "./focus.ts";
import type { MenuFocus } from "./menu.ts";

const ITEM = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * The keyboard of an open menu (`useMenu` renders its button): on opening, focus goes to the first
 * or last item (after an arrow key on the button), else to the checked one, else the first; the
 * arrow keys, Home and End move (wrapping), a typed letter moves to the next item starting with it,
 * Enter or Space chooses, Tab closes the menu and moves on. Returns the props of the menu element (besides the `ref`).
 */
export function useMenuList(
  ref: RefObject<HTMLElement | null>,
  { focus, onClose }: { readonly focus: MenuFocus; readonly onClose: (returnFocus: boolean) => void },
) {
  const typeahead = useRef(createTypeahead());

  useEffect(() => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const checked = items.findIndex((item) => item.getAttribute("aria-checked") === "true");
    const index = focus === "first" ? 0 : focus === "last" ? items.length - 1 : Math.max(0, checked);
    items[index]?.focus();
    // Only when the list appears: later renders keep the focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves once, when the list appears
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Tab") return onClose(false);
    if ((event.key === "Enter" || event.key === " ") && index !== -1) {
      event.preventDefault();
      items[index]?.click();
      return;
    }
    let next = stepIndex(event.key, index, items.length);
    if (next === null && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const found = typeahead.current(
        event.key,
        items.map((item) => item.textContent ?? ""),
        index,
      );
      if (found !== -1) next = found;
    }
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return { role: "menu" as const, tabIndex: -1, onKeyDown };
}
