import { FORM_KINDS, type FormKind } from "./idempotency.ts";
import type { FormFlash } from "#app/lib/forms/result.ts";
import { readCookie } from "#app/lib/cookies.ts";

/**
 * The one-shot message after a form posted without JavaScript (post → 303 → page): a short-lived
 * cookie read and cleared by the next page's loader. It only ever says "your request was stored",
 * so it needs no signature: a forged one shows a forger a message in their own browser.
 */
export const FLASH_COOKIE = "ga_flash";
const MAX_AGE_S = 120;

export function flashCookie(flash: FormFlash, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(flash)).toString("base64url");
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearFlashCookie(secure: boolean): string {
  return `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readFlash(request: Request): FormFlash | undefined {
  const raw = readCookie(request.headers.get("cookie"), FLASH_COOKIE);
  if (!raw || raw.length > 2000) return undefined;
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Record<string, unknown>;
    if (!FORM_KINDS.includes(value.form as FormKind) || typeof value.reference !== "string") return undefined;
    return {
      form: value.form as FormKind,
      reference: value.reference.slice(0, 40),
      slot: typeof value.slot === "string" ? value.slot.slice(0, 40) : undefined,
      email: typeof value.email === "string" ? value.email.slice(0, 254) : undefined,
    };
  } catch {
    return undefined;
  }
}
