import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/context.ts";
import { pageText, type PageText } from "#content/page-texts.ts";
import { buildSeo, type Robots, type Seo } from "#app/features/site/seo/seo.ts";
import { findPage } from "./find-page.ts";
import { languageOfPath, unlocalizedPath } from "./localized-path.ts";
import { PAGE_BY_ID, type PageId } from "./pages.ts";
import type { Language } from "#app/lib/i18n/languages.ts";

export interface PageData {
  readonly lang: Language;
  readonly pageId: PageId;
  readonly text: PageText;
  readonly seo: Seo;
}

interface LoadArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

/** Language, page of the route table, texts and SEO record of the requested URL. */
export function loadPage({ request, context }: LoadArgs, override?: Partial<PageText> & { robots?: Robots }) {
  const url = new URL(request.url);
  // Client navigations fetch `<path>.data`; the home page's data URL is `/_.data` (`/_root.data` in
  // older React Router versions).
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_(?:root)?$/, "") || "/";
  const lang = languageOfPath(pathname);
  const frenchPath = unlocalizedPath(pathname);
  const page = findPage(frenchPath);
  if (!page) throw new Response(null, { status: 404 });
  // An alias shows the same page as its main path, texts included.
  const text = { ...pageText((page.aliasOf as PageId | undefined) ?? page.id, lang), ...override };
  const canonicalPath = page.aliasOf ? PAGE_BY_ID[page.aliasOf as PageId].path : frenchPath;
  const { origin } = context.get(requestInfoContext);
  const seo = buildSeo({
    title: text.title,
    description: text.description,
    lang,
    origin,
    canonicalPath,
    ...(override?.robots ? { robots: override.robots } : {}),
  });
  return { lang, pageId: page.id, text, seo } satisfies PageData;
}
