import { authNamespace } from "#app/features/auth/locales.ts";
import { useNamespace } from "#app/lib/i18n/namespace.ts";

/** People never see this field; form-filling robots do, and fill it (STYLE.md, Forms). */
export function HoneypotField() {
  const { t } = useNamespace(authNamespace);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("fields.honeypot")}
        <input type="text" name="website_url" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
