import { z } from "#app/lib/forms/zod.ts";
import { isCalendarDay } from "#app/lib/dates/calendar-day.ts";
import { LEAD_STAGES, LEAD_TYPES } from "#server/db/schema.ts";

/**
 * Query strings of the admin lists, read leniently: an unknown or malformed value (a day that does
 * not exist, a page that is not a number) falls back to "no filter" rather than an error page (a
 * bookmarked URL survives a renamed option). Shared by the pages, their loaders and the CSV
 * exports so that an export holds exactly what the list shows; every list schema is built from
 * the field schemas below.
 */
export const PAGE_SIZE = 25;

/** A text filter: trimmed, at most `max` characters; blank or too long is no filter. */
export const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined);
/** A day filter (YYYY-MM-DD): a day that does not exist (2026-13-45) is no filter. */
export const dayFilter = z.string().refine(isCalendarDay).optional().catch(undefined);
/** A page number: anything but a whole number from 1 is the first page. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);
/** A value among `values`, or none. */
export const choiceFilter = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);
const dir = z.enum(["asc", "desc"]).catch("desc");

/**
 * The `like` pattern of a list's search text: lower-cased (compared with the column's `lower`),
 * matched anywhere, its wildcards dropped so that "50%" or "a_b" are searched as typed words.
 */
/**
 * The page a list shows out of `total` rows, `size` to a page: at least one page, a requested page
 * past the last one shows the last, and the rows to skip and take for it.
 */
export function pageWindow(total: number, requested: number, size: number = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requested), pages);
  return { page, pages, limit: size, offset: (page - 1) * size };
}

export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[%_\\]/g, "")}%`;

export const LeadListSchema = z.object({
  q: filterText(200),
  type: choiceFilter(LEAD_TYPES),
  stage: choiceFilter(LEAD_STAGES),
  owner: filterText(64),
  source: filterText(100),
  from: dayFilter,
  sort: z.enum(["created", "type", "stage", "value", "email", "institution"]).catch("created"),
  dir,
  page: pageNumber,
  view: z.enum(["table", "board", "demos"]).catch("table"),
  /** The "demos" view: bookings still to come (soonest first) or past ones (latest first). */
  when: z.enum(["upcoming", "past"]).catch("upcoming"),
});
export type LeadListParams = z.output<typeof LeadListSchema>;

export const ClientListSchema = z.object({
  q: filterText(200),
  sort: z.enum(["name", "created", "mrr", "users", "city"]).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  /** Clients, or the institutions of sign-ups whose address is not confirmed yet (issue 20). */
  show: z.enum(["clients", "pending"]).catch("clients"),
  page: pageNumber,
});
export type ClientListParams = z.output<typeof ClientListSchema>;

export const LogListSchema = z.object({
  action: filterText(64),
  entity: filterText(64),
  actor: filterText(200),
  from: dayFilter,
  to: dayFilter,
  dir,
  page: pageNumber,
});
export type LogListParams = z.output<typeof LogListSchema>;

/**
 * A list's parameters from its URL: empty values are absent, a repeated name keeps its last value,
 * and the field schemas above catch whatever else is malformed, so this never throws.
 */
export function readParams<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (v !== "") raw[k] = v;
  return schema.parse(raw);
}
