import type { Ref } from "react";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { fieldId } from "./form-context.tsx";

const TriangleAlert = spriteIcon("triangle-exclamation-point");

/**
 * The one error summary of every form: how many fields are wrong and, when the form knows its
 * fields' labels, a link to each one ("Prénom : Ce champ est obligatoire."). It sits in a live
 * region that the form focuses after a refused post, so that the count is read out at once.
 */
export function ErrorSummary({
  errors,
  idPrefix,
  labelOf,
  live = true,
  ref,
}: {
  /** Field name → translated message. */
  errors: Readonly<Record<string, string | undefined>>;
  /** The form's id prefix (the fields' ids are `<prefix>-<name>`). */
  idPrefix: string;
  /** A field's label, for the list of links; without it only the count is given. */
  labelOf?: (name: string) => string | undefined;
  /** False inside a live region of the form's own (which also announces other answers). */
  live?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useNamespace(formsNamespace);
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={live ? "alert" : undefined}
      className="mb-5 rounded-lg border border-danger/50 bg-surface px-4 py-3 outline-none"
    >
      <p className="flex items-center gap-2 font-semibold text-danger">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t("errorSummary", { count: entries.length })}
      </p>
      {labelOf ? (
        <ul className="mt-2 list-disc space-y-1 pl-9 text-sm text-ink">
          {entries.map(([name, message]) => {
            const field = labelOf(name);
            return (
              <li key={name}>
                <a className="underline underline-offset-2" href={`#${fieldId(idPrefix, name)}`}>
                  {field ? t("summaryItem", { field, message }) : message}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
