import { useEffect, useRef, type ReactNode } from "react";
import { ScrollRegion } from "#app/ui/scroll-region.tsx";
import { Form, Link } from "react-router";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { priorityClass, widthClass, type Column } from "./columns.ts";
import { dataTableNamespace } from "./locales.ts";
import { pagerLinks, type ListChanges } from "./query.ts";

export type { Column, ColumnPriority } from "./columns.ts";

// In cards the head row is a line of sort links above the cards (other headers hidden but read).
const TH =
  "whitespace-nowrap border-b border-line bg-surface-sunken px-3 py-2 text-left font-semibold text-ink @max-2xl:block @max-2xl:border-0 @max-2xl:bg-transparent @max-2xl:p-0";
// In cards (a narrow box) a cell is one "label: value" line; in a table, one cell of a row.
const TD =
  "border-b border-line px-3 py-2 text-ink whitespace-nowrap @max-2xl:items-baseline @max-2xl:gap-2 @max-2xl:border-0 @max-2xl:px-0 @max-2xl:py-0.5 @max-2xl:whitespace-normal";

export interface SortState {
  readonly column: string;
  readonly dir: "asc" | "desc";
  readonly href: (column: string, dir: "asc" | "desc") => string;
}

/**
 * Ticking rows for a bulk action (decision 039): a first column of checkboxes that belong to the
 * form `form` (the HTML `form` attribute, so that they work without JavaScript), named `ids`, each
 * named after its row; with JavaScript, a box in the head row ticks the whole page. The page holds
 * the selection (`selected`, `onChange`).
 */
export interface RowSelection<Row> {
  readonly form: string;
  /** The row's name for its checkbox ("Sélectionner Lycée Jean Moulin"). */
  readonly rowName: (row: Row) => string;
  readonly selected: ReadonlySet<string>;
  readonly onChange: (id: string, on: boolean) => void;
  readonly onChangePage: (on: boolean) => void;
}

/** A `data-*` attribute or a class name on a row (tests find rows by `data-testid`). */
export type RowAttributes = { readonly className?: string } & { readonly [k: `data-${string}`]: string };

