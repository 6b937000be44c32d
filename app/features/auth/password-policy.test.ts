import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#server/auth/password-length.ts";
import { passwordStrength } from "./password-policy.ts";

describe("password rules", () => {
  it("follows the spec's bounds: 6 to 128 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });
});

describe("passwordStrength", () => {
  it("says nothing for an empty field and 'too short' under 6 characters", () => {
    expect(passwordStrength("")).toEqual({ score: 0, level: "empty" });
    expect(passwordStrength("Ab1!x")).toEqual({ score: 0, level: "tooShort" });
  });

  it("rates sequences, keyboard walks and repeated characters as weak", () => {
    expect(passwordStrength("123456").level).toBe("weak");
    expect(passwordStrength("abcdefgh").level).toBe("weak");
    expect(passwordStrength("azertyuiop").level).toBe("weak");
    expect(passwordStrength("aaaaaaaaaaaa").level).toBe("weak");
  });

  it("rewards length and variety", () => {
    expect(passwordStrength("lynx-Marée").score).toBeGreaterThanOrEqual(2);
    expect(passwordStrength("cahier-lune7").level).toBe("good");
    expect(passwordStrength("Trois pommes vertes & 2 poires").level).toBe("strong");
  });

  it("never decreases when characters of a new kind are added", () => {
    const base = passwordStrength("montagnebleue").score;
    expect(passwordStrength("montagnebleue7").score).toBeGreaterThanOrEqual(base);
    expect(passwordStrength("Montagnebleue7!").score).toBeGreaterThanOrEqual(base);
  });
});
