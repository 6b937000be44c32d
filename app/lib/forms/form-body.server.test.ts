import { describe, expect, it } from "vitest";
import {
  bodyRefusal,
  MAX_BODY_BYTES,
  readFormBody,
  readJsonBody,
  requireForm,
  type BodyProblem,
} from "./form-body.server.ts";

const post = (body: BodyInit | null, type: string | null, init: RequestInit & { url?: string } = {}) =>
  new Request(init.url ?? "http://localhost/contact", {
    method: init.method ?? "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

async function problemOf(request: Request): Promise<BodyProblem | "ok"> {
  const read = await readFormBody(request);
  return read.ok ? "ok" : read.problem;
}

describe("readFormBody", () => {
  it("reads URL-encoded and multipart forms", async () => {
    const read = await readFormBody(post("a=1&a=2&b=%C3%A9", "application/x-www-form-urlencoded"));
    expect(read.ok && read.value.getAll("a")).toEqual(["1", "2"]);
    expect(read.ok && read.value.get("b")).toBe("é");
    const form = new FormData();
    form.set("intent", "reply");
    const multipart = await readFormBody(new Request("http://localhost/x", { method: "POST", body: form }));
    expect(multipart.ok && multipart.value.get("intent")).toBe("reply");
  });

  it("refuses what is not a form with 415, never a thrown error", async () => {
    expect(await problemOf(post('{"a":1}', "application/json"))).toBe("unsupportedType");
    expect(await problemOf(post("a=1", "text/plain"))).toBe("unsupportedType");
    expect(await problemOf(post("a=1", null))).toBe("unsupportedType");
  });

  it("answers 400 for a multipart body it cannot parse", async () => {
    expect(await problemOf(post("a=1", "multipart/form-data"))).toBe("unreadable");
    expect(await problemOf(post("--x\r\nbroken", "multipart/form-data; boundary=y"))).toBe("unreadable");
  });

  it("answers 413 past the limit, 405 for another method than POST", async () => {
    const big = `a=${"x".repeat(MAX_BODY_BYTES)}`;
    expect(await problemOf(post(big, "application/x-www-form-urlencoded"))).toBe("tooLarge");
    expect(
      (await readFormBody(post(big, "application/x-www-form-urlencoded"), { maxBytes: 2 * MAX_BODY_BYTES }))
        .ok,
    ).toBe(true);
    expect(await problemOf(post("a=1", "application/x-www-form-urlencoded", { method: "PUT" }))).toBe(
      "method",
    );
  });

  it("keeps invalid UTF-8 and broken percent-encoding as replacement characters", async () => {
    const raw = new Uint8Array([0x61, 0x3d, 0xff, 0xfe, 0x26, 0x62, 0x3d, 0x25, 0x45, 0x30, 0x25, 0x41]);
    const read = await readFormBody(post(raw, "application/x-www-form-urlencoded"));
    expect(read.ok && read.value.get("a")).toBe("\ufffd\ufffd");
    expect(read.ok && typeof read.value.get("b")).toBe("string");
  });
});

describe("readJsonBody", () => {
  it("reads JSON of the accepted types only", async () => {
    const read = await readJsonBody(post('{"a":1}', "application/json; charset=utf-8"));
    expect(read).toEqual({ ok: true, value: { a: 1 } });
    expect(await readJsonBody(post('{"a":1}', "text/plain"))).toEqual({
      ok: false,
      problem: "unsupportedType",
    });
    expect((await readJsonBody(post('{"a":1}', "text/plain"), { types: ["text/plain"] })).ok).toBe(true);
  });

  it("refuses broken JSON and invalid UTF-8 as unreadable", async () => {
    expect(await readJsonBody(post('{"a":', "application/json"))).toEqual({
      ok: false,
      problem: "unreadable",
    });
    const raw = new Uint8Array([0x22, 0xff, 0x22]);
    expect(await readJsonBody(post(raw, "application/json"))).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("requireForm and bodyRefusal", () => {
  it("throws the refusal with its status and the message in the page's language", async () => {
    const thrown = await requireForm(
      post("{}", "application/json", { url: "http://localhost/en/contact" }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(415);
    expect(await res.text()).toMatch(/not a form this site can read/);
  });

  it("answers an endpoint in the language of the page the post came from, and names the allowed method", async () => {
    const request = new Request("http://localhost/api/consent", {
      method: "PUT",
      headers: { referer: "http://localhost/tarification", "accept-language": "en" },
    });
    const res = bodyRefusal("method", request);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.text()).toMatch(/n'accepte pas/);
  });
});
