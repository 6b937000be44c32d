import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues, textOf, type FormValues } from "#app/lib/forms/field-basics.ts";
import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/context.ts";
import { clientAddressOf } from "#app/features/leads/submission.server.ts";
import { flashCookie } from "#app/features/auth/flash.server.ts";
import type { FlashKey, MessageKey } from "#app/features/auth/locales.ts";
import { authPath, dashboardPath, isAccountArea, safeRedirectPath } from "#app/features/auth/redirect.ts";
import {
  CancelEmailChangeSchema,
  ForgotPasswordSchema,
  AUTH_ERRORS,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TwoFactorSchema,
  type FieldErrors,
} from "#app/features/auth/schemas.ts";
import {
  clearImpersonationCookie,
  endImpersonation,
} from "#app/features/crm/clients/impersonation-session.server.ts";
import {
  getImpersonation,
  getSession,
  requestAuthHeaders,
  services,
} from "#app/features/auth/session.server.ts";
import { audit } from "#app/features/client-space/access.server.ts";
import { assertSameOrigin } from "#server/same-origin.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import type { Failure } from "#server/auth/accounts.ts";
import type { AttemptKind } from "#server/auth/throttle.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from "#server/db/unavailable.ts";

/**
 * The actions of the /auth page. Each one answers with field errors (400) and the values typed
 * (never a password), a translated message, 429 with Retry-After when attempts are limited, or a
 * redirect carrying Better Auth's cookies. They work the same with and without JavaScript.
 */
export type AuthIntent =
  "sign-in" | "sign-up" | "forgot" | "reset" | "two-factor" | "sign-out" | "cancel-email";

export interface AuthActionData {
  readonly intent: AuthIntent;
  readonly status?: "signed-up" | "reset-sent";
  readonly formError?: { readonly key: MessageKey; readonly count?: number };
  readonly fieldErrors?: FieldErrors;
  readonly values?: Readonly<Record<string, string>>;
}

interface ActionArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
  readonly url: URL;
}

/** Field name of the honeypot, the same as the lead forms'. */
export const HONEYPOT_FIELD = "website_url";
const INTENTS: readonly AuthIntent[] = [
  "sign-in",
  "sign-up",
  "forgot",
  "reset",
  "two-factor",
  "sign-out",
  "cancel-email",
];

function reply(payload: AuthActionData, status: number, headers?: HeadersInit) {
  return data(payload, { status, ...(headers ? { headers } : {}) });
}

function limited(intent: AuthIntent, retryAfter: number, values?: Record<string, string>) {
  return reply(
    { intent, formError: { key: "rateLimited", count: retryAfter }, ...(values ? { values } : {}) },
    429,
    {
      "Retry-After": String(retryAfter),
    },
  );
}

/** A redirect that also sets Better Auth's cookies and, in the account areas, a flash message. */
function redirectWithCookies(
  to: string,
  cookies: Headers | readonly string[],
  flash?: { key: FlashKey; origin: string },
) {
  const headers = new Headers();
  const list = Array.isArray(cookies) ? cookies : (cookies as Headers).getSetCookie();
  for (const cookie of list) headers.append("Set-Cookie", cookie);
  if (flash) headers.append("Set-Cookie", flashCookie(flash.key, flash.origin));
  return redirect(to, { headers });
}

function messageFor(failure: Failure, fallback: MessageKey): MessageKey {
  switch (failure.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "invalidCredentials";
    case "EMAIL_NOT_VERIFIED":
      return "emailNotVerified";
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return "invalidCode";
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "INVALID_TWO_FACTOR_COOKIE":
      return "tooManyCodes";
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "locked";
    case "BANNED_USER":
      return "banned";
    case "INVALID_TOKEN":
      return "invalidLink";
    default:
      return fallback;
  }
}

/** Password problems the server finds (common password, e-mail as password) become field errors. */
function passwordFieldError(code: string): FieldErrors | null {
  if (code === "PASSWORD_TOO_COMMON") return { password: "passwordCommon" };
  if (code === "PASSWORD_SAME_AS_EMAIL") return { password: "passwordSameAsEmail" };
  if (code === "PASSWORD_TOO_SHORT") return { password: "passwordTooShort" };
  if (code === "PASSWORD_TOO_LONG") return { password: "passwordTooLong" };
  if (code === "INVALID_EMAIL") return { email: "emailInvalid" };
  return null;
}

