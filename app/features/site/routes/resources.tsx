import { Link } from "react-router";
import type { Route } from "./+types/resources";
import { Section } from "#app/features/site/ui/section.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ArticleCard } from "#app/features/site/ui/resources/article-card.tsx";
import { ResourceIcon } from "#app/features/site/ui/resources/resource-icon.tsx";
import { webinarContactSearch } from "#app/features/site/ui/resources/webinar-link.ts";
import { getResourcesIndex, getResourcesUi } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");
const CalendarDays = spriteIcon("calendar-days");

/** `/ressources`: every resource section, the latest articles and the next webinar. */
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  return { ...page, ...getResourcesIndex(page.lang, new Date()), ui: getResourcesUi(page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const { text, sections, articles, nextWebinar, ui } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <PageHeader text={text}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={to("/ressources/support")} className="btn btn-primary">
            {ui.helpCta.search}
          </Link>
          <Link to={to("/ressources/documentation")} className="btn btn-secondary">
            {sections.find((s) => s.pageId === "resourceDocumentation")?.title}
          </Link>
        </div>
      </PageHeader>

      <Section title={ui.sectionsTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map((s, i) => (
            <li key={s.pageId}>
              <Link
                to={to(s.path)}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-brand"
              >
                <img
                  src={s.image}
                  alt=""
                  width={480}
                  height={270}
                  loading={i < 4 ? "eager" : "lazy"}
                  decoding="async"
                  className="aspect-video w-full bg-surface-sunken object-cover"
                />
                <span className="flex flex-1 flex-col p-5">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    <ResourceIcon name={s.icon} className="size-5 text-brand" />
                    {s.title}
                  </span>
                  <span className="mt-2 flex-1 text-sm text-ink-muted">{s.description}</span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand">
                    {ui.explore}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={ui.latestArticles} tone="raised">
        <ul className="grid gap-6 md:grid-cols-3">
          {articles.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} ui={ui} />
            </li>
          ))}
        </ul>
        <Link
          to={to("/ressources/blog")}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {ui.allArticles}
          <ArrowRight className="size-4" />
        </Link>
      </Section>

      {nextWebinar ? (
        <Section title={ui.nextWebinar}>
          <div className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-6 md:flex-row md:items-center">
            <CalendarDays className="size-10 shrink-0 text-brand" />
            <div className="flex-1">
              <h3 className="text-xl font-semibold text-ink">{nextWebinar.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">
                <time dateTime={nextWebinar.start}>
                  {nextWebinar.date}, {nextWebinar.time}
                </time>
              </p>
              <p className="mt-2 text-ink-muted">{nextWebinar.description}</p>
            </div>
            <div className="flex flex-col gap-3">
              <Link
                to={`${to("/contact")}${webinarContactSearch(nextWebinar.id)}`}
                className="btn btn-primary"
              >
                {ui.nextWebinarCta}
              </Link>
              <Link to={to("/ressources/webinaires")} className="btn btn-secondary">
                {ui.allWebinars}
              </Link>
            </div>
          </div>
        </Section>
      ) : null}

      <Section title={ui.helpCta.title} intro={ui.helpCta.text} tone="brand">
        <div className="flex flex-wrap gap-3">
          <Link to={to("/ressources/support")} className="btn btn-primary">
            {ui.helpCta.search}
          </Link>
          <Link to={to("/dashboard/support")} className="btn btn-secondary">
            {ui.helpCta.contact}
          </Link>
        </div>
      </Section>
    </>
  );
}
