import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnKit, oneOf, type Engine } from "./columns.ts";

/**
 * Better Auth's tables (user, session, account, verification; the two-factor and JWT plugins'
 * twoFactor and jwks), written out here so that SQLite and PostgreSQL get the same schema from the
 * same migration run as the product's tables. Column names are Better Auth's (camelCase). The
 * product's own user and session fields are snake_case. `auth.test.ts` checks this schema against
 * what the configured Better Auth expects.
 */
export function accountsMigration(engine: Engine): Migration {
  const c = columnKit(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("emailVerified", c.boolean, (col) => col.notNull().defaultTo(c.false))
        .addColumn("image", "text")
        .addColumn("createdAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updatedAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("twoFactorEnabled", c.boolean, (col) => col.defaultTo(c.false))
        // Server-side role (DECISIONS.md point 2): never taken from sign-up input.
        .addColumn("role", "text", (col) =>
          col
            .notNull()
            .defaultTo("user")
            .check(oneOf("role", ["user", "admin"])),
        )
        .addColumn("first_name", "text")
        .addColumn("last_name", "text")
        .addColumn("company_name", "text")
        .addColumn("display_name", "text")
        // Language of the e-mails sent to the user.
        .addColumn("language", "text", (col) =>
          col
            .notNull()
            .defaultTo("fr")
            .check(oneOf("language", ["fr", "en"])),
        )
        .execute();

      await db.schema
        .createTable("session")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("expiresAt", c.timestamp, (col) => col.notNull())
        .addColumn("token", "text", (col) => col.notNull().unique())
        .addColumn("createdAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updatedAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("auth_level", "integer", (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex("session_user_id_idx").on("session").column("userId").execute();

      await db.schema
        .createTable("account")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("accountId", "text", (col) => col.notNull())
        .addColumn("providerId", "text", (col) => col.notNull())
        .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", c.timestamp)
        .addColumn("refreshTokenExpiresAt", c.timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updatedAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex("account_user_id_idx").on("account").column("userId").execute();

      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("identifier", "text", (col) => col.notNull())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("expiresAt", c.timestamp, (col) => col.notNull())
        .addColumn("createdAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn("updatedAt", c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex("verification_identifier_idx")
        .on("verification")
        .column("identifier")
        .execute();

      await db.schema
        .createTable("twoFactor")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("secret", "text", (col) => col.notNull())
        .addColumn("backupCodes", "text", (col) => col.notNull())
        .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("verified", c.boolean, (col) => col.defaultTo(c.true))
        .addColumn("failedVerificationCount", "integer", (col) => col.defaultTo(0))
        .addColumn("lockedUntil", c.timestamp)
        .execute();
      await db.schema.createIndex("two_factor_user_id_idx").on("twoFactor").column("userId").execute();
      await db.schema.createIndex("two_factor_secret_idx").on("twoFactor").column("secret").execute();

      await db.schema
        .createTable("jwks")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("publicKey", "text", (col) => col.notNull())
        .addColumn("privateKey", "text", (col) => col.notNull())
        .addColumn("createdAt", c.timestamp, (col) => col.notNull())
        .addColumn("expiresAt", c.timestamp)
        .addColumn("alg", "text")
        .addColumn("crv", "text")
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["jwks", "twoFactor", "verification", "account", "session", "user"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
