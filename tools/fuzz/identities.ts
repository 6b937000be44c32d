import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import type { MailTransport } from "#server/mail/transport.ts";
import { createServices } from "#server/services.ts";
import { createVerifiedUser, sessionCookieFor } from "#server/auth/test-sessions.ts";
import type { StaffRole } from "#server/db/schema.ts";

/**
 * Who the fuzzer posts as: an anonymous visitor, a customer (the owner of a seeded institution,
 * with its subscription, invoices and tickets) and staff of every role. Users and sessions are made
 * directly in the fuzzed server's database (server/auth/test-sessions.ts), no e-mail involved.
 */
export type IdentityName = "anonymous" | "customer" | StaffRole;
export const IDENTITIES: readonly IdentityName[] = [
  "anonymous",
  "customer",
  "admin",
  "sales",
  "support",
  "billing",
];

export interface Identity {
  readonly name: IdentityName;
  /** The `Cookie` header of the identity's session; empty for the anonymous visitor. */
  readonly cookie: string;
  readonly userId: string | null;
  readonly email: string | null;
}

/** Mail is never sent from here: the users and sessions below queue none. */
const noMail: MailTransport = {
  kind: "smtp",
  async send() {
    throw new Error("the fuzzer's identities send no mail");
  },
  close() {},
};

/** An endpoint of the auth API (`/api/auth` + path), from Better Auth's own list. */
export interface AuthEndpoint {
  readonly path: string;
  readonly methods: readonly string[];
}

export async function createIdentities(env: Record<string, string>): Promise<{
  identities: Identity[];
  institutionId: string;
  authEndpoints: AuthEndpoint[];
}> {
  const config = loadConfig({ ...env, LOG_LEVEL: "silent" });
  const database = openDatabase(config.databaseUrl);
  const handle = createServices(config, createLogger("silent"), database, {
    transport: noMail,
    startWorker: false,
  });
  const { auth, db } = handle.services;
  try {
    // The customer joins the seeded institution that holds the most records to act on.
    const institution = await db
      .selectFrom("institution")
      .innerJoin("subscription", "subscription.institution_id", "institution.id")
      .select("institution.id")
      .orderBy(
        (eb) =>
          eb
            .selectFrom("invoice")
            .select(eb.fn.countAll().as("n"))
            .whereRef("invoice.institution_id", "=", "institution.id"),
        "desc",
      )
      // Ids are random: the name keeps the choice the same from run to run.
      .orderBy("institution.name")
      .limit(1)
      .executeTakeFirstOrThrow();
    const identities: Identity[] = [{ name: "anonymous", cookie: "", userId: null, email: null }];
    const run = Date.now().toString(36);
    for (const name of IDENTITIES.filter((n) => n !== "anonymous")) {
      const email = `fuzz-${name}-${run}@fuzz.example`;
      const userId = await createVerifiedUser(auth, { email, firstName: "Fuzz", lastName: name });
      if (name === "customer") {
        await db
          .insertInto("membership")
          .values({ user_id: userId, institution_id: institution.id, role: "owner" })
          .execute();
      } else if (name === "admin") {
        await db.updateTable("user").set({ role: "admin" }).where("id", "=", userId).execute();
      } else {
        await db.insertInto("staff_member").values({ user_id: userId, role: name }).execute();
      }
      identities.push({ name, cookie: await sessionCookieFor(auth, userId), userId, email });
    }
    const authEndpoints: AuthEndpoint[] = [];
    for (const endpoint of Object.values(auth.api) as {
      path?: string;
      options?: { method?: string | string[] };
    }[]) {
      // Endpoints without a path are callable from the server only.
      if (!endpoint.path) continue;
      const method = endpoint.options?.method ?? "GET";
      authEndpoints.push({ path: endpoint.path, methods: Array.isArray(method) ? method : [method] });
    }
    return { identities, institutionId: institution.id, authEndpoints };
  } finally {
    await handle.close();
    await database.close();
  }
}
