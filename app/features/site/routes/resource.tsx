import type { Route } from "./+types/resource";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ApiDocs } from "#app/features/site/ui/resources/api-docs.tsx";
import { BlogList } from "#app/features/site/ui/resources/blog-list.tsx";
import { CaseStudiesView } from "#app/features/site/ui/resources/case-studies-view.tsx";
import { DocumentationView } from "#app/features/site/ui/resources/documentation-view.tsx";
import { DownloadsView } from "#app/features/site/ui/resources/downloads-view.tsx";
import { HelpCenter } from "#app/features/site/ui/resources/help-center.tsx";
import { ResourceBreadcrumb } from "#app/features/site/ui/resources/resource-breadcrumb.tsx";
import { TrainingView } from "#app/features/site/ui/resources/training-view.tsx";
import { WebinarsView } from "#app/features/site/ui/resources/webinars-view.tsx";
import { requestInfoContext } from "#app/context.ts";
import { getResourcesUi, getResourceView, isResourcePageId } from "#content/resources/index.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/** The eight resource pages (spec §2, `/ressources/*`): one loader, one view per page. */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  if (!isResourcePageId(page.pageId)) throw new Response(null, { status: 404 });
  const url = new URL(args.request.url);
  const { origin } = args.context.get(requestInfoContext);
  const view = getResourceView(page.pageId, page.lang, {
    query: url.searchParams.get("q") ?? "",
    now: new Date(),
    origin,
  });
  return { ...page, view, ui: getResourcesUi(page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { text, view, ui } = loaderData;
  return (
    <>
      <ResourceBreadcrumb ui={ui} current={text.heading} />
      <PageHeader text={text} />
      <ResourceBody view={view} ui={ui} />
    </>
  );
}

function ResourceBody({ view, ui }: Pick<Route.ComponentProps["loaderData"], "view" | "ui">) {
  switch (view.kind) {
    case "documentation":
      return <DocumentationView view={view} ui={ui} />;
    case "training":
      return <TrainingView view={view} />;
    case "support":
      return <HelpCenter view={view} />;
    case "blog":
      return <BlogList view={view} ui={ui} />;
    case "api":
      return <ApiDocs view={view} />;
    case "downloads":
      return <DownloadsView view={view} />;
    case "caseStudies":
      return <CaseStudiesView view={view} />;
    case "webinars":
      return <WebinarsView view={view} />;
  }
}
