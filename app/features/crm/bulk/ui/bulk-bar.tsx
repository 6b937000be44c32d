import { useState, type ReactNode } from "react";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { INPUT, LABEL } from "#app/features/crm/ui/ui.tsx";
import type { RowSelection } from "#app/ui/data-table/data-table.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { FormValues } from "#app/lib/forms/field-basics.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { BulkReply } from "../bulk.server.ts";
import { isBulkIntent, toggleOne, togglePage } from "../bulk.ts";

/**
 * The selection of a list page: ticked rows (kept after a refused request, whose reply names
 * them), for `DataTable`'s `selection`.
 */
export function useRowSelection<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  rowName: (row: Row) => string,
  form: string,
  initial: readonly string[] = [],
): RowSelection<Row> & { readonly clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));
  return {
    form,
    rowName,
    selected,
    onChange: (id, on) => setSelected((s) => toggleOne(s, id, on)),
    onChangePage: (on) => setSelected((s) => togglePage(s, rows.map(rowKey), on)),
    clear: () => setSelected(new Set()),
  };
}

/**
 * The form of a list's bulk actions (decision 039): the rows' checkboxes belong to it (`form`
 * attribute), its submit buttons carry the action (`intent`). A plain HTML form: without
 * JavaScript it sits under the list with a hint; with JavaScript it shows only while rows are
 * ticked, stuck to the bottom of the window, with the count.
 */
export function BulkBar({
  id,
  count,
  onClear,
  children,
}: {
  id: string;
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useNamespace(adminNamespace);
  const hydrated = useHydrated();
  return (
    <form
      id={id}
      method="post"
      aria-label={t("bulk.bar")}
      hidden={hydrated && count === 0}
      className={`z-10 rounded-xl border border-line bg-surface-raised p-3 shadow-lg ${hydrated ? "sticky bottom-2" : ""}`}
      data-testid="bulk-bar"
    >
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="flex min-h-9 basis-full items-center gap-3 self-center sm:basis-auto">
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            {hydrated ? t("bulk.selected", { count }) : t("bulk.hint")}
          </p>
          {hydrated ? (
            <button
              type="button"
              className="min-h-6 rounded text-sm font-semibold text-brand underline-offset-2 hover:underline"
              onClick={onClear}
            >
              {t("bulk.clear")}
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </form>
  );
}

/**
 * A choice and its button in the bar (a select named `name`, a submit with `intent`); after a
 * refused request, the choice that was sent (`values`, the reply's typed values).
 */
export function BulkChoice({
  formId,
  intent,
  name,
  label,
  button,
  options,
  values,
  children,
}: {
  formId: string;
  intent: string;
  name: string;
  label: string;
  button: string;
  options: readonly { value: string; label: string }[];
  values: FormValues | undefined;
  children?: ReactNode;
}) {
  const selectId = `${formId}-${name}`;
  const sent = values?.[name];
  const defaultValue = typeof sent === "string" ? sent : undefined;
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-2">
      <div className="min-w-0">
        <label htmlFor={selectId} className={LABEL}>
          {label}
        </label>
        <select id={selectId} name={name} className={`${INPUT} h-9`} defaultValue={defaultValue}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {children}
      <button type="submit" name="intent" value={intent} className="btn btn-primary">
        {button}
      </button>
    </div>
  );
}

/** The bar's assignment (`bulk.assign`): to one of `people`, or to nobody. */
export function BulkAssign({
  formId,
  name,
  people,
  values,
}: {
  formId: string;
  name: string;
  people: readonly { id: string; name: string }[];
  values: FormValues | undefined;
}) {
  const { t } = useNamespace(adminNamespace);
  return (
    <BulkChoice
      formId={formId}
      intent="bulk.assign"
      name={name}
      label={t("bulk.assignTo")}
      button={t("bulk.assign")}
      values={values}
      options={[
        ...people.map((p) => ({ value: p.id, label: p.name })),
        { value: "", label: t("bulk.nobody") },
      ]}
    />
  );
}

/** What a bulk action did: how many changed, how many were already so, which were refused and why. */
export function BulkNotice({ reply }: { reply: BulkReply | undefined }) {
  const { t } = useNamespace(adminNamespace);
  if (!reply || !isBulkIntent(reply.intent)) return null;
  if (reply.formError) return <Notice tone="error">{t(`common.${reply.formError}`)}</Notice>;
  const error = Object.values(reply.fieldErrors ?? {})[0];
  if (error) return <Notice tone="error">{t(`validation.${error}`)}</Notice>;
  if (!reply.ok || !reply.message) return null;
  const refused = reply.refused ?? [];
  return (
    <div className="space-y-2" data-testid="bulk-result">
      <Notice tone="success">
        {t(reply.message as "bulk.leadsAssigned", { count: reply.count ?? 0 })}
        {reply.unchanged ? ` ${t("bulk.unchanged", { count: reply.unchanged })}` : null}
      </Notice>
      {refused.length > 0 ? (
        <Notice tone="error">
          <p>{t("bulk.refused", { count: refused.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r) => (
              <li key={r.id}>
                {r.label}
                {" — "}
                {t(`validation.${r.error}`)}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </div>
  );
}
