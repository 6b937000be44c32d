import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { jwt, twoFactor } from "better-auth/plugins";
import { decodeJwt } from "jose";
import type { Kysely } from "kysely";
import type { AppConfig } from "../config.ts";
import { toBool } from "../db/mapping.ts";
import type { Engine } from "../db/migrations/columns.ts";
import type { DB } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import {
  changeEmailMail,
  emailChangedMail,
  existingAccountMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
  RESET_LINK_MINUTES,
  VERIFY_LINK_HOURS,
} from "../mail/account-mails.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { MailLanguage } from "../mail/layout.ts";
import { EMAIL_CHANGE_CANCEL_DAYS, recordEmailChange, voidedByCancellation } from "./email-change.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { passwordProblem } from "./password-policy.ts";
import {
  revokeResetLinks,
  STORED_RESET_PREFIX,
  storedVerificationIdentifier,
} from "./verification-tokens.ts";

/**
 * Better Auth for the whole product (DECISIONS.md, auth): e-mail and password with verification
 * required before the first sign-in, reset by e-mail link, sessions in httpOnly cookies (30 days
 * with "remember me", a browser-session cookie without), TOTP two-factor with backup codes, JWTs
 * for API clients with their keys at /.well-known/jwks.json, on the product's own Kysely instance.
 */
export interface AuthDeps {
  readonly config: AppConfig;
  readonly db: Kysely<DB>;
  readonly engine: Engine;
  readonly mailer: Mailer;
  readonly logger: Logger;
  /** Runs work after the response (e-mails), outside any database transaction of Better Auth. */
  readonly background: (task: Promise<unknown>) => void;
}

export { CLIENT_ADDRESS_HEADER };
export const AUTH_BASE_PATH = "/api/auth";
/** spec §9 session handling; DECISIONS.md point 1. */
export const SESSION_DAYS = 30;
export const TOTP_ISSUER = "GA Éducation";
export const JWT_LIFETIME = "15m";

/** Paths of the e-mail verification end: French or English client space. */
export function dashboardPath(lang: MailLanguage): string {
  return lang === "en" ? "/en/dashboard" : "/dashboard";
}

export function authPagePath(lang: MailLanguage, search = ""): string {
  return `${lang === "en" ? "/en/auth" : "/auth"}${search}`;
}

/** The user records Better Auth hands to callbacks carry the additional fields untyped. */
function languageOf(user: object): MailLanguage {
  return (user as { language?: unknown }).language === "en" ? "en" : "fr";
}

