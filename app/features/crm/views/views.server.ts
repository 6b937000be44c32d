import { data } from "react-router";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { ADMIN_ERRORS } from "#app/features/crm/locales.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { firstErrors } from "#app/lib/forms/parse.ts";
import { newId, toBool, toInt } from "#server/db/mapping.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import { ClientListSchema, LeadListSchema } from "../list-params.ts";
import { can, type Resource } from "../permissions.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import { TicketListSchema } from "../support/support.server.ts";
import {
  canManageView,
  DeleteViewSchema,
  MAX_VIEWS_PER_LIST,
  normaliseQuery,
  RenameViewSchema,
  SaveViewSchema,
} from "./views.ts";

/**
 * Saved views on a real database (table `saved_view`, migration 0026): the lists that have them,
 * the views a person sees on a list (theirs, and the team's), saving and deleting. A list page
 * reads them beside its rows; they never touch the list's own query.
 */
export const VIEW_LISTS = {
  leads: { schema: LeadListSchema, resource: "leads" },
  support: { schema: TicketListSchema, resource: "support" },
  clients: { schema: ClientListSchema, resource: "clients" },
} as const satisfies Record<string, { schema: z.ZodType; resource: Resource }>;
export type ViewList = keyof typeof VIEW_LISTS;

export interface SavedViewLink {
  readonly id: string;
  readonly name: string;
  /** The list's link: `?` and the normalised query. */
  readonly href: string;
  readonly shared: boolean;
  readonly mine: boolean;
  readonly author: string;
  readonly current: boolean;
  readonly canDelete: boolean;
}

export interface SavedViewsData {
  readonly views: readonly SavedViewLink[];
  /** The list's current query, normalised (what "save this view" stores). */
  readonly query: string;
}

/** The staff member who reads or changes a list's views (the page's `StaffContext`). */
interface ViewActor {
  readonly session: { readonly user: { readonly id: string } };
  readonly role: StaffRole;
}

/** The views of a list this person sees (theirs, then the team's, by name), the current one marked. */
export async function savedViewsFor(
  db: Kysely<DB>,
  staff: ViewActor,
  list: ViewList,
  url: URL,
): Promise<SavedViewsData> {
  const reader = { userId: staff.session.user.id, role: staff.role };
  const query = normaliseQuery(VIEW_LISTS[list].schema, url.search);
  const rows = await db
    .selectFrom("saved_view")
    .leftJoin("user", "user.id", "saved_view.owner_user_id")
    .select([
      "saved_view.id",
      "saved_view.name",
      "saved_view.query",
      "saved_view.shared",
      "saved_view.owner_user_id",
      "user.name as author",
      "user.email as authorEmail",
    ])
    .where("saved_view.list", "=", list)
    .where((eb) =>
      eb.or([eb("saved_view.owner_user_id", "=", reader.userId), eb("saved_view.shared", "=", true)]),
    )
    .orderBy("saved_view.name")
    .orderBy("saved_view.id")
    .execute();
  const views = rows.map((r) => ({
    id: r.id,
    name: r.name,
    href: `?${r.query}`,
    shared: toBool(r.shared),
    mine: r.owner_user_id === reader.userId,
    author: r.author || r.authorEmail || "",
    current: r.query === query,
    canDelete: canManageView({ ownerId: r.owner_user_id }, reader),
  }));
  return { views: [...views.filter((v) => v.mine), ...views.filter((v) => !v.mine)], query };
}

/** `view.save`, `view.rename` and `view.delete` of a list page (the page's own permission checked again here). */
export async function applyViewAction(db: Kysely<DB>, staff: ViewActor, list: ViewList, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const typed = formValues(form);
  const reader = { userId: staff.session.user.id, role: staff.role };
  if (!can(staff.role, VIEW_LISTS[list].resource, "view"))
    return data<AdminReply>({ intent, formError: "forbidden" }, { status: 403 });
  const fail = (fieldErrors: AdminReply["fieldErrors"], status = 400) =>
    data<AdminReply>({ intent, fieldErrors, values: typed }, { status });

  if (intent === "view.save") {
    const parsed = SaveViewSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const { name, shared } = parsed.data;
    const query = normaliseQuery(VIEW_LISTS[list].schema, parsed.data.query ?? "");
    const mine = await db
      .selectFrom("saved_view")
      .select(["name"])
      .where("owner_user_id", "=", reader.userId)
      .where("list", "=", list)
      .execute();
    if (mine.some((v) => v.name === name)) return fail({ name: "viewNameTaken" }, 409);
    if (mine.length >= MAX_VIEWS_PER_LIST) return fail({ name: "tooManyViews" });
    const now = new Date().toISOString();
    try {
      await db
        .insertInto("saved_view")
        .values({
          id: newId(),
          owner_user_id: reader.userId,
          list,
          name,
          query,
          shared,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch (error) {
      // The same name saved at the same moment by another tab: the unique index answers.
      if (await nameTaken(db, reader.userId, list, name)) return fail({ name: "viewNameTaken" }, 409);
      throw error;
    }
    return data<AdminReply>({ intent, ok: true, message: "savedViews.saved" });
  }

  if (intent === "view.rename") {
    const parsed = RenameViewSchema.safeParse(typed);
    if (!parsed.success) return fail(firstErrors(parsed.error, ADMIN_ERRORS));
    const view = await visibleView(db, list, parsed.data.viewId, reader.userId);
    if (!view) return fail({ viewId: "viewNotFound" }, 404);
    if (!canManageView({ ownerId: view.owner_user_id }, reader)) return fail({ viewId: "viewNotYours" }, 403);
    const { name } = parsed.data;
    // Names are unique among the author's views of the list (an admin renaming a team view too).
    if (name !== view.name && (await nameTaken(db, view.owner_user_id, list, name)))
      return fail({ name: "viewNameTaken" }, 409);
    try {
      await db
        .updateTable("saved_view")
        .set({ name, updated_at: new Date().toISOString() })
        .where("id", "=", view.id)
        .execute();
    } catch (error) {
      if (await nameTaken(db, view.owner_user_id, list, name)) return fail({ name: "viewNameTaken" }, 409);
      throw error;
    }
    return data<AdminReply>({ intent, ok: true, message: "savedViews.renamed" });
  }

  if (intent === "view.delete") {
    const parsed = DeleteViewSchema.safeParse(typed);
    if (!parsed.success) return fail({ viewId: "viewNotFound" }, 404);
    const view = await visibleView(db, list, parsed.data.viewId, reader.userId);
    if (!view) return fail({ viewId: "viewNotFound" }, 404);
    if (!canManageView({ ownerId: view.owner_user_id }, reader)) return fail({ viewId: "viewNotYours" }, 403);
    await db.deleteFrom("saved_view").where("id", "=", view.id).execute();
    return data<AdminReply>({ intent, ok: true, message: "savedViews.deleted" });
  }
  return fail({ intent: "invalidChoice" });
}

/** A view of the list this person sees: theirs, or a team view (another's own view is as if absent). */
async function visibleView(db: Kysely<DB>, list: ViewList, viewId: string, userId: string) {
  const view = await db
    .selectFrom("saved_view")
    .select(["id", "owner_user_id", "shared", "name"])
    .where("id", "=", viewId)
    .where("list", "=", list)
    .executeTakeFirst();
  return view && (view.owner_user_id === userId || toBool(view.shared)) ? view : null;
}

async function nameTaken(db: Kysely<DB>, userId: string, list: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom("saved_view")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("owner_user_id", "=", userId)
    .where("list", "=", list)
    .where("name", "=", name)
    .executeTakeFirst();
  return toInt(row?.n as number | undefined) > 0;
}
