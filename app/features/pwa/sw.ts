/**
 * The service worker served at /sw.js (spec §7, issue 9). Bundled and given its precache list by
 * scripts/build-service-worker.ts after `react-router build`; what it keeps is decided in
 * cache-policy.ts.
 *
 * - Install: precaches the hashed JS and CSS, the offline pages, the manifest and the icons.
 * - Public pages: network first, a copy of anonymous public HTML kept for offline reading.
 * - Client space, admin, sign-in, checkout, API: always the network, never stored.
 * - A navigation that fails offline gets the offline page in the language of the requested path.
 * - A new version waits until the page asks it to take over (the update prompt's "Recharger").
 */
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core";
import {
  isCacheablePageResponse,
  isPrivatePath,
  offlinePageFor,
  PAGES_CACHE,
  PAGES_CACHE_MAX_ENTRIES,
  SKIP_WAITING_MESSAGE,
} from "./cache-policy.ts";

// The parts of the worker's global scope used here (the project compiles against the DOM library,
// which clashes with the WebWorker one): `__WB_MANIFEST` is replaced by the precache list at build.
declare const self: {
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const page = await matchPrecache(offlinePageFor(new URL(request.url).pathname));
    return page ?? Response.error();
  },
};

const publicPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheablePageResponse(response) ? response : null),
};

const sameOriginNavigation = (request: Request, url: URL) =>
  request.mode === "navigate" && url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => sameOriginNavigation(request, url) && !isPrivatePath(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [
      publicPagesOnly,
      new ExpirationPlugin({ maxEntries: PAGES_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
      offlineFallback,
    ],
  }),
);

registerRoute(
  ({ request, url }) => sameOriginNavigation(request, url) && isPrivatePath(url.pathname),
  new NetworkOnly({ plugins: [offlineFallback] }),
);

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});
