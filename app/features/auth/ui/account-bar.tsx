import { Form } from "react-router";
import { authNamespace, type FlashKey } from "#app/features/auth/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { flashNamespace } from "#app/features/auth/flash-locales.ts";
import { Notice } from "#app/ui/notice.tsx";
import { useSessionRefresh } from "./use-session-refresh.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const LogOut = spriteIcon("log-out");

/**
 * The strip above the client space and the admin CRM: who is signed in, the sign-out button (a
 * POST to /auth, so it works without JavaScript) and the one-time message of the last step
 * ("Connexion réussie !").
 */
export function AccountBar({
  area,
  displayName,
  email,
  signOutAction,
  flash,
  sessionExpiresAt,
}: {
  area: "clientSpace" | "adminArea";
  displayName: string;
  email: string;
  signOutAction: string;
  flash: FlashKey | null;
  /** ISO time: the page renews the session before it (spec §4). */
  sessionExpiresAt: string;
}) {
  const { t } = useNamespace(authNamespace);
  const { t: flashText } = useNamespace(flashNamespace);
  useSessionRefresh(sessionExpiresAt);
  return (
    <div className="border-b border-line bg-surface-sunken">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">{t(`account.${area}`)}</span>
          <span aria-hidden="true"> · </span>
          <span>{t("account.signedInAs", { name: displayName })}</span>{" "}
          <span className="hidden sm:inline">({email})</span>
        </p>
        <Form method="post" action={signOutAction}>
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="btn btn-secondary inline-flex items-center gap-2 text-sm">
            <LogOut aria-hidden="true" className="size-4" />
            {t("account.signOut")}
          </button>
        </Form>
      </div>
      {flash ? (
        <div className="mx-auto max-w-6xl px-4 pb-3 sm:px-6">
          <Notice tone={flash === "adminTwoFactorRequired" ? "info" : "success"}>{flashText(flash)}</Notice>
        </div>
      ) : null}
    </div>
  );
}
