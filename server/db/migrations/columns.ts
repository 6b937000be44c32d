import { sql, type ColumnDataType, type Expression, type RawBuilder } from "kysely";

export type Engine = "sqlite" | "postgres";

/**
 * Column types and defaults that differ between the engines, so one migration runs on both:
 * SQLite has no timestamp or boolean type (ISO-8601 text and 0/1 integers, see mapping.ts).
 */
export interface ColumnKit {
  readonly engine: Engine;
  readonly timestamp: ColumnDataType;
  readonly boolean: ColumnDataType;
  readonly bigint: ColumnDataType;
  /** The current time, as the engine stores timestamps. */
  readonly now: RawBuilder<unknown>;
  readonly true: Expression<unknown>;
  readonly false: Expression<unknown>;
}

export function columnKit(engine: Engine): ColumnKit {
  if (engine === "postgres") {
    return {
      engine,
      timestamp: "timestamptz",
      boolean: "boolean",
      bigint: "bigint",
      now: sql`now()`,
      true: sql`true`,
      false: sql`false`,
    };
  }
  return {
    engine,
    timestamp: "text",
    boolean: "integer",
    bigint: "integer",
    // Same text form as Date.toISOString(), so values written by either side compare as text.
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    true: sql`1`,
    false: sql`0`,
  };
}

/** `CHECK (column IN (...))` for an enumerated text column. */
export function oneOf(column: string, values: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
