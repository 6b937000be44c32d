import { RouterContextProvider } from "react-router";
import type { ServerComposition } from "./composition.ts";

/**
 * A composition with nothing of the application (tests of the server alone): an empty router
 * context, plain texts, no language redirect, no cookie the render cache may ignore, no daily job
 * and no demo content. The application's own is app/compose.server.ts.
 */
export const bareComposition: ServerComposition = {
  routerContext: () => ({ context: new RouterContextProvider(), databaseUnavailable: () => false }),
  texts: { badAddress: () => "Bad address", unavailable: "Unavailable" },
  languageRedirect: () => null,
  renderCache: { sharedCookies: [], variantCookies: [], holdsVisitorData: () => false },
  jobs: () => [],
  seed: { present: async () => true, steps: () => [] },
};
