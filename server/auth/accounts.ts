import { isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import QRCode from "qrcode";
import type { AppConfig } from "../config.ts";
import { toBool, toDate } from "../db/mapping.ts";
import type { DB, Role } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { passwordChangedMail, twoFactorChangedMail } from "../mail/account-mails.ts";
import type { MailLanguage } from "../mail/layout.ts";
import type { Mailer } from "../mail/mailer.ts";
import { getCookieCache, getSessionCookie } from "better-auth/cookies";
import {
  authPagePath,
  COOKIE_PREFIX,
  dashboardPath,
  sessionCacheVersion,
  TOTP_ISSUER,
  type Auth,
} from "./auth.ts";
import { cancelEmailChange, findCancellableChange, type CancelOutcome } from "./email-change.ts";
import { passwordProblem, type PasswordProblem } from "./password-policy.ts";
import { revokeResetLinks, storedResetIdentifier } from "./verification-tokens.ts";

/**
 * What the app's pages and actions may do with accounts. It wraps Better Auth's server API so that
 * route modules get plain results (never Better Auth's error classes, which the app bundle does
 * not share with the server) and the cookies to forward to the browser.
 */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly displayName: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly companyName: string | null;
  readonly role: Role;
  readonly language: MailLanguage;
  readonly twoFactorEnabled: boolean;
}

export interface SessionInfo {
  readonly user: SessionUser;
  readonly session: {
    readonly id: string;
    readonly expiresAt: Date;
    /** 2 when a verified second factor was used for this session (spec §4). */
    readonly authLevel: 1 | 2;
  };
}

export interface Failure {
  readonly ok: false;
  readonly status: number;
  /** Better Auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD) or one of this module's. */
  readonly code: string;
  readonly headers?: Headers;
}

export type Result<T = object> = ({ readonly ok: true; readonly headers: Headers } & T) | Failure;

export type TwoFactorStatus = "disabled" | "pending" | "enabled";

export interface TwoFactorEnrolment {
  readonly totpUri: string;
  /** The key to type into an authenticator app by hand (base32). */
  readonly secret: string;
  /** The otpauth URI as an SVG QR code, in a data: URL. */
  readonly qrCode: string;
}

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string | null;
  readonly language: MailLanguage;
  /**
   * A path of this site the confirmation link leads back to, signed in (the checkout the visitor
   * left to sign up, its draft kept); the client space by default.
   */
  readonly callbackPath?: string;
}

