/**
 * Analytics events go to a global analytics function when the page has one (spec §7: form, error,
 * user-action and page views). Without one, tracking is a silent no-op: a missing or failing
 * analytics script must never break the page.
 */
export type AnalyticsEvent = "form" | "error" | "user-action" | "page-view";

export type AnalyticsProps = Readonly<Record<string, string | number | boolean>>;

interface AnalyticsGlobal {
  track?: (event: AnalyticsEvent, props?: AnalyticsProps) => void;
}

declare global {
  interface Window {
    analytics?: AnalyticsGlobal;
  }
}

export function track(event: AnalyticsEvent, props?: AnalyticsProps): void {
  if (typeof window === "undefined") return;
  try {
    window.analytics?.track?.(event, props);
  } catch {
    // A broken third-party function must not break the action the visitor performed.
  }
}
