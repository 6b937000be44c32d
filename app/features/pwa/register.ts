import { Workbox } from "workbox-window";
import { setUpdateReady } from "./update-store.ts";

/** spec §9: the page looks for a new version of the site every 60 minutes. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Registers /sw.js (loaded on demand by <ServiceWorkerHost />, once the page is idle). When a new
 * worker has installed and waits behind the current one, the update prompt offers to reload:
 * accepting tells the worker to take over, and the page reloads once it controls it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (registered) return;
  registered = true;
  const wb = new Workbox("/sw.js");
  wb.addEventListener("waiting", () => {
    setUpdateReady(() => {
      const reload = () => window.location.reload();
      // A page opened before the first worker installed is not controlled: reload once the new
      // worker is active. Otherwise once it controls the page (no stale scripts mixed in).
      if (navigator.serviceWorker.controller) wb.addEventListener("controlling", reload);
      else wb.addEventListener("activated", reload);
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener("activated", (event) => {
    // A page no worker controlled (opened before the first install) holds no new version back: it
    // activates at once, and the page, still on the old scripts, only needs a reload.
    if (event.isExternal && !navigator.serviceWorker.controller)
      setUpdateReady(() => window.location.reload());
  });
  const registration = await wb.register();
  if (!registration) return;
  window.setInterval(() => {
    // Offline, or the server restarting: the next check will do.
    if (navigator.onLine) void wb.update().catch(() => {});
  }, UPDATE_CHECK_MS);
}