export interface Accounts {
  /** The session, read in the database. */
  getSession(headers: Headers): Promise<SessionInfo | null>;
  /**
   * The session and the cookies to send back (a renewed session or cache cookie, or their
   * removal). Pages may take it from the signed session cache cookie (up to SESSION_CACHE_SECONDS
   * old, decision 018); `fresh` reads the database (actions).
   */
  readSession(
    headers: Headers,
    options?: { fresh?: boolean },
  ): Promise<{ session: SessionInfo | null; setCookies: string[] }>;
  /**
   * The Set-Cookie header that drops the session cache cookie: sent after an action, which may
   * have changed what the cache holds (names, language, two-factor), so that the next page reads
   * the session in the database again.
   */
  sessionCacheExpiry(): string;
  signIn(
    input: { email: string; password: string; rememberMe: boolean; language: MailLanguage },
    headers: Headers,
  ): Promise<Result<{ twoFactor: boolean }>>;
  signUp(input: SignUpInput, headers: Headers): Promise<Result>;
  signOut(headers: Headers): Promise<Headers>;
  requestPasswordReset(email: string, headers: Headers): Promise<void>;
  isResetTokenValid(token: string): Promise<boolean>;
  /** Sets the password from a reset link; on success, `email` is the account's address. */
  resetPassword(
    token: string,
    newPassword: string,
    headers: Headers,
  ): Promise<Result<{ email: string | null }>>;
  /** Second step of a sign-in: a TOTP code or a backup code, with the two-factor cookie. */
  verifySecondFactor(code: string, headers: Headers): Promise<Result>;
  /** The pending two-factor challenge of this browser (its signed cookie's value), or null. */
  pendingChallenge(headers: Headers): string | null;
  twoFactorStatus(userId: string): Promise<TwoFactorStatus>;
  beginTwoFactor(password: string, headers: Headers): Promise<Result<TwoFactorEnrolment>>;
  confirmTwoFactor(
    code: string,
    session: SessionInfo,
    headers: Headers,
  ): Promise<Result<{ backupCodes: string[] }>>;
  /** The user's remaining backup codes (shown once, right after enrolment). */
  backupCodes(userId: string): Promise<string[]>;
  /** The QR code and key of an enrolment in progress, from its secret (to show them again). */
  describeEnrolment(secret: string, email: string): Promise<TwoFactorEnrolment>;
  disableTwoFactor(code: string, session: SessionInfo, headers: Headers): Promise<Result>;
  /**
   * Changes the password after checking the current one; the other sessions are closed and this
   * one renewed (its cookie is in the result's headers); the user is told by e-mail.
   */
  changePassword(
    input: { currentPassword: string; newPassword: string },
    session: SessionInfo,
    headers: Headers,
  ): Promise<Result>;
  /**
   * Starts an e-mail change once the password (and, when enabled, a two-factor code) is given
   * again: a link goes to the new address, which replaces the old one when it is opened (then the
   * browser goes to `callbackPath`), and the old address is told, with a link that cancels the
   * change. An address already in use gets no e-mail and the answer is the same (no enumeration).
   * Failure codes: INVALID_PASSWORD, CODE_REQUIRED, INVALID_CODE (or Better Auth's).
   */
  changeEmail(
    input: { newEmail: string; password: string; code?: string | null },
    session: SessionInfo,
    callbackPath: string,
    headers: Headers,
  ): Promise<Result>;
  /** The change a cancel link (sent to the old address) stands for, while it can be cancelled. */
  cancellableEmailChange(token: string): Promise<{ oldEmail: string; newEmail: string } | null>;
  /** Cancels it: the old address back, every session of the account ended, links revoked. */
  cancelEmailChange(token: string): Promise<CancelOutcome>;
  /** A short-lived JWT for API clients (jwt plugin). */
  issueToken(headers: Headers): Promise<string | null>;
  passwordProblem(password: string, email?: string | null): PasswordProblem | null;
  setRole(email: string, role: Role): Promise<boolean>;
  /** Gives the admin role to verified users listed in ADMIN_EMAILS (at start-up). */
  syncAdminEmails(): Promise<number>;
}

interface ErrorLike {
  statusCode?: unknown;
  body?: { code?: unknown };
  headers?: unknown;
}

/**
 * A refusal of Better Auth (wrong password, invalid code…) as a plain result; anything else (a
 * database failure, a bug) is rethrown for the caller's "Erreur inattendue".
 */
export function toFailure(error: unknown): Failure {
  if (!isAPIError(error)) throw error;
  const e = error as ErrorLike;
  const status = typeof e.statusCode === "number" ? e.statusCode : 500;
  if (status >= 500) throw error;
  const code = typeof e.body?.code === "string" ? e.body.code : "UNKNOWN";
  return { ok: false, status, code, ...(e.headers instanceof Headers ? { headers: e.headers } : {}) };
}

/** An otpauth URI as an SVG QR code in a data: URL (the CSP allows data: images). */
async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

