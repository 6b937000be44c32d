/**
 * Links of a list page: its query string without the default values, with some values changed.
 * Sort headers, pager and view switches build their links here, so a link keeps every filter.
 */
export type ListParams = Readonly<Record<string, string | number | undefined>>;
export type ListChanges = Readonly<Record<string, string | number | undefined>>;

export function withParams(
  params: ListParams,
  changes: ListChanges,
  defaults: Readonly<Record<string, string | number>> = {},
): string {
  const merged = { ...params, ...changes };
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(merged)) {
    if (v === undefined || v === "" || defaults[k] === v) continue;
    search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : "?";
}

/** A list's link builder: `listQuery(params, { page: 1 })({ page: 2 })` → `?q=…&page=2`. */
export function listQuery(
  params: object,
  defaults: Readonly<Record<string, string | number>> = {},
): (changes: ListChanges) => string {
  return (changes) => withParams(params as ListParams, changes, defaults);
}

/** The pager's links: previous and next page, when there is one. */
export function pagerLinks(
  page: number,
  pages: number,
  href: (page: number) => string,
): { readonly previous?: string; readonly next?: string } {
  return {
    ...(page > 1 ? { previous: href(Math.min(page, pages + 1) - 1) } : {}),
    ...(page < pages ? { next: href(page + 1) } : {}),
  };
}

/** Whether any of `keys` filters the list (the empty state then offers to clear them). */
export function hasFilters(params: ListParams, keys: readonly string[]): boolean {
  return keys.some((k) => params[k] !== undefined && params[k] !== "");
}
