import { describe, expect, it } from "vitest";
import { attachmentDisposition, downloadResponse } from "./download.ts";

describe("attachmentDisposition", () => {
  it("keeps a plain name as it is", () => {
    expect(attachmentDisposition("capture.png")).toBe(
      `attachment; filename="capture.png"; filename*=UTF-8''capture.png`,
    );
  });

  it("gives a name in any script an ASCII fallback and its exact UTF-8 form", () => {
    const value = attachmentDisposition("写真 été (1).png");
    expect(value).toBe(
      `attachment; filename="__ _t_ (1).png"; filename*=UTF-8''%E5%86%99%E7%9C%9F%20%C3%A9t%C3%A9%20%281%29.png`,
    );
    // What Node accepts in a header: Latin-1 only.
    expect(/^[\x20-\x7e]*$/.test(value)).toBe(true);
    expect(() => new Headers({ "Content-Disposition": value })).not.toThrow();
  });

  it("cannot be broken out of by quotes or backslashes", () => {
    expect(attachmentDisposition('a"b\\c.pdf')).toMatch(/^attachment; filename="a_b_c\.pdf"; /);
  });
});

describe("downloadResponse", () => {
  it("is always saved, never sniffed, never cached, and takes the route's own headers", async () => {
    const res = downloadResponse(
      "a;b\r\n",
      { name: "leads-été.csv", type: "text/csv; charset=utf-8" },
      {
        "X-Robots-Tag": "noindex",
      },
    );
    expect(Object.fromEntries(res.headers)).toEqual({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": attachmentDisposition("leads-été.csv"),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "x-robots-tag": "noindex",
    });
    expect(await res.text()).toBe("a;b\r\n");
  });
});
