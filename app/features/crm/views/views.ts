import { z } from "#app/lib/forms/zod.ts";
import type { StaffRole } from "#server/db/schema.ts";
import { readParams } from "../list-params.ts";

/**
 * Saved views of the CRM's lists (issue 20 §8, decision 039): a name for a list's filters and
 * sort, for oneself or the team. A view stores the list's query string as the list's own
 * parameters schema reads it (`normaliseQuery`): unknown names and malformed values dropped,
 * defaults and the page left out, names in the schema's order. Two links to the same list view
 * give the same text, so the page marks the current view by comparing texts.
 */
export const VIEW_INTENTS = ["view.save", "view.rename", "view.delete"] as const;
export const VIEW_NAME_MAX = 60;
export const MAX_VIEWS_PER_LIST = 30;
/** Longer query strings are not views (the lists' own filters are far shorter). */
export const VIEW_QUERY_MAX = 2000;

export function isViewIntent(value: unknown): value is (typeof VIEW_INTENTS)[number] {
  return (VIEW_INTENTS as readonly unknown[]).includes(value);
}

const viewName = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(VIEW_NAME_MAX, { error: "tooLong" });

export const SaveViewSchema = z.object({
  name: viewName,
  shared: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "1" || v === "true"),
  query: z.string().max(VIEW_QUERY_MAX, { error: "tooLong" }).optional(),
});

export const DeleteViewSchema = z.object({ viewId: z.string().trim().min(1).max(64) });
export const RenameViewSchema = z.object({
  viewId: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(64, { error: "viewNotFound" }),
  name: viewName,
});

/**
 * A list's query string (with or without `?`) as a view keeps it: read by `schema` (which never
 * throws: malformed values are no filter), without the page and without the values the schema
 * gives by default. Returns the text without `?` ("" for the list as it opens).
 */
export function normaliseQuery(schema: z.ZodType, query: string): string {
  const text = query.startsWith("?") ? query.slice(1) : query;
  const params = readParams(schema, new URL(`http://list/?${text.slice(0, VIEW_QUERY_MAX)}`)) as Record<
    string,
    unknown
  >;
  const defaults = schema.parse({}) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === "page" || value === undefined || value === "" || value === defaults[key]) continue;
    search.set(key, String(value));
  }
  return search.toString();
}

/** Whether this person may rename or delete a view: its author, or an admin (a team view). */
export function canManageView(
  view: { readonly ownerId: string },
  reader: { readonly userId: string; readonly role: StaffRole },
): boolean {
  return view.ownerId === reader.userId || reader.role === "admin";
}
