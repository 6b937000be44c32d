/**
 * Statuses of a request the server refused to take (app/lib/forms/form-body.server.ts): an unreadable
 * body, a wrong method, a body too large, a body that is not a form. Their error page says so.
 */
export const REFUSED_STATUSES = [400, 405, 413, 415] as const;
export type RefusedStatus = (typeof REFUSED_STATUSES)[number];

export function isRefusedStatus(status: number): status is RefusedStatus {
  return (REFUSED_STATUSES as readonly number[]).includes(status);
}
