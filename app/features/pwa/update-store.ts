/**
 * Whether a new service worker is waiting, and how to switch to it: set by register.ts (a lazy
 * chunk), read by the page's <ServiceWorkerHost /> to show the update prompt. A few lines, on the
 * first load.
 */
type Activate = () => void;

let activate: Activate | null = null;
const listeners = new Set<() => void>();

export function setUpdateReady(next: Activate | null): void {
  activate = next;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The function that activates the waiting worker and reloads, or null when none waits. */
export const updateReady = (): Activate | null => activate;
