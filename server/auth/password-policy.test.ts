import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordProblem } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { hashPassword as scryptHash } from "better-auth/crypto";

describe("common passwords", () => {
  it("refuses the most common passwords whatever their case, with or without a short suffix", () => {
    for (const pw of [
      "123456",
      "password",
      "Azerty",
      "motdepasse",
      "soleil",
      "iloveyou",
      "Azerty1!",
      "marseille13",
    ]) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it("accepts uncommon passwords", () => {
    for (const pw of ["Cahier-lune-7", "tournesol vert", "GA#2026-rentrée"])
      expect(isCommonPassword(pw), pw).toBe(false);
  });

  it("ships about a thousand entries of 6 characters or more", async () => {
    const { readFileSync } = await import("node:fs");
    const entries = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"));
    expect(entries.length).toBeGreaterThanOrEqual(1000);
    expect(entries.every((e) => e.length >= 6 && e === e.toLowerCase())).toBe(true);
  });
});

describe("passwordProblem", () => {
  it("applies the length bounds, the common list and the e-mail rule", () => {
    expect(passwordProblem("abc")).toBe("tooShort");
    expect(passwordProblem("x".repeat(129))).toBe("tooLong");
    expect(passwordProblem("qwerty123")).toBe("common");
    expect(passwordProblem("jeanne.dupont", "Jeanne.Dupont@lycee.fr")).toBe("sameAsEmail");
    expect(passwordProblem("Cahier-lune-7", "jeanne@lycee.fr")).toBeNull();
    expect(passwordProblem("x".repeat(128))).toBeNull();
  });
});

describe("password hashing", () => {
  it("hashes with Argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("Cahier-lune-7");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await verifyPassword({ hash, password: "Cahier-lune-7" })).toBe(true);
    expect(await verifyPassword({ hash, password: "cahier-lune-7" })).toBe(false);
    expect(await hashPassword("Cahier-lune-7")).not.toBe(hash);
  });

  it("still verifies hashes in Better Auth's scrypt format and refuses garbage", async () => {
    const legacy = await scryptHash("ancien-mot-de-passe");
    expect(await verifyPassword({ hash: legacy, password: "ancien-mot-de-passe" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "autre" })).toBe(false);
    expect(await verifyPassword({ hash: "not a hash", password: "x" })).toBe(false);
  });
});
