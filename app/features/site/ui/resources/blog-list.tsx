import type { ResourcesUi, ResourceView } from "#content/resources/index.ts";
import { ArticleCard } from "./article-card.tsx";

type View = Extract<ResourceView, { kind: "blog" }>;

/** The blog: the newest article featured, the others in a grid. */
export function BlogList({ view, ui }: { view: View; ui: ResourcesUi }) {
  const [first, ...rest] = view.articles;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {first ? (
        <section aria-labelledby="blog-featured">
          <h2 id="blog-featured" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {view.ui.featured}
          </h2>
          <div className="mt-4">
            <ArticleCard article={first} ui={ui} featured />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="blog-all" className="mt-14">
        <h2 id="blog-all" className="text-2xl font-bold tracking-tight text-ink">
          {view.ui.all}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} ui={ui} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
