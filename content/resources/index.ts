import type { Language } from "../languages.ts";
import { pageText } from "../page-texts.ts";
import { resolve } from "../resolve.ts";
import { API_ENDPOINTS, API_UI, VERIFY_EXAMPLE } from "./api.ts";
import { BLOG_UI, listArticles } from "./blog.ts";
import { CASE_STUDIES, CASE_STUDIES_UI, SECTORS, type SectorId } from "./case-studies.ts";
import { DOCUMENTATION_SECTIONS } from "./documentation.ts";
import { DOWNLOADS, DOWNLOADS_UI } from "./downloads.ts";
import { HELP_ARTICLES, HELP_CATEGORIES, HELP_UI, MAX_QUERY_LENGTH, searchArticles } from "./help.ts";
import { TRAINING_FORMATS, TRAINING_PATHS, TRAINING_UI, type TrainingFormat } from "./training.ts";
import { RESOURCES_UI } from "./ui.ts";
import { formatWebinarDate, splitWebinars, WEBINARS_UI } from "./webinars.ts";

/**
 * The resources section (spec §2: `/ressources` and its eight children). Each child page's loader
 * asks `getResourceView` for its content, in its language only.
 */

export type ResourcePageId =
  | "resourceDocumentation"
  | "resourceTraining"
  | "resourceSupport"
  | "resourceBlog"
  | "resourceApi"
  | "resourceDownloads"
  | "resourceCaseStudies"
  | "resourceWebinars";

export type ResourceIcon =
  "life-buoy" | "book-open" | "graduation-cap" | "code" | "newspaper" | "briefcase" | "video" | "download";

export const RESOURCE_SECTIONS: readonly {
  readonly pageId: ResourcePageId;
  readonly path: string;
  readonly image: string;
  readonly icon: ResourceIcon;
}[] = [
  {
    pageId: "resourceSupport",
    path: "/ressources/support",
    image: "/images/resources/support.svg",
    icon: "life-buoy",
  },
  {
    pageId: "resourceDocumentation",
    path: "/ressources/documentation",
    image: "/images/resources/documentation.svg",
    icon: "book-open",
  },
  {
    pageId: "resourceTraining",
    path: "/ressources/formation",
    image: "/images/resources/formation.svg",
    icon: "graduation-cap",
  },
  { pageId: "resourceApi", path: "/ressources/api", image: "/images/resources/api.svg", icon: "code" },
  {
    pageId: "resourceBlog",
    path: "/ressources/blog",
    image: "/images/resources/blog.svg",
    icon: "newspaper",
  },
  {
    pageId: "resourceCaseStudies",
    path: "/ressources/cas-usage",
    image: "/images/resources/cas-usage.svg",
    icon: "briefcase",
  },
  {
    pageId: "resourceWebinars",
    path: "/ressources/webinaires",
    image: "/images/resources/webinaires.svg",
    icon: "video",
  },
  {
    pageId: "resourceDownloads",
    path: "/ressources/telechargements",
    image: "/images/resources/telechargements.svg",
    icon: "download",
  },
];

export const isResourcePageId = (id: string): id is ResourcePageId =>
  RESOURCE_SECTIONS.some((s) => s.pageId === id);

function webinarView(w: ReturnType<typeof splitWebinars>["upcoming"][number], lang: Language) {
  const { date, time } = formatWebinarDate(w.start, lang);
  return {
    id: w.id,
    start: w.start,
    date,
    time,
    durationMinutes: w.durationMinutes,
    title: w.title[lang],
    description: w.description[lang],
    audience: w.audience[lang],
    speakers: w.speakers.map((s) => ({ name: s.name, role: s.role[lang] })),
    replay: w.replay ? resolve(w.replay, lang) : null,
  };
}
export type WebinarView = ReturnType<typeof webinarView>;

/** The resources index: every section with its title and lead, the latest articles, the next webinar. */
export function getResourcesIndex(lang: Language, now: Date) {
  const next = splitWebinars(now).upcoming[0];
  return {
    sections: RESOURCE_SECTIONS.map((s) => {
      const t = pageText(s.pageId, lang);
      return { ...s, title: t.heading, description: t.description };
    }),
    articles: listArticles(lang).slice(0, 3),
    nextWebinar: next ? webinarView(next, lang) : null,
  };
}

