import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  insertTestUser,
  testEngine,
  type TestDatabase,
} from "#server/db/test-database.ts";
import { LEAD_STAGES, type DB, type LeadStage, type LeadType } from "#server/db/schema.ts";
import { InvoiceListSchema, listAdminInvoices } from "./billing/billing.server.ts";
import { clientDetail, listClients } from "./clients/clients.server.ts";
import { boardLeads, listLeads, sources, staffOptions } from "./pipeline/leads.server.ts";
import { ClientListSchema, LeadListSchema, LogListSchema, PAGE_SIZE, readParams } from "./list-params.ts";
import { distinctValues } from "./list-query.server.ts";
import { listLogs } from "./system/logs.server.ts";
import { listStaff } from "./staff.server.ts";
import { listSupportTickets, supportStaff, TicketListSchema } from "./support/support.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import { matchInstitution } from "#app/features/leads/contacts.server.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";

/**
 * The admin lists read a page of ids along an index, then those rows (issue 8 budget at volume:
 * `npm run bench:admin`). Whatever the sort, filter and page, the pages put end to end must be
 * exactly the list that one plain ordered query returns, ties included; on a real test database
 * (SQLite, or PostgreSQL with `npm run test:pg`).
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const T0 = Date.UTC(2031, 0, 1);
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
const url = (query: string) => new URL(`http://admin.test/?${query}`);
const staff = { admin: "", sales: "", support: "" };
let institutions: { id: string; name: string }[] = [];
let clientEmail = "";
let quotedLeadId = "";

/** Every page of a list, put end to end (the page after the last repeats it: stop there). */
async function allPages<T extends { id: string }>(
  load: (page: number) => Promise<{ rows: readonly T[]; total: number; pages: number; page: number }>,
) {
  const first = await load(1);
  const rows = [...first.rows];
  for (let page = 2; page <= first.pages; page++) {
    const next = await load(page);
    expect(next.page).toBe(page);
    rows.push(...next.rows);
  }
  expect(rows).toHaveLength(first.total);
  expect(first.pages).toBe(Math.max(1, Math.ceil(first.total / PAGE_SIZE)));
  return rows;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const person = (id: string, email: string, role: "user" | "admin") => ({
    id,
    name: email.split("@")[0]!,
    email,
    emailVerified: true,
    createdAt: at(0),
    updatedAt: at(0),
    role,
    first_name: null,
    last_name: null,
    company_name: null,
    language: "fr",
  });
  staff.admin = crypto.randomUUID();
  staff.sales = crypto.randomUUID();
  staff.support = crypto.randomUUID();
  const customers = Array.from({ length: 40 }, () => crypto.randomUUID());
  await db
    .insertInto("user")
    .values([
      person(staff.admin, "admin@ga.example", "admin"),
      person(staff.sales, "sales@ga.example", "user"),
      person(staff.support, "support@ga.example", "user"),
      ...customers.map((id, i) => person(id, `client${i}@school${i % 13}.example`, "user")),
    ])
    .execute();
  clientEmail = "client0@school0.example";
  await db
    .insertInto("staff_member")
    .values([
      { user_id: staff.sales, role: "sales" },
      { user_id: staff.support, role: "support" },
    ])
    .execute();

  // Institutions: repeated names and cities (ties), 0 to 3 users, 0 to 2 subscriptions.
  institutions = Array.from({ length: 37 }, (_, i) => ({
    id: crypto.randomUUID(),
    name: ["Lycée Jean-Moulin", "Collège Colette", "École du Parc", "Université Descartes"][i % 4]!,
  }));
  await db
    .insertInto("institution")
    .values(
      institutions.map((inst, i) => ({
        id: inst.id,
        name: inst.name,
        name_key: nameKey(inst.name),
        city: i % 5 === 0 ? null : ["Lyon", "Brest", "Nantes"][i % 3]!,
        siret: `1234567890${String(i).padStart(4, "0")}`,
        created_at: at(i % 9),
        updated_at: at(i % 9),
      })),
    )
    .execute();
  await db
    .insertInto("membership")
    .values(
      customers.map((userId, i) => ({
        user_id: userId,
        institution_id: institutions[i % 13]!.id,
        role: "member" as const,
        created_at: at(i),
      })),
    )
    .execute();
  const subscriptions = institutions.flatMap((inst, i) =>
    Array.from({ length: i % 3 }, (_, k) => ({
      id: crypto.randomUUID(),
      institution_id: inst.id,
      plan: "premium" as const,
      status: k === 0 && i % 3 === 2 ? ("cancelled" as const) : ("active" as const),
      student_cap: 300,
      modules: "[]",
      addons: "[]",
      billing_period: "monthly" as const,
      mrr_cents: ((i * 7) % 5) * 10_000 + k,
      started_at: at(100 + k),
      created_at: at(100 + k),
      updated_at: at(100 + k),
    })),
  );
  await db.insertInto("subscription").values(subscriptions).execute();

  // Leads: every type and stage, tied values and dates, missing e-mails and institutions.
  const leads = Array.from({ length: 131 }, (_, i) => ({
    id: crypto.randomUUID(),
    type: (["contact", "demo", "quote", "order", "webinar", "feedback", "chatbot"] as LeadType[])[i % 7]!,
    stage: LEAD_STAGES[(i * 3) % 7]! as LeadStage,
    email: i % 11 === 0 ? null : i % 17 === 0 ? clientEmail : `p${i % 29}@Ecole-${i % 5}.example`,
    institution_name: i % 13 === 0 ? null : i % 9 === 0 ? "LYCÉE JEAN-MOULIN" : `Lycée ${i % 6} Moulin`,
    payload: "{}",
    utm_source: i % 4 === 0 ? null : ["google", "newsletter", "salon"][i % 3]!,
    owner_user_id: i % 3 === 0 ? null : i % 3 === 1 ? staff.sales : staff.admin,
    value_cents: (i % 6) * 1000,
    language: "fr",
    created_at: at(Math.floor(i / 3)),
    updated_at: at(Math.floor(i / 3)),
  }));
  await db.insertInto("lead").values(leads).execute();
  quotedLeadId = leads[5]!.id;
  await db
    .insertInto("quote")
    .values({
      id: crypto.randomUUID(),
      number: "DEV-2031-0001",
      lead_id: quotedLeadId,
      institution_id: institutions[0]!.id,
      status: "issued",
      issued_at: at(10),
    })
    .execute();

  // Invoices: drafts, issued, paid, credit notes; tied issue dates.
  await db
    .insertInto("invoice")
    .values(
      Array.from({ length: 58 }, (_, i) => {
        const status = i % 9 === 0 ? "draft" : i % 4 === 0 ? "issued" : "paid";
        return {
          id: crypto.randomUUID(),
          number: status === "draft" ? null : `FA-2031-${String(i).padStart(5, "0")}`,
          kind: i % 10 === 3 ? ("credit_note" as const) : ("invoice" as const),
          status: status as "draft" | "issued" | "paid",
          institution_id: institutions[i % 37]!.id,
          lines: "[]",
          subtotal_cents: 1000,
          vat_rate_bp: 2000,
          vat_cents: 200,
          total_cents: 1200,
          issued_at: status === "draft" ? null : at(Math.floor(i / 2)),
          due_at: status === "draft" ? null : at(Math.floor(i / 2) + 30),
          paid_at: status === "paid" ? at(40) : null,
          created_at: at(i),
          updated_at: at(i),
        };
      }),
    )
    .execute();

  // Tickets: tied update times, some without institution.
  await db
    .insertInto("ticket")
    .values(
      Array.from({ length: 63 }, (_, i) => ({
        id: crypto.randomUUID(),
        institution_id: i % 8 === 0 ? null : institutions[i % 37]!.id,
        user_id: null,
        subject: i % 5 === 0 ? "Question de facture" : `Accès ${i}`,
        category: null,
        status: (["open", "pending", "resolved", "closed"] as const)[i % 4]!,
        priority: (["low", "normal", "high", "urgent"] as const)[i % 4]!,
        assigned_user_id: i % 2 ? staff.support : null,
        created_at: at(i),
        updated_at: at(Math.floor(i / 4)),
      })),
    )
    .execute();

  // Audit log: tied times, actors and anonymous entries.
  await db
    .insertInto("audit_log")
    .values(
      Array.from({ length: 77 }, (_, i) => ({
        id: crypto.randomUUID(),
        actor_user_id: i % 5 === 0 ? null : i % 2 ? staff.sales : staff.admin,
        action: ["lead.stage", "invoice.issue", "ticket.reply"][i % 3]!,
        entity_type: ["lead", "invoice", "ticket", "institution"][i % 4]!,
        entity_id: i % 4 === 3 ? institutions[0]!.id : crypto.randomUUID(),
        changes: "{}",
        ip_address: null,
        created_at: at(Math.floor(i / 3)),
      })),
    )
    .execute();
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

describe(`admin lists, page by page (${testEngine()})`, () => {
  it("leads: every sort, both directions, pages end to end equal one ordered query", async () => {
    const columns = {
      created: "created_at",
      type: "type",
      stage: "stage",
      value: "value_cents",
      email: "email",
      institution: "institution_name",
    } as const;
    for (const [sort, column] of Object.entries(columns)) {
      for (const dir of ["asc", "desc"] as const) {
        const expected = await db
          .selectFrom("lead")
          .select("id")
          .orderBy(column, dir)
          .orderBy("id", dir)
          .execute();
        const got = await allPages((page) =>
          listLeads(db, readParams(LeadListSchema, url(`sort=${sort}&dir=${dir}&page=${page}`))),
        );
        expect(ids(got), `${sort} ${dir}`).toEqual(ids(expected));
      }
    }
  });

  it("leads: filters and the text search find what a plain query finds, on every page", async () => {
    const expected = await db
      .selectFrom("lead")
      .select("id")
      .where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["email"]), "like", "%ecole%"),
          eb(eb.fn("lower", ["institution_name"]), "like", "%ecole%"),
        ]),
      )
      .orderBy("value_cents", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    const got = await allPages((page) =>
      listLeads(db, readParams(LeadListSchema, url(`q=ECOLE&sort=value&page=${page}`))),
    );
    expect(ids(got)).toEqual(ids(expected));

    const unowned = await db
      .selectFrom("lead")
      .select("id")
      .where("owner_user_id", "is", null)
      .where("type", "=", "demo")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const list = await listLeads(db, readParams(LeadListSchema, url("owner=none&type=demo")));
    expect(ids(list.rows)).toEqual(ids(unowned));
    expect(list.rows.every((r) => r.ownerName === null && r.type === "demo")).toBe(true);
    const owned = await listLeads(db, readParams(LeadListSchema, url(`owner=${staff.sales}`)));
    expect(owned.rows.every((r) => r.ownerName === "sales")).toBe(true);
    expect((await listLeads(db, readParams(LeadListSchema, url("q=introuvable")))).total).toBe(0);
  });

  it("board: each stage's count, value and latest cards", async () => {
    const board = await boardLeads(db, readParams(LeadListSchema, url("view=board&type=quote")));
    const leads = await db
      .selectFrom("lead")
      .select(["id", "stage", "value_cents", "created_at"])
      .where("type", "=", "quote")
      .execute();
    expect(board.map((c) => c.stage)).toEqual([...LEAD_STAGES]);
    for (const column of board) {
      const mine = leads.filter((l) => l.stage === column.stage);
      expect(column.count, column.stage).toBe(mine.length);
      expect(column.valueCents, column.stage).toBe(mine.reduce((s, l) => s + Number(l.value_cents), 0));
      expect(column.rows.every((r) => r.stage === column.stage)).toBe(true);
    }
    const empty = await boardLeads(db, readParams(LeadListSchema, url("view=board&q=introuvable")));
    expect(empty.every((c) => c.count === 0 && c.valueCents === 0 && c.rows.length === 0)).toBe(true);
  });

  it("clients: every sort, computed ones included, pages end to end equal one ordered query", async () => {
    const latest = (column: "mrr_cents") =>
      sql<number | null>`(select ${sql.ref(`subscription.${column}`)} from subscription
        where subscription.institution_id = institution.id order by subscription.created_at desc limit 1)`;
    const users = sql<number>`(select count(*) from membership where membership.institution_id = institution.id)`;
    const keys = {
      name: sql.ref("institution.name"),
      created: sql.ref("institution.created_at"),
      city: sql.ref("institution.city"),
      mrr: latest("mrr_cents"),
      users,
    };
    for (const [sort, key] of Object.entries(keys)) {
      for (const dir of ["asc", "desc"] as const) {
        const expected = await db
          .selectFrom("institution")
          .select("id")
          .orderBy(key, dir)
          .orderBy("id", dir)
          .execute();
        const got = await allPages((page) =>
          listClients(db, readParams(ClientListSchema, url(`sort=${sort}&dir=${dir}&page=${page}`))),
        );
        expect(ids(got), `${sort} ${dir}`).toEqual(ids(expected));
      }
    }
    const byUsers = await listClients(db, readParams(ClientListSchema, url("sort=users&dir=desc")));
    expect(byUsers.rows[0]!.users).toBe(4);
    const withSubscription = byUsers.rows.find((r) => r.id === institutions[2]!.id);
    expect(withSubscription?.mrrCents).toBe(((2 * 7) % 5) * 10_000 + 1);
  });

  it("a client's leads and proposals: through the keys capture writes, not the typed name", async () => {
    // Each lead linked as capture links it (a member's address, then the name's key).
    const all = await db.selectFrom("lead").select(["id", "email", "institution_name"]).execute();
    const found = new Map<string, string | null>();
    for (const lead of all) {
      const id = await matchInstitution(leadsDb(db), {
        email: lead.email ?? "",
        institution: lead.institution_name ?? undefined,
      });
      found.set(lead.id, id);
      if (id) await db.updateTable("lead").set({ institution_id: id }).where("id", "=", lead.id).execute();
    }
    // "LYCÉE JEAN-MOULIN" found "Lycée Jean-Moulin" (the oldest of that name); "Lycée 3 Moulin" nothing.
    const typedInCapitals = all.find(
      (l) => l.institution_name === "LYCÉE JEAN-MOULIN" && l.email !== clientEmail,
    )!;
    const instId = found.get(typedInCapitals.id)!;
    expect(institutions.find((i) => i.id === instId)?.name).toBe("Lycée Jean-Moulin");
    expect(
      all
        .filter((l) => /^Lycée \d Moulin$/.test(l.institution_name ?? "") && l.email !== clientEmail)
        .every((l) => found.get(l.id) === null),
    ).toBe(true);
    const linked = all.filter((l) => found.get(l.id) === instId).map((l) => l.id);
    expect(linked.length).toBeGreaterThan(3);
    const client = await clientDetail(db, instId);
    expect(client!.leads.every((l) => linked.includes(l.id))).toBe(true);
    expect(client!.leads).toHaveLength(Math.min(50, linked.length));
    const times = client!.leads.map((l) => l.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The proposal made out to a client is listed on its page, with a link to its lead.
    const quoted = await clientDetail(db, institutions[0]!.id);
    expect(quoted!.proposals.map((q) => [q.number, q.leadId])).toContainEqual([
      "DEV-2031-0001",
      quotedLeadId,
    ]);
  });

  it("invoices: drafts first, then by issue and creation date, on every page; search by client", async () => {
    const order = sql`case when status = 'draft' then 0 else 1 end`;
    const expected = await db
      .selectFrom("invoice")
      .select("id")
      .orderBy(order)
      .orderBy("issued_at", "desc")
      .orderBy("created_at", "desc")
      .execute();
    const got = await allPages((page) =>
      listAdminInvoices(db, readParams(InvoiceListSchema, url(`page=${page}`))),
    );
    expect(ids(got)).toEqual(ids(expected));
    expect(got.slice(0, 7).every((r) => r.status === "draft")).toBe(true);
    const byClient = await listAdminInvoices(db, readParams(InvoiceListSchema, url("q=COLLÈGE")));
    expect(byClient.total).toBe(
      (
        await db
          .selectFrom("invoice")
          .select("id")
          .where("institution_id", "in", ids(institutions.filter((i) => i.name === "Collège Colette")))
          .execute()
      ).length,
    );
    expect(byClient.rows.every((r) => r.institution === "Collège Colette")).toBe(true);
    const byNumber = await listAdminInvoices(db, readParams(InvoiceListSchema, url("q=fa-2031-0001")));
    expect(byNumber.rows.map((r) => r.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `FA-2031-0001${i}`).filter((n) => got.some((r) => r.number === n)),
    );
  });

  it("support queue: last update first, ties by id, on every page; search by institution", async () => {
    const expected = await db
      .selectFrom("ticket")
      .select("id")
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .execute();
    const got = await allPages((page) =>
      listSupportTickets(db, readParams(TicketListSchema, url(`page=${page}`))),
    );
    expect(ids(got)).toEqual(ids(expected));
    const search = await listSupportTickets(db, readParams(TicketListSchema, url("q=descartes")));
    expect(search.total).toBe(
      (
        await db
          .selectFrom("ticket")
          .select("id")
          .where("institution_id", "in", ids(institutions.filter((i) => i.name === "Université Descartes")))
          .execute()
      ).length,
    );
    const bySubject = await listSupportTickets(db, readParams(TicketListSchema, url("q=facture")));
    expect(bySubject.total).toBe(13);
    expect(bySubject.rows.some((r) => r.institution === null)).toBe(true);
  });

  it("audit log: by time in both directions, ties by id, on every page; filters", async () => {
    for (const dir of ["asc", "desc"] as const) {
      const expected = await db
        .selectFrom("audit_log")
        .select("id")
        .orderBy("created_at", dir)
        .orderBy("id", dir)
        .execute();
      const got = await allPages((page) =>
        listLogs(db, readParams(LogListSchema, url(`dir=${dir}&page=${page}`))),
      );
      expect(ids(got), dir).toEqual(ids(expected));
    }
    const bySales = await listLogs(db, readParams(LogListSchema, url("actor=SALES@ga.example")));
    // Entries i = 0…76: by sales when i is odd and not a multiple of 5.
    expect(bySales.total).toBe(Array.from({ length: 77 }, (_, i) => i).filter((i) => i % 2 && i % 5).length);
    expect(bySales.rows.every((r) => r.actorId === staff.sales)).toBe(true);
    const invoices = await listLogs(db, readParams(LogListSchema, url("entity=invoice&action=ticket.reply")));
    expect(invoices.total).toBe(6);
    expect(invoices.rows.every((r) => r.entityType === "invoice" && r.action === "ticket.reply")).toBe(true);
    expect(bySales.actions).toEqual(["invoice.issue", "lead.stage", "ticket.reply"]);
    expect(bySales.entities).toEqual(["institution", "invoice", "lead", "ticket"]);
  });

  it("filter choices: each distinct value once, in order, up to the limit", async () => {
    expect(await sources(db)).toEqual(["google", "newsletter", "salon"]);
    expect(await distinctValues(db, "lead", "utm_source", 2)).toEqual(["google", "newsletter"]);
    expect(await distinctValues(db, "lead", "type", 100)).toEqual([
      "chatbot",
      "contact",
      "demo",
      "feedback",
      "order",
      "quote",
      "webinar",
    ]);
    expect(await distinctValues(db, "analytics_event", "path", 10)).toEqual([]);
  });

  it("staff lists hold the staff, not the customers", async () => {
    expect((await staffOptions(db)).map((s) => s.id).sort()).toEqual(
      [staff.admin, staff.sales, staff.support].sort(),
    );
    expect((await supportStaff(db)).map((s) => s.id).sort()).toEqual([staff.admin, staff.support].sort());
    expect((await listStaff(db)).map((s) => [s.email, s.role])).toEqual([
      ["admin@ga.example", "admin"],
      ["sales@ga.example", "sales"],
      ["support@ga.example", "support"],
    ]);
  });

  it("clients: a sign-up whose members never confirmed their address is listed under pending only", async () => {
    const made = {
      waiting: crypto.randomUUID(),
      confirmed: crypto.randomUUID(),
      staffMade: crypto.randomUUID(),
    };
    await db
      .insertInto("institution")
      .values(
        Object.entries(made).map(([name, id]) => ({
          id,
          name: `Lycée Attente ${name}`,
          name_key: nameKey(`Lycée Attente ${name}`),
          created_at: at(1),
          updated_at: at(1),
        })),
      )
      .execute();
    const member = async (email: string, verified: boolean, institutionId: string) => {
      const userId = await insertTestUser(db, email, { emailVerified: verified });
      await db
        .insertInto("membership")
        .values({ user_id: userId, institution_id: institutionId, role: "owner", created_at: at(1) })
        .execute();
    };
    await member("attente@lycee-attente.example", false, made.waiting);
    await member("attente2@lycee-confirme.example", false, made.confirmed);
    await member("confirme@lycee-confirme.example", true, made.confirmed);
    const listed = async (show: string) =>
      ids(
        await allPages((page) =>
          listClients(db, readParams(ClientListSchema, url(`q=attente&show=${show}&page=${page}`))),
        ),
      );
    expect(await listed("pending")).toEqual([made.waiting]);
    expect((await listed("clients")).sort()).toEqual([made.confirmed, made.staffMade].sort());
    // The 37 institutions of the other tests all have a confirmed member or none: clients.
    const all = await allPages((page) => listClients(db, readParams(ClientListSchema, url(`page=${page}`))));
    expect(all).toHaveLength(institutions.length + 2);
  });
});
