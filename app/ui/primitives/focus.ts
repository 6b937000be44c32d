/**
 * Keyboard and focus rules shared by the UI primitives (dialog, menu, listbox): what can take
 * focus, keeping Tab inside a set of controls, and where the arrow keys, Home, End and typed
 * letters move in a list. Plain DOM, no React, so that non-React controllers can use it too.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls inside `root` that Tab reaches, in order (hidden ones left out). */
export function tabbables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || getComputedStyle(el).position === "fixed",
  );
}

/**
 * Keeps Tab inside `items`: from the last one Tab goes to the first, from the first Shift+Tab goes
 * to the last, and from anywhere else outside them (the container itself) Tab goes in.
 */
export function trapTab(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
  items: HTMLElement[],
) {
  const first = items[0];
  const last = items.at(-1);
  if (event.key !== "Tab" || !first || !last) return;
  const active = document.activeElement;
  const outside = !items.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The index the key moves to in a list of `count` items (wrapping), or null for another key:
 * ArrowDown/ArrowUp (ArrowRight/ArrowLeft for a horizontal list), Home and End.
 */
export function stepIndex(
  key: string,
  index: number,
  count: number,
  orientation: "vertical" | "horizontal" = "vertical",
): number | null {
  if (count === 0) return null;
  const [next, previous] =
    orientation === "vertical" ? ["ArrowDown", "ArrowUp"] : ["ArrowRight", "ArrowLeft"];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** Letters typed within this delay add up to one search (WAI-ARIA menu pattern's typeahead). */
const TYPEAHEAD_MS = 500;

/**
 * Typeahead: the next item, after `index`, whose text starts with the letters typed so far;
 * -1 when none does or when the key is no printable character.
 */
export function createTypeahead() {
  let typed = "";
  let at = 0;
  return (key: string, labels: readonly string[], index: number): number => {
    if (key.length !== 1 || key === " ") return -1;
    const now = Date.now();
    typed = now - at > TYPEAHEAD_MS ? key.toLowerCase() : typed + key.toLowerCase();
    at = now;
    // A repeated letter cycles through the items starting with it.
    const search = [...typed].every((c) => c === typed[0]) ? typed[0]! : typed;
    const start = search.length === 1 ? index + 1 : index;
    for (let i = 0; i < labels.length; i++) {
      const j = (start + i) % labels.length;
      if (labels[j]!.trim().toLowerCase().startsWith(search)) return j;
    }
    return -1;
  };
}
