import { LIMITS } from "#app/lib/forms/field-basics.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { TextField } from "#app/ui/form/fields.tsx";

/**
 * The person behind a request: first and last name and e-mail (required), then the optional
 * fields a form asks for. One definition for the contact, demo, quote and webinar forms, so that
 * the same field has the same label, hint, autocomplete token and length everywhere.
 */
export function PersonFields({
  phone = false,
  position = false,
  institution = false,
  emailHint = true,
}: {
  phone?: boolean;
  position?: boolean;
  institution?: boolean;
  emailHint?: boolean;
}) {
  const { t } = useNamespace(formsNamespace);
  return (
    <>
      <TextField
        name="firstName"
        label={t("fields.firstName")}
        required
        autoComplete="given-name"
        maxLength={LIMITS.name}
      />
      <TextField
        name="lastName"
        label={t("fields.lastName")}
        required
        autoComplete="family-name"
        maxLength={LIMITS.name}
      />
      <TextField
        name="email"
        type="email"
        label={t("fields.email")}
        hint={emailHint ? t("hints.email") : undefined}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.email}
      />
      {phone && (
        <TextField
          name="phone"
          type="tel"
          label={t("fields.phone")}
          hint={t("hints.phone")}
          autoComplete="tel"
          inputMode="tel"
          maxLength={LIMITS.phone}
        />
      )}
      {position && (
        <TextField
          name="position"
          label={t("fields.position")}
          autoComplete="organization-title"
          maxLength={LIMITS.shortText}
        />
      )}
      {institution && (
        <TextField
          name="institution"
          label={t("fields.institution")}
          autoComplete="organization"
          maxLength={LIMITS.institution}
        />
      )}
    </>
  );
}