/**
 * A list of records: a table as wide as its box (columns by priority; long text shares the room
 * left and is cut, its whole value in `title`, see `widthClass`) and,
 * in a narrow box, one card per row under a line of sort links. The table keeps its semantics in
 * both forms; the card's labels are for the eye only (the head row names the cells for a screen reader).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  rowAttributes,
  selection,
}: {
  /** The list's accessible name (its region). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  rowAttributes?: (row: Row) => RowAttributes;
  selection?: RowSelection<Row>;
}) {
  const pageIds = rows.map(rowKey);
  return (
    <div className="@container">
      {/* Scrolls sideways only if a cell cannot shrink; keyboard users can still reach it (axe). */}
      <ScrollRegion
        label={label}
        className="relative overflow-x-auto rounded-xl border border-line @max-2xl:border-0"
      >
        <table className="w-full text-left text-sm @max-2xl:block">
          <thead className="@max-2xl:mb-2 @max-2xl:block">
            <tr className="@max-2xl:flex @max-2xl:flex-wrap @max-2xl:gap-x-4 @max-2xl:gap-y-1">
              {selection ? <SelectPageCell selection={selection} pageIds={pageIds} /> : null}
              {columns.map((c) => (
                <HeaderCell key={c.key} column={c} sort={sort} />
              ))}
            </tr>
          </thead>
          <tbody className="@max-2xl:block @max-2xl:space-y-2">
            {rows.map((row) => {
              const { className, ...data } = rowAttributes?.(row) ?? {};
              return (
                <tr
                  key={rowKey(row)}
                  {...data}
                  className={`hover:bg-surface-sunken @max-2xl:block @max-2xl:rounded-xl @max-2xl:border @max-2xl:border-line @max-2xl:bg-surface-raised @max-2xl:p-3 ${className ?? ""}`}
                >
                  {selection ? <SelectRowCell selection={selection} row={row} id={rowKey(row)} /> : null}
                  {columns.map((c) => (
                    <BodyCell key={c.key} column={c} row={row} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

// A 24 px box at least (WCAG 2.5.8) with its visible focus ring from the site's styles.
const CHECKBOX = "size-6 cursor-pointer accent-brand";

function SelectPageCell<Row>({ selection, pageIds }: { selection: RowSelection<Row>; pageIds: string[] }) {
  const { t } = useNamespace(dataTableNamespace);
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);
  const ticked = pageIds.filter((id) => selection.selected.has(id)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && ticked < pageIds.length;
  }, [ticked, pageIds.length]);
  return (
    <th scope="col" className={`${TH} @2xl:w-px @max-2xl:order-first`}>
      {hydrated ? (
        <label className="flex min-h-6 items-center gap-2">
          <input
            ref={ref}
            type="checkbox"
            className={CHECKBOX}
            checked={ticked > 0 && ticked === pageIds.length}
            onChange={(e) => selection.onChangePage(e.currentTarget.checked)}
            aria-label={t("selectPage")}
          />
          <span className="text-xs font-normal text-ink-muted @2xl:sr-only">{t("selectPage")}</span>
        </label>
      ) : (
        <span className="sr-only">{t("selection")}</span>
      )}
    </th>
  );
}

function SelectRowCell<Row>({ selection, row, id }: { selection: RowSelection<Row>; row: Row; id: string }) {
  const { t } = useNamespace(dataTableNamespace);
  return (
    // In a card the box sits in its top corner, beside the "label: value" lines.
    <td data-row-select="" className={`${TD} @max-2xl:float-right @max-2xl:ml-2 @max-2xl:block @2xl:w-px`}>
      <input
        type="checkbox"
        form={selection.form}
        name="ids"
        value={id}
        className={CHECKBOX}
        checked={selection.selected.has(id)}
        onChange={(e) => selection.onChange(id, e.currentTarget.checked)}
        aria-label={t("selectRow", { name: selection.rowName(row) })}
      />
    </td>
  );
}

function HeaderCell<Row>({ column, sort }: { column: Column<Row>; sort: SortState | undefined }) {
  const { t } = useNamespace(dataTableNamespace);
  const className = `${TH} ${priorityClass(column.priority ?? "high", "header")} ${widthClass(column.truncate !== undefined, "header")} ${column.numeric ? "text-right" : ""}`;
  if (!sort || !column.sortable)
    return (
      <th scope="col" className={`${className} @max-2xl:sr-only`}>
        {column.header}
      </th>
    );
  const active = sort.column === column.key;
  const nextDir = active && sort.dir === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        to={sort.href(column.key, nextDir)}
        className="hover:underline"
        aria-label={t("sortBy", { column: column.header })}
      >
        {column.header}
        {active ? <span aria-hidden="true">{sort.dir === "asc" ? " ▲" : " ▼"}</span> : null}
      </Link>
    </th>
  );
}

function BodyCell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  const full = column.truncate?.(row);
  return (
    <td
      className={`${TD} ${priorityClass(column.priority ?? "high", "cell")} ${widthClass(full !== undefined, "cell")} ${column.numeric ? "tabular-nums @2xl:text-right" : ""} ${column.cellClass?.(row) ?? ""}`}
    >
      <span aria-hidden="true" className="w-28 shrink-0 text-xs font-semibold text-ink-muted @2xl:hidden">
        {column.header}
      </span>
      {full === undefined ? (
        column.cell(row)
      ) : (
        // A link alone in a cut cell is cut within its own box, so that it never reaches over the
        // next column's (the row's targets keep their room, WCAG 2.5.8).
        <span
          className="block min-w-0 max-w-full truncate [&>a]:inline-block [&>a]:max-w-full [&>a]:truncate [&>a]:align-bottom [&_li]:truncate"
          title={full}
        >
          {column.cell(row)}
        </span>
      )}
    </td>
  );
}

/** The pages of a list: how many results, which page, previous and next (links keep the filters). */
export function Pager({
  page,
  pages,
  total,
  href,
}: {
  page: number;
  pages: number;
  total: number;
  href: (page: number) => string;
}) {
  const { t } = useNamespace(dataTableNamespace);
  const links = pagerLinks(page, pages, href);
  return (
    <nav
      aria-label={t("pageOf", { page, pages })}
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p className="text-ink-muted">
        {t("results", { count: total })} · {t("pageOf", { page, pages })}
      </p>
      <div className="flex gap-2">
        {links.previous ? (
          <Link className="btn btn-secondary" to={links.previous} rel="prev">
            {t("previous")}
          </Link>
        ) : null}
        {links.next ? (
          <Link className="btn btn-secondary" to={links.next} rel="next">
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * A page of a list's results: its table (`children`) or, with no row, the empty state (`empty`,
 * and `clearHref` when filters hide rows); the pager under either, its links built by the list's
 * `query` (`listQuery`), so that they keep the filters.
 */
export function ListResults({
  list,
  empty,
  clearHref,
  query,
  children,
}: {
  list: {
    readonly rows: readonly unknown[];
    readonly page: number;
    readonly pages: number;
    readonly total: number;
  };
  empty: string;
  clearHref?: string;
  query: (changes: ListChanges) => string;
  children: ReactNode;
}) {
  return (
    <>
      {list.rows.length === 0 ? <EmptyState message={empty} clearHref={clearHref} /> : children}
      <Pager page={list.page} pages={list.pages} total={list.total} href={(page) => query({ page })} />
    </>
  );
}

/** An empty list: what is empty and, when filters hide rows, the way to clear them. */
export function EmptyState({ message, clearHref }: { message: string; clearHref?: string }) {
  const { t } = useNamespace(dataTableNamespace);
  return (
    <div
      className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted"
      data-testid="empty-state"
    >
      <p>{message}</p>
      {clearHref ? (
        <Link to={clearHref} className="btn btn-secondary mt-3">
          {t("reset")}
        </Link>
      ) : null}
    </div>
  );
}

export const FILTER_INPUT =
  "h-9 w-full rounded-lg border border-line bg-surface px-2.5 py-1.5 text-sm text-ink";
const FILTER_LABEL = "block text-xs font-semibold text-ink-muted";

/**
 * A list's filters: a GET form (it works without JavaScript; the filters land in the URL, so a
 * filtered list can be bookmarked), a submit button and a link that clears them.
 */
export function FilterBar({
  label,
  resetHref,
  hidden,
  submit = "filter",
  children,
}: {
  /** The form's accessible name; "Filters" by default. */
  label?: string;
  /** The list without filters; none on a list with a single search field. */
  resetHref?: string;
  /** Values the form carries along (the leads' current view). */
  hidden?: Readonly<Record<string, string>>;
  submit?: "filter" | "search";
  children: ReactNode;
}) {
  const { t } = useNamespace(dataTableNamespace);
  return (
    <Form
      method="get"
      role="search"
      aria-label={label ?? t("filters")}
      className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-surface-raised p-3"
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t(submit)}
        </button>
        {resetHref ? (
          <Link to={resetHref} className="btn btn-secondary">
            {t("reset")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A text field of a filter bar (search, e-mail). */
export function FilterText({
  name,
  label,
  value,
  type = "search",
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: "search" | "email";
}) {
  return (
    <label className="min-w-48 flex-1">
      <span className={FILTER_LABEL}>{label}</span>
      <input type={type} name={name} defaultValue={value ?? ""} className={FILTER_INPUT} />
    </label>
  );
}

/** A day field of a filter bar. */
export function FilterDate({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value: string | undefined;
}) {
  return (
    <label>
      <span className={FILTER_LABEL}>{label}</span>
      <input type="date" name={name} defaultValue={value ?? ""} className={FILTER_INPUT} />
    </label>
  );
}

/** A choice of a filter bar: "All" first, then the options. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { readonly value: string; readonly label: string }[];
}) {
  const { t } = useNamespace(dataTableNamespace);
  return (
    <label>
      <span className={FILTER_LABEL}>{label}</span>
      <select name={name} defaultValue={value ?? ""} className={FILTER_INPUT}>
        <option value="">{t("all")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A yes/no filter (value "1" when ticked). */
export function FilterCheck({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 self-center text-sm text-ink">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} />
      {label}
    </label>
  );
}
