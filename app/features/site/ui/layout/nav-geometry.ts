/**
 * Where and how large a menu dropdown is drawn (spec §2 "Shared layout", §8, §9). Pure: the header
 * measures the trigger and the viewport, this module decides.
 */

/** spec §9: a dropdown opened by hover closes 300 ms after the pointer leaves it. */
export const NAV_CLOSE_DELAY_MS = 300;
/** spec §9: maximum dropdown height. */
export const DROPDOWN_MAX_HEIGHT_PX = 600;
/** spec §9: width of a dropdown with one group of links. */
export const DROPDOWN_WIDTH_SINGLE_PX = 320;
/** spec §9: width of a dropdown with several groups, drawn in two columns. */
export const DROPDOWN_WIDTH_DOUBLE_PX = 520;
/** spec §9: the top bar turns translucent once the page is scrolled more than 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

/** Room kept between a dropdown and the window's edges, so its shadow and border stay visible. */
export const VIEWPORT_MARGIN_PX = 16;
/** Distance between the bottom of the trigger and the top of the dropdown. */
export const TRIGGER_GAP_PX = 8;
/** Below this the "space below the trigger" is not a usable list; keep a scrollable minimum. */
export const DROPDOWN_MIN_HEIGHT_PX = 160;

export type DropdownAlign = "left" | "center" | "right";

/** The trigger's box in viewport coordinates, as `getBoundingClientRect()` gives it. */
export interface TriggerBox {
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
}

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

export interface DropdownGeometry {
  /** Which edge of the dropdown lines up with the trigger: its left edge, its centre or its right edge. */
  readonly align: DropdownAlign;
  readonly width: number;
  readonly columns: 1 | 2;
  readonly maxHeight: number;
}

function widthFor(groupCount: number): { width: number; columns: 1 | 2 } {
  return groupCount > 1
    ? { width: DROPDOWN_WIDTH_DOUBLE_PX, columns: 2 }
    : { width: DROPDOWN_WIDTH_SINGLE_PX, columns: 1 };
}

/** spec §8: when positioning fails the dropdown is left-aligned with the full 600 px height. */
export function fallbackGeometry(groupCount: number): DropdownGeometry {
  return { align: "left", ...widthFor(groupCount), maxHeight: DROPDOWN_MAX_HEIGHT_PX };
}

/** Left edge of the dropdown for an alignment. */
function leftEdge(align: DropdownAlign, trigger: TriggerBox, width: number): number {
  switch (align) {
    case "left":
      return trigger.left;
    case "right":
      return trigger.right - width;
    case "center":
      return (trigger.left + trigger.right) / 2 - width / 2;
  }
}

function fits(align: DropdownAlign, trigger: TriggerBox, width: number, viewportWidth: number): boolean {
  const left = leftEdge(align, trigger, width);
  return left >= VIEWPORT_MARGIN_PX && left + width <= viewportWidth - VIEWPORT_MARGIN_PX;
}

const isUsable = (n: number) => typeof n === "number" && Number.isFinite(n);

/**
 * The dropdown's alignment, width and maximum height.
 * - Alignment follows the trigger's position: in the left third of the window the dropdown opens
 *   rightwards (left-aligned), in the right third leftwards (right-aligned), otherwise centred. If
 *   that choice would cross the window's edge, the first other alignment that fits is used.
 * - Width: 320 px for one group, 520 px in two columns otherwise (never wider than the window).
 * - Maximum height: 600 px, or the space left below the trigger when that is smaller.
 * - Any unusable measurement (NaN, infinite, empty window) gives the spec's fallback.
 */
export function dropdownGeometry(
  trigger: TriggerBox | null | undefined,
  viewport: ViewportSize | null | undefined,
  groupCount: number,
): DropdownGeometry {
  const groups = isUsable(groupCount) && groupCount > 0 ? Math.floor(groupCount) : 1;
  if (
    !trigger ||
    !viewport ||
    ![trigger.left, trigger.right, trigger.bottom, viewport.width, viewport.height].every(isUsable) ||
    viewport.width <= 0 ||
    viewport.height <= 0 ||
    trigger.right < trigger.left
  ) {
    return fallbackGeometry(groups);
  }

  const { width: preferred, columns } = widthFor(groups);
  const width = Math.max(0, Math.min(preferred, viewport.width - 2 * VIEWPORT_MARGIN_PX));

  const centre = (trigger.left + trigger.right) / 2;
  const byPosition: DropdownAlign =
    centre < viewport.width / 3 ? "left" : centre > (viewport.width * 2) / 3 ? "right" : "center";
  const order: readonly DropdownAlign[] =
    byPosition === "left"
      ? ["left", "center", "right"]
      : byPosition === "right"
        ? ["right", "center", "left"]
        : ["center", "left", "right"];
  const align = order.find((a) => fits(a, trigger, width, viewport.width)) ?? byPosition;

  const spaceBelow = viewport.height - trigger.bottom - TRIGGER_GAP_PX - VIEWPORT_MARGIN_PX;
  const maxHeight = Math.round(
    Math.min(DROPDOWN_MAX_HEIGHT_PX, Math.max(DROPDOWN_MIN_HEIGHT_PX, spaceBelow)),
  );

  return { align, width, columns, maxHeight };
}

/** spec §9: whether the page is scrolled past the point where the top bar turns translucent. */
export function isScrolledPastThreshold(scrollY: number): boolean {
  return isUsable(scrollY) && scrollY > SCROLL_THRESHOLD_PX;
}
