import { describe, expect, it } from "vitest";
import {
  emailDomain,
  newId,
  normalizeEmail,
  parseJson,
  toBool,
  toDate,
  toDateOrNull,
  toInt,
  toJson,
} from "./mapping.ts";
import { toSqliteValue } from "./node-sqlite.ts";

describe("timestamps", () => {
  it("reads PostgreSQL dates and SQLite ISO text as the same instant", () => {
    const instant = new Date("2026-09-01T08:30:00.125Z");
    expect(toDate(instant).getTime()).toBe(instant.getTime());
    expect(toDate("2026-09-01T08:30:00.125Z").getTime()).toBe(instant.getTime());
    expect(toDate(instant.getTime()).getTime()).toBe(instant.getTime());
    expect(toDate(instant)).not.toBe(instant);
  });

  it("writes dates to SQLite as sortable UTC text", () => {
    expect(toSqliteValue(new Date("2026-01-02T03:04:05.006Z"))).toBe("2026-01-02T03:04:05.006Z");
    expect(
      String(toSqliteValue(new Date("2026-01-02T00:00:00Z"))) <
        String(toSqliteValue(new Date("2026-01-10T00:00:00Z"))),
    ).toBe(true);
  });

  it("keeps null and refuses garbage", () => {
    expect(toDateOrNull(null)).toBeNull();
    expect(toDateOrNull(undefined)).toBeNull();
    expect(() => toDate("not a date")).toThrow(TypeError);
  });
});

describe("booleans", () => {
  it("reads PostgreSQL booleans and SQLite 0/1 alike", () => {
    expect([true, 1, 1n, "1", "t", "true"].map(toBool)).toEqual([true, true, true, true, true, true]);
    expect([false, 0, 0n, "0", "f", null, undefined].map(toBool)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("writes booleans to SQLite as 0/1", () => {
    expect(toSqliteValue(true)).toBe(1);
    expect(toSqliteValue(false)).toBe(0);
  });
});

describe("integers, ids and JSON", () => {
  it("reads PostgreSQL's bigint strings as numbers, never rounding silently", () => {
    expect(toInt("42")).toBe(42);
    expect(toInt(42n)).toBe(42);
    expect(toInt(null)).toBe(0);
    expect(() => toInt("9007199254740993")).toThrow(RangeError);
  });

  it("makes unique text ids", () => {
    const ids = new Set(Array.from({ length: 100 }, newId));
    expect(ids.size).toBe(100);
    expect([...ids][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stores JSON as text and falls back on unreadable text", () => {
    expect(parseJson(toJson({ modules: ["finance"] }), {})).toEqual({ modules: ["finance"] });
    expect(parseJson("{oops", [])).toEqual([]);
    expect(parseJson(null, ["x"])).toEqual(["x"]);
    expect(toSqliteValue({ a: 1 })).toBe('{"a":1}');
    expect(toSqliteValue(undefined)).toBeNull();
  });

  it("normalises e-mail addresses", () => {
    expect(normalizeEmail("  Jeanne.Dupont@Lycee.FR ")).toBe("jeanne.dupont@lycee.fr");
    expect(emailDomain("jeanne@Lycee.fr")).toBe("lycee.fr");
    expect(emailDomain("nobody")).toBeNull();
  });
});
