import { isbot } from "isbot";
import type { RateRule } from "#server/auth/rate-limit.ts";
import type { AppServices } from "#server/services.ts";
import { BODY_PROBLEM_STATUS, readJsonBody } from "#app/lib/forms/form-body.server.ts";
import { AnalyticsBatchSchema } from "./events.ts";
import { recordEvents } from "./store.server.ts";

/**
 * `POST /api/events`: a batch of analytics events from app/features/tracking/track.ts (JSON; `sendBeacon`
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
  const read = await readJsonBody(request, {
    maxBytes: MAX_EVENTS_BODY_BYTES,
    types: ["application/json", "text/plain"],
  });
  if (!read.ok) {
    return empty(
      BODY_PROBLEM_STATUS[read.problem],
      read.problem === "method" ? { Allow: "POST" } : undefined,
    );
  }
  const batch = AnalyticsBatchSchema.safeParse(read.value);
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
