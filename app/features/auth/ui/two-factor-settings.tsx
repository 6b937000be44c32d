import { authNamespace } from "#app/features/auth/locales.ts";
import {
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
} from "#app/features/auth/schemas.ts";
import { TextField } from "#app/ui/form/fields.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { AuthForm } from "#app/features/auth/ui/auth-form.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { PasswordField } from "#app/ui/form/password-field.tsx";
import type { SecurityActionData, SecurityData } from "./two-factor.server.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ShieldCheck = spriteIcon("shield-check");
const ShieldOff = spriteIcon("shield-off");

/**
 * The client space's security section (spec §3, §7 multi-factor): enrol an authenticator app with
 * a QR code or a key typed by hand, confirm with a first code, keep the 10 backup codes, disable
 * with a code. Every step is a form that works without JavaScript.
 */
export function TwoFactorSettings({
  security,
  reply,
}: {
  security: SecurityData;
  reply: SecurityActionData | undefined;
}) {
  const { t } = useNamespace(authNamespace);
  const enrolment = reply?.enrolment;
  const enabled = security.status === "enabled" && reply?.status !== "disabled";
  const replyFor = (intent: SecurityActionData["intent"]) => (reply?.intent === intent ? reply : undefined);

  return (
    <section
      id="security"
      aria-labelledby="security-title"
      className="mx-auto max-w-3xl scroll-mt-24 px-4 py-10 sm:px-6"
    >
      <h2 id="security-title" className="text-2xl font-bold text-ink">
        {t("security.title")}
      </h2>
      <div className="mt-6 rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
            {enabled ? (
              <ShieldCheck aria-hidden="true" className="size-5 text-success" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-5 text-ink-muted" />
            )}
            {t("security.twoFactorTitle")}
          </h3>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${enabled ? "bg-brand-soft text-success" : "bg-surface-sunken text-ink-muted"}`}
          >
            {enabled ? t("security.statusEnabled") : t("security.statusDisabled")}
          </span>
        </div>
        <p className="mt-3 text-ink-muted">{t("security.intro")}</p>

        <div className="mt-6 space-y-5">
          {security.adminRequired && !enabled ? (
            <Notice tone="info">{t("security.adminRequired")}</Notice>
          ) : null}
          {reply?.status === "disabled" ? (
            <Notice tone="success">{t("security.disabledNotice")}</Notice>
          ) : null}

          {enabled ? (
            <>
              <Notice tone="success">{t("security.enabledNotice")}</Notice>
              {security.backupCodes && security.backupCodes.length > 0 ? (
                <div className="rounded-xl border border-line bg-surface p-5">
                  <h4 className="font-semibold text-ink">{t("security.backupTitle")}</h4>
                  <p className="mt-1 text-sm text-ink-muted">{t("security.backupLead")}</p>
                  <ul
                    className="mt-4 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5"
                    aria-label={t("security.backupTitle")}
                  >
                    {security.backupCodes.map((code) => (
                      <li
                        key={code}
                        className="rounded-md bg-surface-sunken px-2 py-1.5 text-center tracking-wider text-ink"
                      >
                        {code}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <AuthForm
                intent="2fa-disable"
                idPrefix="security-disable"
                schema={DisableTwoFactorSchema}
                reply={replyFor("2fa-disable")}
                submitLabel={t("security.disable")}
                pendingLabel={t("security.disabling")}
              >
                <p className="text-sm text-ink-muted">{t("security.disableLead")}</p>
                <TextField
                  name="code"
                  label={t("fields.code")}
                  hint={t("fields.codeHint")}
                  autoComplete="one-time-code"
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={16}
                  required
                />
              </AuthForm>
            </>
          ) : enrolment ? (
            <div className="space-y-5">
              <div className="grid items-start gap-6 sm:grid-cols-[auto_1fr]">
                <div className="rounded-xl bg-white p-3">
                  <img
                    src={enrolment.qrCode}
                    alt={t("security.qrAlt")}
                    width={176}
                    height={176}
                    className="size-44"
                  />
                </div>
                <div className="space-y-3">
                  <p className="text-ink">{t("security.scan")}</p>
                  <p className="text-sm text-ink-muted">{t("security.manualKey")}</p>
                  <p
                    className="rounded-md bg-surface-sunken px-3 py-2 font-mono text-sm break-all text-ink"
                    data-testid="totp-secret"
                  >
                    {enrolment.secret.match(/.{1,4}/g)?.join(" ")}
                  </p>
                </div>
              </div>
              <AuthForm
                intent="2fa-confirm"
                idPrefix="security-confirm"
                schema={ConfirmTwoFactorSchema}
                reply={replyFor("2fa-confirm")}
                submitLabel={t("security.confirm")}
                pendingLabel={t("security.confirming")}
              >
                <input type="hidden" name="secret" value={enrolment.secret} />
                <p className="text-ink">{t("security.confirmLead")}</p>
                <TextField
                  name="code"
                  label={t("fields.code")}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  required
                />
              </AuthForm>
            </div>
          ) : (
            <>
              {security.status === "pending" ? <Notice tone="info">{t("security.pending")}</Notice> : null}
              <AuthForm
                intent="2fa-enable"
                idPrefix="security-enable"
                schema={EnableTwoFactorSchema}
                reply={replyFor("2fa-enable")}
                submitLabel={security.status === "pending" ? t("security.restart") : t("security.enable")}
                pendingLabel={t("security.enabling")}
              >
                <p className="text-sm text-ink-muted">{t("security.enableLead")}</p>
                <PasswordField
                  name="password"
                  label={t("fields.currentPassword")}
                  autoComplete="current-password"
                />
              </AuthForm>
            </>
          )}
        </div>

        <div className="mt-8 border-t border-line pt-6">
          <h3 className="text-lg font-semibold text-ink">{t("security.apiTitle")}</h3>
          <p className="mt-2 text-sm text-ink-muted">{t("security.apiText")}</p>
        </div>
      </div>
    </section>
  );
}
