import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Insertable, Kysely } from "kysely";
import pg from "pg";
import { openDatabase, type Database } from "./database.ts";
import { newId } from "./mapping.ts";
import { migrateToLatest } from "./migrate.ts";
import type { DB, UserTable } from "./schema.ts";

/**
 * A fresh database for one test file (STYLE.md, Tests): an SQLite file in a temporary folder by
 * default; with TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres)
 * a new database created for the run and dropped afterwards.
 */
export interface TestDatabase {
  readonly database: Database;
  readonly url: string;
  /** A folder for the test's files (outbox…). */
  readonly dir: string;
  destroy(): Promise<void>;
}

export const testEngine = (): "sqlite" | "postgres" =>
  process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "ga-test-"));
  const server = process.env.TEST_DATABASE_URL;
  let url: string;
  let drop: () => Promise<void> = async () => {};
  if (server) {
    const name = `ga_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    // `npm run test:pg` migrates one template database before the run: a copy of it takes about a
    // fifth of the time of running every migration again (schema changes are slow on PostgreSQL).
    const template = (options.migrate ?? true) ? process.env.TEST_DATABASE_TEMPLATE : undefined;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const target = new URL(server);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    url = `file:${path.join(dir, "app.db")}`;
  }
  const database = openDatabase(url, { poolSize: 4 });
  // On a copy of the template this finds every migration applied already (and applies any newer).
  if (options.migrate ?? true) await migrateToLatest(database);
  return {
    database,
    url,
    dir,
    async destroy() {
      await database.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A user row as the sign-up makes it (address confirmed, French, customer), with the test's own
 * values over it; returns its id.
 */
export async function insertTestUser(
  db: Kysely<DB>,
  email: string,
  values: Partial<Insertable<UserTable>> = {},
): Promise<string> {
  const id = newId();
  const now = new Date();
  await db
    .insertInto("user")
    .values({
      id,
      name: email,
      email,
      emailVerified: true,
      image: null,
      createdAt: now,
      updatedAt: now,
      twoFactorEnabled: false,
      role: "user",
      first_name: null,
      last_name: null,
      company_name: null,
      display_name: email,
      language: "fr",
      ...values,
    })
    .execute();
  return id;
}
