import type { LeadStage, LeadType } from "#server/db/schema.ts";

/**
 * The sales funnel and the chatbot's figures of the analytics page (issue 8 "Analytics"), computed
 * from counts the server reads over the period.
 *
 * The funnel follows the leads created in the period:
 * - visitors: unique visitors of the period (a visitor is counted once a day, see analytics-period.ts);
 * - leads: leads created in the period, of every type;
 * - quotes: those of them that are a quote request (type "quote"), or have reached the pipeline's
 *   "proposal sent" stage or a later one (negotiation, won), or have an issued proposal (a lead
 *   lost after its proposal still counts);
 * - won: those of them whose stage is "won".
 * Each step is a subset of the one before, except leads, which may come without a counted visit.
 */
export const FUNNEL_STEPS = ["visitors", "leads", "quotes", "won"] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number];

/** Stages that mean a proposal was sent (pipeline.ts order: proposal sent → negotiation → won). */
export const QUOTE_STAGES = ["proposal_sent", "negotiation", "won"] as const satisfies readonly LeadStage[];
/** Lead types that are a quote request in themselves. */
export const QUOTE_LEAD_TYPES = ["quote"] as const satisfies readonly LeadType[];

/** Whether a lead counts in the funnel's "quotes" step (the rule the SQL of analytics.server.ts applies). */
export function isQuoteLead(lead: { type: LeadType; stage: LeadStage; hasIssuedProposal: boolean }): boolean {
  return (
    (QUOTE_LEAD_TYPES as readonly LeadType[]).includes(lead.type) ||
    (QUOTE_STAGES as readonly LeadStage[]).includes(lead.stage) ||
    lead.hasIssuedProposal
  );
}

export type FunnelCounts = Readonly<Record<FunnelStepKey, number>>;

export interface FunnelStep {
  readonly key: FunnelStepKey;
  readonly count: number;
  /** Share of the previous step (null for the first step, or when the previous step is 0). */
  readonly stepRate: number | null;
  /** Share of the first step (null when it is 0). */
  readonly overallRate: number | null;
}

/** part / whole, or null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function funnelSteps(counts: FunnelCounts): FunnelStep[] {
  const first = counts[FUNNEL_STEPS[0]];
  return FUNNEL_STEPS.map((key, i) => ({
    key,
    count: counts[key],
    stepRate: i === 0 ? null : rate(counts[key], counts[FUNNEL_STEPS[i - 1]!]),
    overallRate: i === 0 ? null : rate(counts[key], first),
  }));
}

export interface LeadQualityRatio {
  readonly warm: number;
  readonly cold: number;
  /** Chatbot leads sent without a quality (older clients). */
  readonly unknown: number;
  /** warm / (warm + cold), or null without a rated lead. */
  readonly warmShare: number | null;
}

/**
 * The chatbot's lead quality (app/features/chat/engine.ts `leadQuality`: warm once the visitor named their
 * institution, cold otherwise), from counts per quality value.
 */
export function leadQualityRatio(
  counts: readonly { quality: string | null; count: number }[],
): LeadQualityRatio {
  let warm = 0;
  let cold = 0;
  let unknown = 0;
  for (const { quality, count } of counts) {
    if (quality === "warm") warm += count;
    else if (quality === "cold") cold += count;
    else unknown += count;
  }
  return { warm, cold, unknown, warmShare: rate(warm, warm + cold) };
}

/**
 * Chatbot intents from the `chat_intent` events' properties (JSON text such as
 * `{"action":"chat_intent","intent":"pricing_inquiry"}`), grouped by their raw text: the counts per
 * intent, most frequent first, then by name. Properties without an intent are left out.
 */
export function intentCounts(rows: readonly { props: string | null; count: number }[]): {
  intent: string;
  count: number;
}[] {
  const totals = new Map<string, number>();
  for (const { props, count } of rows) {
    const intent = intentOf(props);
    if (intent) totals.set(intent, (totals.get(intent) ?? 0) + count);
  }
  return [...totals]
    .map(([intent, count]) => ({ intent, count }))
    .sort((a, b) => b.count - a.count || (a.intent < b.intent ? -1 : a.intent > b.intent ? 1 : 0));
}

function intentOf(props: string | null): string | null {
  if (!props) return null;
  try {
    const value: unknown = JSON.parse(props);
    const intent =
      typeof value === "object" && value !== null ? (value as { intent?: unknown }).intent : null;
    return typeof intent === "string" && /^[a-z_]{1,40}$/.test(intent) ? intent : null;
  } catch {
    return null;
  }
}