/** The fields of every intent that may come back to the form (never a password or a code). */
const UNAVAILABLE_ECHO = ["email", "rememberMe", "firstName", "lastName", "institution", "terms"] as const;

function pick(values: FormValues, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = textOf(values[key]);
    if (value !== undefined) out[key] = value.slice(0, 300);
  }
  return out;
}

export async function authAction(args: ActionArgs) {
  const { request, context, url } = args;
  const info = context.get(requestInfoContext);
  const { origin } = info;
  // The address the attempt limits count (end-to-end servers let a test name its own).
  const clientAddress = clientAddressOf(request, info);
  assertSameOrigin(request, origin);
  const lang: Language = languageOfPath(url.pathname);
  const form = await requireForm(request);
  const values = formValues(form);
  const intent = INTENTS.find((i) => i === values.intent) ?? "sign-in";
  const { accounts, authThrottle, logger } = services(context);
  const headers = requestAuthHeaders(args);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), dashboardPath(lang));

  if (intent !== "sign-out" && form.get(HONEYPOT_FIELD)) {
    logger.info({ intent, ip: clientAddress }, "auth form refused: honeypot filled");
    return reply({ intent, formError: { key: "spam" } }, 400);
  }

  // The attempt is reserved before it is evaluated (decision 021): refused, it answers 429.
  const guard = async (kind: AttemptKind, account: string | null, echo: Record<string, string>) => {
    const attempt = await authThrottle.begin(kind, { address: clientAddress, account });
    return { attempt, refused: attempt.refused ? limited(intent, attempt.refused.retryAfter, echo) : null };
  };

  try {
    switch (intent) {
      case "sign-in": {
        const echo = pick(values, ["email", "rememberMe"]);
        const parsed = parseWith(SignInSchema, values, AUTH_ERRORS);
        if (!parsed.ok) return reply({ intent, fieldErrors: parsed.errors, values: echo }, 400);
        const { email, password, rememberMe } = parsed.data;
        const { attempt, refused } = await guard("signIn", email, echo);
        if (refused) return refused;
        const result = await accounts.signIn({ email, password, rememberMe, language: lang }, headers);
        await attempt.settle(result.ok);
        if (!result.ok) {
          return reply(
            { intent, formError: { key: messageFor(result, "signInError") }, values: echo },
            result.status === 403 ? 403 : 401,
          );
        }
        if (result.twoFactor) {
          return redirectWithCookies(
            authPath(lang, {
              view: "two-factor",
              redirectTo: url.searchParams.get("redirectTo") ?? undefined,
            }),
            result.headers,
          );
        }
        return redirectWithCookies(
          redirectTo,
          result.headers,
          isAccountArea(redirectTo) ? { key: "signedIn", origin } : undefined,
        );
      }

      case "sign-up": {
        const echo = pick(values, ["firstName", "lastName", "email", "institution", "terms"]);
        const parsed = parseWith(SignUpSchema, values, AUTH_ERRORS);
        const problem = parsed.ok ? accounts.passwordProblem(parsed.data.password, parsed.data.email) : null;
        if (!parsed.ok || problem) {
          const fieldErrors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
          if (problem === "common") fieldErrors.password = "passwordCommon";
          if (problem === "sameAsEmail") fieldErrors.password = "passwordSameAsEmail";
          return reply({ intent, fieldErrors, values: echo }, 400);
        }
        const input = parsed.data;
        const { refused } = await guard("signUp", input.email, echo);
        if (refused) return refused;
        const result = await accounts.signUp(
          {
            email: input.email,
            password: input.password,
            firstName: input.firstName,
            lastName: input.lastName,
            companyName: input.institution ?? null,
            language: lang,
            // The confirmation link returns where the visitor was going (checkout, draft kept).
            callbackPath: redirectTo,
          },
          headers,
        );
        if (!result.ok) {
          const fieldErrors = passwordFieldError(result.code);
          if (fieldErrors) return reply({ intent, fieldErrors, values: echo }, 400);
          return reply(
            { intent, formError: { key: messageFor(result, "signUpError") }, values: echo },
            result.status >= 500 ? 500 : 400,
          );
        }
        // Whether or not the address already had an account, the answer is the same (no enumeration).
        return reply({ intent, status: "signed-up" }, 200);
      }

      case "forgot": {
        const echo = pick(values, ["email"]);
        const parsed = parseWith(ForgotPasswordSchema, values, AUTH_ERRORS);
        if (!parsed.ok) return reply({ intent, fieldErrors: parsed.errors, values: echo }, 400);
        const { refused } = await guard("reset", parsed.data.email, echo);
        if (refused) return refused;
        await accounts.requestPasswordReset(parsed.data.email, headers);
        return reply({ intent, status: "reset-sent" }, 200);
      }

      case "reset": {
        const parsed = parseWith(
          ResetPasswordSchema,
          {
            ...values,
            token: url.searchParams.get("token") ?? values.token,
          },
          AUTH_ERRORS,
        );
        const problem = parsed.ok ? accounts.passwordProblem(parsed.data.password) : null;
        if (!parsed.ok || problem) {
          const fieldErrors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
          if (problem === "common") fieldErrors.password = "passwordCommon";
          return reply({ intent, fieldErrors }, 400);
        }
        const { refused } = await guard("reset", null, {});
        if (refused) return refused;
        const result = await accounts.resetPassword(parsed.data.token, parsed.data.password, headers);
        if (!result.ok) {
          const fieldErrors = passwordFieldError(result.code);
          if (fieldErrors) return reply({ intent, fieldErrors }, 400);
          return reply({ intent, formError: { key: messageFor(result, "unexpected") } }, 400);
        }
        // The reset proves the mailbox: signing in from here is not held back by an attack elsewhere.
        if (result.email) await authThrottle.trust(result.email, clientAddress);
        return redirectWithCookies(authPath(lang), result.headers, { key: "passwordReset", origin });
      }

      case "two-factor": {
        const parsed = parseWith(TwoFactorSchema, values, AUTH_ERRORS);
        if (!parsed.ok) return reply({ intent, fieldErrors: parsed.errors }, 400);
        const challenge = accounts.pendingChallenge(headers);
        const { attempt, refused } = await guard("twoFactor", challenge, {});
        if (refused) return refused;
        const result = await accounts.verifySecondFactor(parsed.data.code, headers);
        await attempt.settle(result.ok);
        if (!result.ok)
          return reply(
            { intent, formError: { key: messageFor(result, "signInError") } },
            result.status === 429 ? 429 : 401,
          );
        return redirectWithCookies(
          redirectTo,
          result.headers,
          isAccountArea(redirectTo) ? { key: "signedIn", origin } : undefined,
        );
      }

      case "cancel-email": {
        // From the link sent to the old address (server/auth/email-change.ts); signed in or not.
        const parsed = parseWith(
          CancelEmailChangeSchema,
          {
            token: url.searchParams.get("token") ?? values.token,
          },
          AUTH_ERRORS,
        );
        if (!parsed.ok) return reply({ intent, formError: { key: "invalidLink" } }, 400);
        const current = await getSession(args);
        const outcome = await accounts.cancelEmailChange(parsed.data.token);
        if (!outcome.ok)
          return reply(
            { intent, formError: { key: outcome.reason === "addressTaken" ? "emailTaken" : "invalidLink" } },
            400,
          );
        const { change, sessionsEnded } = outcome;
        await audit(
          services(context).db,
          { userId: change.userId },
          "account.email_change_cancelled",
          { type: "user", id: change.userId },
          { email: [change.newEmail, change.oldEmail], sessionsEnded, ip: clientAddress },
        );
        // This browser's session, if it was the account's, has ended: its cookies go too.
        const cookies =
          current && !current.impersonation && current.user.id === change.userId
            ? (await accounts.signOut(headers)).getSetCookie()
            : [];
        return redirectWithCookies(authPath(lang), cookies, { key: "emailChangeCancelled", origin });
      }

      case "sign-out": {
        // Signing out while signed in as a customer ends that too (decision 014).
        const impersonation = await getImpersonation(args);
        if (impersonation)
          await endImpersonation(services(context).db, impersonation.view.id, "signed_out", clientAddress);
        const cookies = (await accounts.signOut(headers)).getSetCookie();
        if (impersonation) cookies.push(clearImpersonationCookie(origin));
        return redirectWithCookies(authPath(lang), cookies, { key: "signedOut", origin });
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isDatabaseUnavailable(error)) {
      // An outage or a start-up: what was typed comes back (never a password), with when to retry.
      logger.warn(
        { intent, reason: (error as Error).message },
        "auth action not done: the database is unavailable",
      );
      return reply(
        { intent, formError: { key: "unavailable" }, values: pick(values, UNAVAILABLE_ECHO) },
        503,
        { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) },
      );
    }
    logger.error({ err: error, intent }, "auth action failed");
    return reply({ intent, formError: { key: "unexpected" } }, 500);
  }
}
