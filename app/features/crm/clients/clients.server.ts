import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { toDate, toInt } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import { recordHistory } from "../history/history.server.ts";
import { containsPattern, type ClientListParams } from "../list-params.ts";
import { countedPage } from "../counted-page.server.ts";

/** The sorts of the clients list that are a column of the institution (each has an index). */
const SORT_COLUMNS = {
  name: "institution.name",
  created: "institution.created_at",
  city: "institution.city",
} as const;

/**
 * The sign-ups waiting for their address to be confirmed (issue 20): institutions with a member
 * whose address is not confirmed and none whose address is. Institutions without members (created
 * by staff from a won proposal) are clients. Read from the few unconfirmed accounts (a partial
 * index, migration 0027), once per list: it does not depend on the row, so neither a late page nor
 * a sort by amount checks it institution by institution.
 */
function pendingSignUps(eb: ExpressionBuilder<DB, "institution">) {
  return (
    eb
      .selectFrom("user as waiting")
      .innerJoin("membership as m", "m.user_id", "waiting.id")
      .select("m.institution_id")
      // Written as the partial index's condition (a bound parameter would not find it on SQLite).
      .where(sql<boolean>`${sql.ref("waiting.emailVerified")} = false`)
      .where((e2) =>
        e2.not(
          e2.exists(
            e2
              .selectFrom("membership as other")
              .innerJoin("user as confirmed", "confirmed.id", "other.user_id")
              .select("other.user_id")
              .whereRef("other.institution_id", "=", "m.institution_id")
              .where("confirmed.emailVerified", "=", true),
          ),
        ),
      )
  );
}

/** An invoice's or a proposal's line on the client page, dated when issued (a draft: when created). */
function documentLine<S extends string>(d: {
  id: string;
  number: string | null;
  status: S;
  total_cents: number;
  issued_at: Date | string | null;
  created_at: Date | string;
}) {
  return {
    id: d.id,
    number: d.number,
    status: d.status,
    totalCents: toInt(d.total_cents),
    date: toDate(d.issued_at ?? d.created_at).toISOString(),
  };
}

/**
 * Institutions and their users, searched, sorted and paginated on the server (issue 8); the
 * sign-ups not confirmed yet only under `show=pending`.
 */
export async function listClients(db: Kysely<DB>, p: ClientListParams) {
  let base = db
    .selectFrom("institution")
    .where((eb) => eb("institution.id", p.show === "pending" ? "in" : "not in", pendingSignUps(eb)));
  if (p.q) {
    const pattern = containsPattern(p.q);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["institution.name"]), "like", pattern),
        eb(eb.fn("lower", ["institution.city"]), "like", pattern),
        eb("institution.siret", "like", pattern),
      ]),
    );
  }
  const { total, page, pages, limit, offset } = await countedPage(base, p.page);
  // The institution's current subscription: its latest one (index on institution_id, created_at).
  const latest = (eb: ExpressionBuilder<DB, "institution">, column: "plan" | "status" | "mrr_cents") =>
    eb
      .selectFrom("subscription")
      .select(sql.ref<string | number>(`subscription.${column}`).as(column))
      .whereRef("subscription.institution_id", "=", "institution.id")
      .orderBy("subscription.created_at", "desc")
      .limit(1);
  const users = (eb: ExpressionBuilder<DB, "institution">) =>
    eb
      .selectFrom("membership")
      .select((e2) => e2.fn.countAll<number>().as("n"))
      .whereRef("membership.institution_id", "=", "institution.id");
  // What the list is sorted by: a column (name, creation date and city have an index), or the
  // amount of the latest subscription, or the number of users, which are computed for every
  // institution only when the list is sorted by them.
  const sortKey = (eb: ExpressionBuilder<DB, "institution">) =>
    p.sort === "mrr"
      ? latest(eb, "mrr_cents")
      : p.sort === "users"
        ? users(eb)
        : eb.ref(SORT_COLUMNS[p.sort]);
  // The page's ids first; then those institutions with their subscription and users.
  const pageIds = base
    .select("institution.id")
    .orderBy(sortKey, p.dir)
    .orderBy("institution.id", p.dir)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .selectFrom("institution")
    .select((eb) => [
      "institution.id",
      "institution.name",
      "institution.city",
      "institution.created_at",
      latest(eb, "plan").as("plan"),
      latest(eb, "status").as("status"),
      latest(eb, "mrr_cents").as("mrr_cents"),
      users(eb).as("users"),
    ])
    .where("institution.id", "in", pageIds)
    .orderBy(sortKey, p.dir)
    .orderBy("institution.id", p.dir)
    .execute();
  return {
    total,
    page,
    pages,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      city: r.city,
      plan: (r.plan as string | null) ?? null,
      status: (r.status as string | null) ?? null,
      mrrCents: toInt((r.mrr_cents as number | null) ?? 0),
      users: toInt(r.users ?? 0),
      createdAt: toDate(r.created_at).toISOString(),
    })),
  };
}

