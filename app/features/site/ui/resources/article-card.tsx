import { Link } from "react-router";
import type { BlogArticleSummary } from "#content/resources/blog.ts";
import type { ResourcesUi } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/** A blog article in a list: cover, category, title (the link), excerpt, date and reading time. */
export function ArticleCard({
  article,
  ui,
  featured = false,
  headingLevel = 3,
}: {
  article: BlogArticleSummary;
  ui: ResourcesUi;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const to = useLocalizedPath();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-brand ${
        featured ? "flex-col md:flex-row" : "flex-col"
      }`}
    >
      <img
        src={article.cover}
        alt=""
        width={640}
        height={360}
        loading={featured ? "eager" : "lazy"}
        decoding="async"
        className={`aspect-video w-full bg-surface-sunken object-cover ${featured ? "md:w-1/2" : ""}`}
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-brand uppercase">{article.category}</p>
        <Heading className={`mt-2 font-bold text-ink ${featured ? "text-2xl" : "text-lg"}`}>
          <Link
            to={to(`/ressources/blog/${article.slug}`)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-[var(--focus)]"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm text-ink-muted">{article.excerpt}</p>
        <p className="mt-4 text-xs text-ink-muted">
          <time dateTime={article.date}>{article.dateLabel}</time>
          {" · "}
          {interpolate(ui.minutes, { count: article.minutes })}
        </p>
      </div>
    </article>
  );
}
