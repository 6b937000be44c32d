import { Link } from "react-router";
import { AuthForm, type AuthReply } from "#app/features/auth/ui/auth-form.tsx";
import { HoneypotField } from "#app/ui/form/honeypot-field.tsx";
import { PasswordField } from "#app/ui/form/password-field.tsx";
import { CheckboxField, RequiredHint, TextField } from "#app/ui/form/fields.tsx";
import { authNamespace } from "#app/features/auth/locales.ts";
import { SignUpSchema } from "#app/features/auth/schemas.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/**
 * Sign-up: first name, last name, e-mail, password and its confirmation, institution (optional),
 * terms (spec §3, §5). The new account is stored with first_name, last_name, company_name and
 * display_name.
 */
export function SignUpForm({
  reply,
  termsHref,
  signInHref,
  email,
}: {
  reply: AuthReply | undefined;
  /** The address to start from (a proposal's invitation to sign up). */
  email?: string;
  termsHref: string;
  signInHref: string;
}) {
  const { t } = useNamespace(authNamespace);
  return (
    <AuthForm
      intent="sign-up"
      schema={SignUpSchema}
      reply={reply}
      initialValues={email ? { email } : undefined}
      submitLabel={t("signUp.submit")}
      pendingLabel={t("signUp.submitting")}
      footer={
        <p className="text-center text-sm text-ink-muted">
          {t("signUp.haveAccount")}{" "}
          <Link to={signInHref} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("signUp.signInLink")}
          </Link>
        </p>
      }
    >
      <RequiredHint />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={t("fields.firstName")}
          autoComplete="given-name"
          maxLength={100}
          required
        />
        <TextField
          name="lastName"
          label={t("fields.lastName")}
          autoComplete="family-name"
          maxLength={100}
          required
        />
      </div>
      <TextField
        name="email"
        type="email"
        label={t("fields.email")}
        autoComplete="email"
        inputMode="email"
        required
      />
      <PasswordField name="password" label={t("fields.password")} autoComplete="new-password" meter />
      <PasswordField name="confirmPassword" label={t("fields.confirmPassword")} autoComplete="new-password" />
      <TextField
        name="institution"
        label={t("fields.institution")}
        hint={t("fields.institutionHint")}
        autoComplete="organization"
        maxLength={200}
      />
      <CheckboxField name="terms" label={t("fields.terms")} required>
        <p className="mt-1 pl-7 text-sm">
          <Link
            to={termsHref}
            target="_blank"
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            {t("fields.termsLink")}
          </Link>
        </p>
      </CheckboxField>
      <HoneypotField />
    </AuthForm>
  );
}
