import { INSTITUTION_TYPES, MODULE_INTERESTS } from "#app/features/leads/options.ts";
import { MAX_STUDENTS } from "#app/features/leads/schemas/demo.ts";
import { LIMITS } from "#app/lib/forms/field-basics.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { ChoiceGroup, SelectField, TextField } from "#app/ui/form/fields.tsx";

/**
 * The institution behind a request: its name, type and number of students. One definition for the
 * demo and quote forms, so that the same field has the same label, hint and limits in both.
 */
export function InstitutionFields() {
  const { t } = useNamespace(formsNamespace);
  return (
    <>
      <TextField
        name="institution"
        label={t("fields.institution")}
        required
        autoComplete="organization"
        maxLength={LIMITS.institution}
      />
      <SelectField
        name="institutionType"
        label={t("fields.institutionType")}
        required
        placeholder={t("fields.choose")}
        options={INSTITUTION_TYPES.map((v) => ({ value: v, label: t(`options.institutionTypes.${v}`) }))}
      />
      <TextField
        name="students"
        label={t("fields.students")}
        hint={t("hints.students")}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_STUDENTS}
        step={1}
      />
    </>
  );
}

/** The modules the visitor is interested in (demo and quote forms). */
export function ModuleInterestsField() {
  const { t } = useNamespace(formsNamespace);
  return (
    <ChoiceGroup
      name="modules"
      type="checkbox"
      legend={t("fields.modules")}
      hint={t("hints.modules")}
      columns={3}
      options={MODULE_INTERESTS.map((m) => ({ value: m, label: t(`options.modules.${m}`) }))}
    />
  );
}
