import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "#app/lib/idle.ts";
import { subscribeUpdate, updateReady } from "./update-store.ts";

const UpdatePrompt = lazy(() => import("./update-prompt.tsx"));

/**
 * Delay after the load event before the worker registers: its install downloads the build's code,
 * which must not compete with the first visit's own requests (the toast library waits as long).
 */
const REGISTER_DELAY_MS = 5_000;

function afterLoad(task: () => void): () => void {
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(task);
    }, REGISTER_DELAY_MS);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * Registers the service worker a while after the page has loaded, once the browser is idle (the Workbox
 * client is a lazy chunk: nothing added to the first load), and shows the update prompt when a
 * new version waits. Production builds only: `npm run dev` serves no /sw.js.
 */
export function ServiceWorkerHost() {
  const activate = useSyncExternalStore(subscribeUpdate, updateReady, () => null);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    return afterLoad(() => {
      void import("./register.ts")
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => {
          // No worker (private mode, blocked, offline download): the site works the same.
        });
    });
  }, []);

  if (!activate) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onReload={activate} />
    </Suspense>
  );
}
