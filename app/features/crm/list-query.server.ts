import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type ReferenceExpression,
  type StringReference,
} from "kysely";
import type { DB } from "#server/db/schema.ts";
import { containsPattern } from "./list-params.ts";

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

/**
 * A list's search by the words of `q`: in its own text column, or in the name of its rows'
 * institution (the matching institutions are found once, not looked up again for every row).
 */
export function textOrInstitutionMatches<TB extends keyof DB>(
  db: Kysely<DB>,
  eb: ExpressionBuilder<DB, TB>,
  text: StringReference<DB, TB>,
  institutionId: ReferenceExpression<DB, TB>,
  q: string,
) {
  const pattern = containsPattern(q);
  const institutions = db
    .selectFrom("institution")
    .select("institution.id")
    .where((e) => e(e.fn("lower", ["institution.name"]), "like", pattern));
  return eb.or([eb(eb.fn("lower", [text]), "like", pattern), eb(institutionId, "in", institutions)]);
}
