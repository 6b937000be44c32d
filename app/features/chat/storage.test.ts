import { describe, expect, it } from "vitest";
import { createSession, SESSION_TTL_MS } from "./engine.ts";
import { CHAT_STORAGE_KEY, clearStoredSession, loadSession, saveSession } from "./storage.ts";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);
let n = 0;
const session = () => createSession("fr", { now: T0, newId: () => `id-${++n}` });

describe("chat storage (spec §4)", () => {
  it("restores a saved session under 24 hours old", () => {
    const storage = new MemoryStorage();
    const s = session();
    saveSession(s, storage);
    expect(loadSession(T0 + SESSION_TTL_MS - 1, storage)).toEqual(s);
  });

  it("drops and removes a session 24 hours old", () => {
    const storage = new MemoryStorage();
    saveSession(session(), storage);
    expect(loadSession(T0 + SESSION_TTL_MS, storage)).toBeNull();
    expect(storage.items.has(CHAT_STORAGE_KEY)).toBe(false);
  });

  it("drops unreadable or foreign records", () => {
    const storage = new MemoryStorage();
    for (const raw of [
      "{",
      "null",
      JSON.stringify({ v: 99, session: session() }),
      JSON.stringify({ v: 1, session: { id: 1 } }),
    ]) {
      storage.setItem(CHAT_STORAGE_KEY, raw);
      expect(loadSession(T0, storage)).toBeNull();
      expect(storage.items.has(CHAT_STORAGE_KEY)).toBe(false);
    }
  });

  it("clears the stored session", () => {
    const storage = new MemoryStorage();
    saveSession(session(), storage);
    clearStoredSession(storage);
    expect(loadSession(T0, storage)).toBeNull();
  });

  it("works without storage", () => {
    expect(() => saveSession(session(), null)).not.toThrow();
    expect(loadSession(T0, null)).toBeNull();
    const failing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => saveSession(session(), failing)).not.toThrow();
    expect(loadSession(T0, failing)).toBeNull();
    expect(() => clearStoredSession(failing)).not.toThrow();
  });
});
