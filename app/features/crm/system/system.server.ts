import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { version } from "../../../../package.json";
import { authRules } from "#server/auth/rate-limit.ts";
import type { Engine } from "#server/db/database.ts";
import { toBool, toDate, toDateOrNull, toInt } from "#server/db/mapping.ts";
import { migrationProvider } from "#server/db/migrations/index.ts";
import type { DB, StaffRole } from "#server/db/schema.ts";

/**
 * The system and security page of the admin CRM (issue 8): what runs, the state of the database
 * and of the e-mail queue, the sign-in counters kept by the attempt limits (rate_limit table;
 * failures are not recorded anywhere else), staff sessions and staff two-factor status.
 */
export interface SystemInput {
  readonly db: Kysely<DB>;
  readonly engine: Engine;
  readonly env: string;
  readonly mailTransport: "smtp" | "outbox";
  /** Window of the authentication attempt limits, in seconds (AUTH_RATE_LIMIT_WINDOW). */
  readonly authWindowSeconds: number;
  readonly requireAdmin2fa: boolean;
  readonly now?: Date;
  /** Seconds since the process started (process.uptime() by default). */
  readonly uptimeSeconds?: number;
}

export interface StaffEntry {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly twoFactor: boolean;
}

export type CounterKind =
  "signInAccount" | "signInAccountAddress" | "signInAddress" | "twoFactorAddress" | "twoFactorLock";

export interface SignInCounter {
  readonly kind: CounterKind;
  readonly subject: string;
  readonly failures: number;
  readonly since: string;
  /** "locked": refused until `until`; "below": counting, under the limit; "expired": window over. */
  readonly state: "locked" | "below" | "expired";
  readonly until: string | null;
}

/** Uptime split for display. */
export function splitUptime(seconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
  };
}

const COUNTER_PREFIXES: ReadonlyArray<readonly [string, Exclude<CounterKind, "twoFactorLock">]> = [
  ["signIn:account:", "signInAccount"],
  ["signIn:account-address:", "signInAccountAddress"],
  ["signIn:address:", "signInAddress"],
  ["twoFactor:address:", "twoFactorAddress"],
];

/**
 * Reads a `rate_limit` row of the sign-in or two-factor limits as the page shows it: which
 * counter, for whom, and whether it blocks attempts now (the rules of server/auth/rate-limit.ts).
 */
export function describeCounter(
  row: { key: string; count: number; windowStart: number },
  windowSeconds: number,
  now: number,
): SignInCounter | null {
  const match = COUNTER_PREFIXES.find(([prefix]) => row.key.startsWith(prefix));
  if (!match) return null;
  const [prefix, kind] = match;
  const rules = authRules(windowSeconds);
  const max = rules[kind].max;
  const end = row.windowStart + windowSeconds * 1000;
  const state = end <= now ? "expired" : row.count >= max ? "locked" : "below";
  return {
    kind,
    // An account from one address: "account · address".
    subject: row.key.slice(prefix.length).replace("|", " · "),
    failures: row.count,
    since: new Date(row.windowStart).toISOString(),
    state,
    until: state === "locked" ? new Date(end).toISOString() : null,
  };
}

async function staffMembers(db: Kysely<DB>): Promise<StaffEntry[]> {
  const admins = await db
    .selectFrom("user")
    .select(["id", "name", "email", "display_name", "twoFactorEnabled"])
    .where("role", "=", "admin")
    .execute();
  const others = await db
    .selectFrom("staff_member")
    .innerJoin("user", "user.id", "staff_member.user_id")
    .select([
      "user.id",
      "user.name",
      "user.email",
      "user.display_name",
      "user.twoFactorEnabled",
      "staff_member.role",
    ])
    .where("user.role", "!=", "admin")
    .execute();
  const entry = (
    u: { id: string; name: string; email: string; display_name: string | null; twoFactorEnabled: unknown },
    role: StaffRole,
  ): StaffEntry => ({
    id: u.id,
    name: u.display_name || u.name,
    email: u.email,
    role,
    twoFactor: toBool(u.twoFactorEnabled as boolean | number | null),
  });
  return [...admins.map((u) => entry(u, "admin")), ...others.map((u) => entry(u, u.role))].sort((a, b) =>
    a.email.localeCompare(b.email),
  );
}

async function migrationState(db: Kysely<DB>, engine: Engine) {
  const migrations = await new Migrator({ db, provider: migrationProvider(engine) }).getMigrations();
  const applied = migrations.filter((m) => m.executedAt);
  return {
    latest: migrations.length,
    applied: applied.length,
    lastApplied: applied.at(-1)?.name ?? null,
    lastAppliedAt: applied.at(-1)?.executedAt?.toISOString() ?? null,
    pending: migrations.filter((m) => !m.executedAt).map((m) => m.name),
  };
}

/**
 * The mail queue by status, its oldest waiting message and its latest failures (the system page;
 * the configuration page shows the counts).
 */
