import { createHash, randomBytes } from "node:crypto";

/**
 * Unique visitors without cookies or stored addresses (DECISIONS.md point 8): a visitor is the
 * hash of a secret salt of the day, the client address and the browser's user agent. The salt is
 * random, renewed each day and the previous ones deleted, so the same person gets a new key every
 * day and nobody (not even us) can link a key to an address once the day is over.
 */
export function visitorKey(salt: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** The UTC day a salt belongs to (`2026-11-20`). */
export function saltDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function newSalt(): string {
  return randomBytes(32).toString("base64url");
}
