import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import { createRateLimiter } from "../auth/rate-limit.ts";
import { createMailer, mailPriority, MAX_ATTEMPTS, priorityOrder, retryDelayMs } from "../mail/mailer.ts";
import type { MailTransport, OutgoingMail } from "../mail/transport.ts";
import { newId, parseJson, toBool, toDate, toInt, toJson } from "./mapping.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrationsFor } from "./migrations/index.ts";
import { createTestDatabase, insertTestUser, testEngine, type TestDatabase } from "./test-database.ts";

/** Runs on SQLite by default, on PostgreSQL with TEST_DATABASE_URL (`npm run test:pg`). */
const engine = testEngine();
const logger = createLogger("silent");
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await t?.destroy();
});

const TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "twoFactor",
  "jwks",
  "institution",
  "membership",
  "subscription",
  "contact",
  "lead",
  "quote",
  "ticket",
  "ticket_message",
  "invoice",
  "mail_queue",
  "audit_log",
  "rate_limit",
];

function addUser(email: string): Promise<string> {
  return insertTestUser(t.database.db, email, { display_name: null });
}

async function addInstitution(name = "Lycée Test"): Promise<string> {
  const id = newId();
  await t.database.db
    .insertInto("institution")
    .values({
      id,
      name,
      name_key: name.toLowerCase(),
      siret: null,
      vat_number: null,
      address_line1: null,
      address_line2: null,
      postal_code: null,
      city: null,
      chorus_service_code: null,
    })
    .execute();
  return id;
}

describe(`migrations (${engine})`, () => {
  it("create every table on a fresh database, quickly, and do nothing the second time", async () => {
    expect(t.database.engine).toBe(engine);
    const first = await migrateToLatest(t.database);
    expect(first.applied).toEqual(Object.keys(migrationsFor(engine)));
    expect(first.applied.slice(0, 2)).toEqual(["0001-accounts", "0002-product"]);
    const tables = (await t.database.db.introspection.getTables()).map((table) => table.name);
    for (const table of TABLES) expect(tables, table).toContain(table);
    const second = await migrateToLatest(t.database);
    expect(second.applied).toEqual([]);
  });

  it("answers the health check", async () => {
    expect(await t.database.ping()).toBe(true);
  });
});

