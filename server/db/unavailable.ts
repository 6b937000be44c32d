/** Seconds a visitor is asked to wait when the database is unavailable (`Retry-After` of a 503). */
export const UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * Whether a failed query means "the database cannot take this now" (a fault of the storage, worth
 * a friendly 503 and a retry later) rather than a mistake in the query or the data:
 * - PostgreSQL unreachable or going away: refused or dropped connections, the pool's connection
 *   timeout, and the SQLSTATE classes 08 (connection exception), 53 (insufficient resources, disk
 *   full included) and 57P (server shutting down or starting);
 * - SQLite: SQLITE_BUSY and SQLITE_LOCKED (another process holds the lock past the busy timeout),
 *   SQLITE_FULL (disk full), SQLITE_IOERR, SQLITE_CANTOPEN and SQLITE_READONLY (a disk gone read-only);
 * - the server still starting: the database has not answered yet, or its migrations are not done
 *   (`DatabaseNotReadyError`);
 * - any of these as the `cause` of another error (a failed migration wraps the driver's error).
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLite primary result codes (the low byte of an extended code). */
const SQLITE_UNAVAILABLE = new Map([
  [5, "SQLITE_BUSY"],
  [6, "SQLITE_LOCKED"],
  [8, "SQLITE_READONLY"],
  [10, "SQLITE_IOERR"],
  [13, "SQLITE_FULL"],
  [14, "SQLITE_CANTOPEN"],
]);

const PG_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection (?:is )?not open/i,
];

interface ErrorShape {
  readonly code?: unknown;
  readonly errcode?: unknown;
  readonly message?: unknown;
  readonly errors?: unknown;
  readonly cause?: unknown;
}

/**
 * A query refused because the server is still starting: the database has not answered yet or its
 * schema is not migrated. No query reaches the database before that (a table missing would be an
 * error of ours, a 500, where the visitor must get "try again shortly").
 */
export class DatabaseNotReadyError extends Error {
  override name = "DatabaseNotReadyError";
  readonly code = "DATABASE_NOT_READY";
  constructor() {
    super("The database is not ready yet: the server is still starting.");
  }
}

/** The SQLite primary code's name of a `node:sqlite` error, when it is one of the storage faults. */
export function sqliteFault(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as ErrorShape;
  if (e.code !== "ERR_SQLITE_ERROR" || typeof e.errcode !== "number") return undefined;
  return SQLITE_UNAVAILABLE.get(e.errcode & 0xff);
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const e = error as ErrorShape;
  // `localhost` resolving to two addresses fails with one error per address.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  if (sqliteFault(error)) return true;
  if (typeof e.code === "string") {
    if (NETWORK_CODES.has(e.code) || e.code === "DATABASE_NOT_READY") return true;
    if (/^(?:08|53)[0-9A-Z]{3}$/.test(e.code) || /^57P0[1-4]$/.test(e.code)) return true;
  }
  if (typeof e.message === "string" && PG_MESSAGES.some((re) => re.test(e.message as string))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
