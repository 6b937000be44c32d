import { readFileSync } from "node:fs";
import path from "node:path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-length.ts";

/**
 * The server's acceptance rule for a new password (sign-up, reset; DECISIONS.md point 5):
 * 6 to 128 characters, not one of the most common passwords (common-passwords.txt, also with a
 * short suffix of digits or punctuation such as "azerty1!"), not the account's own e-mail.
 */
export type PasswordProblem = "tooShort" | "tooLong" | "common" | "sameAsEmail";

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(import.meta.dirname, "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const base = lower.replace(/[0-9!?.*_#@$%&+=-]{1,4}$/, "");
  return base !== lower && base.length >= PASSWORD_MIN_LENGTH && list.has(base);
}

export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "tooLong";
  if (isCommonPassword(password)) return "common";
  if (email) {
    const lower = password.toLowerCase();
    const address = email.trim().toLowerCase();
    if (lower === address || lower === address.split("@")[0]) return "sameAsEmail";
  }
  return null;
}
