import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { openTicket, replyToTicket } from "#app/features/client-space/support.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import type { DB } from "#server/db/schema.ts";
import { createLiveSignals, type LiveSignals } from "#server/live/live-signals.ts";
import { createLogger } from "#server/logger.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { assignLeadOwner } from "../pipeline/leads.server.ts";
import {
  listNotifications,
  markRead,
  notificationPreferences,
  saveNotificationPreferences,
  unreadCount,
  userTopic,
  watchSla,
  type NotifyDeps,
} from "./notifications.server.ts";

/**
 * Notifications on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): each event
 * writes the right rows and e-mails in its transaction, preferences are respected, the unread
 * count and marking read, the SLA watch tells once, and the live signals reach a listener (on
 * PostgreSQL from one connection to another, through LISTEN/NOTIFY).
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let mailer: Mailer;
let live: LiveSignals;
let deps: NotifyDeps;
const logger = createLogger("silent");
const BASE = "https://crm.example";
const ids = {} as Record<"admin" | "sales" | "sales2" | "support" | "billing" | "customer", string>;
let institutionId: string;
let leadId: string;

function actor(who: keyof typeof ids, name: string) {
  const values = new Map<unknown, unknown>([
    [requestInfoContext, { clientAddress: "127.0.0.1", origin: BASE }],
    [servicesContext, { mailer, live, config: { baseUrl: BASE } }],
  ]);
  return {
    context: { get: (key: unknown) => values.get(key) } as unknown as RouterContextProvider,
    session: { user: { id: ids[who], displayName: name, email: `${who}@x` } } as unknown as SessionInfo,
  };
}

const member = () => ({
  userId: ids.customer,
  institutionId,
  institutionName: "Lycée Notifié",
  role: "owner" as const,
});

const rowsOf = (userId: string) =>
  db.selectFrom("notification").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
const mailsTo = (to: string, kind?: string) => {
  let q = db.selectFrom("mail_queue").select(["subject", "text_body", "kind"]).where("to_address", "=", to);
  if (kind) q = q.where("kind", "=", kind);
  return q.execute();
};

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  mailer = createMailer({
    db,
    from: "crm@ga-education.example",
    logger,
    transport: { kind: "outbox", async send() {}, close() {} },
  });
  live = createLiveSignals({ engine: tdb.database.engine, databaseUrl: tdb.url, logger });
  deps = { mailer, live, baseUrl: BASE };
  ids.admin = await insertTestUser(db, "admin@n.example", { role: "admin", name: "Alice Admin" });
  ids.sales = await insertTestUser(db, "sales@n.example", { name: "Sam Sales" });
  ids.sales2 = await insertTestUser(db, "sales2@n.example", { name: "Sid Sales", language: "en" });
  ids.support = await insertTestUser(db, "support@n.example", { name: "Sue Support", language: "en" });
  ids.billing = await insertTestUser(db, "billing@n.example", { name: "Bill Billing" });
  ids.customer = await insertTestUser(db, "client@n.example", {
    name: "Claire Client",
    display_name: "Claire",
  });
  const now = new Date().toISOString();
  await db
    .insertInto("staff_member")
    .values([
      { user_id: ids.sales, role: "sales", created_at: now, updated_at: now },
      { user_id: ids.sales2, role: "sales", created_at: now, updated_at: now },
      { user_id: ids.support, role: "support", created_at: now, updated_at: now },
      { user_id: ids.billing, role: "billing", created_at: now, updated_at: now },
    ])
    .execute();
  institutionId = crypto.randomUUID();
  await db
    .insertInto("institution")
    .values({ id: institutionId, name: "Lycée Notifié", name_key: nameKey("Lycée Notifié") })
    .execute();
  leadId = crypto.randomUUID();
  await db
    .insertInto("lead")
    .values({
      id: leadId,
      type: "quote",
      email: "x@lycee.example",
      institution_name: "Lycée Jean Moulin",
      payload: "{}",
    })
    .execute();
}, 60_000);

afterAll(async () => {
  await live?.close();
  await tdb?.destroy();
});

describe(`notifications (${testEngine()})`, () => {
  it("tells the new owner of a lead, in the CRM and by e-mail in their language, never the one who assigned", async () => {
    /** The lead as its page reads it, then given to `ownerId`. */
    const assign = async (by: keyof typeof ids, name: string, ownerId: string) => {
      const lead = await db
        .selectFrom("lead")
        .select(["id", "owner_user_id"])
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      await db.transaction().execute((tx) => assignLeadOwner(tx, actor(by, name), lead, ownerId));
    };
    await assign("sales", "Sam Sales", ids.sales2);
    const [row] = await rowsOf(ids.sales2);
    expect(row).toMatchObject({ kind: "lead-assigned", entity_type: "lead", entity_id: leadId });
    const mails = await mailsTo("sales2@n.example", "notification-lead-assigned");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Sam Sales assigned the lead Lycée Jean Moulin to you");
    expect(mails[0]!.text_body).toContain(`${BASE}/en/admin/quotes/${leadId}`);
    // Assigning to oneself tells nobody; the same owner again writes nothing.
    await assign("sales", "Sam Sales", ids.sales);
    expect(await rowsOf(ids.sales)).toHaveLength(0);
    await assign("sales", "Sam Sales", ids.sales);
    const audit = await db.selectFrom("audit_log").select("action").where("entity_id", "=", leadId).execute();
    expect(audit.map((a) => a.action)).toEqual(["lead.owner", "lead.owner"]);
  });

  it("tells support of a customer's new ticket and reply, and acknowledges the ticket to the customer", async () => {
    const ticketId = await openTicket(
      db,
      tdb.dir,
      member(),
      {
        subject: "Export des bulletins",
        category: "technical",
        priority: "P2",
        message: "Le bouton ne répond plus.",
      },
      [],
      { deps, lang: "fr" },
    );
    const [told] = await rowsOf(ids.support);
    expect(told).toMatchObject({ kind: "ticket-opened", entity_id: ticketId });
    // Admins are told of pool events only if they ask; sales and billing never.
    expect(await rowsOf(ids.admin)).toHaveLength(0);
    expect(await rowsOf(ids.billing)).toHaveLength(0);
    expect((await mailsTo("support@n.example", "notification-ticket-opened"))[0]!.subject).toBe(
      "New ticket from Lycée Notifié: Export des bulletins",
    );
    const ack = await mailsTo("client@n.example", "ticket-acknowledgement");
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toMatch(/^Ticket #[0-9A-F]{8} reçu\u00a0: Export des bulletins$/);
    expect(ack[0]!.text_body).toContain(`${BASE}/dashboard/support?ticket=${ticketId}`);
    expect(await unreadCount(db, ids.support)).toBe(1);

    // Assigned to someone: that person only hears of the reply.
    await db
      .updateTable("ticket")
      .set({ assigned_user_id: ids.support })
      .where("id", "=", ticketId)
      .execute();
    await replyToTicket(db, tdb.dir, member(), ticketId, "Toujours bloqué.", [], { deps, lang: "fr" });
    expect((await rowsOf(ids.support)).map((r) => r.kind)).toEqual(["ticket-opened", "ticket-answered"]);
    expect(await rowsOf(ids.admin)).toHaveLength(0);
    expect(await unreadCount(db, ids.support)).toBe(2);

    const page = await listNotifications(db, ids.support, "fr");
    expect(page.items[0]!.text).toBe("Lycée Notifié a répondu au ticket «\u00a0Export des bulletins\u00a0»");
    expect(page.items[0]!.href).toBe(`/admin/support/${ticketId}`);
  });

  it("keeps to each person's preferences, per kind and channel", async () => {
    const before = await mailsTo("support@n.example");
    const prefs = (await notificationPreferences(db, ids.support))!;
    expect(prefs.kinds).toEqual([
      "lead-assigned",
      "ticket-opened",
      "ticket-answered",
      "sla-at-risk",
      "proposal-viewed",
      "proposal-accepted",
      "proposal-declined",
    ]);
    expect(prefs.values["ticket-opened"]).toEqual({ inApp: true, email: true });
    await saveNotificationPreferences(db, ids.support, prefs.kinds, {
      ...prefs.values,
      "ticket-opened": { inApp: false, email: true },
    });
    expect((await notificationPreferences(db, ids.support))!.values["ticket-opened"]).toEqual({
      inApp: false,
      email: true,
    });
    // An admin who asks for new tickets gets them.
    const adminPrefs = (await notificationPreferences(db, ids.admin))!;
    expect(adminPrefs.values["ticket-opened"]).toEqual({ inApp: false, email: false });
    await saveNotificationPreferences(db, ids.admin, ["ticket-opened"], {
      ...adminPrefs.values,
      "ticket-opened": { inApp: true, email: false },
    });
    const unread = await unreadCount(db, ids.support);
    await openTicket(
      db,
      tdb.dir,
      member(),
      { subject: "Deuxième", category: "technical", priority: "P3", message: "…" },
      [],
      { deps, lang: "en" },
    );
    expect(await unreadCount(db, ids.support)).toBe(unread);
    expect((await mailsTo("support@n.example")).length).toBe(before.length + 1);
    expect((await rowsOf(ids.admin)).map((r) => r.kind)).toContain("ticket-opened");
    expect(await mailsTo("admin@n.example", "notification-ticket-opened")).toHaveLength(0);
    // A customer has no preferences.
    expect(await notificationPreferences(db, ids.customer)).toBeNull();
  });

  it("counts unread, marks one or all read, and only one's own", async () => {
    const total = await unreadCount(db, ids.support);
    expect(total).toBe(2);
    const [first] = (await listNotifications(db, ids.support, "en")).items;
    expect(first!.text).toBe("Lycée Notifié replied to the ticket “Export des bulletins”");
    expect(await markRead(db, live, ids.admin, first!.id, new Date())).toBe(0);
    expect(await markRead(db, live, ids.support, first!.id, new Date())).toBe(1);
    expect(await unreadCount(db, ids.support)).toBe(total - 1);
    expect(await markRead(db, live, ids.support, null, new Date())).toBe(total - 1);
    expect(await unreadCount(db, ids.support)).toBe(0);
    const page = await listNotifications(db, ids.support, "en", { page: 9, perPage: 1 });
    expect(page.page).toBe(page.pages);
  });

  it("tells support once of a ticket about to miss its response time", async () => {
    const plan = crypto.randomUUID();
    await db
      .insertInto("subscription")
      .values({
        id: plan,
        institution_id: institutionId,
        plan: "premium",
        student_cap: 300,
        modules: "[]",
        addons: "[]",
      })
      .execute();
    // A week before this file was written, same weekday and hour: every ticket the other tests open
    // (at the real time) is newer, so never about to miss its target at these moments, whatever
    // the hour the tests run.
    const opened = new Date("2026-11-20T08:00:00Z");
    const ticketId = crypto.randomUUID();
    await db
      .insertInto("ticket")
      .values({
        id: ticketId,
        institution_id: institutionId,
        user_id: ids.customer,
        subject: "Panne",
        category: "technical",
        priority: "high",
        status: "open",
        created_at: opened,
        updated_at: opened,
      })
      .execute();
    const slaRows = async () => (await rowsOf(ids.support)).filter((r) => r.kind === "sla-at-risk");
    // Premium: 4 h. At 2 h nothing; from 3 h (a quarter left) support is told, once.
    expect(await watchSla({ ...deps, db }, new Date(opened.getTime() + 2 * 3_600_000))).toBe(0);
    expect(await watchSla({ ...deps, db }, new Date(opened.getTime() + 3.25 * 3_600_000))).toBe(1);
    expect(await watchSla({ ...deps, db }, new Date(opened.getTime() + 3.5 * 3_600_000))).toBe(0);
    const rows = await slaRows();
    expect(rows.map((r) => r.entity_id)).toEqual([ticketId]);
  });

  it(
    "delivers live signals to a listener" +
      (testEngine() === "postgres" ? ", from another connection through LISTEN/NOTIFY" : ""),
    async () => {
      // Another instance on PostgreSQL; on SQLite (one instance) the same process's signals.
      const other =
        testEngine() === "postgres"
          ? createLiveSignals({ engine: tdb.database.engine, databaseUrl: tdb.url, logger })
          : live;
      // On PostgreSQL, the listening connection must be up: wait for one signal to pass.
      const heard: string[] = [];
      const unsubscribe = live.subscribe(
        userTopic("someone"),
        () => heard.push("someone"),
        () => heard.push("end"),
      );
      const until = async (n: number) => {
        for (let i = 0; i < 100 && heard.length < n; i++) {
          await other.publish(db, userTopic("someone"));
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      await until(1);
      expect(heard[0]).toBe("someone");
      // A rolled-back transaction tells nothing on PostgreSQL (NOTIFY fires at commit).
      if (testEngine() === "postgres") {
        const count = heard.length;
        await db
          .transaction()
          .execute(async (tx) => {
            await other.publish(tx, userTopic("someone"));
            throw new Error("rollback");
          })
          .catch(() => {});
        await new Promise((r) => setTimeout(r, 200));
        expect(heard.length).toBe(count);
      }
      unsubscribe();
      if (other !== live) await other.close();
      // Closing ends every subscription.
      const ended: string[] = [];
      const mine = createLiveSignals({ engine: tdb.database.engine, databaseUrl: tdb.url, logger });
      mine.subscribe(
        "x",
        () => {},
        () => ended.push("end"),
      );
      expect(mine.size()).toBe(1);
      await mine.close();
      expect(ended).toEqual(["end"]);
    },
    15_000,
  );
});
