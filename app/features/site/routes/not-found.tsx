import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "#app/ui/errors/not-found.tsx";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { withBrand } from "#app/features/site/seo/seo.ts";

/** Any unknown path: HTTP 404 with the "Page non trouvée" page inside the normal layout (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  return data({ lang }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const lang = loaderData?.lang ?? "fr";
  return [
    { title: withBrand(lang === "fr" ? "Page non trouvée" : "Page not found", lang) },
    { name: "robots", content: "noindex,nofollow" },
  ];
};

export default function NotFoundRoute() {
  return <NotFound />;
}
