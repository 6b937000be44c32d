import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createAuthThrottle } from "./throttle.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

describe("authentication attempt limits", () => {
  it("counts sign-in failures per account (5) and clears them on success", async () => {
    const throttle = createAuthThrottle(createRateLimiter(t.database.db), 60);
    const subject = { address: "198.51.100.1", account: "Jeanne@Lycee.example" };
    for (let i = 0; i < 4; i++) {
      expect(await throttle.before("signIn", subject)).toBeNull();
      await throttle.after("signIn", subject, false);
    }
    await throttle.after("signIn", subject, true);
    for (let i = 0; i < 5; i++) await throttle.after("signIn", subject, false);
    const limited = await throttle.before("signIn", {
      address: "203.0.113.9",
      account: "jeanne@lycee.example",
    });
    expect(limited?.limited).toBe(true);
    expect(limited?.retryAfter).toBeGreaterThan(50);
    // Another account from the same address is not affected.
    expect(
      await throttle.before("signIn", { address: subject.address, account: "paul@lycee.example" }),
    ).toBeNull();
  });

  it("counts every sign-up of an address, since each one sends an e-mail", async () => {
    const throttle = createAuthThrottle(createRateLimiter(t.database.db), 60);
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(
        await throttle.before("signUp", { address: "198.51.100.2", account: "new@lycee.example" }),
      );
    expect(results.slice(0, 3)).toEqual([null, null, null]);
    expect(results[3]?.limited).toBe(true);
  });

  it("limits one client address across accounts", async () => {
    const throttle = createAuthThrottle(createRateLimiter(t.database.db), 60);
    for (let i = 0; i < 30; i++)
      await throttle.after("signIn", { address: "198.51.100.3", account: `user${i}@lycee.example` }, false);
    expect(
      (await throttle.before("signIn", { address: "198.51.100.3", account: "someone-else@lycee.example" }))
        ?.limited,
    ).toBe(true);
  });
});