function displayNameOf(user: object): string | null {
  const u = user as { displayName?: unknown; name?: unknown };
  const value = typeof u.displayName === "string" && u.displayName ? u.displayName : u.name;
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/**
 * Endpoints of features the product does not use (social sign-in, one-time codes by message,
 * Better Auth's own account deletion: the profile page deletes accounts): 404 over HTTP. Called,
 * they only log errors about their missing configuration, whatever a client sends them.
 */
const UNUSED_ENDPOINTS = new Set([
  "/sign-in/social",
  "/callback/:id",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/refresh-token",
  "/get-access-token",
  "/delete-user",
  "/delete-user/callback",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
]);

/**
 * What a link of Better Auth's e-mail verification carries (a JWT signed with the secret, checked
 * by Better Auth itself): `updateTo` when it changes the address of the account of `email`.
 */
function emailLinkClaims(token: unknown): { email: string; updateTo?: string; issuedAt: Date } | null {
  if (typeof token !== "string") return null;
  try {
    const claims = decodeJwt(token);
    if (typeof claims.email !== "string") return null;
    return {
      email: claims.email,
      ...(typeof claims.updateTo === "string" ? { updateTo: claims.updateTo } : {}),
      issuedAt: new Date((claims.iat ?? 0) * 1000),
    };
  } catch {
    return null;
  }
}

/** Second-factor verifications: a session they create is a second-level session (spec §4). */
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** Better Auth's cookies are named `ga.…` (`__Secure-ga.…` over HTTPS). */
export const COOKIE_PREFIX = "ga";

/**
 * The session cache's version is the current time slot of SESSION_CACHE_SECONDS: a cache written
 * in an earlier slot is read again from the database. This bounds every cache's age, including a
 * "don't remember me" session's, whose cache Better Auth keeps for 60 s whatever its maxAge.
 */
export function sessionCacheVersion(seconds: number): () => string {
  const slotMs = Math.max(1, seconds) * 1000;
  return () => String(Math.floor(Date.now() / slotMs));
}

/** Paths whose body sets a password, and the field that holds it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * The product's rules on Better Auth's endpoints, as a plugin so that each hook runs only on the
 * paths it concerns (a hook of `options.hooks` runs on every call, the session read of every page
 * included).
 */
function accountRules(db: Kysely<DB>) {
  return {
    id: "ga-account-rules",
    hooks: {
      before: [
        {
          // Called, they only log errors about their missing configuration: 404.
          matcher: (ctx) => UNUSED_ENDPOINTS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async () => {
            throw new APIError("NOT_FOUND", { message: "Not Found" });
          }),
        },
        {
          // The password rules apply to every way a password is set, API or forms (DECISIONS.md
          // point 5).
          matcher: (ctx) => (ctx.path ?? "") in NEW_PASSWORD_FIELD,
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const password = body[NEW_PASSWORD_FIELD[ctx.path] ?? ""];
            if (typeof password !== "string") return;
            const problem = passwordProblem(password, typeof body.email === "string" ? body.email : null);
            if (problem === "common" || problem === "sameAsEmail") {
              throw new APIError("BAD_REQUEST", {
                code: problem === "common" ? "PASSWORD_TOO_COMMON" : "PASSWORD_SAME_AS_EMAIL",
                message:
                  problem === "common"
                    ? "This password is among the most common ones: choose another."
                    : "The password must not be your e-mail address.",
              });
            }
          }),
        },
        {
          // A cancelled e-mail change voids every change link issued before the cancellation.
          matcher: (ctx) => ctx.path === "/verify-email",
          handler: createAuthMiddleware(async (ctx) => {
            const query = (ctx.query ?? {}) as { token?: unknown; callbackURL?: unknown };
            const claims = emailLinkClaims(query.token);
            if (!claims?.updateTo || !(await voidedByCancellation(db, claims.email, claims.issuedAt))) return;
            const callback = query.callbackURL;
            if (typeof callback === "string" && callback.startsWith("/") && !callback.startsWith("//"))
              throw ctx.redirect(`${callback}${callback.includes("?") ? "&" : "?"}error=INVALID_TOKEN`);
            throw new APIError("UNAUTHORIZED", { code: "INVALID_TOKEN", message: "Invalid token" });
          }),
        },
      ],
      after: [
        {
          // Better Auth caches the user it read before the verification's own changes (the address
          // confirmed, an ADMIN_EMAILS address made admin): the next page reads the database.
          matcher: (ctx) => ctx.path === "/verify-email",
          handler: createAuthMiddleware(async (ctx) => {
            const cache = ctx.context.authCookies.sessionData;
            ctx.setCookie(cache.name, "", { ...cache.attributes, maxAge: 0 });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

export function createAuth(deps: AuthDeps) {
  const { config, db, engine, mailer, logger, background } = deps;
  const log = logger.child({ module: "auth" });
  const base = config.baseUrl;

  const cacheSeconds = Math.max(1, config.sessionCacheSeconds);

  const sendLater = async (work: () => Promise<unknown>): Promise<void> => {
    // Better Auth hands the promise to `backgroundTasks` (not awaited inside its transaction).
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, "could not queue an account e-mail");
    }
  };

  return betterAuth({
    appName: TOTP_ISSUER,
    baseURL: base,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // Cross-site form posts are refused: only the site's own origin may call the API with cookies.
    trustedOrigins: [base],
    database: { db, type: engine, transaction: true },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        log[level]({ details: args.length ? args : undefined }, message);
      },
    },
    // The product's own limiter (rate-limit.ts) covers the API and the forms alike, per address
    // and per account, in the database shared by every instance.
    rateLimit: { enabled: false },
    // An e-mail change asks for the password (and the two-factor code) again: only the profile
    // page, which checks them, may start one (Accounts.changeEmail); not the bare HTTP API.
    disabledPaths: ["/change-email"],
    // Reset links and two-factor challenges are stored hashed, never in clear.
    verification: {
      storeIdentifier: { hash: async (identifier) => storedVerificationIdentifier(identifier) },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: base.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      backgroundTasks: { handler: background },
    },
    onAPIError: {
      errorURL: `${base}/auth`,
      // Refused attempts (wrong password, expired link) are the visitor's business, not an error of
      // the server: logged at debug level; anything else at error level.
      // A malformed request (invalid JSON, a body that is not JSON) is a refusal too: its APIError
      // carries a 4xx `statusCode` while its `status` may be the number itself.
      onError: (error) => {
        const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
        const code =
          typeof e.statusCode === "number" ? e.statusCode : typeof e.status === "number" ? e.status : null;
        const refusal =
          code !== null ? code < 500 : typeof e.status === "string" && e.status !== "INTERNAL_SERVER_ERROR";
        if (refusal) log.debug({ status: e.status, message: e.message }, "auth API refusal");
        else log.error({ err: error }, "auth API failure");
      },
    },

    user: {
      // A new address is used only once its owner opens the link sent to it (the profile page).
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        firstName: { type: "string", required: false, fieldName: "first_name" },
        lastName: { type: "string", required: false, fieldName: "last_name" },
        companyName: { type: "string", required: false, fieldName: "company_name" },
        displayName: { type: "string", required: false, fieldName: "display_name" },
        language: { type: "string", required: false, defaultValue: "fr" },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 3600,
      // Renewed once a day while in use, so an active user never meets the expiry (spec §4).
      updateAge: 24 * 3600,
      // Pages read the session from a signed cookie for SESSION_CACHE_SECONDS at most, then
      // from the database again (decision 018); never renewed without the database (no
      // refreshCache). Actions always read the database (app/features/auth/session.server.ts).
      cookieCache: {
        enabled: config.sessionCacheSeconds > 0,
        maxAge: cacheSeconds,
        strategy: "compact",
        version: sessionCacheVersion(cacheSeconds),
      },
      additionalFields: {
        authLevel: {
          type: "number",
          required: false,
          defaultValue: 1,
          input: false,
          fieldName: "auth_level",
        },
      },
    },

    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        sendLater(async () => {
          const lang = languageOf(user);
          const url = `${base}${authPagePath(lang, `?view=reset&token=${encodeURIComponent(token)}`)}`;
          const mail = resetPasswordMail({ name: displayNameOf(user), lang }, url);
          await mailer.send({ ...mail, to: user.email, kind: "reset-password" });
        }),
      onPasswordReset: async ({ user }) => {
        // The link used is gone already; the others of the account go too.
        await revokeResetLinks(db, user.id);
        return sendLater(async () => {
          const lang = languageOf(user);
          const mail = passwordChangedMail(
            { name: displayNameOf(user), lang },
            `${base}${authPagePath(lang, "?view=forgot")}`,
          );
          await mailer.send({ ...mail, to: user.email, kind: "password-changed" });
        });
      },
      onExistingUserSignUp: ({ user }) =>
        sendLater(async () => {
          const lang = languageOf(user);
          const mail = existingAccountMail(
            { name: displayNameOf(user), lang },
            `${base}${authPagePath(lang)}`,
            `${base}${authPagePath(lang, "?view=forgot")}`,
          );
          await mailer.send({ ...mail, to: user.email, kind: "existing-account" });
        }),
    },

    emailVerification: {
      sendOnSignUp: true,
      // An unverified user who signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_HOURS * 3600,
      sendVerificationEmail: ({ user, url }) =>
        sendLater(async () => {
          const recipient = { name: displayNameOf(user), lang: languageOf(user) };
          // A verified user getting a link is changing their address: Better Auth hands the new
          // address as `user.email` and applies it when the link is opened.
          if (user.emailVerified) {
            const mail = changeEmailMail(recipient, url, user.email);
            await mailer.send({ ...mail, to: user.email, kind: "change-email" });
            return;
          }
          const mail = verifyEmailMail(recipient, url);
          await mailer.send({ ...mail, to: user.email, kind: "verify-email" });
        }),
      // Addresses of ADMIN_EMAILS become admins once they are proven (DECISIONS.md point 2).
      afterEmailVerification: async (user) => {
        if (config.adminEmails.includes(user.email.toLowerCase())) {
          await db.updateTable("user").set({ role: "admin" }).where("id", "=", user.id).execute();
          log.info({ userId: user.id }, "listed admin address verified: role admin");
        }
      },
    },

    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const first = typeof user.firstName === "string" ? user.firstName.trim() : "";
            const last = typeof user.lastName === "string" ? user.lastName.trim() : "";
            const displayName = [first, last].filter(Boolean).join(" ") || String(user.name ?? "").trim();
            return {
              data: {
                ...user,
                name: displayName || user.email,
                displayName: displayName || null,
                language: user.language === "en" ? "en" : "fr",
                role: "user",
              },
            };
          },
        },
        update: {
          // A change of address confirmed from the new one (the verification link carries both):
          // the old address is told, with a link that cancels it (server/auth/email-change.ts).
          after: async (user, ctx) => {
            if (ctx?.path !== "/verify-email") return;
            const claims = emailLinkClaims((ctx.query as { token?: unknown } | undefined)?.token);
            if (!claims?.updateTo || user.email !== claims.updateTo || claims.email === claims.updateTo)
              return;
            const token = await recordEmailChange(db, {
              userId: user.id,
              oldEmail: claims.email,
              newEmail: claims.updateTo,
            });
            const lang = languageOf(user);
            const mail = emailChangedMail(
              { name: displayNameOf(user), lang },
              {
                newEmail: claims.updateTo,
                cancelUrl: `${base}${authPagePath(lang, `?view=cancel-email&token=${token}`)}`,
                days: EMAIL_CHANGE_CANCEL_DAYS,
              },
            );
            await mailer
              .send({ ...mail, to: claims.email, kind: "email-changed" })
              .catch((error: unknown) => log.error({ err: error }, "could not queue an account e-mail"));
            log.info({ userId: user.id }, "e-mail address changed; the old address was told");
          },
        },
      },
      verification: {
        create: {
          // A new reset link replaces every older one of the account.
          after: async (verification) => {
            if (verification.identifier.startsWith(STORED_RESET_PREFIX))
              await revokeResetLinks(db, verification.value, verification.id);
          },
        },
      },
      session: {
        create: {
          // A banned account (admin CRM) gets no new session, whatever the way in.
          before: async (session, ctx) => {
            const user = await db
              .selectFrom("user")
              .select("banned")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            if (user && toBool(user.banned)) {
              throw new APIError("FORBIDDEN", {
                code: "BANNED_USER",
                message: "This account has been suspended.",
              });
            }
            return {
              data: { ...session, authLevel: ctx && SECOND_FACTOR_PATHS.has(ctx.path) ? 2 : 1 },
            };
          },
        },
      },
    },

    plugins: [
      accountRules(db),
      twoFactor({
        issuer: TOTP_ISSUER,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      jwt({
        // Tokens come from GET /api/auth/token only: signing one on every session read (the
        // `set-auth-jwt` header of get-session, which nothing reads) cost every page a key import
        // and a signature.
        disableSettingJwtHeader: true,
        jwks: { keyPairConfig: { alg: "EdDSA", crv: "Ed25519" } },
        jwt: {
          issuer: base,
          audience: base,
          expirationTime: JWT_LIFETIME,
          definePayload: ({ user }) => ({
            email: user.email,
            name: displayNameOf(user),
            role: (user as { role?: string }).role === "admin" ? "admin" : "user",
          }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
