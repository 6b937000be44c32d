import { useState } from "react";
import { compactIban, isValidIban, maskIban } from "#app/lib/iban.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { FieldShell, inputClass } from "#app/ui/form/fields.tsx";
import { useField, useFormState } from "#app/ui/form/form-context.tsx";

/**
 * The IBAN of a SEPA debit (DECISIONS.md point 6: checked and shown masked). Once a valid IBAN is
 * entered and the field is left, only its masked form stays on screen ("FR76 •••• •••• 0189"); the
 * value travels in a hidden field and "Modifier" brings the input back. Before JavaScript runs it
 * is an ordinary text field.
 */
export function IbanField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { t } = useNamespace(formsNamespace);
  const field = useField(name, Boolean(hint));
  const { disabled } = useFormState();
  const hydrated = useHydrated();
  const [value, setValue] = useState(field.defaultValue ?? "");
  const [masked, setMasked] = useState(() => Boolean(field.defaultValue && isValidIban(field.defaultValue)));

  if (hydrated && masked && isValidIban(value)) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-semibold text-ink">{label}</p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface-sunken px-3 py-2.5">
          <span
            id={field.id}
            className="font-mono text-base tracking-wide text-ink"
            aria-label={t("checkout.ibanMasked", { iban: maskIban(value) })}
          >
            {maskIban(value)}
          </span>
          <button
            type="button"
            className="ml-auto text-sm font-semibold text-brand underline underline-offset-2"
            onClick={() => {
              setMasked(false);
              setValue("");
            }}
          >
            {t("checkout.ibanChange")}
          </button>
        </div>
        <input type="hidden" name={name} value={compactIban(value)} />
        {hint ? <p className="mt-1.5 text-sm text-ink-muted">{hint}</p> : null}
      </div>
    );
  }
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <input
        key={field.generation}
        id={field.id}
        name={name}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => setMasked(isValidIban(value))}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={42}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        disabled={disabled}
        className={`${inputClass} font-mono`}
      />
    </FieldShell>
  );
}