function cookieValue(headers: Headers, name: string): string | undefined {
  const header = headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

export interface AccountsDeps {
  readonly auth: Auth;
  readonly db: Kysely<DB>;
  readonly config: AppConfig;
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/** The Set-Cookie that drops the session cache (Better Auth's cookie name, prefix "ga", and attributes). */
export function sessionCacheExpiryCookie(baseUrl: string): string {
  const secure = baseUrl.startsWith("https://");
  return `${secure ? "__Secure-" : ""}ga.session_data=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function createAccounts({ auth, db, config, mailer, logger }: AccountsDeps): Accounts {
  const log = logger.child({ module: "accounts" });
  const secure = config.baseUrl.startsWith("https://");
  const twoFactorCookie = `${secure ? "__Secure-" : ""}ga.two_factor`;
  const cache =
    config.sessionCacheSeconds > 0
      ? {
          cookiePrefix: COOKIE_PREFIX,
          isSecure: secure,
          secret: config.authSecret,
          strategy: "compact" as const,
          version: sessionCacheVersion(config.sessionCacheSeconds),
        }
      : null;
  const cacheExpiry = sessionCacheExpiryCookie(config.baseUrl);

  async function notifyTwoFactor(user: SessionUser, enabled: boolean): Promise<void> {
    const mail = twoFactorChangedMail(
      { name: user.displayName, lang: user.language },
      enabled,
      `${config.baseUrl}${dashboardPath(user.language)}/profile#security`,
    );
    await mailer.send({
      ...mail,
      to: user.email,
      kind: enabled ? "two-factor-enabled" : "two-factor-disabled",
    });
  }

  async function checkCode(code: string, headers: Headers): Promise<Result> {
    const trimmed = code.replace(/\s+/g, "");
    try {
      if (/^\d{6}$/.test(trimmed)) {
        const res = await auth.api.verifyTOTP({ body: { code: trimmed }, headers, returnHeaders: true });
        return { ok: true, headers: res.headers };
      }
      const res = await auth.api.verifyBackupCode({ body: { code: trimmed }, headers, returnHeaders: true });
      return { ok: true, headers: res.headers };
    } catch (error) {
      return toFailure(error);
    }
  }

  function toSessionInfo(found: Awaited<ReturnType<Auth["api"]["getSession"]>>): SessionInfo | null {
    if (!found) return null;
    const u = found.user as typeof found.user & Record<string, unknown>;
    const s = found.session as typeof found.session & Record<string, unknown>;
    const displayName = (typeof u.displayName === "string" && u.displayName) || u.name || u.email;
    return {
      user: {
        id: u.id,
        email: u.email,
        emailVerified: toBool(u.emailVerified as boolean),
        displayName,
        firstName: typeof u.firstName === "string" ? u.firstName : null,
        lastName: typeof u.lastName === "string" ? u.lastName : null,
        companyName: typeof u.companyName === "string" ? u.companyName : null,
        role: u.role === "admin" ? "admin" : "user",
        language: u.language === "en" ? "en" : "fr",
        twoFactorEnabled: toBool(u.twoFactorEnabled as boolean | null),
      },
      session: {
        id: s.id,
        expiresAt: toDate(s.expiresAt),
        authLevel: Number(s.authLevel) === 2 ? 2 : 1,
      },
    };
  }

  return {
    async getSession(headers) {
      return toSessionInfo(await auth.api.getSession({ headers, query: { disableCookieCache: true } }));
    },

    async readSession(headers, { fresh = false } = {}) {
      if (!fresh && cache) {
        // Better Auth's own reader of its session cache (the signed cookie it sets, checked with
        // the secret, its expiry and version): no endpoint to run for most page views. The
        // session cookie must carry the very token the cache vouches for.
        const cached = await getCookieCache(headers, cache);
        const signed = cached ? getSessionCookie(headers, { cookiePrefix: COOKIE_PREFIX }) : null;
        if (cached && signed?.startsWith(`${cached.session.token}.`))
          return { session: toSessionInfo(cached as never), setCookies: [] };
      }
      const res = await auth.api.getSession({
        headers,
        query: { disableCookieCache: fresh },
        returnHeaders: true,
      });
      return { session: toSessionInfo(res.response), setCookies: res.headers.getSetCookie() };
    },

    sessionCacheExpiry() {
      return cacheExpiry;
    },

    async signIn({ email, password, rememberMe, language }, headers) {
      try {
        const res = await auth.api.signInEmail({
          body: { email, password, rememberMe, callbackURL: dashboardPath(language) },
          headers,
          returnHeaders: true,
        });
        const body = res.response as { twoFactorRedirect?: boolean };
        return { ok: true, headers: res.headers, twoFactor: body.twoFactorRedirect === true };
      } catch (error) {
        return toFailure(error);
      }
    },

    async signUp(input, headers) {
      try {
        const res = await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: `${input.firstName} ${input.lastName}`.trim(),
            firstName: input.firstName,
            lastName: input.lastName,
            companyName: input.companyName ?? undefined,
            displayName: `${input.firstName} ${input.lastName}`.trim(),
            language: input.language,
            callbackURL: input.callbackPath ?? dashboardPath(input.language),
          },
          headers,
          returnHeaders: true,
        });
        return { ok: true, headers: res.headers };
      } catch (error) {
        return toFailure(error);
      }
    },

    async signOut(headers) {
      try {
        const res = await auth.api.signOut({ headers, returnHeaders: true });
        return res.headers;
      } catch (error) {
        // Signing out without a session is not an error for the visitor; the cookies still go.
        const failure = toFailure(error);
        log.debug({ code: failure.code }, "sign-out without a valid session");
        return failure.headers ?? new Headers();
      }
    },

    async requestPasswordReset(email, headers) {
      // The answer never says whether the address has an account (no enumeration).
      await auth.api.requestPasswordReset({ body: { email }, headers });
    },

    async isResetTokenValid(token) {
      if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return false;
      const row = await db
        .selectFrom("verification")
        .select("expiresAt")
        .where("identifier", "=", storedResetIdentifier(token))
        .executeTakeFirst();
      return !!row && toDate(row.expiresAt).getTime() > Date.now();
    },

    async resetPassword(token, newPassword, headers) {
      // Whose link it is, read before Better Auth uses it up.
      const owner = await db
        .selectFrom("verification")
        .innerJoin("user", "user.id", "verification.value")
        .select("user.email")
        .where("verification.identifier", "=", storedResetIdentifier(token))
        .executeTakeFirst();
      try {
        const res = await auth.api.resetPassword({
          body: { token, newPassword },
          headers,
          returnHeaders: true,
        });
        return { ok: true, headers: res.headers, email: owner?.email ?? null };
      } catch (error) {
        return toFailure(error);
      }
    },

    async verifySecondFactor(code, headers) {
      return checkCode(code, headers);
    },

    pendingChallenge(headers) {
      return cookieValue(headers, twoFactorCookie) ?? null;
    },

    async twoFactorStatus(userId) {
      const row = await db
        .selectFrom("twoFactor")
        .select("verified")
        .where("userId", "=", userId)
        .executeTakeFirst();
      if (!row) return "disabled";
      return row.verified === null || toBool(row.verified) ? "enabled" : "pending";
    },

    async beginTwoFactor(password, headers) {
      try {
        const res = await auth.api.enableTwoFactor({ body: { password }, headers, returnHeaders: true });
        const totpUri = (res.response as { totpURI?: string }).totpURI;
        if (!totpUri) return { ok: false, status: 500, code: "UNEXPECTED" };
        const secret = new URL(totpUri).searchParams.get("secret") ?? "";
        return { ok: true, headers: res.headers, totpUri, secret, qrCode: await qrDataUrl(totpUri) };
      } catch (error) {
        return toFailure(error);
      }
    },

    async confirmTwoFactor(code, session, headers) {
      const trimmed = code.replace(/\s+/g, "");
      if (!/^\d{6}$/.test(trimmed)) return { ok: false, status: 400, code: "INVALID_CODE" };
      let confirmed: Result;
      try {
        const res = await auth.api.verifyTOTP({ body: { code: trimmed }, headers, returnHeaders: true });
        confirmed = { ok: true, headers: res.headers };
      } catch (error) {
        return toFailure(error);
      }
      const codes = await auth.api.viewBackupCodes({ body: { userId: session.user.id } });
      await notifyTwoFactor(session.user, true).catch((error: unknown) =>
        log.error({ err: error }, "two-factor mail"),
      );
      return { ...confirmed, backupCodes: codes.backupCodes };
    },

    async backupCodes(userId) {
      try {
        return (await auth.api.viewBackupCodes({ body: { userId } })).backupCodes;
      } catch {
        return [];
      }
    },

    async describeEnrolment(secret, email) {
      const clean = secret.replace(/[^A-Z2-7]/gi, "").toUpperCase();
      const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}`;
      const totpUri = `otpauth://totp/${label}?secret=${clean}&issuer=${encodeURIComponent(TOTP_ISSUER)}&digits=6&period=30`;
      return { totpUri, secret: clean, qrCode: await qrDataUrl(totpUri) };
    },

    async disableTwoFactor(code, session, headers) {
      // Disabling takes a valid code (TOTP or backup), not only the session.
      const checked = await checkCode(code, headers);
      if (!checked.ok) return checked;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("twoFactor").where("userId", "=", session.user.id).execute();
        await trx
          .updateTable("user")
          .set({ twoFactorEnabled: false, updatedAt: new Date() })
          .where("id", "=", session.user.id)
          .execute();
      });
      await notifyTwoFactor(session.user, false).catch((error: unknown) =>
        log.error({ err: error }, "two-factor mail"),
      );
      return checked;
    },

    async changePassword({ currentPassword, newPassword }, session, headers) {
      let result: Result;
      try {
        const res = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        result = { ok: true, headers: res.headers };
      } catch (error) {
        return toFailure(error);
      }
      // A reset link asked for earlier must not set another password later.
      await revokeResetLinks(db, session.user.id);
      const lang = session.user.language;
      const mail = passwordChangedMail(
        { name: session.user.displayName, lang },
        `${config.baseUrl}${authPagePath(lang, "?view=forgot")}`,
      );
      await mailer
        .send({ ...mail, to: session.user.email, kind: "password-changed" })
        .catch((error: unknown) => log.error({ err: error }, "password-changed mail"));
      return result;
    },

    async changeEmail({ newEmail, password, code }, session, callbackPath, headers) {
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
      } catch (error) {
        return toFailure(error);
      }
      if (session.user.twoFactorEnabled) {
        if (!code?.trim()) return { ok: false, status: 400, code: "CODE_REQUIRED" };
        const checked = await checkCode(code, headers);
        if (!checked.ok) return checked;
      }
      try {
        const res = await auth.api.changeEmail({
          body: { newEmail, callbackURL: callbackPath },
          headers,
          returnHeaders: true,
        });
        return { ok: true, headers: res.headers };
      } catch (error) {
        return toFailure(error);
      }
    },

    async cancellableEmailChange(token) {
      const change = await findCancellableChange(db, token);
      return change ? { oldEmail: change.oldEmail, newEmail: change.newEmail } : null;
    },

    async cancelEmailChange(token) {
      const outcome = await cancelEmailChange(db, token);
      if (outcome.ok)
        log.info(
          { userId: outcome.change.userId, sessionsEnded: outcome.sessionsEnded },
          "e-mail change cancelled from the old address",
        );
      return outcome;
    },

    async issueToken(headers) {
      try {
        const res = await auth.api.getToken({ headers });
        return res.token;
      } catch {
        return null;
      }
    },

    passwordProblem,

    async setRole(email, role) {
      const result = await db
        .updateTable("user")
        .set({ role, updatedAt: new Date() })
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async syncAdminEmails() {
      if (config.adminEmails.length === 0) return 0;
      const result = await db
        .updateTable("user")
        .set({ role: "admin" })
        .where("email", "in", [...config.adminEmails])
        .where("emailVerified", "=", true)
        .where("role", "!=", "admin")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export { authPagePath };
