import { Link } from "react-router";
import { AuthForm, type AuthReply } from "#app/features/auth/ui/auth-form.tsx";
import { HoneypotField } from "#app/ui/form/honeypot-field.tsx";
import { PasswordField } from "#app/ui/form/password-field.tsx";
import { CheckboxField, TextField } from "#app/ui/form/fields.tsx";
import { authNamespace } from "#app/features/auth/locales.ts";
import { SignInSchema } from "#app/features/auth/schemas.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** Sign-in: e-mail, password, remember me (spec §3, auth screen). */
export function SignInForm({
  reply,
  forgotHref,
  signUpHref,
}: {
  reply: AuthReply | undefined;
  forgotHref: string;
  signUpHref: string;
}) {
  const { t } = useNamespace(authNamespace);
  return (
    <AuthForm
      intent="sign-in"
      schema={SignInSchema}
      reply={reply}
      submitLabel={t("signIn.submit")}
      pendingLabel={t("signIn.submitting")}
      footer={
        <p className="text-center text-sm text-ink-muted">
          {t("signIn.noAccount")}{" "}
          <Link to={signUpHref} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("signIn.createAccount")}
          </Link>
        </p>
      }
    >
      <TextField
        name="email"
        type="email"
        label={t("fields.email")}
        autoComplete="username"
        inputMode="email"
        required
      />
      <PasswordField name="password" label={t("fields.password")} autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField name="rememberMe" label={t("fields.rememberMe")} />
        <Link to={forgotHref} className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
          {t("signIn.forgot")}
        </Link>
      </div>
      <HoneypotField />
    </AuthForm>
  );
}
