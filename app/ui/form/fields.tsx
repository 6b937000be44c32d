import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useField, useFormState, type FieldState } from "./form-context.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const CircleAlert = spriteIcon("circle-exclamation-point");

/**
 * Form fields with their label, hint and error (STYLE.md, Forms): the error is tied to the control
 * by `aria-invalid` and `aria-describedby`; required fields carry `required` (the browser's own
 * check before JavaScript runs) and a visible asterisk explained by <RequiredHint />.
 */

const controlClass =
  "block w-full rounded-lg border border-line bg-surface text-ink shadow-sm " +
  "placeholder:text-ink-muted/80 hover:border-ink-muted/60 focus-visible:border-brand " +
  "aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger disabled:opacity-60";

export const inputClass = `${controlClass} px-3 py-2.5 text-base`;

/** A smaller control, for a choice inside a card. */
const compactClass = `${controlClass} px-2 py-1 text-sm`;

export function RequiredMark() {
  const { t } = useNamespace(formsNamespace);
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> ({t("requiredMark")})</span>
    </>
  );
}

export function RequiredHint() {
  const { t } = useNamespace(formsNamespace);
  return <p className="text-sm text-ink-muted">{t("requiredHint")}</p>;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

interface ShellProps {
  readonly field: FieldState;
  readonly label: ReactNode;
  /**
   * The label is read by screen readers only (the row or group around it says what it is); `wide`:
   * from the small breakpoint up only (a list's rows under its first row, which names the columns).
   */
  readonly labelHidden?: boolean | "wide";
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}

export function FieldShell({ field, label, labelHidden, required, hint, children, className }: ShellProps) {
  return (
    <div className={className}>
      <label
        htmlFor={field.id}
        className={
          labelHidden === true
            ? "sr-only"
            : `mb-1.5 block text-sm font-semibold text-ink ${labelHidden === "wide" ? "sm:sr-only" : ""}`
        }
      >
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p id={field.hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

/**
 * What every single control of the kit carries: its id and name, the value kept from the last
 * submission, `required`, and its error and hint tied by `aria-invalid` and `aria-describedby`.
 * (`key`, which remounts the control with the values of a new submission, is set apart: React
 * refuses it inside spread props.)
 */
function controlProps(field: FieldState, name: string, required: boolean | undefined, disabled: boolean) {
  return {
    id: field.id,
    name,
    required,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": field.describedBy,
    disabled,
  } as const;
}

/** What every single-control field of the kit takes besides its control's own attributes. */
interface FieldOptions {
  /** The field's key: its value kept after a refusal, its error, its id. */
  name: string;
  label: ReactNode;
  /** The label is read by screen readers only (a quantity beside its choice); see FieldShell. */
  labelHidden?: boolean | "wide";
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** A field's state, whether its form is being sent, and the props of the box around its control. */
function useFieldShell({ name, label, labelHidden, required, hint, className }: FieldOptions) {
  const field = useField(name, Boolean(hint));
  const { disabled } = useFormState();
  return { field, disabled, shell: { field, label, labelHidden, required, hint, className } };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue" | "id">;

export function TextField({
  name,
  postedAs,
  label,
  labelHidden,
  required,
  hint,
  className,
  "aria-describedby": describedBy,
  ...input
}: FieldOptions & {
  /**
   * The name it is posted under when it differs: the rows of a list of lines are posted as
   * `label`, `label`… and keyed `label.0`, `label.1`… for their values and errors.
   */
  postedAs?: string;
} & InputProps) {
  const { field, disabled, shell } = useFieldShell({ name, label, labelHidden, required, hint, className });
  return (
    <FieldShell {...shell}>
      <input
        key={field.generation}
        {...controlProps(field, postedAs ?? name, required, Boolean(disabled || input.disabled))}
        // A hint of the page's own (said once for several forms) is added to the field's own.
        aria-describedby={[field.describedBy, describedBy].filter(Boolean).join(" ") || undefined}
        defaultValue={field.defaultValue}
        className={inputClass}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "defaultValue" | "id">;

export function TextAreaField({
  name,
  label,
  labelHidden,
  required,
  hint,
  className,
  ...area
}: FieldOptions & TextAreaProps) {
  const { field, disabled, shell } = useFieldShell({ name, label, labelHidden, required, hint, className });
  return (
    <FieldShell {...shell}>
      <textarea
        key={field.generation}
        {...controlProps(field, name, required, Boolean(disabled || area.disabled))}
        defaultValue={field.defaultValue}
        rows={area.rows ?? 5}
        className={`${inputClass} min-h-28 resize-y`}
        {...area}
      />
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "defaultValue" | "id">;

export function SelectField({
  name,
  label,
  labelHidden,
  compact = false,
  required,
  hint,
  options,
  placeholder,
  className,
  ...select
}: FieldOptions & {
  /** Smaller, for a choice inside a card (a board's move). */
  compact?: boolean;
  options: readonly { value: string; label: string }[];
  /** First, empty choice ("Choisissez…"). */
  placeholder?: string;
} & SelectProps) {
  const { field, disabled, shell } = useFieldShell({ name, label, labelHidden, required, hint, className });
  return (
    <FieldShell {...shell}>
      <select
        key={field.generation}
        {...controlProps(field, name, required, Boolean(disabled || select.disabled))}
        defaultValue={field.defaultValue ?? ""}
        className={compact ? compactClass : `${inputClass} pr-8`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * A group of radio buttons or checkboxes in a fieldset whose legend is the label; the group's
 * error is announced through the fieldset's `aria-describedby`.
 */
export function ChoiceGroup({
  name,
  legend,
  type,
  options,
  required,
  hint,
  columns = 2,
  className,
  legendHidden = false,
  beside,
}: {
  name: string;
  legend: ReactNode;
  /** The legend is read by screen readers only (a heading above already names the group). */
  legendHidden?: boolean;
  type: "radio" | "checkbox";
  options: readonly { value: string; label: ReactNode; description?: ReactNode }[];
  required?: boolean;
  hint?: ReactNode;
  columns?: 1 | 2 | 3;
  className?: string;
  /** A control of its own beside a choice (an add-on's quantity), outside the choice's label. */
  beside?: (value: string) => ReactNode;
}) {
  const field = useField(name, Boolean(hint));
  const { disabled } = useFormState();
  const grid = columns === 1 ? "" : columns === 2 ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3";
  return (
    <fieldset
      className={className}
      aria-describedby={field.describedBy}
      // A required choice among radios is announced by the group (radiogroup allows aria-required).
      role={type === "radio" ? "radiogroup" : undefined}
      aria-required={type === "radio" && required ? true : undefined}
      aria-invalid={type === "radio" && field.error ? true : undefined}
    >
      <legend className={legendHidden ? "sr-only" : "mb-2 text-sm font-semibold text-ink"}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={field.hintId} className="-mt-1 mb-2 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-2 ${grid}`}>
        {options.map((o, i) => {
          const id = `${field.id}-${i}`;
          const choice = (
            <label
              key={`${o.value}-${field.generation}`}
              htmlFor={id}
              className="flex flex-1 cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink hover:border-brand has-checked:border-brand has-checked:bg-brand-soft"
            >
              <input
                id={id}
                type={type}
                name={name}
                value={o.value}
                defaultChecked={field.defaultValues.includes(o.value)}
                required={type === "radio" && required && i === 0 ? true : undefined}
                disabled={disabled}
                className="mt-0.5 size-4 shrink-0 accent-[var(--brand-solid)]"
              />
              <span>
                <span className="font-medium">{o.label}</span>
                {o.description ? <span className="mt-0.5 block text-ink-muted">{o.description}</span> : null}
              </span>
            </label>
          );
          return beside ? (
            <div key={o.value} className="flex items-start gap-2">
              {choice}
              {beside(o.value)}
            </div>
          ) : (
            choice
          );
        })}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}

/** A single checkbox whose label is a sentence (terms, mandate). */
export function CheckboxField({
  name,
  label,
  required,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const field = useField(name);
  const { disabled } = useFormState();
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          key={field.generation}
          {...controlProps(field, name, required, Boolean(disabled))}
          type="checkbox"
          defaultChecked={field.defaultValue === "on" || field.defaultValue === "true"}
          className="mt-1 size-4 shrink-0 accent-[var(--brand-solid)]"
        />
        <label htmlFor={field.id} className="text-sm text-ink">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {children}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

/** A titled group of fields inside a long form. */
export function FormSection({ title, children, id }: { title: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}
