/**
 * A calendar day written YYYY-MM-DD that exists: no month 13, no 31 April, no 29 February outside
 * leap years. The one check of every date a form or a query string carries; `new Date()` of a day
 * that does not exist is an Invalid Date whose `toISOString()` throws.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
