import { describe, expect, it } from "vitest";
import { ClientListSchema, LeadListSchema } from "../list-params.ts";
import { canManageView, normaliseQuery, SaveViewSchema } from "./views.ts";

describe("a view's query string", () => {
  it("keeps the list's filters and sort in the schema's order, without the page or the defaults", () => {
    expect(normaliseQuery(LeadListSchema, "?page=3&stage=qualified&q=lyc%C3%A9e&sort=created&dir=asc")).toBe(
      "q=lyc%C3%A9e&stage=qualified&dir=asc",
    );
  });

  it("drops unknown names and values the list would not read", () => {
    expect(normaliseQuery(LeadListSchema, "stage=nope&from=2026-13-45&evil=<script>&type=quote")).toBe(
      "type=quote",
    );
    expect(normaliseQuery(LeadListSchema, `q=${"a".repeat(300)}`)).toBe("");
  });

  it("is empty for the list as it opens, whatever the order of the same filters", () => {
    expect(normaliseQuery(ClientListSchema, "sort=name&dir=asc&show=clients")).toBe("");
    expect(normaliseQuery(LeadListSchema, "owner=u1&type=demo")).toBe(
      normaliseQuery(LeadListSchema, "type=demo&owner=u1"),
    );
  });

  it("keeps a view switch (board) as a filter of the view", () => {
    expect(normaliseQuery(LeadListSchema, "view=board&type=demo")).toBe("type=demo&view=board");
  });
});

describe("saving a view", () => {
  it("needs a name of at most 60 characters, trimmed", () => {
    expect(SaveViewSchema.safeParse({ name: "  " }).error?.issues[0]?.message).toBe("required");
    expect(SaveViewSchema.safeParse({ name: "x".repeat(61) }).error?.issues[0]?.message).toBe("tooLong");
    expect(SaveViewSchema.parse({ name: " À rappeler ", shared: "on" })).toMatchObject({
      name: "À rappeler",
      shared: true,
    });
    expect(SaveViewSchema.parse({ name: "Mine" }).shared).toBe(false);
  });
});

describe("who may delete a view", () => {
  it("is its author or an admin", () => {
    expect(canManageView({ ownerId: "u1" }, { userId: "u1", role: "sales" })).toBe(true);
    expect(canManageView({ ownerId: "u1" }, { userId: "u2", role: "sales" })).toBe(false);
    expect(canManageView({ ownerId: "u1" }, { userId: "u2", role: "admin" })).toBe(true);
  });
});
