import { Link } from "react-router";
import { AuthForm, type AuthReply } from "#app/features/auth/ui/auth-form.tsx";
import { HoneypotField } from "#app/ui/form/honeypot-field.tsx";
import { TextField } from "#app/ui/form/fields.tsx";
import { authNamespace } from "#app/features/auth/locales.ts";
import { ForgotPasswordSchema } from "#app/features/auth/schemas.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** "Mot de passe oublié": the answer never says whether the address has an account. */
export function ForgotPasswordForm({
  reply,
  signInHref,
}: {
  reply: AuthReply | undefined;
  signInHref: string;
}) {
  const { t } = useNamespace(authNamespace);
  return (
    <AuthForm
      intent="forgot"
      schema={ForgotPasswordSchema}
      reply={reply}
      submitLabel={t("forgot.submit")}
      pendingLabel={t("forgot.submitting")}
      footer={
        <p className="text-center text-sm">
          <Link to={signInHref} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("forgot.back")}
          </Link>
        </p>
      }
    >
      <p className="text-ink-muted">{t("forgot.intro")}</p>
      <TextField
        name="email"
        type="email"
        label={t("fields.email")}
        autoComplete="email"
        inputMode="email"
        required
      />
      <HoneypotField />
    </AuthForm>
  );
}