const withOrigin = (text: string, origin: string) => text.replaceAll("{{origin}}", origin.replace(/\/$/, ""));

export interface ResourceOptions {
  /** The help centre's search (`?q=`). */
  readonly query?: string;
  readonly now: Date;
  /** The site's public address, for the API examples. */
  readonly origin: string;
}

export function getResourceView(pageId: ResourcePageId, lang: Language, opts: ResourceOptions) {
  switch (pageId) {
    case "resourceDocumentation":
      return { kind: "documentation" as const, sections: resolve(DOCUMENTATION_SECTIONS, lang) };
    case "resourceTraining":
      return {
        kind: "training" as const,
        paths: TRAINING_PATHS.map((p) => ({
          ...resolve(p, lang),
          formats: p.formats.map((f) => TRAINING_FORMATS[f].name[lang]),
        })),
        formats: (Object.keys(TRAINING_FORMATS) as TrainingFormat[]).map((id) => ({
          id,
          ...resolve(TRAINING_FORMATS[id], lang),
        })),
        ui: resolve(TRAINING_UI, lang),
      };
    case "resourceSupport": {
      const query = (opts.query ?? "").trim().slice(0, MAX_QUERY_LENGTH);
      const all = HELP_ARTICLES.map((a) => ({
        id: a.id,
        category: HELP_CATEGORIES[a.category][lang],
        categoryId: a.category,
        title: a.title[lang],
        answer: a.answer.map((p) => p[lang]),
        keywords: a.keywords[lang],
      }));
      const found = searchArticles(all, query);
      return {
        kind: "support" as const,
        query,
        total: all.length,
        articles: found.map(({ keywords: _keywords, ...rest }) => rest),
        ui: resolve(HELP_UI, lang),
      };
    }
    case "resourceBlog":
      return { kind: "blog" as const, articles: listArticles(lang), ui: resolve(BLOG_UI, lang) };
    case "resourceApi": {
      const o = (s: string) => withOrigin(s, opts.origin);
      return {
        kind: "api" as const,
        endpoints: API_ENDPOINTS.map((e) => ({
          ...resolve(e, lang),
          request: o(e.request),
          responses: e.responses.map((r) => ({ ...resolve(r, lang), example: r.example ?? null })),
        })),
        verify: { ...resolve(VERIFY_EXAMPLE, lang), code: o(VERIFY_EXAMPLE.code) },
        ui: { ...resolve(API_UI, lang), overview: API_UI.overview.map((p) => o(p[lang])) },
      };
    }
    case "resourceDownloads": {
      const items = resolve(DOWNLOADS, lang);
      return {
        kind: "downloads" as const,
        brochures: items.filter((d) => d.kind === "brochure"),
        templates: items.filter((d) => d.kind === "template"),
        ui: resolve(DOWNLOADS_UI, lang),
      };
    }
    case "resourceCaseStudies":
      return {
        kind: "caseStudies" as const,
        sectors: (Object.keys(SECTORS) as SectorId[]).map((id) => ({
          id,
          name: SECTORS[id][lang],
          studies: resolve(
            CASE_STUDIES.filter((c) => c.sector === id),
            lang,
          ),
        })),
        ui: resolve(CASE_STUDIES_UI, lang),
      };
    case "resourceWebinars": {
      const { upcoming, replays } = splitWebinars(opts.now);
      return {
        kind: "webinars" as const,
        upcoming: upcoming.map((w) => webinarView(w, lang)),
        replays: replays.map((w) => webinarView(w, lang)),
        ui: resolve(WEBINARS_UI, lang),
      };
    }
  }
}

export type ResourceView = ReturnType<typeof getResourceView>;

export function getResourcesUi(lang: Language) {
  return resolve(RESOURCES_UI, lang);
}
export type ResourcesUi = ReturnType<typeof getResourcesUi>;
