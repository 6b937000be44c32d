/**
 * Where to scroll so that a highlighted element shows in the part of the window that the sticky
 * header and the checker's panel leave free (on a phone the panel covers the bottom of the screen).
 * Plain geometry, in CSS pixels relative to the viewport, so it can be tested without a browser.
 */

export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export interface RevealInput {
  readonly element: Box;
  /** The checker's panel, or null when it is not shown. */
  readonly panel: Box | null;
  /** Bottom edge of the sticky header (0 without one). */
  readonly headerBottom: number;
  readonly viewportHeight: number;
  readonly scrollY: number;
  readonly maxScrollY: number;
}

/** The free band needs at least this height to be worth aiming at; otherwise the panel is ignored. */
const MIN_BAND = 96;

function overlapsHorizontally(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right;
}

/** The window scroll position that centres the element in the free band (top-aligned when taller). */
export function revealScrollY({
  element,
  panel,
  headerBottom,
  viewportHeight,
  scrollY,
  maxScrollY,
}: RevealInput) {
  const bandTop = Math.max(0, headerBottom);
  let bandBottom = viewportHeight;
  if (panel && overlapsHorizontally(element, panel) && panel.top - bandTop >= MIN_BAND) {
    bandBottom = Math.min(bandBottom, panel.top);
  }
  const bandHeight = bandBottom - bandTop;
  const height = element.bottom - element.top;
  const offset = height >= bandHeight ? 0 : (bandHeight - height) / 2;
  const target = scrollY + element.top - bandTop - offset;
  return Math.round(Math.min(Math.max(target, 0), Math.max(maxScrollY, 0)));
}
