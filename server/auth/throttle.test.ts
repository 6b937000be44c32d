import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "../db/test-database.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createAuthThrottle, createKnownAddresses, KNOWN_ADDRESS_DAYS } from "./throttle.ts";

/** The attempt limits (decision 021), on SQLite and, with TEST_DATABASE_URL, PostgreSQL. */
const engine = testEngine();
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

function throttleAt(start = Date.now()) {
  const clock = { now: start };
  const throttle = createAuthThrottle(
    createRateLimiter(t.database.db),
    createKnownAddresses(t.database.db),
    60,
    () => clock.now,
  );
  return { throttle, clock };
}

async function counter(key: string): Promise<number> {
  const row = await t.database.db
    .selectFrom("rate_limit")
    .select("count")
    .where("key", "=", key)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

describe(`authentication attempt limits (${engine})`, () => {
  it("lets at most 5 of 25 simultaneous attempts on one account through, from any addresses", async () => {
    const { throttle } = throttleAt();
    const account = "Concurrent@Lycee.example";
    const attempts = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        throttle.begin("signIn", { address: `198.51.100.${i + 1}`, account }),
      ),
    );
    const admitted = attempts.filter((a) => a.refused === null);
    expect(admitted).toHaveLength(5);
    for (const refused of attempts.filter((a) => a.refused)) {
      expect(refused.refused?.limited).toBe(true);
      expect(refused.refused?.retryAfter).toBeGreaterThan(50);
    }
    // The refused attempts gave their reservations back; the evaluated failures stay counted.
    await Promise.all(admitted.map((a) => a.settle(false)));
    expect(await counter("signIn:account:concurrent@lycee.example")).toBe(5);
    expect((await throttle.begin("signIn", { address: "198.51.100.99", account })).refused?.limited).toBe(
      true,
    );
  });

  it("keeps the owner's own address out of an attacker's failures, and remembers it", async () => {
    const { throttle } = throttleAt();
    const account = "owner@lycee.example";
    const home = "192.0.2.10";
    const first = await throttle.begin("signIn", { address: home, account });
    expect(first.refused).toBeNull();
    await first.settle(true);
    // Failures from 50 other addresses use up the allowance of the addresses it never used…
    for (let i = 0; i < 50; i++) {
      const attempt = await throttle.begin("signIn", { address: `203.0.113.${i + 1}`, account });
      await attempt.settle(false);
    }
    expect(
      (await throttle.begin("signIn", { address: "203.0.113.200", account: "OWNER@lycee.example" })).refused,
    ).not.toBeNull();
    // …not the owner's: from home, the account's own counter for that address applies.
    const owner = await throttle.begin("signIn", { address: home, account });
    expect(owner.refused).toBeNull();
    await owner.settle(true);
  });

  it("limits one account from one address, known or not, and clears it on success", async () => {
    const { throttle } = throttleAt();
    const account = "pair@lycee.example";
    const home = "192.0.2.20";
    await (await throttle.begin("signIn", { address: home, account })).settle(true);
    for (let i = 0; i < 5; i++)
      await (await throttle.begin("signIn", { address: home, account })).settle(false);
    expect((await throttle.begin("signIn", { address: home, account })).refused?.limited).toBe(true);
    // Another account from the same address is not affected.
    expect(
      (await throttle.begin("signIn", { address: home, account: "paul@lycee.example" })).refused,
    ).toBeNull();
  });

  it("gives a successful attempt's reservations back", async () => {
    const { throttle } = throttleAt();
    const account = "success@lycee.example";
    for (let i = 0; i < 4; i++)
      await (await throttle.begin("signIn", { address: `198.51.101.${i}`, account })).settle(false);
    const success = await throttle.begin("signIn", { address: "198.51.101.50", account });
    expect(await counter("signIn:account:success@lycee.example")).toBe(5);
    await success.settle(true);
    expect(await counter("signIn:account:success@lycee.example")).toBe(4);
    expect(await counter("signIn:account-address:success@lycee.example|198.51.101.50")).toBe(0);
  });

  it("limits one client address across accounts", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 30; i++)
      await (
        await throttle.begin("signIn", { address: "198.51.100.3", account: `user${i}@lycee.example` })
      ).settle(false);
    expect(
      (await throttle.begin("signIn", { address: "198.51.100.3", account: "someone-else@lycee.example" }))
        .refused?.limited,
    ).toBe(true);
  });

  it("counts every sign-up of an account, since each one sends an e-mail", async () => {
    const { throttle } = throttleAt();
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(
        (await throttle.begin("signUp", { address: `198.51.102.${i}`, account: "new@lycee.example" }))
          .refused,
      );
    expect(results.slice(0, 3)).toEqual([null, null, null]);
    expect(results[3]?.limited).toBe(true);
  });

  it("starts again with the next window, and forgets addresses unused for 90 days", async () => {
    const { throttle, clock } = throttleAt(Date.UTC(2026, 0, 5, 8));
    const account = "window@lycee.example";
    await (await throttle.begin("signIn", { address: "192.0.2.30", account })).settle(true);
    for (let i = 0; i < 5; i++)
      await (await throttle.begin("signIn", { address: `198.51.103.${i}`, account })).settle(false);
    expect((await throttle.begin("signIn", { address: "198.51.103.9", account })).refused).not.toBeNull();
    clock.now += 61_000;
    expect((await throttle.begin("signIn", { address: "198.51.103.9", account })).refused).toBeNull();

    const known = createKnownAddresses(t.database.db);
    expect(await known.has(account, "192.0.2.30", clock.now)).toBe(true);
    const later = clock.now + KNOWN_ADDRESS_DAYS * 86_400_000 + 1;
    expect(await known.has(account, "192.0.2.30", later)).toBe(false);
    expect(await known.prune(later)).toBeGreaterThanOrEqual(1);
  });
});
