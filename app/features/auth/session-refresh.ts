/**
 * When the browser renews the session (spec §4, §9; DECISIONS.md point 1): a check every 30 s
 * ("refresh tick"), a renewal once the session ends within 3 ticks ("expiry margin"), and no
 * check at all while the page is hidden.
 */
export const REFRESH_TICK_MS = 30_000;
export const EXPIRY_MARGIN_TICKS = 3;

export function shouldRefreshSession(expiresAt: number, now: number, visible: boolean): boolean {
  if (!visible) return false;
  return expiresAt - now <= EXPIRY_MARGIN_TICKS * REFRESH_TICK_MS;
}
