import { readCookie } from "#app/lib/cookies.ts";
import type { FlashKey } from "./locales.ts";

/**
 * A one-time message shown after a redirect ("Connexion réussie !"): a short-lived cookie holding
 * the message key, read and cleared by the page that shows it.
 */
const COOKIE = "ga_flash";
const KEYS: readonly FlashKey[] = [
  "signedIn",
  "signedOut",
  "passwordReset",
  "verificationExpired",
  "adminTwoFactorRequired",
  "accountDeleted",
  "impersonationEnded",
  "emailChangeCancelled",
];

function secure(origin: string): string {
  return origin.startsWith("https://") ? "; Secure" : "";
}

export function flashCookie(key: FlashKey, origin: string): string {
  return `${COOKIE}=${key}; Path=/; Max-Age=120; HttpOnly; SameSite=Lax${secure(origin)}`;
}

export function clearFlashCookie(origin: string): string {
  return `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(origin)}`;
}

export function readFlash(request: Request): FlashKey | null {
  const value = readCookie(request.headers.get("cookie"), COOKIE);
  return KEYS.find((key) => key === value) ?? null;
}
