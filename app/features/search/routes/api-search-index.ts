import type { Route } from "./+types/api-search-index";
import { isLanguage } from "#app/lib/i18n/languages.ts";
import { searchIndex } from "#app/features/search/search-index.server.ts";

/**
 * `/api/search-index?lang=fr|en`: the site search index of one language as JSON, fetched by the
 * search palette the first time it opens (never part of the first load). Public content only, so
 * shared caches may keep it; the ETag changes with the content of a new build.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang") ?? "fr";
  if (!isLanguage(lang)) return new Response("Unknown language", { status: 400 });
  const index = searchIndex(lang);
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    ETag: index.etag,
    Vary: "Accept-Encoding",
  };
  if (request.headers.get("If-None-Match") === index.etag)
    return new Response(null, { status: 304, headers });
  return new Response(index.json, { headers });
}
