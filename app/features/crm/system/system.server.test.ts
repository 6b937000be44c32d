import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "#server/db/test-database.ts";
import { migrationsFor } from "#server/db/migrations/index.ts";
import type { DB } from "#server/db/schema.ts";
import { describeCounter, loadSystemStatus, splitUptime } from "./system.server.ts";

/**
 * The system and security page's data (issue 8) on a real test database: migration state, the
 * mail queue, the sign-in counters of the attempt limits, staff sessions and two-factor status.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const NOW = new Date("2026-05-04T10:00:00.000Z");

async function user(id: string, email: string, role: "admin" | "user", twoFactor: boolean) {
  await db
    .insertInto("user")
    .values({
      id,
      name: email.split("@")[0]!,
      email,
      emailVerified: true,
      image: null,
      createdAt: NOW,
      updatedAt: NOW,
      twoFactorEnabled: twoFactor,
      role,
      first_name: null,
      last_name: null,
      company_name: null,
      display_name: null,
      language: "fr",
    })
    .execute();
}

async function session(userId: string, expiresAt: Date, level: number) {
  await db
    .insertInto("session")
    .values({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      userId,
      expiresAt,
      createdAt: NOW,
      updatedAt: NOW,
      ipAddress: "203.0.113.9",
      userAgent: null,
      auth_level: level,
    })
    .execute();
}

async function mail(status: "pending" | "sent" | "failed", createdAt: string, error: string | null = null) {
  await db
    .insertInto("mail_queue")
    .values({
      id: crypto.randomUUID(),
      kind: "lead-notification",
      to_address: "commercial@ga-education.example",
      subject: "Nouvelle demande",
      text_body: "…",
      status,
      created_at: createdAt,
      next_attempt_at: createdAt,
      sent_at: status === "sent" ? NOW.toISOString() : null,
      attempts: status === "failed" ? 12 : 0,
      last_error: error,
    })
    .execute();
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  await user("u-admin", "direction@ga-education.example", "admin", true);
  await user("u-sales", "ventes@ga-education.example", "user", false);
  await user("u-client", "client@lycee.example", "user", false);
  await db.insertInto("staff_member").values({ user_id: "u-sales", role: "sales" }).execute();
  await session("u-admin", new Date(NOW.getTime() + 3600_000), 2);
  await session("u-sales", new Date(NOW.getTime() + 3600_000), 1);
  await session("u-sales", new Date(NOW.getTime() - 1000), 1);
  await session("u-client", new Date(NOW.getTime() + 3600_000), 1);
  await mail("pending", "2026-05-04T09:00:00.000Z");
  await mail("pending", "2026-05-04T08:00:00.000Z");
  await mail("sent", "2026-05-04T07:00:00.000Z");
  await mail("failed", "2026-05-03T07:00:00.000Z", "connect ECONNREFUSED");
  const t = NOW.getTime();
  await db
    .insertInto("rate_limit")
    .values([
      { key: "signIn:account:ventes@ga-education.example", count: 5, window_start: t - 10_000 },
      { key: "signIn:address:203.0.113.7", count: 2, window_start: t - 10_000 },
      { key: "signUp:address:203.0.113.7", count: 9, window_start: t - 10_000 },
      { key: "signIn:account:old@lycee.example", count: 9, window_start: t - 3600_000 },
    ])
    .execute();
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe("system status helpers", () => {
  it("splits the uptime into days, hours and minutes", () => {
    expect(splitUptime(2 * 86_400 + 3 * 3600 + 4 * 60 + 59)).toEqual({ days: 2, hours: 3, minutes: 4 });
    expect(splitUptime(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("reads a sign-in counter against the limits of its window", () => {
    const now = 1_000_000;
    expect(
      describeCounter({ key: "signIn:account:a@b.fr", count: 5, windowStart: now - 1000 }, 60, now),
    ).toEqual({
      kind: "signInAccount",
      subject: "a@b.fr",
      failures: 5,
      since: new Date(now - 1000).toISOString(),
      state: "locked",
      until: new Date(now + 59_000).toISOString(),
    });
    expect(
      describeCounter({ key: "signIn:address:1.2.3.4", count: 29, windowStart: now }, 60, now)?.state,
    ).toBe("below");
    expect(
      describeCounter({ key: "signIn:account:a@b.fr", count: 9, windowStart: now - 60_000 }, 60, now)?.state,
    ).toBe("expired");
    expect(
      describeCounter({ key: "signIn:account-address:a@b.fr|1.2.3.4", count: 5, windowStart: now }, 60, now),
    ).toMatchObject({ kind: "signInAccountAddress", subject: "a@b.fr · 1.2.3.4", state: "locked" });
    expect(describeCounter({ key: "reset:account:a@b.fr", count: 9, windowStart: now }, 60, now)).toBeNull();
  });
});

describe(`system status (${testEngine()})`, () => {
  it("reports the version, the migrations, the mail queue, sign-ins, sessions and two-factor", async () => {
    const s = await loadSystemStatus({
      db,
      engine: tdb.database.engine,
      env: "test",
      mailTransport: "outbox",
      authWindowSeconds: 60,
      requireAdmin2fa: false,
      now: NOW,
      uptimeSeconds: 3700,
    });
    expect(s.application.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(s.application.uptime).toEqual({ days: 0, hours: 1, minutes: 1 });
    const latest = Object.keys(migrationsFor(tdb.database.engine));
    expect(s.database).toMatchObject({
      engine: testEngine(),
      latest: latest.length,
      applied: latest.length,
      pending: [],
      lastApplied: latest.at(-1),
    });
    expect(s.mail).toMatchObject({
      pending: 2,
      failed: 1,
      sentDay: 1,
      oldestPendingAt: "2026-05-04T08:00:00.000Z",
      recentFailures: [{ error: "connect ECONNREFUSED", attempts: 12 }],
    });
    expect(s.signIns.counters.map((c) => [c.kind, c.subject, c.state])).toEqual([
      ["signInAccount", "ventes@ga-education.example", "locked"],
      ["signInAddress", "203.0.113.7", "below"],
      ["signInAccount", "old@lycee.example", "expired"],
    ]);
    expect(s.sessions.map((x) => [x.email, x.twoFactor]).sort()).toEqual([
      ["direction@ga-education.example", true],
      ["ventes@ga-education.example", false],
    ]);
    expect(s.staff.map((m) => [m.email, m.role, m.twoFactor])).toEqual([
      ["direction@ga-education.example", "admin", true],
      ["ventes@ga-education.example", "sales", false],
    ]);
  });
});
