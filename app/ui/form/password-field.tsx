import { useState } from "react";
import { FieldShell, inputClass } from "./fields.tsx";
import { useField, useFormState } from "./form-context.tsx";
import { authNamespace } from "#app/features/auth/locales.ts";
import { passwordStrength } from "#app/features/auth/password-policy.ts";
import { PASSWORD_MAX_LENGTH } from "#server/auth/password-length.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Eye = spriteIcon("eye");
const EyeOff = spriteIcon("eye-off");

const BAR_COLORS = ["bg-line", "bg-danger", "bg-accent", "bg-brand-solid", "bg-success"] as const;

/**
 * A password input with a show/hide button (once JavaScript runs) and, for a new password, the
 * strength meter of DECISIONS.md point 5. The meter's words are announced politely as the user
 * types; the bars are decoration.
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  meter = false,
  required = true,
  className,
}: {
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  meter?: boolean;
  required?: boolean;
  className?: string;
}) {
  const { t } = useNamespace(authNamespace);
  const hydrated = useHydrated();
  const field = useField(name);
  const { disabled } = useFormState();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState("");
  const strength = passwordStrength(value);
  const describedBy =
    [field.describedBy, meter ? `${field.id}-meter` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <FieldShell field={field} label={label} required={required} className={className}>
      <div className="relative">
        <input
          id={field.id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required={required}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={meter ? (e) => setValue(e.currentTarget.value) : undefined}
          className={`${inputClass} ${hydrated ? "pr-11" : ""}`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={field.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">{visible ? t("fields.hidePassword") : t("fields.showPassword")}</span>
          </button>
        ) : null}
      </div>
      {meter ? (
        <div className="mt-2">
          {hydrated ? (
            <div className="mb-1.5 grid grid-cols-4 gap-1" aria-hidden="true">
              {[1, 2, 3, 4].map((segment) => (
                <span
                  key={segment}
                  className={`h-1.5 rounded-full ${strength.score >= segment ? BAR_COLORS[strength.score] : "bg-line"}`}
                />
              ))}
            </div>
          ) : null}
          <p id={`${field.id}-meter`} className="text-sm text-ink-muted" aria-live="polite">
            <span className="sr-only">{t("strength.label")}, </span>
            {t(`strength.${hydrated ? strength.level : "empty"}`)}
          </p>
        </div>
      ) : null}
    </FieldShell>
  );
}
