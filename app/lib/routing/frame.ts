import type { UIMatch } from "react-router";

/**
 * The `handle` of a layout route that draws its own frame (the CRM's work shell): below it the
 * root renders neither the site's header and footer nor its floating widgets (chat, feedback).
 */
export interface FrameHandle {
  readonly frame: "own";
}

/** Whether one of the matched routes draws its own frame. */
export function hasOwnFrame(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return matches.some((m) => (m.handle as Partial<FrameHandle> | undefined)?.frame === "own");
}
