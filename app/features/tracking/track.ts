/**
 * Analytics events (spec §7: form, error, user-action and page views) go to a global analytics
 * function when the page has one, and to the product's own endpoint (DECISIONS.md point 8):
 * queued in memory, sent by batch when the page is hidden (`sendBeacon` survives the page's
 * unload) or as soon as a batch is full. A missing or failing analytics function, or a failed
 * send, never breaks the page. This module is in every page's first load: keep it tiny.
 */
export type AnalyticsEvent = "form" | "error" | "user-action" | "page-view";

export type AnalyticsProps = Readonly<Record<string, string | number | boolean>>;

/** One event as the first-party endpoint receives it (validated by `AnalyticsBatchSchema`). */
export interface QueuedEvent {
  readonly type: AnalyticsEvent;
  readonly name: string;
  readonly path: string;
  readonly props?: AnalyticsProps;
}

interface AnalyticsGlobal {
  track?: (event: AnalyticsEvent, props?: AnalyticsProps) => void;
}

declare global {
  interface Window {
    analytics?: AnalyticsGlobal;
  }
}

export const EVENTS_ENDPOINT = "/api/events";
/** A full batch is sent at once, while the page is visible (the endpoint accepts up to 50). */
export const BATCH_SIZE = 20;

let queue: QueuedEvent[] = [];
let listening = false;

function send(beacon: boolean): void {
  if (!queue.length) return;
  const body = JSON.stringify({ events: queue });
  queue = [];
  try {
    if (beacon && navigator.sendBeacon?.(EVENTS_ENDPOINT, body)) return;
    // A string body goes as text/plain, like the beacon's: the endpoint reads both as JSON.
    fetch(EVENTS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
  } catch {
    // Analytics are best effort.
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  // `pagehide` covers closing and leaving; `visibilitychange` covers a tab switched away from for
  // good (mobile browsers often never fire `pagehide` then).
  window.addEventListener("pagehide", () => send(true));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send(true);
  });
}

/** The event's name: `name` or `action` of its properties (e.g. `demo_play`), else its type. */
function nameOf(event: AnalyticsEvent, props?: AnalyticsProps): string {
  return String(props?.name ?? props?.action ?? event).slice(0, 80);
}

export function track(event: AnalyticsEvent, props?: AnalyticsProps): void {
  if (typeof window === "undefined") return;
  try {
    window.analytics?.track?.(event, props);
  } catch {
    // A broken third-party function must not break the action the visitor performed.
  }
  queue.push({ type: event, name: nameOf(event, props), path: location.pathname, ...(props && { props }) });
  listen();
  if (queue.length >= BATCH_SIZE) send(false);
}
