import type { Route } from "./+types/robots";
import { requestInfoContext } from "#app/context.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestInfoContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /auth",
    "Disallow: /dashboard",
    "Disallow: /admin",
    "Disallow: /checkout",
    "Disallow: /en/auth",
    "Disallow: /en/dashboard",
    "Disallow: /en/admin",
    "Disallow: /en/checkout",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
