import { PASSWORD_MIN_LENGTH } from "#server/auth/password-length.ts";

/**
 * The browser's password meter. The lengths are shared with the server
 * (server/auth/password-length.ts), which also refuses the most common passwords
 * (server/auth/password-policy.ts), a list the browser does not download.
 */

export type StrengthLevel = "empty" | "tooShort" | "weak" | "fair" | "good" | "strong";

export interface PasswordStrength {
  /** 0 (unusable) to 4 (strong): the number of filled segments of the meter. */
  readonly score: 0 | 1 | 2 | 3 | 4;
  readonly level: StrengthLevel;
}

const KEYBOARD_ROWS = [
  "azertyuiop",
  "qwertyuiop",
  "qsdfghjklm",
  "asdfghjkl",
  "wxcvbn",
  "zxcvbnm",
  "0123456789",
];

/** Length of the longest run of consecutive or repeated characters (abcd, 4321, aaaa). */
function longestRun(password: string): number {
  let longest = 1;
  let run = 1;
  let step = 0;
  for (let i = 1; i < password.length; i++) {
    const d = password.charCodeAt(i) - password.charCodeAt(i - 1);
    if (Math.abs(d) <= 1 && (run === 1 || d === step)) {
      run++;
      step = d;
    } else {
      run = Math.abs(d) <= 1 ? 2 : 1;
      step = d;
    }
    longest = Math.max(longest, run);
  }
  return password.length === 0 ? 0 : longest;
}

function hasKeyboardWalk(lower: string): boolean {
  for (const row of KEYBOARD_ROWS) {
    for (let i = 0; i + 4 <= row.length; i++) {
      if (lower.includes(row.slice(i, i + 4))) return true;
    }
  }
  return false;
}

/**
 * A quick estimate for the meter: length and variety raise the score, sequences, keyboard walks
 * and repeated characters lower it. It guides the user; it is not the server's acceptance rule.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { score: 0, level: "empty" };
  if (password.length < PASSWORD_MIN_LENGTH) return { score: 0, level: "tooShort" };
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let points = 0;
  if (password.length >= 8) points++;
  if (password.length >= 12) points++;
  if (password.length >= 16) points++;
  if (classes >= 2) points++;
  if (classes >= 3) points++;
  if (classes >= 4) points++;
  const lower = password.toLowerCase();
  if (longestRun(password) >= 4) points -= 2;
  if (hasKeyboardWalk(lower)) points -= 2;
  if (new Set(password).size <= Math.ceil(password.length / 3)) points -= 2;
  const score = (points <= 1 ? 1 : points <= 3 ? 2 : points <= 4 ? 3 : 4) as 1 | 2 | 3 | 4;
  const level = (["weak", "fair", "good", "strong"] as const)[score - 1]!;
  return { score, level };
}
