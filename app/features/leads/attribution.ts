/**
 * Where a lead came from (issue 5: "tagged with page, referrer, UTM parameters and language"):
 * the external referrer and the UTM parameters of the visit's first page, kept for the tab's
 * session so that a form filled three pages later is still credited to its campaign.
 */

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface Attribution {
  readonly referrer?: string;
  readonly landing?: string;
  readonly utm: Partial<Record<UtmKey, string>>;
}

const STORAGE_KEY = "ga:attribution";
const MAX = 300;

function clip(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v ? v.slice(0, MAX) : undefined;
}

/** UTM parameters of a query string (only the five known keys, clipped). */
export function utmFrom(search: URLSearchParams): Attribution["utm"] {
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const v = clip(search.get(key));
    if (v) utm[key] = v;
  }
  return utm;
}

/** A referrer worth keeping: another site's address (our own pages say nothing about the source). */
export function externalReferrer(referrer: string | null | undefined, ownOrigin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin) return undefined;
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    // The path may carry personal data (search terms, ids): the origin is enough for attribution.
    return clip(url.origin);
  } catch {
    return undefined;
  }
}

/** Called on every page load in the browser: the first page of the tab's visit sets the attribution. */
export function captureAttribution(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY)) return;
    const attribution: Attribution = {
      referrer: externalReferrer(document.referrer, location.origin),
      landing: clip(location.pathname),
      utm: utmFrom(new URLSearchParams(location.search)),
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage refused: forms fall back to what the server saw.
  }
}

export function storedAttribution(): Attribution | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Attribution;
    return { referrer: clip(parsed.referrer), landing: clip(parsed.landing), utm: parsed.utm ?? {} };
  } catch {
    return undefined;
  }
}
