import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/context.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { buildSeo, type Robots } from "#app/features/site/seo/seo.ts";
import type { PageText } from "#content/page-texts.ts";

interface LoadArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

/** The language of the requested page, before its texts are known. */
export function requestLanguage(request: Request) {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * `loadPage` for pages generated from content (a module, a service): their texts come from the
 * content set, and pages reachable under several slugs name one canonical URL, so search engines
 * index each content set once.
 */
export function loadContentPage(
  args: LoadArgs,
  text: Partial<PageText> & { robots?: Robots },
  canonicalPath?: string,
) {
  const page = loadPage(args, text);
  if (!canonicalPath) return page;
  const { origin } = args.context.get(requestInfoContext);
  const seo = buildSeo({
    title: page.text.title,
    description: page.text.description,
    lang: page.lang,
    origin,
    canonicalPath,
    ...(text.robots ? { robots: text.robots } : {}),
  });
  return { ...page, seo };
}
