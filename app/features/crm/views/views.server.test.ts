import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, insertTestUser, type TestDatabase } from "#server/db/test-database.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";
import { applyViewAction, savedViewsFor, type ViewList } from "./views.server.ts";

/**
 * Saved views on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): saving with a
 * normalised query, one's own and the team's, names unique per person and list, who may delete.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const ids = {} as Record<"admin" | "sales" | "sales2" | "support" | "billing", string>;

const staff = (who: keyof typeof ids, role: StaffRole) => ({ session: { user: { id: ids[who] } }, role });

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

async function run(who: keyof typeof ids, role: StaffRole, list: ViewList, values: Record<string, string>) {
  const answer = await applyViewAction(db, staff(who, role), list, form(values));
  return { status: answer.init?.status ?? 200, reply: answer.data as AdminReply };
}

const seen = async (who: keyof typeof ids, role: StaffRole, list: ViewList, search = "") =>
  savedViewsFor(db, staff(who, role), list, new URL(`http://x/admin/quotes${search}`));

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  ids.admin = await insertTestUser(db, "admin@ga-education.example", { role: "admin", name: "Alice Admin" });
  ids.sales = await insertTestUser(db, "sales@ga-education.example", { name: "Sam Sales" });
  ids.sales2 = await insertTestUser(db, "sales2@ga-education.example", { name: "Sacha Vente" });
  ids.support = await insertTestUser(db, "support@ga-education.example", { name: "Sue Support" });
  ids.billing = await insertTestUser(db, "billing@ga-education.example", { name: "Bill Billing" });
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe("saved views", () => {
  it("saves the list's query normalised, for oneself, marked current on that list", async () => {
    const saved = await run("sales", "sales", "leads", {
      intent: "view.save",
      name: "  Mes devis  ",
      query: "?page=4&type=quote&owner=me&junk=1&stage=bogus",
    });
    expect(saved).toEqual({
      status: 200,
      reply: { intent: "view.save", ok: true, message: "savedViews.saved" },
    });
    const mine = await seen("sales", "sales", "leads", "?owner=me&type=quote&page=2");
    expect(mine.query).toBe("type=quote&owner=me");
    expect(mine.views).toEqual([
      expect.objectContaining({
        name: "Mes devis",
        href: "?type=quote&owner=me",
        shared: false,
        mine: true,
        current: true,
        canDelete: true,
      }),
    ]);
    expect((await seen("sales2", "sales", "leads")).views).toEqual([]);
    expect((await seen("sales", "sales", "support")).views).toEqual([]);
  });

  it("shares a team view with every staff member who opens that list; only its author or an admin deletes it", async () => {
    await run("sales", "sales", "leads", {
      intent: "view.save",
      name: "À qualifier",
      query: "stage=new",
      shared: "on",
    });
    const other = await seen("support", "support", "leads", "?stage=new");
    const team = other.views.find((v) => v.name === "À qualifier")!;
    expect(team).toMatchObject({
      shared: true,
      mine: false,
      author: "Sam Sales",
      current: true,
      canDelete: false,
    });
    expect(other.views.some((v) => v.name === "Mes devis")).toBe(false);
    expect(await run("sales2", "sales", "leads", { intent: "view.delete", viewId: team.id })).toMatchObject({
      status: 403,
      reply: { fieldErrors: { viewId: "viewNotYours" } },
    });
    const asAdmin = await seen("admin", "admin", "leads");
    expect(asAdmin.views.find((v) => v.id === team.id)?.canDelete).toBe(true);
    expect((await run("admin", "admin", "leads", { intent: "view.delete", viewId: team.id })).reply.ok).toBe(
      true,
    );
    expect((await seen("sales", "sales", "leads")).views.map((v) => v.name)).toEqual(["Mes devis"]);
  });

  it("keeps names unique per person and list, not across people or lists", async () => {
    expect(
      await run("sales", "sales", "leads", { intent: "view.save", name: "Mes devis", query: "" }),
    ).toMatchObject({
      status: 409,
      reply: { fieldErrors: { name: "viewNameTaken" }, values: { name: "Mes devis" } },
    });
    expect((await run("sales2", "sales", "leads", { intent: "view.save", name: "Mes devis" })).reply.ok).toBe(
      true,
    );
    expect(
      (await run("sales", "sales", "clients", { intent: "view.save", name: "Mes devis" })).reply.ok,
    ).toBe(true);
  });

  it("refuses a blank or long name, a list the role may not open, another person's own view", async () => {
    expect(
      (await run("sales", "sales", "leads", { intent: "view.save", name: " " })).reply.fieldErrors,
    ).toEqual({
      name: "required",
    });
    expect(
      (await run("sales", "sales", "leads", { intent: "view.save", name: "x".repeat(61) })).reply.fieldErrors,
    ).toEqual({
      name: "tooLong",
    });
    expect((await run("billing", "billing", "leads", { intent: "view.save", name: "Billing" })).status).toBe(
      403,
    );
    expect((await run("sales", "sales", "support", { intent: "view.save", name: "Queue" })).status).toBe(403);
    const privateView = (await seen("sales2", "sales", "leads")).views[0]!;
    expect(
      await run("sales", "sales", "leads", { intent: "view.delete", viewId: privateView.id }),
    ).toMatchObject({
      status: 404,
      reply: { fieldErrors: { viewId: "viewNotFound" } },
    });
    expect((await run("admin", "admin", "leads", { intent: "view.delete", viewId: "nope" })).status).toBe(
      404,
    );
  });

  it("lets the author delete their own view", async () => {
    const view = (await seen("sales2", "sales", "leads")).views[0]!;
    expect((await run("sales2", "sales", "leads", { intent: "view.delete", viewId: view.id })).reply.ok).toBe(
      true,
    );
    expect((await seen("sales2", "sales", "leads")).views).toEqual([]);
  });
});

describe("renaming a view", () => {
  it("is for its author or an admin, keeps names unique among the author's views", async () => {
    await run("sales", "sales", "leads", { intent: "view.save", name: "Relances", query: "stage=qualified" });
    await run("sales", "sales", "leads", {
      intent: "view.save",
      name: "Équipe",
      query: "stage=new",
      shared: "on",
    });
    const views = (await seen("sales", "sales", "leads")).views;
    const team = views.find((v) => v.name === "Équipe")!;
    expect(
      await run("sales2", "sales", "leads", { intent: "view.rename", viewId: team.id, name: "À moi" }),
    ).toMatchObject({
      status: 403,
      reply: { fieldErrors: { viewId: "viewNotYours" } },
    });
    expect(
      await run("sales", "sales", "leads", { intent: "view.rename", viewId: team.id, name: "Relances" }),
    ).toMatchObject({
      status: 409,
      reply: { fieldErrors: { name: "viewNameTaken" }, values: { name: "Relances" } },
    });
    expect(
      await run("admin", "admin", "leads", { intent: "view.rename", viewId: team.id, name: "Relances" }),
    ).toMatchObject({
      status: 409,
    });
    expect(
      (
        await run("sales", "sales", "leads", {
          intent: "view.rename",
          viewId: team.id,
          name: " À qualifier ",
        })
      ).reply,
    ).toEqual({
      intent: "view.rename",
      ok: true,
      message: "savedViews.renamed",
    });
    expect(
      (await run("admin", "admin", "leads", { intent: "view.rename", viewId: team.id, name: "Nouvelles" }))
        .reply.ok,
    ).toBe(true);
    expect((await seen("support", "support", "leads")).views.find((v) => v.id === team.id)?.name).toBe(
      "Nouvelles",
    );
    expect(
      (await run("sales", "sales", "leads", { intent: "view.rename", viewId: team.id, name: "" })).reply
        .fieldErrors,
    ).toEqual({
      name: "required",
    });
  });
});
