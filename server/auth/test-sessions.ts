import { makeSignature } from "better-auth/crypto";
import type { Auth } from "./auth.ts";

/**
 * Signed-in people for scripts and tests that need many of them (the fuzzer signs in as a
 * customer and as staff of every role): users made verified and sessions opened directly through
 * Better Auth's internal adapter, with no sign-up e-mail, password or attempt limit in the way.
 * The cookie is signed the way Better Auth signs its own (what its `testUtils` plugin does), so
 * the server reads it as any session. Never reachable over HTTP.
 */

export interface DirectUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly language?: "fr" | "en";
}

/**
 * Creates a user whose address counts as confirmed; returns its id. Every new user is a plain
 * user (auth.ts): a role is given afterwards, as `npm run user:promote` or the settings page do.
 */
export async function createVerifiedUser(auth: Auth, user: DirectUser): Promise<string> {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      emailVerified: true,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language ?? "fr",
    },
    // Better Auth's own name for users made outside its endpoints (its testUtils plugin).
    { method: "test" },
  );
  return created.id;
}

/** Opens a session for the user; returns the `Cookie` header value that carries it. */
export async function sessionCookieFor(auth: Auth, userId: string): Promise<string> {
  const ctx = await auth.$context;
  const session = await ctx.internalAdapter.createSession(userId, false);
  const signed = `${session.token}.${await makeSignature(session.token, ctx.secret)}`;
  return `${ctx.authCookies.sessionToken.name}=${signed}`;
}
