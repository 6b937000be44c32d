import { Link } from "react-router";
import type { Route } from "./+types/blog-article";
import { Section } from "#app/features/site/ui/section.tsx";
import { ArticleCard } from "#app/features/site/ui/resources/article-card.tsx";
import { ResourceBreadcrumb } from "#app/features/site/ui/resources/resource-breadcrumb.tsx";
import { requestInfoContext } from "#app/context.ts";
import { articleBody, findArticle, listArticles, summarizeArticle } from "#content/resources/blog.ts";
import { getResourcesUi } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { JsonLd } from "#app/features/site/seo/json-ld.tsx";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { articleJsonLd } from "#app/features/site/seo/structured-data.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const ArrowLeft = spriteIcon("arrow-left");

/** `/ressources/blog/:slug`: one article; an unknown slug is a 404. */
export function loader(args: Route.LoaderArgs) {
  const article = findArticle(args.params.slug);
  if (!article) throw new Response(null, { status: 404 });
  // The language comes from the URL; read it before choosing the article's texts.
  const lang = languageOfPath(new URL(args.request.url).pathname);
  const body = articleBody(article, lang);
  const page = loadPage(args, {
    title: body.title,
    description: body.excerpt,
    heading: body.title,
    lead: body.excerpt,
  });
  const { origin } = args.context.get(requestInfoContext);
  const summary = summarizeArticle(article, page.lang);
  return {
    ...page,
    article: { ...summary, sections: body.sections },
    related: listArticles(page.lang)
      .filter((a) => a.slug !== article.slug)
      .slice(0, 3),
    ui: getResourcesUi(page.lang),
    jsonLd: articleJsonLd({
      origin,
      lang: page.lang,
      path: `/ressources/blog/${article.slug}`,
      title: body.title,
      description: body.excerpt,
      image: article.cover,
      published: article.date,
      author: article.author.name,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, ui, jsonLd } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <JsonLd data={jsonLd} />
      <ResourceBreadcrumb
        ui={ui}
        current={article.title}
        parent={{ label: ui.blog, path: "/ressources/blog" }}
      />
      <article>
        <header className="border-b border-line bg-surface-raised">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{article.category}</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article.title}</h1>
            <p className="mt-4 text-lg text-ink-muted">{article.excerpt}</p>
            <p className="mt-6 text-sm text-ink-muted">
              <span className="font-semibold text-ink">
                {interpolate(ui.by, { name: article.author.name })}
              </span>
              {", "}
              {article.author.role}
              <br />
              <time dateTime={article.date}>{article.dateLabel}</time>
              {" · "}
              {interpolate(ui.minutes, { count: article.minutes })}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <img
            src={article.cover}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            className="aspect-video w-full rounded-2xl border border-line bg-surface-sunken object-cover"
          />
          <div className="mt-10 space-y-8 text-lg leading-relaxed text-ink">
            {article.sections.map((section, i) => (
              <section key={section.heading ?? i}>
                {section.heading ? (
                  <h2 className="mb-3 text-2xl font-bold tracking-tight text-ink">{section.heading}</h2>
                ) : null}
                <div className="space-y-4">
                  {section.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
                {section.list ? (
                  <ul className="mt-4 list-disc space-y-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
          <aside aria-labelledby="article-cta" className="mt-12 rounded-2xl bg-brand-soft p-6">
            <h2 id="article-cta" className="text-lg font-semibold text-ink">
              {ui.articleCta.title}
            </h2>
            <p className="mt-2 text-ink-muted">{ui.articleCta.text}</p>
            <Link to={to("/demo")} className="btn btn-primary mt-4">
              {ui.articleCta.demo}
            </Link>
          </aside>
          <Link
            to={to("/ressources/blog")}
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" />
            {ui.backToBlog}
          </Link>
        </div>
      </article>
      <Section title={ui.relatedTitle} tone="raised">
        <ul className="grid gap-6 md:grid-cols-3">
          {related.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} ui={ui} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
