import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from "node:crypto";
import { composeFormToken, parseFormToken, tokenBody, type FormToken } from "./idempotency.ts";

/**
 * Issues and checks the tokens of the public forms (see app/features/leads/idempotency.ts). The signature
 * is an HMAC of the token's body under a key derived from AUTH_SECRET, so a token cannot be forged
 * or its issue time moved back.
 */
const keys = new Map<string, KeyObject>();

// A KeyObject made once: building one from raw bytes on every HMAC costs more than the HMAC itself.
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(createHmac("sha256", secret).update("ga:form-token:v1").digest());
    keys.set(secret, key);
  }
  return key;
}

function sign(secret: string, body: string): string {
  return createHmac("sha256", keyFor(secret)).update(body).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const nonce = randomBytes(16).toString("base64url");
  return composeFormToken(now, nonce, sign(secret, tokenBody(now, nonce)));
}

/** The token's parts when it is well formed and signed by this server; undefined otherwise. */
export function verifyFormToken(secret: string, value: unknown): FormToken | undefined {
  const token = parseFormToken(value);
  if (!token) return undefined;
  const expected = Buffer.from(sign(secret, tokenBody(token.issuedAt, token.nonce)));
  const given = Buffer.from(token.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return token;
}