describe(`one behaviour on both engines (${engine})`, () => {
  it("round-trips timestamps, booleans, JSON and cents", async () => {
    const institutionId = await addInstitution();
    const renews = new Date("2027-09-01T00:00:00.000Z");
    const id = newId();
    await t.database.db
      .insertInto("subscription")
      .values({
        id,
        institution_id: institutionId,
        plan: "premium",
        student_cap: 300,
        modules: toJson(["scolarite", "finance"]),
        addons: toJson([{ id: "priority-support", quantity: 1 }]),
        mrr_cents: 43_800,
        renews_at: renews,
        cancelled_at: null,
      })
      .execute();
    const row = await t.database.db
      .selectFrom("subscription")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(toDate(row.renews_at!).toISOString()).toBe(renews.toISOString());
    expect(Math.abs(toDate(row.created_at).getTime() - Date.now())).toBeLessThan(60_000);
    expect(parseJson<string[]>(row.modules, [])).toEqual(["scolarite", "finance"]);
    expect(toInt(row.mrr_cents)).toBe(43_800);
    expect(row.status).toBe("active");

    const userId = await addUser("bool@example.org");
    const user = await t.database.db
      .selectFrom("user")
      .select(["emailVerified", "twoFactorEnabled", "role", "language"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(toBool(user.emailVerified)).toBe(true);
    expect(toBool(user.twoFactorEnabled)).toBe(false);
    expect(user.role).toBe("user");
    expect(user.language).toBe("fr");
  });

  it("compares and orders timestamps the same way", async () => {
    const institutionId = await addInstitution("Ordre");
    for (const [subject, at] of [
      ["b", "2026-03-01T10:00:00.000Z"],
      ["a", "2026-01-15T10:00:00.000Z"],
      ["c", "2026-12-31T23:59:59.999Z"],
    ] as const) {
      await t.database.db
        .insertInto("ticket")
        .values({
          id: newId(),
          institution_id: institutionId,
          user_id: null,
          subject,
          category: null,
          created_at: new Date(at),
        })
        .execute();
    }
    const rows = await t.database.db
      .selectFrom("ticket")
      .select("subject")
      .where("institution_id", "=", institutionId)
      .where("created_at", ">", new Date("2026-02-01T00:00:00Z"))
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => r.subject)).toEqual(["b", "c"]);
    const count = await t.database.db
      .selectFrom("ticket")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("institution_id", "=", institutionId)
      .executeTakeFirstOrThrow();
    expect(toInt(count.n as number | string)).toBe(3);
  });

  it("enforces the constraints: lower-case unique contacts, one lead per idempotency key, enumerations", async () => {
    await t.database.db
      .insertInto("contact")
      .values({
        id: newId(),
        email: "jeanne@lycee.example",
        first_name: null,
        last_name: null,
        phone: null,
        institution_name: null,
        domain: "lycee.example",
      })
      .execute();
    await expect(
      t.database.db
        .insertInto("contact")
        .values({
          id: newId(),
          email: "jeanne@lycee.example",
          first_name: null,
          last_name: null,
          phone: null,
          institution_name: null,
          domain: null,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insertInto("contact")
        .values({
          id: newId(),
          email: "Paul@Lycee.example",
          first_name: null,
          last_name: null,
          phone: null,
          institution_name: null,
          domain: null,
        })
        .execute(),
    ).rejects.toThrow();

    const lead = {
      type: "demo" as const,
      email: "x@y.example",
      institution_name: null,
      page: "/demo",
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      language: "fr",
      contact_id: null,
      idempotency_key: "form-123",
    };
    await t.database.db
      .insertInto("lead")
      .values({ id: newId(), ...lead })
      .execute();
    await expect(
      t.database.db
        .insertInto("lead")
        .values({ id: newId(), ...lead })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insertInto("lead")
        .values({ id: newId(), ...lead, idempotency_key: null, type: "fax" as never })
        .execute(),
    ).rejects.toThrow();
    // Several leads without a key are fine.
    await t.database.db
      .insertInto("lead")
      .values({ id: newId(), ...lead, idempotency_key: null })
      .execute();
    await t.database.db
      .insertInto("lead")
      .values({ id: newId(), ...lead, idempotency_key: null })
      .execute();

    const userId = await addUser("role@example.org");
    await expect(
      sql`update ${sql.table("user")} set role = 'superuser' where id = ${userId}`.execute(t.database.db),
    ).rejects.toThrow();
  });

  it("cascades a deleted user to memberships and sessions, and keeps the tickets", async () => {
    const userId = await addUser("leaving@example.org");
    const institutionId = await addInstitution("Cascade");
    await t.database.db
      .insertInto("membership")
      .values({ user_id: userId, institution_id: institutionId, role: "owner" })
      .execute();
    await t.database.db
      .insertInto("session")
      .values({
        id: newId(),
        token: newId(),
        userId,
        expiresAt: new Date(Date.now() + 3600_000),
        createdAt: new Date(),
        updatedAt: new Date(),
        ipAddress: null,
        userAgent: null,
      })
      .execute();
    const ticketId = newId();
    await t.database.db
      .insertInto("ticket")
      .values({
        id: ticketId,
        institution_id: institutionId,
        user_id: userId,
        subject: "Aide",
        category: null,
      })
      .execute();
    await t.database.db.deleteFrom("user").where("id", "=", userId).execute();
    expect(
      await t.database.db.selectFrom("membership").selectAll().where("user_id", "=", userId).execute(),
    ).toEqual([]);
    expect(
      await t.database.db.selectFrom("session").selectAll().where("userId", "=", userId).execute(),
    ).toEqual([]);
    const ticket = await t.database.db
      .selectFrom("ticket")
      .select("user_id")
      .where("id", "=", ticketId)
      .executeTakeFirstOrThrow();
    expect(ticket.user_id).toBeNull();
  });

  it("rolls a transaction back as a whole", async () => {
    const name = `Rollback ${newId()}`;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("institution")
          .values({
            id: newId(),
            name,
            name_key: name.toLowerCase(),
            siret: null,
            vat_number: null,
            address_line1: null,
            address_line2: null,
            postal_code: null,
            city: null,
            chorus_service_code: null,
          })
          .execute();
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(
      await t.database.db.selectFrom("institution").select("id").where("name", "=", name).execute(),
    ).toEqual([]);
  });
});

describe(`rate limits (${engine})`, () => {
  it("counts hits in a window, reports the wait, and restarts after it", async () => {
    const limiter = createRateLimiter(t.database.db);
    const rule = { max: 3, windowMs: 60_000 };
    const now = 1_800_000_000_000;
    for (let i = 1; i <= 3; i++) expect((await limiter.hit("k", rule, now + i)).limited).toBe(false);
    const fourth = await limiter.hit("k", rule, now + 10_000);
    expect(fourth).toMatchObject({ limited: true, count: 4 });
    expect(fourth.retryAfter).toBe(51);
    expect((await limiter.check("k", rule, now + 20_000)).limited).toBe(true);
    expect((await limiter.check("k", rule, now + 61_000)).limited).toBe(false);
    expect(await limiter.hit("k", rule, now + 61_000)).toMatchObject({ limited: false, count: 1 });
    await limiter.reset("k");
    expect((await limiter.check("k", rule, now + 61_001)).count).toBe(0);
  });

  it("never loses a count under concurrent hits", async () => {
    const limiter = createRateLimiter(t.database.db);
    const rule = { max: 100, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 20 }, () => limiter.hit("burst", rule)));
    expect((await limiter.check("burst", rule)).count).toBe(20);
  });
});

