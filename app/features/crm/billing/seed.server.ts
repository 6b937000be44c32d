import type { Transaction } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { DAY, type DemoState } from "#app/features/crm/seed-state.ts";
import { draftFromSubscription, issueInvoice, markPaid } from "./billing.server.ts";

/**
 * Invoices issued through the admin billing code by "system", in date order so that numbers and
 * issue dates follow each other: the monthly subscriptions' last five months and the yearly one's
 * annual invoice. Paid some days after issue, except the newest one of Collège Les Tilleuls
 * (awaiting payment, not due yet) and the one before last of the CFA (overdue); the CFA's newest
 * invoice stays a draft for the billing team.
 */
export async function seedInvoices(trx: Transaction<DB>, state: DemoState): Promise<void> {
  const { now, ago } = state;
  const subscriptions = state.clients.map((client) => client.subscription);
  const plan: { subscriptionId: string; issuedAt: Date; paidAfterDays: number | null; draft: boolean }[] = [];
  for (const [index, sub] of subscriptions.entries()) {
    if (sub.period === "yearly") {
      plan.push({
        subscriptionId: sub.id,
        issuedAt: new Date(sub.started.getTime() + DAY),
        paidAfterDays: 21,
        draft: false,
      });
      continue;
    }
    for (let month = 4; month >= 0; month--) {
      const issuedAt = ago(month * 30 + 2 + index);
      const newest = month === 0;
      if (index === 3 && newest)
        plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: null, draft: true });
      else if (index === 3 && month === 1)
        plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: null, draft: false });
      else if (index === 1 && newest)
        plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: null, draft: false });
      // SEPA debits are collected within days; transfers and purchase orders take longer.
      else plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: index === 0 ? 1 : 18, draft: false });
    }
  }
  plan.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  for (const item of plan) {
    const drafted = await draftFromSubscription(
      trx,
      "system",
      item.subscriptionId,
      new Date(item.issuedAt.getTime() - 3600_000),
    );
    if (!drafted.ok) throw new Error(`seed: no draft for ${item.subscriptionId} (${drafted.error})`);
    if (item.draft) continue;
    const issued = await issueInvoice(trx, "system", drafted.id, item.issuedAt);
    if (!issued.ok) throw new Error(`seed: invoice not issued (${issued.error})`);
    if (item.paidAfterDays === null) continue;
    const paidAt = new Date(
      Math.min(item.issuedAt.getTime() + item.paidAfterDays * DAY, now.getTime() - 3600_000),
    );
    const paid = await markPaid(trx, "system", drafted.id, paidAt);
    if (!paid.ok) throw new Error(`seed: invoice not paid (${paid.error})`);
  }
}
