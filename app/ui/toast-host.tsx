import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from "react";
import { whenIdle } from "#app/lib/idle.ts";
import { isToastHostRequested, loadToastLibrary, subscribeToastHost } from "./toast.ts";

// A failed download renders nothing rather than taking the page down with it.
const Nothing = (): null => null;
const Toaster = lazy((): Promise<{ default: ComponentType }> =>
  import("./toaster.tsx").catch(() => ({ default: Nothing })),
);

/** Delay before the toast library is fetched in the background (well after the page has loaded). */
const PREFETCH_DELAY_MS = 5_000;

/**
 * Mounts the toaster once the first toast is asked for (see toast.ts). In the background, once the
 * page is idle, it also fetches the library so that a toast about a lost connection can still show.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastHost, isToastHostRequested, () => false);

  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        void loadToastLibrary().catch(() => {});
        void import("./toaster.tsx").catch(() => {});
      });
    }, PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
