import { AuthForm, type AuthReply } from "#app/features/auth/ui/auth-form.tsx";
import { HoneypotField } from "#app/ui/form/honeypot-field.tsx";
import { PasswordField } from "#app/ui/form/password-field.tsx";
import { authNamespace } from "#app/features/auth/locales.ts";
import { ResetPasswordSchema } from "#app/features/auth/schemas.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** The new-password page reached from the reset e-mail; the token travels in the page's URL. */
export function ResetPasswordForm({ reply, token }: { reply: AuthReply | undefined; token: string }) {
  const { t } = useNamespace(authNamespace);
  return (
    <AuthForm
      intent="reset"
      schema={ResetPasswordSchema}
      reply={reply}
      submitLabel={t("reset.submit")}
      pendingLabel={t("reset.submitting")}
    >
      <p className="text-ink-muted">{t("reset.intro")}</p>
      <input type="hidden" name="token" value={token} />
      <PasswordField name="password" label={t("fields.newPassword")} autoComplete="new-password" meter />
      <PasswordField name="confirmPassword" label={t("fields.confirmPassword")} autoComplete="new-password" />
      <HoneypotField />
    </AuthForm>
  );
}
