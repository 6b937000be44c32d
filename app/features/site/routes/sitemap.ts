import type { Route } from "./+types/sitemap";
import { requestInfoContext } from "#app/context.ts";
import { buildSitemap } from "#app/features/site/seo/sitemap.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestInfoContext);
  return new Response(buildSitemap(origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
