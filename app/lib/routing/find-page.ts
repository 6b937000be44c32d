import { matchPath } from "react-router";
import { PAGES, type PageDef, type PageId } from "./pages.ts";

const staticPages = PAGES.filter((p) => !p.path.includes(":"));
const paramPages = PAGES.filter((p) => p.path.includes(":"));

/** The page of the route table for a French path (static paths win over `:param` ones). */
export function findPage(frenchPath: string): (PageDef & { id: PageId }) | undefined {
  const path = frenchPath.length > 1 ? frenchPath.replace(/\/+$/, "") : frenchPath;
  return (
    staticPages.find((p) => p.path === path) ??
    paramPages.find((p) => matchPath({ path: p.path, end: true }, path))
  );
}
