import { createHmac, timingSafeEqual } from "node:crypto";
import type { Auth } from "./auth.ts";

/**
 * Every page reads the session. Better Auth's `getSession` endpoint runs its whole machinery for
 * it (endpoint context, hooks of every plugin, tracing spans, a WebCrypto key import to check the
 * cookie's signature): a fifth of a signed-in page's CPU once its render is memoised (decision
 * 017). This reads the common case itself, with Better Auth's own pieces: its cookie names and
 * secret, and its adapter's `findSession` (one query, session joined to its user, mapped to Better
 * Auth's field names).
 *
 * It answers only when the answer is certain and no cookie has to change:
 * - no session cookie (no cookie at all, or only others): no session (Better Auth answers the
 *   same, with no cookie to set);
 * - a session cookie whose signature is Better Auth's, for a session in the database that has not
 *   expired and is not yet due for its daily renewal: that session and its user.
 *
 * Everything else is left to Better Auth (`undefined`): a bad signature, an unknown, revoked or
 * expired session (it deletes the cookie), a renewal due (it sets the new cookie), a
 * "don't remember me" session, a session-data cookie, a cookie cache, or the same cookie twice.
 */
export type FoundSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** Cookies by name, as better-call reads them: the first of a name wins, values URI-decoded. */
export function parseCookieHeader(header: string): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // better-call keeps an undecodable value as it is.
    }
    const values = cookies.get(name);
    if (values) values.push(value);
    else cookies.set(name, [value]);
  }
  return cookies;
}

/** The value of a cookie signed by better-call (`value.base64(HMAC-SHA256)`), or null. */
export function verifySignedValue(signed: string, secret: string): string | null {
  const at = signed.lastIndexOf(".");
  if (at < 1) return null;
  const value = signed.slice(0, at);
  const signature = signed.slice(at + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(value, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value;
}

type AuthContext = Awaited<Auth["$context"]>;

export function createSessionFastRead(auth: Auth) {
  let context: AuthContext | undefined;

  return async function fastRead(cookieHeader: string | null): Promise<FoundSession | null | undefined> {
    if (!cookieHeader?.trim()) return null;
    context ??= await auth.$context;
    const { authCookies, secret, sessionConfig, options, internalAdapter } = context;
    // Not configured here today; should they be, Better Auth reads every session again.
    const session = options.session as {
      cookieCache?: { enabled?: boolean };
      disableSessionRefresh?: boolean;
    };
    if (session?.cookieCache?.enabled || session?.disableSessionRefresh) return undefined;
    const cookies = parseCookieHeader(cookieHeader);
    for (const name of cookies.keys()) {
      if (name === authCookies.dontRememberToken.name || name.startsWith(authCookies.sessionData.name)) {
        return undefined;
      }
    }
    const signed = cookies.get(authCookies.sessionToken.name);
    // No session cookie (a theme or consent cookie only): no session, and nothing to clean.
    if (!signed) return null;
    if (signed.length !== 1) return undefined;
    const token = verifySignedValue(signed[0]!, secret);
    if (!token) return undefined;
    const found = await internalAdapter.findSession(token);
    if (!found) return undefined;
    const expiresAt = new Date(found.session.expiresAt).getTime();
    const now = Date.now();
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return undefined;
    // Better Auth renews a session once `updateAge` has passed since it was last set.
    const renewalDue = expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
    if (renewalDue) return undefined;
    return found as unknown as FoundSession;
  };
}
