import { sql, type Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";

/**
 * The distinct non-null values of an indexed column, in the column's order, at most `limit` of
 * them (the filter lists of the admin pages: lead sources, audit actions). `SELECT DISTINCT` reads
 * every row of the index; this asks the index for the next value after the previous one, once per
 * value ("loose index scan"), which neither SQLite nor PostgreSQL does by itself. Same values,
 * same order: `min` and `>` compare as `ORDER BY` does.
 */
export async function distinctValues<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  column: keyof DB[T] & string,
  limit: number,
): Promise<string[]> {
  const t = sql.table(table);
  const c = sql.ref(column);
  const { rows } = await sql<{ value: string }>`
    with recursive next_value(value, n) as (
      select min(${c}), 1 from ${t}
      union all
      select (select min(${c}) from ${t} where ${c} > next_value.value), next_value.n + 1
      from next_value
      where next_value.value is not null and next_value.n < ${limit}
    )
    select value from next_value where value is not null`.execute(db);
  return rows.map((r) => r.value);
}
