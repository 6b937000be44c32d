import { describe, expect, it } from "vitest";
import { issueFormToken, verifyFormToken } from "./form-token.server.ts";

const secret = "a-test-secret-with-enough-entropy-1234567890";

describe("form tokens", () => {
  it("verifies a token it issued and keeps its issue time", () => {
    const token = issueFormToken(secret, 1_774_515_600_000);
    expect(verifyFormToken(secret, token)?.issuedAt).toBe(1_774_515_600_000);
  });

  it("refuses a token signed with another secret, or with a moved issue time", () => {
    const token = issueFormToken(secret, 1_774_515_600_000);
    expect(verifyFormToken("another-secret-another-secret-another", token)).toBeUndefined();
    const [, nonce, signature] = token.split(".");
    const earlier = `${(1_774_515_000_000).toString(36)}.${nonce}.${signature}`;
    expect(verifyFormToken(secret, earlier)).toBeUndefined();
    expect(verifyFormToken(secret, undefined)).toBeUndefined();
  });

  it("gives every render its own nonce", () => {
    const a = verifyFormToken(secret, issueFormToken(secret));
    const b = verifyFormToken(secret, issueFormToken(secret));
    expect(a?.nonce).not.toBe(b?.nonce);
  });
});
