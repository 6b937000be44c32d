import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";

/**
 * The site's routes read from the route table itself (app/routes.ts), so that a route added later
 * is covered by what walks them (the security specs, the form fuzzer) without touching them.
 */

export interface RouteEntry {
  /** The path as the route table writes it, `:param` segments included. */
  readonly path: string;
  /** The route module, relative to `app/`. */
  readonly file: string;
}

const appDir = path.resolve(import.meta.dirname, "../../app");

/** Every route of app/routes.ts with a path, French paths only (`/en` twins run the same module). */
export function routeEntries(): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (entries: readonly RouteConfigEntry[]) => {
    for (const e of entries) {
      if (e.path !== undefined && e.path !== "*" && !/^\/?en(\/|$)/.test(e.path)) {
        out.push({ path: e.path.startsWith("/") ? e.path : `/${e.path}`, file: e.file });
      }
      if (e.children) walk(e.children);
    }
  };
  walk(routes);
  // One entry per path (a module may serve several paths; a path is served once).
  return [...new Map(out.map((r) => [r.path, r])).values()];
}

const sources = new Map<string, string>();
/** The source text of a route module (`file` relative to `app/`). */
export function routeSource(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(appDir, file), "utf8");
    sources.set(file, text);
  }
  return text;
}

/** Does the route module export `name` (`action`, `loader`, `default`…)? */
export function exportsName(file: string, name: string): boolean {
  if (name === "default") return /export\s+default\b/.test(routeSource(file));
  return new RegExp(
    `export\\s+(?:async\\s+)?function\\s+${name}\\b|export\\s+(?:const|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`,
  ).test(routeSource(file));
}

/** Routes whose module exports an `action`: every form post and API write of the site. */
export function actionRoutes(): RouteEntry[] {
  return routeEntries().filter((r) => exportsName(r.file, "action"));
}

/** Routes whose module exports a `loader`. */
export function loaderRoutes(): RouteEntry[] {
  return routeEntries().filter((r) => exportsName(r.file, "loader"));
}
