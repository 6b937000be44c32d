import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import { recordHistory } from "#app/features/crm/history/history.server.ts";
import { renderEntry } from "#app/features/crm/history/history.ts";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import type { DB, StaffRole, TaskRecord } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import type { AdminReply } from "../pipeline/leads.server.ts";
import {
  applyTaskAction,
  digestPreference,
  myTasks,
  recordTasks,
  sendTaskDigests,
  setDigestPreference,
  staffAllowed,
} from "./tasks.server.ts";

/**
 * Follow-up tasks on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): adding,
 * reassigning, completing and reopening with their audit entries on the record, the permissions of
 * the actor and of the owner, "my tasks", and the morning digest (who gets it, once a day, opt-out).
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let mailer: Mailer;
const logger = createLogger("silent");
const ids = {} as Record<"admin" | "sales" | "support" | "billing" | "customer", string>;
let leadId: string;
let institutionId: string;
let ticketId: string;
// 27 November 2026, 10:00 Paris.
const NOW = new Date("2026-11-27T09:00:00Z");

function actor(who: keyof typeof ids, role: StaffRole) {
  const context = {
    get: (key: unknown) => (key === requestInfoContext ? { clientAddress: "127.0.0.1" } : undefined),
  };
  return {
    context: context as unknown as RouterContextProvider,
    session: { user: { id: ids[who] } } as unknown as SessionInfo,
    role,
  };
}

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

async function run(
  who: keyof typeof ids,
  role: StaffRole,
  record: { kind: TaskRecord; id: string },
  values: Record<string, string>,
  now = NOW,
) {
  const answer = await applyTaskAction(db, actor(who, role), record, form(values), now);
  return { status: answer.init?.status ?? 200, reply: answer.data as AdminReply };
}

const taskCount = async () =>
  Number(
    (
      await db
        .selectFrom("task")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function digests(to: string) {
  return db
    .selectFrom("mail_queue")
    .select(["subject", "text_body", "html_body"])
    .where("to_address", "=", to)
    .where("kind", "=", "task-digest")
    .orderBy("created_at")
    .execute();
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  mailer = createMailer({
    db,
    from: "crm@ga-education.example",
    logger,
    transport: { kind: "outbox", async send() {}, close() {} },
  });
  ids.admin = await insertTestUser(db, "admin@ga-education.example", { role: "admin", name: "Alice Admin" });
  ids.sales = await insertTestUser(db, "sales@ga-education.example", { name: "Sam Sales" });
  ids.support = await insertTestUser(db, "support@ga-education.example", {
    name: "Sue Support",
    language: "en",
  });
  ids.billing = await insertTestUser(db, "billing@ga-education.example", { name: "Bill Billing" });
  ids.customer = await insertTestUser(db, "proviseure@lycee.example", { name: "Claire Client" });
  const now = new Date().toISOString();
  await db
    .insertInto("staff_member")
    .values([
      { user_id: ids.sales, role: "sales", created_at: now, updated_at: now },
      { user_id: ids.support, role: "support", created_at: now, updated_at: now },
      { user_id: ids.billing, role: "billing", created_at: now, updated_at: now },
    ])
    .execute();
  institutionId = crypto.randomUUID();
  await db
    .insertInto("institution")
    .values({ id: institutionId, name: "Lycée des Tâches", name_key: nameKey("Lycée des Tâches") })
    .execute();
  leadId = crypto.randomUUID();
  await db
    .insertInto("lead")
    .values({
      id: leadId,
      type: "quote",
      email: "proviseure@lycee.example",
      institution_name: "Lycée Victor Hugo",
      payload: "{}",
    })
    .execute();
  ticketId = crypto.randomUUID();
  await db
    .insertInto("ticket")
    .values({
      id: ticketId,
      institution_id: institutionId,
      user_id: ids.customer,
      subject: "Export des notes",
    })
    .execute();
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

const lead = () => ({ kind: "lead" as const, id: leadId });
const ticket = () => ({ kind: "ticket" as const, id: ticketId });
const client = () => ({ kind: "institution" as const, id: institutionId });

describe(`tasks (${testEngine()})`, () => {
  it("only staff who may open the record's section can own its tasks", async () => {
    const names = async (kind: TaskRecord) => (await staffAllowed(db, kind)).map((s) => s.id).sort();
    expect(await names("lead")).toEqual([ids.admin, ids.sales, ids.support].sort());
    expect(await names("ticket")).toEqual([ids.admin, ids.support].sort());
    expect(await names("institution")).toEqual([ids.admin, ids.sales, ids.support, ids.billing].sort());
  });

  it("adds a task on a lead with its audit entry, said in words on the lead's history", async () => {
    const { status, reply } = await run("sales", "sales", lead(), {
      intent: "task-add",
      title: "Rappeler la proviseure",
      dueDay: "2026-11-27",
      dueTime: "",
      note: "",
      ownerId: ids.sales,
    });
    expect(status).toBe(200);
    expect(reply).toMatchObject({ ok: true, message: "tasks.saved" });
    const { open, done } = await recordTasks(db, "lead", leadId);
    expect(done).toEqual([]);
    expect(open).toMatchObject([
      {
        title: "Rappeler la proviseure",
        dueDay: "2026-11-27",
        dueTime: null,
        ownerId: ids.sales,
        owner: "Sam Sales",
      },
    ]);
    const [entry] = await recordHistory(db, [leadId]);
    expect(entry).toMatchObject({ action: "task.created", entityType: "lead", actorId: ids.sales });
    const fr = renderEntry(entry!, { people: { [ids.sales]: { label: "Sam Sales" } }, records: {} }, "fr");
    expect(fr.title).toBe("Tâche créée");
    expect(fr.lines.map((l) => [l.label, l.value?.text])).toEqual([
      ["Tâche", "Rappeler la proviseure"],
      ["Échéance", "27 nov. 2026"],
      ["Responsable", "Sam Sales"],
    ]);
  });

  it("refuses bad input with translated keys and the values typed, storing nothing", async () => {
    const before = await taskCount();
    const bad = await run("sales", "sales", lead(), {
      intent: "task-add",
      title: "",
      dueDay: "27/11/2026",
      dueTime: "9h",
      ownerId: ids.sales,
    });
    expect(bad.status).toBe(400);
    expect(bad.reply.fieldErrors).toEqual({
      title: "required",
      dueDay: "invalidDate",
      dueTime: "invalidTime",
    });
    expect(bad.reply.values).toMatchObject({ dueDay: "27/11/2026", dueTime: "9h" });
    // An owner who may not open tickets (billing), or a customer, is refused.
    const owner = await run("support", "support", ticket(), {
      intent: "task-add",
      title: "Relancer le client",
      dueDay: "2026-11-28",
      ownerId: ids.billing,
    });
    expect(owner).toMatchObject({ status: 400, reply: { fieldErrors: { ownerId: "notAllowedHere" } } });
    const customer = await run("admin", "admin", client(), {
      intent: "task-add",
      title: "Relancer le client",
      dueDay: "2026-11-28",
      ownerId: ids.customer,
    });
    expect(customer.reply.fieldErrors).toEqual({ ownerId: "notAllowedHere" });
    expect(await taskCount()).toBe(before);
  });

  it("refuses an actor whose role may not open the record's section, and an unknown record", async () => {
    const before = await taskCount();
    const billingOnTicket = await run("billing", "billing", ticket(), {
      intent: "task-add",
      title: "Appeler",
      dueDay: "2026-11-28",
      ownerId: ids.admin,
    });
    expect(billingOnTicket).toMatchObject({ status: 403, reply: { formError: "forbidden" } });
    const billingOnLead = await run("billing", "billing", lead(), {
      intent: "task-add",
      title: "Appeler",
      dueDay: "2026-11-28",
      ownerId: ids.admin,
    });
    expect(billingOnLead.status).toBe(403);
    const missing = await run(
      "admin",
      "admin",
      { kind: "lead", id: crypto.randomUUID() },
      {
        intent: "task-add",
        title: "Appeler",
        dueDay: "2026-11-28",
        ownerId: ids.admin,
      },
    );
    expect(missing).toMatchObject({ status: 404, reply: { formError: "notFound" } });
    expect(await taskCount()).toBe(before);
  });

  it("reassigns, completes (once) and reopens, each written on the record", async () => {
    const [task] = (await recordTasks(db, "lead", leadId)).open;
    const reassign = await run("sales", "sales", lead(), {
      intent: "task-assign",
      taskId: task!.id,
      ownerId: ids.admin,
    });
    expect(reassign.reply).toMatchObject({ ok: true, message: "tasks.reassigned" });
    const done = await run("admin", "admin", lead(), { intent: "task-done", taskId: task!.id });
    expect(done.reply).toMatchObject({ ok: true, message: "tasks.completed" });
    // A second click changes nothing and writes nothing.
    await run("admin", "admin", lead(), { intent: "task-done", taskId: task!.id });
    const after = await recordTasks(db, "lead", leadId);
    expect(after.open).toEqual([]);
    expect(after.done).toMatchObject([{ id: task!.id, doneBy: "Alice Admin" }]);
    const actions = (await recordHistory(db, [leadId])).map((e) => e.action);
    expect(actions.filter((a) => a === "task.completed")).toHaveLength(1);
    expect(actions).toContain("task.reassigned");
    const completed = (await recordHistory(db, [leadId])).find((e) => e.action === "task.completed")!;
    const en = renderEntry(completed, { people: {}, records: {} }, "en");
    expect(`${en.title}: ${en.lines[0]?.value?.text}`).toBe("Task completed: Rappeler la proviseure");
    const fr = renderEntry(completed, { people: {}, records: {} }, "fr");
    expect(`${fr.title}${"\u00a0: "}${fr.lines[0]?.value?.text}`).toBe(
      "Tâche terminée\u00a0: Rappeler la proviseure",
    );
    const reopen = await run("sales", "sales", lead(), { intent: "task-reopen", taskId: task!.id });
    expect(reopen.reply).toMatchObject({ ok: true, message: "tasks.reopened" });
    expect((await recordTasks(db, "lead", leadId)).open).toHaveLength(1);
    // A task of another record is not found through this one.
    const elsewhere = await run("admin", "admin", client(), { intent: "task-done", taskId: task!.id });
    expect(elsewhere.status).toBe(404);
  });

  it("lists my open tasks by Paris day, with their records linked, around midnight", async () => {
    await run("admin", "admin", client(), {
      intent: "task-add",
      title: "Envoyer le contrat",
      dueDay: "2026-11-26",
      ownerId: ids.admin,
    });
    await run("admin", "admin", ticket(), {
      intent: "task-add",
      title: "Vérifier l'export",
      dueDay: "2026-11-28",
      ownerId: ids.admin,
    });
    // 27 Nov 00:30 Paris (26 Nov 23:30 UTC): the lead's task (due 27 Nov) is today's.
    const night = await myTasks(
      db,
      { id: ids.admin, role: "admin", lang: "fr" },
      new Date("2026-11-26T23:30:00Z"),
    );
    expect(night.overdue.map((t) => t.title)).toEqual(["Envoyer le contrat"]);
    expect(night.today.map((t) => [t.title, t.record, t.href])).toEqual([
      ["Rappeler la proviseure", "Lycée Victor Hugo", `/admin/quotes/${leadId}`],
    ]);
    expect(night.upcoming.map((t) => [t.title, t.record, t.href])).toEqual([
      ["Vérifier l'export", "Export des notes", `/admin/support/${ticketId}`],
    ]);
    // 27 Nov 23:30 Paris: still the 27th.
    const late = await myTasks(
      db,
      { id: ids.admin, role: "admin", lang: "en" },
      new Date("2026-11-27T22:30:00Z"),
    );
    expect(late.today.map((t) => t.href)).toEqual([`/en/admin/quotes/${leadId}`]);
    expect(late.overdue.map((t) => t.href)).toEqual([`/en/admin/clients/${institutionId}`]);
    // Someone else's tasks are not mine.
    const sales = await myTasks(db, { id: ids.sales, role: "sales", lang: "fr" }, NOW);
    expect([...sales.overdue, ...sales.today, ...sales.upcoming]).toEqual([]);
  });
});

describe(`the morning digest (${testEngine()})`, () => {
  const deps = () => ({ db, mailer, logger, baseUrl: "https://www.ga-education.example" });

  it("mails each person with overdue or today's tasks once a day, in their language, with links", async () => {
    await run("support", "support", ticket(), {
      intent: "task-add",
      title: "Call back",
      dueDay: "2026-11-30",
      ownerId: ids.support,
    });
    // Two runs of the same day meet (two instances): one e-mail.
    const runs = await Promise.all([
      sendTaskDigests(deps(), "2026-11-27", new Date("2026-11-27T06:30:00Z")),
      sendTaskDigests(deps(), "2026-11-27", new Date("2026-11-27T06:30:00Z")),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendTaskDigests(deps(), "2026-11-27", new Date("2026-11-27T07:00:00Z"))).toBe(0);
    const mails = await digests("admin@ga-education.example");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Vos tâches du jour\u00a0: 2 tâches");
    expect(mails[0]!.text_body).toContain("En retard · Envoyer le contrat — Lycée des Tâches");
    expect(mails[0]!.text_body).toContain("Aujourd'hui · Rappeler la proviseure — Lycée Victor Hugo");
    expect(mails[0]!.text_body).toContain(`https://www.ga-education.example/admin/quotes/${leadId}`);
    expect(mails[0]!.html_body).toContain(
      `href="https://www.ga-education.example/admin/clients/${institutionId}"`,
    );
    // Not due yet (the ticket's task of the 28th, support's of the 30th): no digest.
    expect(mails[0]!.text_body).not.toContain("Vérifier l'export");
    expect(await digests("support@ga-education.example")).toEqual([]);
    expect(await digests("sales@ga-education.example")).toEqual([]);
  });

  it("writes in English to an English reader, and not to someone who turned it off", async () => {
    expect(await sendTaskDigests(deps(), "2026-11-30", new Date("2026-11-30T06:30:00Z"))).toBe(2);
    const [mail] = await digests("support@ga-education.example");
    expect(mail!.subject).toBe("Your tasks for today: 1 task");
    expect(mail!.text_body).toContain("Today · Call back — Export des notes");
    expect(mail!.text_body).toContain(`https://www.ga-education.example/en/admin/support/${ticketId}`);

    expect(await digestPreference(db, ids.support)).toBe(true);
    expect(await digestPreference(db, ids.customer)).toBeNull();
    await setDigestPreference(db, ids.support, false);
    await setDigestPreference(db, ids.admin, false);
    expect(await digestPreference(db, ids.support)).toBe(false);
    expect(await sendTaskDigests(deps(), "2026-12-01", new Date("2026-12-01T06:30:00Z"))).toBe(0);
    expect(await digests("support@ga-education.example")).toHaveLength(1);
    await setDigestPreference(db, ids.admin, true);
    expect(await sendTaskDigests(deps(), "2026-12-02", new Date("2026-12-02T06:30:00Z"))).toBe(1);
    expect(await digests("admin@ga-education.example")).toHaveLength(3);
  });

  it("sends nothing for completed tasks", async () => {
    for (const { id } of (await recordTasks(db, "institution", institutionId)).open)
      await run("admin", "admin", client(), { intent: "task-done", taskId: id });
    for (const { id } of (await recordTasks(db, "ticket", ticketId)).open)
      await run("admin", "admin", ticket(), { intent: "task-done", taskId: id });
    for (const { id } of (await recordTasks(db, "lead", leadId)).open)
      await run("admin", "admin", lead(), { intent: "task-done", taskId: id });
    expect(await sendTaskDigests(deps(), "2026-12-03", new Date("2026-12-03T06:30:00Z"))).toBe(0);
  });
});
