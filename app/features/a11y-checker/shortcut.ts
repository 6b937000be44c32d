/** spec §9 "Keyboard": Ctrl+Shift+A toggles the accessibility checker (on any keyboard layout). */
export function isA11yCheckerShortcut(
  event: Pick<KeyboardEvent, "ctrlKey" | "shiftKey" | "altKey" | "metaKey" | "key">,
) {
  return (
    event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === "a"
  );
}

/** Dispatched on `window` to open the checker without the keyboard (the shortcuts page's button). */
export const OPEN_A11Y_CHECKER_EVENT = "ga:open-a11y-checker";
