import { describe, expect, it } from "vitest";
import { newSalt, saltDay, visitorKey } from "./visitor-key.server.ts";

describe("visitorKey", () => {
  const ua = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";

  it("is stable for one salt, address and browser, and contains neither", () => {
    const salt = newSalt();
    const key = visitorKey(salt, "203.0.113.7", ua);
    expect(visitorKey(salt, "203.0.113.7", ua)).toBe(key);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain("203");
  });

  it("differs for another address, another browser or another day's salt", () => {
    const salt = newSalt();
    const key = visitorKey(salt, "203.0.113.7", ua);
    expect(visitorKey(salt, "203.0.113.8", ua)).not.toBe(key);
    expect(visitorKey(salt, "203.0.113.7", `${ua} Edg/140.0`)).not.toBe(key);
    expect(visitorKey(newSalt(), "203.0.113.7", ua)).not.toBe(key);
  });

  it("rotates salts per UTC day, each random", () => {
    expect(saltDay(new Date("2026-11-20T23:59:59.999Z"))).toBe("2026-11-20");
    expect(saltDay(new Date("2026-11-21T00:00:00.000Z"))).toBe("2026-11-21");
    expect(newSalt()).not.toBe(newSalt());
    expect(newSalt().length).toBeGreaterThanOrEqual(43);
  });
});
