import type { Transaction } from "kysely";
import type { DemoSeed, SeedStep } from "#server/db/seed.ts";
import type { DB } from "#server/db/schema.ts";
import { DAY, type DemoState } from "#app/features/crm/seed-state.ts";
import { seedInvoices } from "#app/features/crm/billing/seed.server.ts";
import { seedClients } from "#app/features/crm/clients/seed.server.ts";
import { seedPipeline } from "#app/features/crm/pipeline/seed.server.ts";
import { seedProposals } from "#app/features/crm/proposals/seed.server.ts";
import { seedChangeRequest } from "#app/features/crm/subscriptions/seed.server.ts";
import { seedSupport } from "#app/features/crm/support/seed.server.ts";

/**
 * The demo content of a fresh embedded database, composed from the features (each seeds its own
 * tables from its folder) and run by the server (`seedDemo`, server/db/seed.ts) in one transaction:
 * client institutions with their staff and enrolled students, subscriptions and payment methods,
 * the sales pipeline's leads, proposals (numbered DEV-YYYY-NNNN through their own sequence), support
 * tickets, a change request, and a few months of invoices (issued through the real billing code, so
 * numbered FA-YYYY-NNNNN without a gap; most paid, one awaiting payment, one overdue, one draft).
 * It creates no password at all, and never an admin: the first admin signs up like anyone and is
 * promoted with `npm run user:promote -- <email>` (`FIRST_ADMIN_HELP`); the one staff member it
 * creates (sales, owner of some leads) has no password either.
 */
type DemoStep = (trx: Transaction<DB>, state: DemoState) => ReturnType<SeedStep["run"]>;

/** The steps in order: a step only uses what the steps before it created. */
const STEPS: readonly (readonly [string, DemoStep])[] = [
  ["clients", seedClients],
  ["pipeline", seedPipeline],
  ["proposals", seedProposals],
  ["support", seedSupport],
  ["subscriptions", seedChangeRequest],
  ["billing", seedInvoices],
];

export const demoSeed: DemoSeed = {
  async present(db) {
    return Boolean(await db.selectFrom("institution").select("id").limit(1).executeTakeFirst());
  },
  steps(now) {
    const state: DemoState = {
      now,
      ago: (days) => new Date(now.getTime() - days * DAY),
      clients: [],
      qualifiedQuotes: [],
    };
    return STEPS.map(([name, run]) => ({ name, run: (trx) => run(trx, state) }));
  },
};
