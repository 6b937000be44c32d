import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseDailyTime } from "./scheduler/schedule.ts";

/**
 * Configuration, read once at boot (STYLE.md, Server). `APP_ENV=production` makes the secrets
 * mandatory; the embedded default (no configuration at all) generates a secret once and keeps it
 * in `data/`, so `npm start` works on a fresh machine.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const emailList = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

export const ConfigSchema = z.object({
  APP_ENV: z.enum(["embedded", "production", "test"]).default("embedded"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("data"),
  SMTP_URL: z.string().optional(),
  ADMIN_EMAILS: emailList,
  SALES_EMAIL: z.email().default("commercial@ga-education.fr"),
  AUTH_SECRET: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REQUIRE_ADMIN_2FA: booleanFlag.optional(),
  MAIL_FROM: z.string().default("GA Éducation <no-reply@ga-education.fr>"),
  // Delay before the first new attempt at an e-mail the SMTP server refused (seconds; doubles after
  // each failure, capped at an hour).
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Window of the sign-in, sign-up, reset and two-factor attempt limits (seconds).
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).max(3600).default(60),
  // How long a page may trust the signed session cache cookie before reading the session in the
  // database again (seconds; 0: every page reads the database). Decision 018.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // A third-party audience-measurement script (none by default): loaded only with the visitor's consent.
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The daily backup: its time (HH:MM, Paris time, or "off") and how many days archives are kept.
  BACKUP_TIME: z
    .string()
    .default("03:00")
    .refine((v) => v.trim() === "off" || parseDailyTime(v) !== null, 'a time as HH:MM (e.g. 03:00) or "off"'),
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  // End-to-end servers only (E2E=1): the forms' minimum fill time in milliseconds, so that the
  // browser tests need not wait two seconds before each post. Ignored anywhere else.
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  E2E: z.string().optional(),
});

export interface AppConfig {
  readonly env: "embedded" | "production" | "test";
  readonly port: number;
  readonly host: string;
  /** Public origin without trailing slash. */
  readonly baseUrl: string;
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly smtpUrl: string | undefined;
  readonly adminEmails: readonly string[];
  readonly salesEmail: string;
  readonly authSecret: string;
  readonly trustProxy: boolean;
  readonly logLevel: string;
  readonly requireAdmin2fa: boolean;
  /** Sender of every e-mail. */
  readonly mailFrom: string;
  /** Delay before the first retry of a failed delivery, in seconds (then doubled each time). */
  readonly mailRetrySeconds: number;
  /** Window of the authentication attempt limits, in seconds. */
  readonly authRateLimitWindow: number;
  /**
   * The longest a page trusts the session cache cookie, in seconds (0: no cache): how long a
   * revoked session, a suspended account or a changed role may still be seen by page views.
   */
  readonly sessionCacheSeconds: number;
  /** A third-party analytics script, loaded only after consent (app/features/tracking/consent/consent.ts). */
  readonly analyticsScriptUrl: string | undefined;
  /** Time of the daily backup in minutes after midnight, Paris time; null when switched off. */
  readonly backupMinutes: number | null;
  /** Days a backup archive is kept. */
  readonly backupRetentionDays: number;
  /**
   * The forms' minimum fill time in milliseconds when an end-to-end server lowers it
   * (FORM_MIN_FILL_MS with E2E=1); undefined everywhere else: the rule's own value applies.
   */
  readonly formMinFillMs: number | undefined;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const MIN_SECRET_LENGTH = 32;

/** A secret is weak when short or made of very few distinct characters. */
export function isWeakSecret(secret: string): boolean {
  return secret.length < MIN_SECRET_LENGTH || new Set(secret).size < 10;
}

/** Where the embedded mode keeps its generated secret (never in a backup archive: docs/backups.md). */
export function secretFile(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}

function embeddedSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/**
 * Where the data lives (database, DATA_DIR) and the secret already set, read as `loadConfig` reads
 * them but without creating anything: the restore command must not generate a new secret in the
 * folder it restores into.
 */
export function dataLocation(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string;
  secret: string | null;
} {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const file = secretFile(dataDir);
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || `file:${path.join(dataDir, "app.db")}`,
    secret: env.AUTH_SECRET || (existsSync(file) ? readFileSync(file, "utf8").trim() || null : null),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const production = c.APP_ENV === "production";
  const missing: string[] = [];
  if (production && !c.AUTH_SECRET) missing.push("AUTH_SECRET (a random string of at least 32 characters)");
  if (production && !c.BASE_URL) missing.push("BASE_URL (the public address, e.g. https://www.example.fr)");
  if (missing.length) {
    throw new ConfigError(
      `Missing configuration for APP_ENV=production:\n${missing.map((m) => `  - ${m}`).join("\n")}`,
    );
  }
  if (production && c.AUTH_SECRET && isWeakSecret(c.AUTH_SECRET)) {
    throw new ConfigError(
      `AUTH_SECRET is too weak: use at least ${MIN_SECRET_LENGTH} random characters (for example: openssl rand -base64 48).`,
    );
  }
  const { dataDir, databaseUrl } = dataLocation({
    ...env,
    DATA_DIR: c.DATA_DIR,
    DATABASE_URL: c.DATABASE_URL,
  });
  return {
    env: c.APP_ENV,
    port: c.PORT,
    host: c.HOST,
    baseUrl: (c.BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    databaseUrl,
    dataDir,
    smtpUrl: c.SMTP_URL || undefined,
    adminEmails: c.ADMIN_EMAILS,
    salesEmail: c.SALES_EMAIL,
    authSecret: c.AUTH_SECRET ?? embeddedSecret(dataDir),
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    requireAdmin2fa: c.REQUIRE_ADMIN_2FA ?? production,
    mailFrom: c.MAIL_FROM,
    mailRetrySeconds: c.MAIL_RETRY_SECONDS,
    authRateLimitWindow: c.AUTH_RATE_LIMIT_WINDOW,
    sessionCacheSeconds: c.SESSION_CACHE_SECONDS,
    analyticsScriptUrl: c.ANALYTICS_SCRIPT_URL || undefined,
    backupMinutes: parseDailyTime(c.BACKUP_TIME),
    backupRetentionDays: c.BACKUP_RETENTION_DAYS,
    formMinFillMs: c.E2E === "1" ? c.FORM_MIN_FILL_MS : undefined,
  };
}
