import { useSyncExternalStore } from "react";

/** The browser's connection state (`navigator.onLine`, updated by the online/offline events). */
function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** True during server rendering: a page is always assumed online until the browser says otherwise. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
