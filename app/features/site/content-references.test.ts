import { describe, expect, expectTypeOf, it } from "vitest";
import { ALL_CONTENT } from "#content/all.ts";
import { EDITION_ORDER, EDITIONS, type EditionPageId } from "#content/editions.ts";
import { PAGE_TEXTS, type PageTextId } from "#content/page-texts.ts";
import { RESOURCE_SECTIONS, type ResourcePageId } from "#content/resources/index.ts";
import { SECTORS } from "#content/sectors.ts";
import { SOLUTIONS, type SolutionPageId } from "#content/solutions.ts";
import { LANGUAGES } from "#app/lib/i18n/languages.ts";
import { PAGE_BY_ID, PAGES, type PageId } from "#app/lib/routing/pages.ts";
import { isIconName } from "./ui/icons.server.ts";

/**
 * Content depends on nothing of the app, so it names pages and icons with plain strings. These
 * checks make a wrong name fail the suite (and, for page ids, the type check).
 */

/** Every `icon` field of a tree. */
function icons(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(icons);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([k, v]) =>
      k === "icon" && typeof v === "string" ? [v] : icons(v),
    );
  return [];
}

describe("content's references to the app", () => {
  it("names only icons of the registry", () => {
    const names = icons(ALL_CONTENT);
    expect(names.length).toBeGreaterThan(100);
    for (const name of new Set(names)) expect(isIconName(name), name).toBe(true);
  });

  it("gives texts to every page of the route table, and to no other page", () => {
    expectTypeOf<PageTextId>().toEqualTypeOf<PageId>();
    const ids = PAGES.map((p) => p.id).sort();
    for (const lang of LANGUAGES) expect(Object.keys(PAGE_TEXTS[lang]).sort(), lang).toEqual(ids);
  });

  it("names pages of the route table, at their paths", () => {
    expectTypeOf<SolutionPageId>().toExtend<PageId>();
    expectTypeOf<EditionPageId>().toExtend<PageId>();
    expectTypeOf<ResourcePageId>().toExtend<PageId>();
    for (const s of Object.values(SOLUTIONS)) expect(PAGE_BY_ID[s.pageId].path, s.pageId).toBe(s.path);
    for (const id of EDITION_ORDER) expect(PAGE_BY_ID[EDITIONS[id].pageId].path, id).toBe(EDITIONS[id].path);
    for (const r of RESOURCE_SECTIONS) expect(PAGE_BY_ID[r.pageId].path, r.pageId).toBe(r.path);
    // /solutions/ga-enterprise is the Flex page (spec §2).
    expect(PAGE_BY_ID.solutionEnterprise.aliasOf).toBe("softwareFlex");
  });

  it("links sectors to existing pages", () => {
    for (const s of SECTORS)
      if (s.page)
        expect(
          PAGES.some((p) => p.path === s.page),
          s.page,
        ).toBe(true);
  });
});
