import { describe, expect, it } from "vitest";
import {
  INITIAL_LAZY_PROGRESS,
  LAZY_MAX_RETRIES,
  LAZY_RETRY_DELAYS_MS,
  LAZY_TIMEOUT_MS,
  lazyNotice,
  loadWithRetry,
  retryDelayMs,
} from "./lazy-retry.ts";

/** A loader failing `failures` times before answering, and a sleep that records its waits. */
function scenario(failures: number) {
  let calls = 0;
  const waits: number[] = [];
  const retries: string[] = [];
  const load = async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`Failed to fetch dynamically imported module (try ${calls})`);
    return "module";
  };
  const options = {
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    onRetry: (retry: number, max: number) => retries.push(`${retry}/${max}`),
  };
  return { load, options, waits, retries, calls: () => calls };
}

describe("spec §9 lazy-load constants", () => {
  it("retries 3 times after 1 s, 2 s, 3 s and times out at 10 s", () => {
    expect(LAZY_RETRY_DELAYS_MS).toEqual([1000, 2000, 3000]);
    expect(LAZY_MAX_RETRIES).toBe(3);
    expect(LAZY_TIMEOUT_MS).toBe(10_000);
  });
});

describe("retryDelayMs", () => {
  it("gives 1 s, 2 s, 3 s for retries 1 to 3", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 3000]);
  });
  it("has no fourth retry and no retry 0", () => {
    expect(retryDelayMs(4)).toBeNull();
    expect(retryDelayMs(0)).toBeNull();
    expect(retryDelayMs(1.5)).toBeNull();
  });
});

describe("loadWithRetry", () => {
  it("answers at once when the first try works", async () => {
    const s = scenario(0);
    await expect(loadWithRetry(s.load, s.options)).resolves.toBe("module");
    expect(s.calls()).toBe(1);
    expect(s.waits).toEqual([]);
  });

  it("retries after 1 s then 2 s and succeeds on the third try", async () => {
    const s = scenario(2);
    await expect(loadWithRetry(s.load, s.options)).resolves.toBe("module");
    expect(s.calls()).toBe(3);
    expect(s.waits).toEqual([1000, 2000]);
    expect(s.retries).toEqual(["1/3", "2/3"]);
  });

  it("succeeds on the last retry", async () => {
    const s = scenario(3);
    await expect(loadWithRetry(s.load, s.options)).resolves.toBe("module");
    expect(s.calls()).toBe(4);
    expect(s.waits).toEqual([1000, 2000, 3000]);
  });

  it("gives up with the last error after 3 retries (4 tries in all)", async () => {
    const s = scenario(10);
    await expect(loadWithRetry(s.load, s.options)).rejects.toThrow("try 4");
    expect(s.calls()).toBe(4);
    expect(s.waits).toEqual([1000, 2000, 3000]);
    expect(s.retries).toEqual(["1/3", "2/3", "3/3"]);
  });
});

describe("lazyNotice", () => {
  it("shows a loading placeholder during the first try", () => {
    expect(lazyNotice(INITIAL_LAZY_PROGRESS)).toEqual({ kind: "loading" });
  });
  it("shows the retry counter n/3", () => {
    expect(lazyNotice({ retry: 2, timedOut: false, failed: false })).toEqual({
      kind: "retrying",
      retry: 2,
      max: 3,
    });
  });
  it("reports the timeout over the retry counter", () => {
    expect(lazyNotice({ retry: 3, timedOut: true, failed: false })).toEqual({ kind: "timeout" });
  });
  it("reports the final failure above everything", () => {
    expect(lazyNotice({ retry: 3, timedOut: true, failed: true })).toEqual({ kind: "failed" });
  });
});
