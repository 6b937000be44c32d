/**
 * An order's way from the customer's click to a running service: received (placed at checkout or
 * by a signed proposal), validated by the vendor, being set up, active. Staff move it one step at a
 * time from the CRM; each step is kept with its time and the person who made it.
 */
export const ORDER_STAGES = ["received", "validated", "setting_up", "active"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const isOrderStage = (value: unknown): value is OrderStage =>
  typeof value === "string" && (ORDER_STAGES as readonly string[]).includes(value);

/** The step after `stage`; null once the order is active. */
export function nextStage(stage: OrderStage): OrderStage | null {
  return ORDER_STAGES[ORDER_STAGES.indexOf(stage) + 1] ?? null;
}

/** Only the next step may be taken: none skipped, none taken twice, never back. */
export function canMoveTo(current: OrderStage, target: OrderStage): boolean {
  return nextStage(current) === target;
}

export interface OrderEvent {
  readonly stage: OrderStage;
  readonly at: string;
  readonly actor: string | null;
}

export interface TimelineStep {
  readonly stage: OrderStage;
  readonly reached: boolean;
  readonly current: boolean;
  readonly at: string | null;
  readonly actor: string | null;
}

/** Every step in order, with when and by whom it was reached (or not yet). */
export function orderTimeline(current: OrderStage, events: readonly OrderEvent[]): TimelineStep[] {
  const reachedUpTo = ORDER_STAGES.indexOf(current);
  return ORDER_STAGES.map((stage, i) => {
    const event = events.find((e) => e.stage === stage);
    return {
      stage,
      reached: i <= reachedUpTo,
      current: i === reachedUpTo,
      at: event?.at ?? null,
      actor: event?.actor ?? null,
    };
  });
}
