import type { PlanId } from "#server/db/schema.ts";

/** What the demo content's steps (app/seed.server.ts) share within one run. */
export const DAY = 24 * 3600_000;

/** A client institution as the clients step created it, for the steps after it. */
export interface DemoClient {
  readonly id: string;
  readonly name: string;
  readonly plan: PlanId;
  readonly studentCount: number;
  readonly studentCap: number | null;
  readonly modules: readonly string[];
  readonly addons: readonly { id: string; quantity: number }[];
  readonly mrrCents: number;
  /** Its staff's user ids, in the order of the demo data. */
  readonly staffIds: readonly string[];
  readonly subscription: {
    readonly id: string;
    readonly period: "monthly" | "yearly";
    readonly started: Date;
  };
}

/** What one run's steps share: the time of the run, and what the earlier steps created. */
export interface DemoState {
  readonly now: Date;
  /** `days` days before the run. */
  ago(days: number): Date;
  /** In creation order (the oldest first). */
  readonly clients: DemoClient[];
  /** Quote requests the pipeline qualified: the proposals step answers each with a proposal. */
  readonly qualifiedQuotes: { readonly leadId: string; readonly at: Date }[];
}
