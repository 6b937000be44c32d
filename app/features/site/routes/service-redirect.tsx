import { redirect } from "react-router";
import type { Route } from "./+types/service-redirect";
import { languageOfPath, localizedPath, unlocalizedPath } from "#app/lib/routing/localized-path.ts";
import { SERVICE_REDIRECTS } from "#app/lib/routing/pages.ts";

/** Old service slugs answer a permanent redirect to their page, keeping the language (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  const slug = unlocalizedPath(pathname).replace(/^\/services\//, "");
  const target = SERVICE_REDIRECTS[slug];
  if (!target) throw new Response(null, { status: 404 });
  return redirect(localizedPath(`/services/${target}`, languageOfPath(pathname)) + url.search, 301);
}
