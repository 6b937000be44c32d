import { Link } from "react-router";
import { AuthForm, type AuthReply } from "#app/features/auth/ui/auth-form.tsx";
import { HoneypotField } from "#app/ui/form/honeypot-field.tsx";
import { TextField } from "#app/ui/form/fields.tsx";
import { authNamespace } from "#app/features/auth/locales.ts";
import { TwoFactorSchema } from "#app/features/auth/schemas.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** Second step of a sign-in when the account has two-factor authentication: a TOTP or backup code. */
export function TwoFactorForm({ reply, signInHref }: { reply: AuthReply | undefined; signInHref: string }) {
  const { t } = useNamespace(authNamespace);
  return (
    <AuthForm
      intent="two-factor"
      schema={TwoFactorSchema}
      reply={reply}
      submitLabel={t("twoFactor.submit")}
      pendingLabel={t("twoFactor.submitting")}
      footer={
        <p className="text-center text-sm">
          <Link to={signInHref} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("twoFactor.cancel")}
          </Link>
        </p>
      }
    >
      <p className="text-ink-muted">{t("twoFactor.intro")}</p>
      <TextField
        name="code"
        label={t("fields.code")}
        hint={t("fields.codeHint")}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        required
      />
      <HoneypotField />
    </AuthForm>
  );
}
