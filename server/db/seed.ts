import type { Kysely, Transaction } from "kysely";
import type { DB } from "./schema.ts";

/**
 * The runner of the demo content, so that a newcomer opening the admin CRM or a client space sees a
 * living product. What the content is belongs to the features (each one seeds its own tables, next
 * to its code); the application lists the steps in order (`app/seed.server.ts`) and hands them to
 * the server (server/composition.ts). The runner does nothing when content is already there, and
 * writes everything in one transaction: running it twice changes nothing, and a step that fails
 * leaves the database as it was.
 */
export interface DemoSeed {
  /** Is there content already (demo or real)? The seed then adds nothing. */
  present(db: Kysely<DB>): Promise<boolean>;
  /** The steps of one run, in order; they may share what they created through their closure. */
  steps(now: Date): readonly SeedStep[];
}

export interface SeedStep {
  readonly name: string;
  /** Writes its part; may return counts to report (`{ institutions: 4 }`), added up over the steps. */
  run(trx: Transaction<DB>): Promise<SeedCounts | void>;
}

export type SeedCounts = Readonly<Record<string, number>>;

export interface SeedReport {
  readonly seeded: boolean;
  /** What the steps reported creating (institutions, users…); empty when nothing was added. */
  readonly counts: SeedCounts;
}

/**
 * The demo content never creates a password nor an administrator: how the first one gets in,
 * printed once a fresh database has been seeded (`npm start`, `npm run db:seed`).
 */
export const FIRST_ADMIN_HELP = [
  "No administrator exists yet, and none is created with a default password. To open the admin CRM:",
  "  1. sign up at /auth with your own address;",
  "  2. confirm it with the link of the e-mail (without SMTP_URL it is in data/outbox/ and in this log);",
  "  3. run: npm run user:promote -- <your e-mail>",
  "Addresses listed in ADMIN_EMAILS become administrators as soon as they are confirmed.",
].join("\n");

export async function seedDemo(db: Kysely<DB>, seed: DemoSeed, now = new Date()): Promise<SeedReport> {
  if (await seed.present(db)) return { seeded: false, counts: {} };
  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    for (const step of seed.steps(now)) {
      const reported = await step.run(trx);
      for (const [name, n] of Object.entries(reported ?? {})) counts[name] = (counts[name] ?? 0) + n;
    }
  });
  return { seeded: true, counts };
}
