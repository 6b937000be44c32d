import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues, textOf } from "#app/lib/forms/field-basics.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/context.ts";
import { requireUser } from "#app/features/auth/guards.server.ts";
import type { MessageKey } from "#app/features/auth/locales.ts";
import {
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  AUTH_ERRORS,
  type FieldErrors,
} from "#app/features/auth/schemas.ts";
import { requestAuthHeaders, services, type SessionInfo } from "#app/features/auth/session.server.ts";
import { readCookie } from "#app/lib/cookies.ts";
import { assertSameOrigin } from "#server/same-origin.ts";
import { languageOfPath, localizedPath } from "#app/lib/routing/localized-path.ts";
import type { TwoFactorEnrolment, TwoFactorStatus } from "#server/auth/accounts.ts";

/**
 * The security section's server side (spec §3 multi-factor factor, §7 factors): enrolment with the
 * account's password, confirmation with a first code, the 10 backup codes shown once, and
 * disabling with a code. Attempts count against the same limits as the sign-in's second step.
 */
export interface SecurityData {
  readonly status: TwoFactorStatus;
  /** Right after enrolment only. */
  readonly backupCodes: readonly string[] | null;
  /** REQUIRE_ADMIN_2FA applies to this user. */
  readonly adminRequired: boolean;
}

export type SecurityIntent = "2fa-enable" | "2fa-confirm" | "2fa-disable";

export interface SecurityActionData {
  readonly intent: SecurityIntent;
  readonly status?: "disabled";
  readonly enrolment?: Pick<TwoFactorEnrolment, "qrCode" | "secret">;
  readonly formError?: { readonly key: MessageKey; readonly count?: number };
  readonly fieldErrors?: FieldErrors;
}

interface Args {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
  readonly url: URL;
}

/** Marks, for a few minutes, that the backup codes of this user may be shown (after enrolment). */
const CODES_COOKIE = "ga_2fa_codes";

function codesCookie(userId: string | null, origin: string): string {
  const secure = origin.startsWith("https://") ? "; Secure" : "";
  return `${CODES_COOKIE}=${userId ?? ""}; Path=/; Max-Age=${userId ? 300 : 0}; HttpOnly; SameSite=Lax${secure}`;
}

export async function securityLoader(
  args: Args,
  session: SessionInfo,
): Promise<{ security: SecurityData; headers: Headers }> {
  const { accounts, config } = services(args.context);
  const { origin } = args.context.get(requestInfoContext);
  const status = await accounts.twoFactorStatus(session.user.id);
  const headers = new Headers();
  let backupCodes: string[] | null = null;
  const marker = readCookie(args.request.headers.get("cookie"), CODES_COOKIE);
  if (marker) {
    if (marker === session.user.id && status === "enabled")
      backupCodes = await accounts.backupCodes(session.user.id);
    headers.append("Set-Cookie", codesCookie(null, origin));
  }
  return {
    security: { status, backupCodes, adminRequired: session.user.role === "admin" && config.requireAdmin2fa },
    headers,
  };
}

function reply(payload: SecurityActionData, status: number, headers?: HeadersInit) {
  return data(payload, { status, ...(headers ? { headers } : {}) });
}

/** Handles the security section's forms; returns null for another intent of the page. */
export async function securityAction(args: Args, form: FormData) {
  const values = formValues(form);
  const intent = (["2fa-enable", "2fa-confirm", "2fa-disable"] as const).find((i) => i === values.intent);
  if (!intent) return null;
  const { request, context, url } = args;
  const { origin, clientAddress } = context.get(requestInfoContext);
  assertSameOrigin(request, origin);
  const session = await requireUser(args);
  // Two-factor settings stay the account holder's own (decision 014).
  if (session.impersonation) return reply({ intent, formError: { key: "impersonating" } }, 403);
  const { accounts, authThrottle } = services(context);
  const headers = requestAuthHeaders(args);
  const subject = { address: clientAddress, account: `user:${session.user.id}` };
  // Each password or code check is an attempt, reserved before it is evaluated (decision 021).
  const reserve = async () => {
    const attempt = await authThrottle.begin("twoFactor", subject);
    const limited = attempt.refused;
    const refused = limited
      ? reply({ intent, formError: { key: "rateLimited", count: limited.retryAfter } }, 429, {
          "Retry-After": String(limited.retryAfter),
        })
      : null;
    return { attempt, refused };
  };

  switch (intent) {
    case "2fa-enable": {
      const parsed = parseWith(EnableTwoFactorSchema, values, AUTH_ERRORS);
      if (!parsed.ok) return reply({ intent, fieldErrors: parsed.errors }, 400);
      const { attempt, refused } = await reserve();
      if (refused) return refused;
      const result = await accounts.beginTwoFactor(parsed.data.password, headers);
      await attempt.settle(result.ok);
      if (!result.ok)
        return reply(
          { intent, formError: { key: result.code === "INVALID_PASSWORD" ? "wrongPassword" : "unexpected" } },
          400,
        );
      return reply({ intent, enrolment: { qrCode: result.qrCode, secret: result.secret } }, 200);
    }

    case "2fa-confirm": {
      const parsed = parseWith(ConfirmTwoFactorSchema, values, AUTH_ERRORS);
      const secret = textOf(values.secret);
      const enrolment = secret ? await accounts.describeEnrolment(secret, session.user.email) : undefined;
      const shown = enrolment ? { qrCode: enrolment.qrCode, secret: enrolment.secret } : undefined;
      if (!parsed.ok)
        return reply({ intent, fieldErrors: parsed.errors, ...(shown ? { enrolment: shown } : {}) }, 400);
      const { attempt, refused } = await reserve();
      if (refused) return refused;
      const result = await accounts.confirmTwoFactor(parsed.data.code, session, headers);
      await attempt.settle(result.ok);
      if (!result.ok)
        return reply(
          { intent, formError: { key: "invalidCode" }, ...(shown ? { enrolment: shown } : {}) },
          400,
        );
      // The session was renewed at the second level: continue on a fresh page with its cookie, where
      // the backup codes are shown once.
      const next = new Headers();
      for (const cookie of result.headers.getSetCookie()) next.append("Set-Cookie", cookie);
      next.append("Set-Cookie", codesCookie(session.user.id, origin));
      return redirect(`${localizedPath("/dashboard/profile", languageOfPath(url.pathname))}#security`, {
        headers: next,
      });
    }

    case "2fa-disable": {
      const parsed = parseWith(DisableTwoFactorSchema, values, AUTH_ERRORS);
      if (!parsed.ok) return reply({ intent, fieldErrors: parsed.errors }, 400);
      const { attempt, refused } = await reserve();
      if (refused) return refused;
      const result = await accounts.disableTwoFactor(parsed.data.code, session, headers);
      await attempt.settle(result.ok);
      if (!result.ok) return reply({ intent, formError: { key: "invalidCode" } }, 400);
      return reply({ intent, status: "disabled" }, 200);
    }
  }
}