describe(`mail queue (${engine})`, () => {
  function transport(fail: () => boolean, sent: OutgoingMail[]): MailTransport {
    return {
      kind: "smtp",
      async send(mail) {
        if (fail()) throw new Error("connection refused");
        sent.push(mail);
      },
      close() {},
    };
  }

  it("keeps a message that failed and delivers it on a later attempt", async () => {
    const sent: OutgoingMail[] = [];
    let down = true;
    const mailer = createMailer({
      db: t.database.db,
      transport: transport(() => down, sent),
      from: "GA <no-reply@ga.example>",
      logger,
    });
    const id = await mailer.send({
      to: "jeanne@lycee.example",
      subject: "Bonjour",
      text: "Texte",
      html: "<p>Texte</p>",
      kind: "test",
    });
    expect(await mailer.processDue()).toBe(1);
    let row = await t.database.db
      .selectFrom("mail_queue")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "connection refused" });
    expect(toDate(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing happens.
    expect(await mailer.processDue()).toBe(0);
    down = false;
    await mailer.processDue(new Date(Date.now() + retryDelayMs(1) + 1000));
    row = await t.database.db
      .selectFrom("mail_queue")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
    expect(toInt(row.attempts)).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "jeanne@lycee.example",
      subject: "Bonjour",
      from: "GA <no-reply@ga.example>",
    });
  });

  it("delivers the mails a person waits for before the staff notifications queued earlier", async () => {
    const sent: OutgoingMail[] = [];
    const mailer = createMailer({
      db: t.database.db,
      transport: transport(() => false, sent),
      from: "x@ga.example",
      logger,
    });
    const earlier = new Date(Date.now() - 60_000);
    for (let i = 0; i < 3; i++)
      await mailer.send({
        to: `support${i}@ga.example`,
        subject: `Ticket ${i}`,
        text: "t",
        kind: "notification-ticket-opened",
      });
    await t.database.db.updateTable("mail_queue").set({ next_attempt_at: earlier }).execute();
    await mailer.send({
      to: "jeanne@lycee.example",
      subject: "Confirmez votre adresse",
      text: "t",
      kind: "verify-email",
    });
    await mailer.processDue();
    expect(sent.map((m) => m.subject)[0]).toBe("Confirmez votre adresse");
    expect(
      sent
        .map((m) => m.subject)
        .slice(1)
        .sort(),
    ).toEqual(["Ticket 0", "Ticket 1", "Ticket 2"]);
  });

  // The first mail of a batch is being sent when a more urgent one is queued: the pass stops.
  it.each([
    { batch: "staff notifications", kind: "notification-lead", urgent: "verify-email" },
    { batch: "acknowledgements", kind: "contact-ack", urgent: "reset-password" },
  ])("stops a batch of $batch for a link a person waits for ($urgent), queued meanwhile", async (c) => {
    const sent: OutgoingMail[] = [];
    const confirm = { to: "paul@lycee.example", subject: "Confirmez", text: "t", kind: c.urgent };
    const mailer = createMailer({
      db: t.database.db,
      transport: {
        kind: "smtp",
        async send(mail) {
          if (sent.length === 0) await mailer.send(confirm);
          sent.push(mail);
        },
        close() {},
      },
      from: "x@ga.example",
      logger,
    });
    await t.database.db.deleteFrom("mail_queue").execute();
    for (let i = 0; i < 3; i++)
      await mailer.send({ to: `p${i}@ga.example`, subject: `Mail ${i}`, text: "t", kind: c.kind });
    expect(await mailer.processDue()).toBe(1);
    await mailer.processDue();
    const subjects = sent.map((m) => m.subject);
    expect(subjects).toHaveLength(4);
    expect(subjects[1]).toBe("Confirmez");
    expect([subjects[0], ...subjects.slice(2)].sort()).toEqual(["Mail 0", "Mail 1", "Mail 2"]);
  });

  it("delivers an address to confirm first, then the mails to people, then the staff's copies", async () => {
    const sent: OutgoingMail[] = [];
    const mailer = createMailer({
      db: t.database.db,
      transport: transport(() => false, sent),
      from: "x@ga.example",
      logger,
    });
    await t.database.db.deleteFrom("mail_queue").execute();
    // A burst of chatbot leads: each an acknowledgement and the sales team's copy, queued first.
    for (let i = 0; i < 3; i++) {
      await mailer.send({
        to: `sales@ga.example`,
        subject: `Copie ${i}`,
        text: "t",
        kind: "chatbot-notification",
      });
      await mailer.send({
        to: `v${i}@lycee.example`,
        subject: `Accusé ${i}`,
        text: "t",
        kind: "chatbot-ack",
      });
    }
    await mailer.send({
      to: "rh@ga.example",
      subject: "Tâche",
      text: "t",
      kind: "notification-task-assigned",
    });
    await t.database.db
      .updateTable("mail_queue")
      .set({ next_attempt_at: new Date(Date.now() - 60_000) })
      .execute();
    await mailer.send({ to: "jeanne@lycee.example", subject: "Confirmez", text: "t", kind: "verify-email" });
    await mailer.processDue();
    const subjects = sent.map((m) => m.subject);
    expect(subjects[0]).toBe("Confirmez");
    expect(subjects.slice(1, 4).sort()).toEqual(["Accusé 0", "Accusé 1", "Accusé 2"]);
    expect(subjects.slice(4).sort()).toEqual(["Copie 0", "Copie 1", "Copie 2", "Tâche"]);
  });

  it("ranks each kind of mail", () => {
    expect(["verify-email", "reset-password", "change-email"].map(mailPriority)).toEqual([0, 0, 0]);
    expect(
      ["chatbot-ack", "order-ack", "ticket-acknowledgement", "invoice", "password-changed"].map(mailPriority),
    ).toEqual([1, 1, 1, 1, 1]);
    expect(
      ["notification-lead-assigned", "contact-notification", "demo-notification"].map(mailPriority),
    ).toEqual([2, 2, 2]);
  });

  it("orders the queue in SQL as mailPriority ranks in the process", async () => {
    // Kinds of each rule, and near misses: a prefix or suffix elsewhere in the name, another
    // character where the rule has a hyphen (`_` is a wildcard in LIKE), a kind of another case.
    const kinds = [
      ...["verify-email", "reset-password", "change-email", "verify-email-x", "VERIFY-EMAIL"],
      ...["notification-lead-assigned", "contact-notification", "demo-notification", "notification-"],
      ...["notification_lead", "contact_notification", "my-notification-copy", "Notification-x"],
      ...["chatbot-ack", "order-ack", "invoice", "test", ""],
    ];
    const inSql = await Promise.all(
      kinds.map(async (kind) => {
        const { rows } = await sql<{
          p: number | string;
        }>`select ${priorityOrder()} as p from (select cast(${kind} as text) as kind) as k`.execute(
          t.database.db,
        );
        return Number(rows[0]!.p);
      }),
    );
    expect(inSql).toEqual(kinds.map(mailPriority));
    expect(new Set(inSql)).toEqual(new Set([0, 1, 2]));
  });

  it("delivers a message once even when two workers run at the same time", async () => {
    const sent: OutgoingMail[] = [];
    const a = createMailer({
      db: t.database.db,
      transport: transport(() => false, sent),
      from: "x@ga.example",
      logger,
    });
    const b = createMailer({
      db: t.database.db,
      transport: transport(() => false, sent),
      from: "x@ga.example",
      logger,
    });
    await a.send({ to: "once@lycee.example", subject: "Une fois", text: "t", kind: "test" });
    await Promise.all([a.processDue(), b.processDue(), a.processDue()]);
    expect(sent.filter((m) => m.to === "once@lycee.example")).toHaveLength(1);
  });

  it("delivers the attachments kept with a message", async () => {
    const sent: OutgoingMail[] = [];
    const mailer = createMailer({
      db: t.database.db,
      transport: transport(() => false, sent),
      from: "x@ga.example",
      logger,
    });
    const invitation = {
      filename: "demo.ics",
      contentType: "text/calendar",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR",
    };
    await mailer.send({
      to: "ics@lycee.example",
      subject: "Démo",
      text: "t",
      kind: "test",
      attachments: [invitation],
    });
    await mailer.processDue();
    expect(sent.find((m) => m.to === "ics@lycee.example")?.attachments).toEqual([invitation]);
  });

  it("gives up after the last attempt, with growing delays", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(5)).toBe(480_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
    // MAIL_RETRY_SECONDS sets the first delay; the doubling and the cap stay.
    expect(retryDelayMs(1, 2_000)).toBe(2_000);
    expect(retryDelayMs(3, 2_000)).toBe(8_000);
    expect(retryDelayMs(30, 2_000)).toBe(3_600_000);
    expect(MAX_ATTEMPTS).toBeGreaterThan(5);
  });
});
