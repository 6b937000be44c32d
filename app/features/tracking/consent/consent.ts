/**
 * Consent to a third-party audience-measurement script (issue 9, DECISIONS.md point 8). The site
 * needs none: its own analytics are first-party and cookieless. Only when an operator configures
 * one (`ANALYTICS_SCRIPT_URL`) does the site ask, with refusing as easy as accepting; the choice is
 * kept six months (CNIL's recommendation) and can be changed at any time from the footer.
 */

export const CONSENT_COOKIE = "consent";
export const CONSENT_MAX_AGE_SECONDS = 6 * 30 * 24 * 60 * 60;

export const CONSENT_CHOICES = ["granted", "denied"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** What the pages need to know: the script asked about, and the visitor's choice (null: none yet). */
export interface ConsentState {
  readonly scriptUrl: string;
  readonly choice: ConsentChoice | null;
}

export function parseConsent(value: string | undefined): ConsentChoice | null {
  return value === "granted" || value === "denied" ? value : null;
}

/** The page state: null when no third-party script is configured (no banner, nothing loaded). */
export function consentState(
  scriptUrl: string | undefined,
  cookieValue: string | undefined,
): ConsentState | null {
  return scriptUrl ? { scriptUrl, choice: parseConsent(cookieValue) } : null;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${choice}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Dispatched on `window` by the footer's "Gérer les cookies" to show the choice again. */
export const OPEN_CONSENT_EVENT = "ga:open-consent";
