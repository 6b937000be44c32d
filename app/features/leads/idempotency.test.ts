import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  classifySubmission,
  clientKeyNonce,
  composeFormToken,
  fillTimeVerdict,
  idempotencyKey,
  MIN_FILL_MS,
  parseFormToken,
  tokenBody,
} from "./idempotency.ts";

const nonce = "Qm9uam91ci1ub25jZS0xMjM";
const sig = "c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU";
const fp = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

describe("form tokens", () => {
  it("round-trips issue time, nonce and signature", () => {
    const issuedAt = Date.parse("2026-03-26T09:00:00Z");
    const token = composeFormToken(issuedAt, nonce, sig);
    expect(token.startsWith(tokenBody(issuedAt, nonce) + ".")).toBe(true);
    expect(parseFormToken(token)).toEqual({ issuedAt, nonce, signature: sig });
  });

  it.each([
    undefined,
    42,
    ["a.b.c"],
    "",
    "abc",
    "lz.short.sig",
    `lz.${nonce}`,
    `LZ.${nonce}.${sig}`,
    `lz.${nonce}.${sig}.extra`,
    `lz.${nonce}<script>.${sig}`,
    `lz.${nonce}.${"x".repeat(300)}`,
  ])("refuses the malformed token %j", (value) => {
    expect(parseFormToken(value)).toBeUndefined();
  });
});

describe("fill time", () => {
  const t0 = 1_000_000;
  it("refuses forms sent within two seconds", () => {
    expect(fillTimeVerdict(t0, t0 + MIN_FILL_MS - 1)).toBe("tooFast");
    expect(fillTimeVerdict(t0, t0 + MIN_FILL_MS)).toBe("ok");
    expect(fillTimeVerdict(t0, t0 + 3 * 86_400_000)).toBe("ok");
  });
  it("refuses tokens from the future beyond clock skew", () => {
    expect(fillTimeVerdict(t0 + 10 * 60_000, t0)).toBe("future");
  });
});

describe("idempotency keys", () => {
  it("is stable for the same values in any key order, and differs when a value changes", () => {
    const a = canonicalJson({ email: "a@b.fr", message: "Bonjour", nested: { y: 1, x: [2, 1] } });
    const b = canonicalJson({
      nested: { x: [2, 1], y: 1 },
      message: "Bonjour",
      email: "a@b.fr",
      skip: undefined,
    });
    expect(a).toBe(b);
    expect(canonicalJson({ email: "a@b.fr", message: "Bonjour!" })).not.toBe(
      canonicalJson({ email: "a@b.fr", message: "Bonjour" }),
    );
    expect(canonicalJson([1, undefined, "x"])).toBe('[1,null,"x"]');
  });

  it("derives the key from form, nonce and fingerprint", () => {
    expect(idempotencyKey("contact", nonce, fp)).toBe(`contact:${nonce}:${fp.slice(0, 32)}`);
    expect(idempotencyKey("demo", nonce, fp)).not.toBe(idempotencyKey("contact", nonce, fp));
    expect(() => idempotencyKey("contact", "bad nonce", fp)).toThrow();
    expect(() => idempotencyKey("contact", nonce, "xyz")).toThrow();
  });

  it("accepts a client's conversation id as nonce only when well formed", () => {
    expect(clientKeyNonce("chat_1700000000000_abcdef")).toBe("chat_1700000000000_abcdef");
    expect(clientKeyNonce("short")).toBeUndefined();
    expect(clientKeyNonce("has space in it 1234567")).toBeUndefined();
    expect(clientKeyNonce(123)).toBeUndefined();
  });

  it("classifies a submission by the record stored under its key", () => {
    expect(classifySubmission(undefined)).toEqual({ kind: "new" });
    expect(classifySubmission({ id: "lead_1" })).toEqual({ kind: "replay", recordId: "lead_1" });
  });
});
