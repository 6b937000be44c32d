import { describe, expect, it } from "vitest";
import { hasFilters, listQuery, pagerLinks, withParams } from "./query.ts";

describe("list links", () => {
  it("keep every filter, drop the defaults and empty values", () => {
    const params = { q: "lycée", stage: undefined, sort: "created", dir: "desc", page: 3 };
    expect(withParams(params, { page: 4 }, { sort: "created", dir: "desc", page: 1 })).toBe(
      "?q=lyc%C3%A9e&page=4",
    );
    expect(withParams(params, { page: 1, q: "" }, { sort: "created", dir: "desc", page: 1 })).toBe("?");
  });

  it("change the sort and go back to the first page", () => {
    const query = listQuery(
      { q: "a", sort: "name", dir: "asc", page: 2 },
      { sort: "name", dir: "asc", page: 1 },
    );
    expect(query({ sort: "mrr", dir: "desc", page: undefined })).toBe("?q=a&sort=mrr&dir=desc");
  });
});

describe("pager links", () => {
  const href = listQuery({ status: "open", page: 2 }, { page: 1 });
  const links = (page: number, pages: number) => pagerLinks(page, pages, (p) => href({ page: p }));

  it("link the previous and next pages with the filters kept", () => {
    expect(links(2, 3)).toEqual({ previous: "?status=open", next: "?status=open&page=3" });
  });

  it("have no previous link on the first page and no next link on the last", () => {
    expect(links(1, 3)).toEqual({ next: "?status=open&page=2" });
    expect(links(3, 3)).toEqual({ previous: "?status=open&page=2" });
    expect(links(1, 1)).toEqual({});
  });

  it("lead back to the last page from a page past the end", () => {
    expect(links(40, 3)).toEqual({ previous: "?status=open&page=3" });
  });
});

describe("filters in use", () => {
  it("count a value set among the filter names, not the sort or the page", () => {
    expect(hasFilters({ q: undefined, sort: "name", page: 2 }, ["q"])).toBe(false);
    expect(hasFilters({ q: "x", sort: "name" }, ["q"])).toBe(true);
    expect(hasFilters({ q: "" }, ["q"])).toBe(false);
  });
});
