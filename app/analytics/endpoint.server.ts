import { isbot } from "isbot";
import type { RateRule } from "#server/auth/rate-limit.ts";
import type { AppServices } from "#server/services.ts";
import { readBody } from "#app/leads/submission.server.ts";
import { AnalyticsBatchSchema } from "./events.ts";
import { recordEvents } from "./store.server.ts";

/**
 * `POST /api/events`: a batch of analytics events from app/analytics/track.ts (JSON; `sendBeacon`
 * sends it as text/plain). Answers 204 once handled, 400 when the body is not a valid batch, 413
 * when too large, 429 over the rate limit; never a server error: analytics are best effort and a
 * failing store is only logged. No cookie is read or set, the address is only hashed.
 */

/** spec-free limit: 240 batches per address and minute (a school can sit behind one address). */
export const EVENTS_RATE_RULE: RateRule = { max: 240, windowMs: 60_000 };
/** 50 events of a few hundred bytes each fit well within this. */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;

const empty = (status: number, headers?: HeadersInit) => new Response(null, { status, headers });

export async function receiveEvents(
  services: AppServices,
  request: Request,
  address: string,
  now = new Date(),
): Promise<Response> {
  const raw = await readBody(request, MAX_EVENTS_BODY_BYTES);
  if (!raw) return empty(413);
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/json|text\/plain)\b/.test(type)) return empty(415);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return empty(400);
  }
  const batch = AnalyticsBatchSchema.safeParse(body);
  if (!batch.success) return empty(400);

  const userAgent = request.headers.get("user-agent") ?? "";
  // Crawlers are not an audience.
  if (isbot(userAgent)) return empty(204);
  try {
    const hit = await services.rateLimiter.hit(`events:${address}`, EVENTS_RATE_RULE, now.getTime());
    if (hit.limited) return empty(429, { "Retry-After": String(hit.retryAfter) });
    await recordEvents(services.db, batch.data.events, { address, userAgent }, now);
  } catch (error) {
    services.logger.error({ err: error }, "analytics events could not be stored");
  }
  return empty(204);
}
