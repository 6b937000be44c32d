import { describe, expect, it } from "vitest";
import {
  ClientListSchema,
  containsPattern,
  LeadListSchema,
  LogListSchema,
  PAGE_SIZE,
  pageWindow,
  readParams,
} from "./list-params.ts";
import { InvoiceListSchema } from "./billing/billing.server.ts";
import { TicketListSchema } from "./support/support.server.ts";
import { SubscriptionListSchema } from "./subscriptions/subscriptions.server.ts";

const url = (query: string) => new URL(`http://localhost/admin/x?${query}`);

describe("list parameters", () => {
  it("drop a day that does not exist instead of failing (2026-13-45 was a 500)", () => {
    expect(readParams(LeadListSchema, url("from=2026-13-45")).from).toBeUndefined();
    const logs = readParams(LogListSchema, url("from=2026-02-30&to=2026-13-45"));
    expect([logs.from, logs.to]).toEqual([undefined, undefined]);
    expect(readParams(LogListSchema, url("from=2026-02-28&to=2024-02-29"))).toMatchObject({
      from: "2026-02-28",
      to: "2024-02-29",
    });
  });

  it("read malformed pages, sorts, choices and repeated or nested names as the defaults", () => {
    const list = readParams(
      LeadListSchema,
      url("page=-1&page=1e9&sort=%00&dir=sideways&type[]=demo&stage=lost&stage=castle&q=%E0%A4%A&view=../x"),
    );
    expect(list).toMatchObject({ page: 1, sort: "created", dir: "desc", view: "table" });
    expect([list.type, list.stage]).toEqual([undefined, undefined]);
    expect(readParams(ClientListSchema, url("page=NaN&sort=mrr")).page).toBe(1);
    for (const schema of [InvoiceListSchema, TicketListSchema, SubscriptionListSchema]) {
      const parsed = readParams(schema, url(`page=1.5&status=${"x".repeat(500)}&q=${"y".repeat(500)}`));
      expect([parsed.page, parsed.status, parsed.q]).toEqual([1, undefined, undefined]);
    }
  });

  it("search the words typed, anywhere, whatever their case, with the like wildcards dropped", () => {
    expect(containsPattern("Lycée Jean")).toBe("%lycée jean%");
    expect(containsPattern("50%_off\\")).toBe("%50off%");
  });
});

describe("pageWindow", () => {
  it("always has one page, even with no rows", () => {
    expect(pageWindow(0, 1)).toEqual({ page: 1, pages: 1, limit: PAGE_SIZE, offset: 0 });
  });
  it("counts a partial last page and skips the rows before the page", () => {
    expect(pageWindow(51, 3)).toEqual({ page: 3, pages: 3, limit: PAGE_SIZE, offset: 2 * PAGE_SIZE });
    expect(pageWindow(50, 2, 25)).toMatchObject({ pages: 2, offset: 25 });
  });
  it("shows the last page for a page past it, and the first for a page below 1", () => {
    expect(pageWindow(30, 9, 10)).toEqual({ page: 3, pages: 3, limit: 10, offset: 20 });
    expect(pageWindow(30, 0, 10)).toMatchObject({ page: 1, offset: 0 });
  });
});
