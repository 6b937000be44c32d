/**
 * A client navigation whose data could not be fetched (offline, or the server out of reach) ends in
 * the root error boundary. Rather than an error page, the page loads the address again as a whole
 * document: the service worker then answers it like any navigation, with the copy it keeps of a
 * public page or the offline page in the visitor's language (issue 9).
 */

/** What browsers throw when `fetch` gets no response at all (Chromium, Firefox, Safari). */
const NETWORK_MESSAGES = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_MESSAGES.test(error.message);
}

/** A second failure of the same address within this time is shown, not reloaded again. */
export const RELOAD_GUARD_MS = 10_000;

const STORAGE_KEY = "ga:network-reload";

interface ReloadMark {
  readonly href: string;
  readonly at: number;
}

/**
 * Whether to reload `href` now: not when it was reloaded for the same reason a moment ago (the
 * document request failed too, with no worker to answer it), which would loop.
 */
export function shouldReload(href: string, now: number, last: ReloadMark | null): boolean {
  return !last || last.href !== href || now - last.at > RELOAD_GUARD_MS;
}

function lastReload(): ReloadMark | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as ReloadMark | null;
  } catch {
    return null;
  }
}

/** Whether the current address may be reloaded after a network failure (browser only). */
export function canReloadAfterNetworkFailure(): boolean {
  return shouldReload(window.location.href, Date.now(), lastReload());
}

/** Reloads the current address as a document, and remembers it for the guard. */
export function reloadAfterNetworkFailure(): void {
  try {
    const mark: ReloadMark = { href: window.location.href, at: Date.now() };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(mark));
  } catch {
    // Storage refused: reload anyway; without the mark a second failure would reload once more.
  }
  window.location.reload();
}
