import type { Route } from "./+types/support";
import { PageHeader } from "#app/components/page-header.tsx";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { loadPage } from "#app/routing/load-page.ts";
import { metaTags } from "#app/seo/seo.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadPage(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminSupportPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader text={loaderData.text} />;
}