export async function mailQueue(db: Kysely<DB>, now: Date) {
  const byStatus = await db
    .selectFrom("mail_queue")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const count = (status: string) => toInt(byStatus.find((r) => r.status === status)?.n ?? 0);
  const oldest = await db
    .selectFrom("mail_queue")
    .select("created_at")
    .where("status", "=", "pending")
    .orderBy("created_at", "asc")
    .limit(1)
    .executeTakeFirst();
  const sentDay = await db
    .selectFrom("mail_queue")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "sent")
    .where("sent_at", ">=", new Date(now.getTime() - 86_400_000).toISOString())
    .executeTakeFirst();
  const failures = await db
    .selectFrom("mail_queue")
    .select(["id", "to_address", "kind", "attempts", "last_error", "created_at"])
    .where("status", "=", "failed")
    .orderBy("created_at", "desc")
    .limit(5)
    .execute();
  return {
    pending: count("pending"),
    sending: count("sending"),
    failed: count("failed"),
    sentDay: toInt(sentDay?.n ?? 0),
    oldestPendingAt: oldest ? toDate(oldest.created_at).toISOString() : null,
    recentFailures: failures.map((f) => ({
      id: f.id,
      to: f.to_address,
      kind: f.kind,
      attempts: toInt(f.attempts),
      error: f.last_error,
      at: toDate(f.created_at).toISOString(),
    })),
  };
}

async function signInCounters(db: Kysely<DB>, windowSeconds: number, now: Date): Promise<SignInCounter[]> {
  const rows = await db
    .selectFrom("rate_limit")
    .select(["key", "count", "window_start"])
    .where((eb) => eb.or(COUNTER_PREFIXES.map(([prefix]) => eb("key", "like", `${prefix}%`))))
    .orderBy("window_start", "desc")
    .limit(200)
    .execute();
  const counters = rows.flatMap((r) => {
    const c = describeCounter(
      { key: r.key, count: toInt(r.count), windowStart: toInt(r.window_start) },
      windowSeconds,
      now.getTime(),
    );
    return c ? [c] : [];
  });
  // A two-factor lock from too many wrong codes (Better Auth's own counter on the account).
  const locks = await db
    .selectFrom("twoFactor")
    .innerJoin("user", "user.id", "twoFactor.userId")
    .select(["user.email", "twoFactor.failedVerificationCount", "twoFactor.lockedUntil"])
    .where("twoFactor.lockedUntil", "is not", null)
    .execute();
  for (const l of locks) {
    const until = toDateOrNull(l.lockedUntil);
    if (!until || until.getTime() <= now.getTime()) continue;
    counters.push({
      kind: "twoFactorLock",
      subject: l.email,
      failures: toInt(l.failedVerificationCount),
      since: now.toISOString(),
      state: "locked",
      until: until.toISOString(),
    });
  }
  const order = { locked: 0, below: 1, expired: 2 } as const;
  return counters.sort((a, b) => order[a.state] - order[b.state] || b.since.localeCompare(a.since));
}

async function staffSessions(db: Kysely<DB>, staff: readonly StaffEntry[], now: Date) {
  if (staff.length === 0) return [];
  const byId = new Map(staff.map((s) => [s.id, s]));
  const rows = await db
    .selectFrom("session")
    .select(["id", "userId", "createdAt", "expiresAt", "ipAddress", "auth_level"])
    .where("userId", "in", [...byId.keys()])
    .orderBy("createdAt", "desc")
    .limit(500)
    .execute();
  return rows
    .filter((r) => toDate(r.expiresAt).getTime() > now.getTime())
    .map((r) => {
      const member = byId.get(r.userId)!;
      return {
        id: r.id,
        member: member.name,
        email: member.email,
        role: member.role,
        started: toDate(r.createdAt).toISOString(),
        expires: toDate(r.expiresAt).toISOString(),
        ip: r.ipAddress,
        twoFactor: toInt(r.auth_level) >= 2,
      };
    });
}

export async function loadSystemStatus(input: SystemInput) {
  const now = input.now ?? new Date();
  const uptimeSeconds = input.uptimeSeconds ?? process.uptime();
  const staff = await staffMembers(input.db);
  return {
    application: {
      version,
      node: process.versions.node,
      env: input.env,
      uptime: splitUptime(uptimeSeconds),
      startedAt: new Date(now.getTime() - uptimeSeconds * 1000).toISOString(),
    },
    database: { engine: input.engine, ...(await migrationState(input.db, input.engine)) },
    mail: { transport: input.mailTransport, ...(await mailQueue(input.db, now)) },
    signIns: {
      windowSeconds: input.authWindowSeconds,
      accountMax: authRules(input.authWindowSeconds).signInAccount.max,
      addressMax: authRules(input.authWindowSeconds).signInAddress.max,
      counters: await signInCounters(input.db, input.authWindowSeconds, now),
    },
    sessions: await staffSessions(input.db, staff, now),
    staff,
    requireAdmin2fa: input.requireAdmin2fa,
  };
}

export type SystemStatus = Awaited<ReturnType<typeof loadSystemStatus>>;
