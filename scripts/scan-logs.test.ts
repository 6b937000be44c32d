import { describe, expect, it } from "vitest";
import { scanLog, testPasswords } from "./scan-logs.ts";

describe("scanLog", () => {
  const known = [{ name: "the signing secret (AUTH_SECRET)", value: "s3cr3t-value-of-48-characters" }];

  it("finds a known secret and the shapes of secrets, line by line", () => {
    const log = [
      '{"level":30,"msg":"request","path":"/auth"}',
      '{"level":40,"msg":"boom","detail":"s3cr3t-value-of-48-characters"}',
      '{"level":40,"headers":{"cookie":"better-auth.session_token=abcdefgh12345678.sig"}}',
      '{"level":50,"body":{"password":"Cahier-lune-7"}}',
      '{"level":50,"body":{"password":"[redacted]"}}',
      "otpauth://totp/GA?secret=JBSWY3DPEHPK3PXP",
      '{"msg":"mail","link":"https://ga.example/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.abc"}',
    ].join("\n");
    expect(scanLog(log, known)).toEqual([
      { line: 2, what: "the signing secret (AUTH_SECRET)" },
      { line: 3, what: "a session cookie" },
      { line: 3, what: "a secret field not redacted" },
      { line: 4, what: "a secret field not redacted" },
      { line: 6, what: "a TOTP key" },
      { line: 7, what: "a token in an address" },
    ]);
  });

  it("passes a clean log", () => {
    expect(scanLog('{"msg":"request","path":"/dashboard","status":200}', known)).toEqual([]);
  });
});

describe("testPasswords", () => {
  it("reads the passwords the tests type from their sources", () => {
    const sources = [
      'export const PASSWORD = "Cahier-lune-7";',
      'const newPassword = "Marelle-soleil-42";\nform: { password: "pas-le-bon-x" }',
    ];
    expect(testPasswords(sources).sort()).toEqual(["Cahier-lune-7", "Marelle-soleil-42", "pas-le-bon-x"]);
  });
});