export async function clientDetail(db: Kysely<DB>, id: string) {
  const inst = await db.selectFrom("institution").selectAll().where("id", "=", id).executeTakeFirst();
  if (!inst) return null;
  const users = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.id", "user.name", "user.email", "membership.role", "membership.created_at"])
    .where("membership.institution_id", "=", id)
    .orderBy("user.name")
    .execute();
  const subscriptions = await db
    .selectFrom("subscription")
    .selectAll()
    .where("institution_id", "=", id)
    .orderBy("created_at", "desc")
    .execute();
  const invoices = await db
    .selectFrom("invoice")
    .select(["id", "number", "kind", "status", "total_cents", "issued_at", "created_at"])
    .where("institution_id", "=", id)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  const tickets = await db
    .selectFrom("ticket")
    .select(["id", "subject", "status", "priority", "created_at"])
    .where("institution_id", "=", id)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  // Linked by key (decision 035): the leads that belong to the institution (matched or linked at
  // capture, or by migration 0022), newest first through `lead_institution_created_idx`.
  const leads = await db
    .selectFrom("lead")
    .leftJoin("contact", "contact.id", "lead.contact_id")
    .select([
      "lead.id",
      "lead.type",
      "lead.stage",
      "lead.email",
      "lead.institution_name",
      "lead.created_at",
      "lead.value_cents",
      "contact.first_name",
      "contact.last_name",
    ])
    .where("lead.institution_id", "=", id)
    .orderBy("lead.created_at", "desc")
    .limit(50)
    .execute();
  // Its proposals: those made out to it, and the drafts and issued ones of its leads.
  const proposals = await db
    .selectFrom("quote")
    .select(["id", "number", "status", "lead_id", "total_cents", "issued_at", "created_at"])
    .where((eb) =>
      eb.or([
        eb("quote.institution_id", "=", id),
        eb(
          "quote.lead_id",
          "in",
          eb.selectFrom("lead").select("lead.id").where("lead.institution_id", "=", id),
        ),
      ]),
    )
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  const history = await recordHistory(db, [
    id,
    ...subscriptions.map((s) => s.id),
    ...invoices.map((i) => i.id),
    ...tickets.map((t) => t.id),
  ]);
  return {
    id: inst.id,
    name: inst.name,
    siret: inst.siret,
    address: [inst.address_line1, inst.address_line2, [inst.postal_code, inst.city].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", "),
    students: toInt(inst.student_count),
    createdAt: toDate(inst.created_at).toISOString(),
    users: users.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      plan: s.plan,
      status: s.status,
      cap: s.student_cap,
      mrrCents: toInt(s.mrr_cents),
      renewsAt: s.renews_at ? toDate(s.renews_at).toISOString() : null,
    })),
    invoices: invoices.map((i) => ({ ...documentLine(i), kind: i.kind })),
    tickets: tickets.map((t) => ({
      id: t.id,
      subject: t.subject,
      status: t.status,
      priority: t.priority,
      createdAt: toDate(t.created_at).toISOString(),
    })),
    proposals: proposals.map((q) => ({ ...documentLine(q), leadId: q.lead_id })),
    leads: leads.map((l) => ({
      id: l.id,
      type: l.type,
      stage: l.stage,
      email: l.email,
      /** As the visitor typed it ("Lycee Jean Moulin"), which may differ from the client's name. */
      typedInstitution: l.institution_name,
      contactName: [l.first_name, l.last_name].filter(Boolean).join(" ") || null,
      valueCents: toInt(l.value_cents),
      createdAt: toDate(l.created_at).toISOString(),
    })),
    timeline: history,
  };
}
