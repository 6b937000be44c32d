import { z } from "#app/lib/forms/zod.ts";
import type { AnalyticsEvent } from "./track.ts";

/**
 * What `POST /api/events` accepts (app/features/tracking/track.ts sends it): a batch of events, each with
 * its type, name and page path, and a few short properties. Properties that look like an e-mail
 * address are dropped: the endpoint stores no personal data (DECISIONS.md point 8).
 */
export const ANALYTICS_EVENT_TYPES = [
  "form",
  "error",
  "user-action",
  "page-view",
] as const satisfies readonly AnalyticsEvent[];

export const ANALYTICS_LIMITS = {
  /** Events per request (the client sends 20 at most while the page is visible). */
  batch: 50,
  props: 12,
  propKeyLength: 40,
  propValueLength: 200,
  nameLength: 80,
  pathLength: 300,
} as const;

const PropValue = z.union([z.string().max(ANALYTICS_LIMITS.propValueLength), z.number(), z.boolean()]);

const Props = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z][\w-]*$/)
      .max(ANALYTICS_LIMITS.propKeyLength),
    PropValue,
  )
  .refine((props) => Object.keys(props).length <= ANALYTICS_LIMITS.props, "too many properties")
  .transform((props) =>
    Object.fromEntries(Object.entries(props).filter(([, v]) => typeof v !== "string" || !v.includes("@"))),
  );

export const AnalyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  name: z.string().trim().min(1).max(ANALYTICS_LIMITS.nameLength),
  // A path of this site only: no scheme, no host, no query string (it may carry personal data).
  path: z
    .string()
    .max(ANALYTICS_LIMITS.pathLength)
    .regex(/^\/(?!\/)[^\s?#]*$/),
  props: Props.optional(),
});

export const AnalyticsBatchSchema = z.object({
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_LIMITS.batch),
});

export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;
export type StoredAnalyticsEvent = AnalyticsBatch["events"][number];

/** Pages of the admin CRM are staff work, not audience: their events are not stored. */
export function isAudiencePath(path: string): boolean {
  return !/^(?:\/en)?\/admin(?:\/|$)/.test(path);
}
