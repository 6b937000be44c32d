import type { SelectQueryBuilder } from "kysely";
import { toInt } from "#server/db/mapping.ts";
import { pageWindow } from "./list-params.ts";

/**
 * A list's page out of the rows `query` selects (its filters, no columns yet): the rows counted once,
 * then `pageWindow` — the page shown, the number of pages, and the rows to skip and take.
 */
export async function countedPage<D, TB extends keyof D>(
  query: SelectQueryBuilder<D, TB, object>,
  requested: number,
  size?: number,
) {
  const row = await query
    .select((eb) => eb.fn.countAll().as("n"))
    // Generic over the list's tables, the selection's type is not inferred: it is this one row.
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirst();
  const total = toInt(row?.n ?? 0);
  return { total, ...pageWindow(total, requested, size) };
}
