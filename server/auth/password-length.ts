/**
 * How long a password may be: 6 to 128 characters (spec §5, §9; DECISIONS.md point 5). Shared by
 * the server's acceptance rule (password-policy.ts) and the browser's strength meter and form
 * checks (app/features/auth/password-policy.ts), so this module imports nothing.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
