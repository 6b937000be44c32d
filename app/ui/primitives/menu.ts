import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { listenDismiss } from "./dismiss.ts";

/** Which item takes focus when the menu opens: after ArrowDown the first, after ArrowUp the last. */
export type MenuFocus = "first" | "last" | null;

/**
 * The one menu button of the app (WAI-ARIA menu button pattern, or a disclosure of links with
 * `disclosure: true`): the button toggles the menu, ArrowDown/ArrowUp open it on the first or the
 * last item, Escape closes it and gives focus back to the button, a press outside or a navigation
 * closes it. The list itself (arrow keys, Home, End, typeahead) is `useMenuList` in
 * `menu-list.ts`, a separate module so that a menu can load its list only when it opens.
 */
export function useMenu({ disclosure = false }: { readonly disclosure?: boolean } = {}) {
  const { key } = useLocation();
  // Open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [focus, setFocus] = useState<MenuFocus>(null);
  const open = openOn === key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = `${useId()}-menu`;

  const close = useCallback((returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    return listenDismiss({
      inside: () => [buttonRef.current, menuRef.current],
      onEscape: (event) => {
        event.preventDefault();
        close(true);
      },
      onOutside: () => close(false),
    });
  }, [open, close]);

  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-haspopup": disclosure ? undefined : ("menu" as const),
    "aria-expanded": open,
    "aria-controls": open || disclosure ? menuId : undefined,
    onClick: () => {
      setFocus(null);
      setOpenOn(open ? null : key);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (disclosure || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
      event.preventDefault();
      setFocus(event.key === "ArrowDown" ? "first" : "last");
      setOpenOn(key);
    },
  };

  return { open, close, focus, buttonProps, menuRef, menuId };
}
