import type { ReactNode } from "react";

/**
 * Which columns of a list a screen shows. A list fits its box without scrolling sideways: the
 * columns a person needs to pick a row ("primary", "high") always show; "medium" ones from a
 * box of 896 px, "low" ones from 1,152 px (a 1,280 px window leaves the lists a box of about
 * 990 px beside the CRM's sidebar: every column but the low ones). Below 672 px
 * (every phone) the rows become cards of "label: value" lines, without the "low" columns.
 * The widths are the table's own box (CSS container queries), not the window's: a list inside
 * a narrower layout drops columns by itself.
 */
export const COLUMN_PRIORITIES = ["primary", "high", "medium", "low"] as const;
export type ColumnPriority = (typeof COLUMN_PRIORITIES)[number];

/** Below this width of its box (Tailwind's `@2xl`, 42rem) a list shows cards. */
export const CARDS_BELOW = 672;
/** The box width from which a column shows in the table (Tailwind's `@4xl` and `@6xl`). */
export const TABLE_COLUMN_FROM: Record<ColumnPriority, number> = {
  primary: 0,
  high: 0,
  medium: 896,
  low: 1152,
};

/** Whether a column of this priority shows in a list box this wide (as a table cell or a card line). */
export function columnShown(priority: ColumnPriority, boxWidth: number): boolean {
  if (boxWidth < CARDS_BELOW) return priority !== "low";
  return boxWidth >= TABLE_COLUMN_FROM[priority];
}

/**
 * The classes that apply `columnShown` (kept literal for Tailwind's scanner). Cells are flex lines
 * in cards, table cells above; headers are in the visually hidden head row in cards.
 */
const PRIORITY_CLASS: Record<ColumnPriority, { header: string; cell: string }> = {
  primary: { header: "", cell: "@max-2xl:flex" },
  high: { header: "", cell: "@max-2xl:flex" },
  medium: { header: "@2xl:@max-4xl:hidden", cell: "@max-2xl:flex @2xl:@max-4xl:hidden" },
  low: { header: "hidden @6xl:table-cell", cell: "hidden @6xl:table-cell" },
};

export function priorityClass(priority: ColumnPriority, part: "header" | "cell"): string {
  return PRIORITY_CLASS[priority][part];
}

/**
 * How a column takes its width in the table form (classes kept literal for Tailwind's scanner).
 * The table is as wide as its box: a column of long text (`truncate`) shares the room the others
 * leave (`max-w-0` lets it shrink below its text, down to 7rem, where its text is cut), every
 * other column is as wide as its content (`w-px` on its header). Nothing applies in cards.
 */
export function widthClass(truncated: boolean, part: "header" | "cell"): string {
  if (part === "cell") return truncated ? "@2xl:max-w-0" : "";
  return truncated ? "@2xl:max-w-0 @2xl:min-w-28 @2xl:truncate" : "@2xl:w-px";
}

/** One column of a list: its header, how a row's cell renders, and how much it matters. */
export interface Column<Row> {
  /** Unique within the table; the sort key when `sortable`. */
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Default "high". */
  readonly priority?: ColumnPriority;
  /** The list sorts on the server by this column (`key` is the value of `sort`). */
  readonly sortable?: boolean;
  /** Numbers and money: aligned to the end, tabular figures. */
  readonly numeric?: boolean;
  /**
   * Long text cut to the column's width, the full value in `title` (and in the record). The
   * string is the whole value; `cell` may still render it as a link.
   */
  readonly truncate?: (row: Row) => string;
  /** Extra classes of the cell (a colour for a late ticket). */
  readonly cellClass?: (row: Row) => string | undefined;
}
