import { z } from "zod";
import { LEAD_STAGES, LEAD_TYPES } from "#server/db/schema.ts";

/**
 * Query strings of the admin lists, read leniently: an unknown value falls back to "no filter"
 * rather than an error page (a bookmarked URL survives a renamed option). Shared by the pages,
 * their loaders and the CSV exports so that an export holds exactly what the list shows.
 */
export const PAGE_SIZE = 25;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const page = z.coerce.number().int().min(1).max(100_000).catch(1);
const dir = z.enum(["asc", "desc"]).catch("desc");

export const LeadListSchema = z.object({
  q: text(200),
  type: z.enum(LEAD_TYPES).optional().catch(undefined),
  stage: z.enum(LEAD_STAGES).optional().catch(undefined),
  owner: text(64),
  source: text(100),
  from: isoDate,
  sort: z.enum(["created", "type", "stage", "value", "email", "institution"]).catch("created"),
  dir,
  page,
  view: z.enum(["table", "board", "demos"]).catch("table"),
  /** The "demos" view: bookings still to come (soonest first) or past ones (latest first). */
  when: z.enum(["upcoming", "past"]).catch("upcoming"),
});
export type LeadListParams = z.output<typeof LeadListSchema>;

export const ClientListSchema = z.object({
  q: text(200),
  sort: z.enum(["name", "created", "mrr", "users", "city"]).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page,
});
export type ClientListParams = z.output<typeof ClientListSchema>;

export const LogListSchema = z.object({
  action: text(64),
  entity: text(64),
  actor: text(200),
  from: isoDate,
  to: isoDate,
  dir,
  page,
});
export type LogListParams = z.output<typeof LogListSchema>;

export function readParams<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (v !== "") raw[k] = v;
  return schema.parse(raw);
}

/** The query string of a list, without the defaults, with some values changed. */
export function withParams(
  params: Record<string, string | number | undefined>,
  changes: Record<string, string | number | undefined>,
  defaults: Record<string, string | number> = {},
): string {
  const merged = { ...params, ...changes };
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(merged)) {
    if (v === undefined || v === "" || defaults[k] === v) continue;
    search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : "?";
}
