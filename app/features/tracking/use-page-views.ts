import { useEffect } from "react";
import { useLocation } from "react-router";
import { track } from "./track.ts";

/**
 * One `page-view` event per page shown: the first render and every client navigation to another
 * path (a change of query string or hash stays on the same page).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track("page-view");
  }, [pathname]);
}
