/** The periods the admin analytics page offers (issue 8: "with a date range"), in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = 30;

/** `?days=` of the page's URL; anything else than an offered period gives the default. */
export function parsePeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return ANALYTICS_PERIODS.find((p) => p === days) ?? DEFAULT_PERIOD;
}

/**
 * Leads per unique visitor, or null without visitors. Visitors are counted per day (their key
 * changes every day), so over a period this is leads / the sum of the daily unique visitors.
 */
export function conversionRate(leads: number, visitors: number): number | null {
  return visitors > 0 ? leads / visitors : null;
}
