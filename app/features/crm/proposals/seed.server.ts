import type { Transaction } from "kysely";
import { newId, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { totalsOf } from "#app/features/crm/billing/invoicing.ts";
import { DAY, type DemoState } from "#app/features/crm/seed-state.ts";
import { nextProposalNumber } from "./proposal-records.server.ts";

/**
 * Demo proposals (app/seed.server.ts), numbered through the proposals' own sequence: the accepted
 * one each subscription came from, then an issued one for each quote request the pipeline qualified.
 */
export async function seedProposals(trx: Transaction<DB>, state: DemoState) {
  for (const [index, inst] of state.clients.entries()) {
    const institutionId = inst.id;
    const { id: subscriptionId, started } = inst.subscription;
    // The proposal the subscription came from, numbered through the proposals' own sequence.
    const proposed = state.ago(380 - index * 45);
    const proposalLines = [{ label: `Abonnement ${inst.plan}`, quantity: 12, unitCents: inst.mrrCents }];
    const proposalTotals = totalsOf(proposalLines);
    await trx
      .insertInto("quote")
      .values({
        id: newId(),
        number: await nextProposalNumber(trx, proposed),
        institution_id: institutionId,
        status: "accepted",
        plan: inst.plan,
        students: inst.studentCount,
        student_cap: inst.studentCap,
        modules: toJson(inst.modules),
        addons: toJson(inst.addons),
        mrr_cents: inst.mrrCents,
        lines: toJson(proposalLines),
        subtotal_cents: proposalTotals.subtotalCents,
        vat_cents: proposalTotals.vatCents,
        total_cents: proposalTotals.totalCents,
        valid_until: new Date(started.getTime() + 30 * DAY),
        issued_at: proposed,
        subscription_id: subscriptionId,
        converted_at: started,
        created_at: proposed,
        updated_at: started,
      })
      .execute();
  }
  for (const { leadId, at } of state.qualifiedQuotes) {
    const proposalLines = [
      { label: "Abonnement Excellence (12 mois)", quantity: 12, unitCents: 99_900 },
      { label: "Analytics Pro", quantity: 12, unitCents: 9_900 },
    ];
    const proposalTotals = totalsOf(proposalLines);
    await trx
      .insertInto("quote")
      .values({
        id: newId(),
        number: await nextProposalNumber(trx, at),
        lead_id: leadId,
        status: "issued",
        plan: "excellence",
        students: 3000,
        student_cap: null,
        addons: toJson([{ id: "analytics-pro", quantity: 1 }]),
        mrr_cents: 99_900 + 9_900,
        lines: toJson(proposalLines),
        subtotal_cents: proposalTotals.subtotalCents,
        vat_cents: proposalTotals.vatCents,
        total_cents: proposalTotals.totalCents,
        valid_until: new Date(at.getTime() + 30 * DAY),
        issued_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
