import { CONTROL_FIELDS } from "#app/lib/forms/field-basics.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** People never see this field; form-filling robots do, and fill it (STYLE.md, Forms). */
export function HoneypotField() {
  const { t } = useNamespace(formsNamespace);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input type="text" name={CONTROL_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
