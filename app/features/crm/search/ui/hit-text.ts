import type { TFunction } from "#app/lib/i18n/use-translation.ts";
import type { SearchHit } from "#app/features/crm/search/search.server.ts";

type Hit = Pick<SearchHit, "subtitle" | "status">;

/** A result's secondary line in the reader's words: its address, client or number, then its status. */
export function hitText(t: TFunction<"admin">, hit: Hit): string {
  const parts: string[] = [];
  if (hit.subtitle) parts.push(hit.subtitle);
  if (hit.status) {
    const [first, second] = hit.status.split(".");
    if (first === "credit_note" && second) parts.push(t("crmSearch.creditNote"), statusText(t, second));
    else parts.push(statusText(t, hit.status));
  }
  return parts.join(" · ");
}

function statusText(t: TFunction<"admin">, status: string): string {
  return t(`crmSearch.statuses.${status}` as "crmSearch.statuses.new", { defaultValue: status });
}
