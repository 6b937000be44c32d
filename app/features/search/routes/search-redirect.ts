import { redirect } from "react-router";
import type { Route } from "./+types/search-redirect";
import { PAGE_BY_ID } from "#app/lib/routing/pages.ts";
import { languageOfPath, localizedPath } from "#app/lib/routing/localized-path.ts";

/** `/en/search?q=…` and `/search?q=…`: the search page of the same language, with the same query. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = localizedPath(PAGE_BY_ID.search.path, languageOfPath(url.pathname));
  return redirect(`${target}${url.search}`, 301);
}
