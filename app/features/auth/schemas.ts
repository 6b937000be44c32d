import { z } from "#app/lib/forms/zod.ts";
import { cleaned, cleanLine } from "#app/lib/forms/field-basics.ts";
import { errorVocabulary, type FieldErrors as FormFieldErrors } from "#app/lib/forms/parse.ts";
import type { ValidationKey } from "./locales.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#server/auth/password-length.ts";

/**
 * One Zod schema per form of the /auth page and the security section, shared by the browser
 * (checked before sending once JavaScript runs) and the action (STYLE.md, Forms). Errors are keys
 * of `auth:validation`, translated in the page's language. Field names are the forms' input names.
 */
type Key = ValidationKey;

/** Trimmed, without control characters (never useful in a name, sometimes harmful in a log). */
const text = cleaned(cleanLine);
const checked = (v: unknown) => v === "on" || v === "true" || v === true || v === "1";

const email = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z
    .string({ error: "emailRequired" satisfies Key })
    .min(1, { error: "emailRequired" satisfies Key })
    .max(254, { error: "emailInvalid" satisfies Key })
    .pipe(z.email({ error: "emailInvalid" satisfies Key })),
);

/** A password typed to sign in: any length the server accepts, never trimmed. */
const currentPassword = z
  .string({ error: "passwordRequired" satisfies Key })
  .min(1, { error: "passwordRequired" satisfies Key })
  .max(PASSWORD_MAX_LENGTH, { error: "passwordTooLong" satisfies Key });

/** A new password: 6 to 128 characters (spec §5, DECISIONS.md point 5). */
const newPassword = z
  .string({ error: "passwordRequired" satisfies Key })
  .min(1, { error: "passwordRequired" satisfies Key })
  .min(PASSWORD_MIN_LENGTH, { error: "passwordTooShort" satisfies Key })
  .max(PASSWORD_MAX_LENGTH, { error: "passwordTooLong" satisfies Key });

const name = (required: Key) =>
  z.preprocess(
    text,
    z
      .string({ error: required })
      .min(1, { error: required })
      .max(100, { error: "tooLong" satisfies Key }),
  );

export const SignInSchema = z.object({
  email,
  password: currentPassword,
  rememberMe: z.preprocess(checked, z.boolean()),
});

export const SignUpSchema = z
  .object({
    firstName: name("firstNameRequired"),
    lastName: name("lastNameRequired"),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "passwordMismatch" satisfies Key }),
    institution: z.preprocess(
      (v) => text(v) || undefined,
      z
        .string()
        .max(200, { error: "tooLong" satisfies Key })
        .optional(),
    ),
    terms: z.preprocess(checked, z.literal(true, { error: "termsRequired" satisfies Key })),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "passwordMismatch" satisfies Key,
  });

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: "tokenMissing" satisfies Key })
      .min(10, { error: "tokenMissing" satisfies Key })
      .max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "passwordMismatch" satisfies Key }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "passwordMismatch" satisfies Key,
  });

/** A TOTP code (6 digits, spaces allowed) or a backup code (xxxxx-xxxxx). */
export const SecondFactorCodeSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : v),
  z
    .string({ error: "codeRequired" satisfies Key })
    .min(1, { error: "codeRequired" satisfies Key })
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { error: "codeInvalid" satisfies Key }),
);

export const TwoFactorSchema = z.object({ code: SecondFactorCodeSchema });

/** The cancellation of an e-mail change, from the link sent to the old address. */
export const CancelEmailChangeSchema = z.object({
  token: z
    .string({ error: "tokenMissing" satisfies Key })
    .min(10, { error: "tokenMissing" satisfies Key })
    .max(200),
});

export const EnableTwoFactorSchema = z.object({ password: currentPassword });

export const ConfirmTwoFactorSchema = z.object({
  code: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : v),
    z
      .string({ error: "codeRequired" satisfies Key })
      .regex(/^\d{6}$/, { error: "codeInvalid" satisfies Key }),
  ),
});

export const DisableTwoFactorSchema = z.object({ code: SecondFactorCodeSchema });

export type FieldErrors = FormFieldErrors<Key>;

/** The error keys the auth forms answer with (`auth:validation`); any other message is `invalid`. */
export const AUTH_ERRORS = errorVocabulary<Key>(
  [
    "emailRequired",
    "emailInvalid",
    "passwordRequired",
    "passwordTooShort",
    "passwordTooLong",
    "passwordCommon",
    "passwordSameAsEmail",
    "passwordMismatch",
    "firstNameRequired",
    "lastNameRequired",
    "tooLong",
    "termsRequired",
    "codeRequired",
    "codeInvalid",
    "tokenMissing",
    "invalid",
  ],
  "invalid",
);
