import { AuthForm, type AuthReply } from "#app/features/auth/ui/auth-form.tsx";
import { authNamespace } from "#app/features/auth/locales.ts";
import { CancelEmailChangeSchema } from "#app/features/auth/schemas.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/**
 * The page of the link sent to the old address after an e-mail change: one button cancels it (a
 * POST, so that a mail scanner opening the link changes nothing). The token travels in the URL.
 */
export function CancelEmailChangeForm({
  reply,
  token,
  change,
}: {
  reply: AuthReply | undefined;
  token: string;
  change: { oldEmail: string; newEmail: string };
}) {
  const { t } = useNamespace(authNamespace);
  return (
    <AuthForm
      intent="cancel-email"
      schema={CancelEmailChangeSchema}
      reply={reply}
      submitLabel={t("cancelEmail.submit")}
      pendingLabel={t("cancelEmail.submitting")}
    >
      <p className="text-ink-muted">{t("cancelEmail.intro", change)}</p>
      <input type="hidden" name="token" value={token} />
    </AuthForm>
  );
}
