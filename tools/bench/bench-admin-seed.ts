/**
 * Volume for the admin CRM benchmark (`tools/bench/bench-admin.ts`, issue 8 budget): a sales history of
 * two years with 100,000 leads and 10,000 client institutions, written with batched multi-row
 * inserts on either engine. Everything the admin lists read is there in proportion: staff, the
 * institutions' users and memberships, subscriptions (some replaced), invoices and credit notes,
 * support tickets with their messages, quotes, demo bookings, staff notes, change requests, the
 * audit log and first-party analytics. Values come from a seeded generator, so two runs hold the
 * same data (only the dates follow the clock: "this week" must be this week).
 */
import type { Insertable, Kysely } from "kysely";
import { leadsDb, type DemoBookingTable } from "#app/features/leads/db.server.ts";
import { toJson } from "#server/db/mapping.ts";
import { withLuhnDigit } from "#app/features/crm/clients/seed.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";
import type {
  AuditLogTable,
  DB,
  InstitutionTable,
  InstitutionType,
  InvoiceTable,
  LeadStage,
  LeadTable,
  LeadType,
  PlanId,
  SubscriptionStatus,
  TicketMessageTable,
  TicketPriority,
  TicketStatus,
  TicketTable,
} from "#server/db/schema.ts";

export interface VolumeOptions {
  readonly leads: number;
  readonly clients: number;
  /** First-party page views per day, over the last 120 days (the analytics page reads ≤ 90). */
  readonly viewsPerDay: number;
  readonly now: Date;
}

const DAY = 86_400_000;

/** mulberry32: small, fast, seeded. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** Picks by weight: [[value, weight], …]. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of items) {
      r -= w;
      if (r < 0) return value;
    }
    return items.at(-1)![0];
  };
  const hex = (n: number) => {
    let s = "";
    for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
    return s;
  };
  /** A UUID-shaped id (v4 layout), reproducible. */
  const id = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  return { next, int, pick, weighted, hex, id };
}

const FIRST_NAMES = (
  "Camille Léa Manon Chloé Inès Sarah Julie Claire Sophie Nathalie Isabelle Sandrine Hélène " +
  "Aurélie Émilie Lucas Hugo Thomas Nicolas Julien Maxime Antoine Karim Mehdi Olivier Laurent " +
  "Philippe Stéphane Pierre Yann"
).split(" ");
const LAST_NAMES = (
  "Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre " +
  "Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefèvre Mercier Dupont " +
  "Lambert Bonnet François Benali Nguyen Diallo Rousseau Blanc Guerin Muller Henry Roussel " +
  "Nicolas Perrin"
).split(" ");
const KINDS: readonly (readonly [string, InstitutionType])[] = [
  ["Lycée", "secondary"],
  ["Lycée professionnel", "vocational"],
  ["Lycée polyvalent", "secondary"],
  ["Collège", "secondary"],
  ["École élémentaire", "school"],
  ["École primaire", "school"],
  ["Groupe scolaire", "school"],
  ["Université", "higher_education"],
  ["IUT", "higher_education"],
  ["École supérieure", "higher_education"],
  ["Centre de formation", "training_center"],
  ["CFA", "vocational"],
  ["Institut", "other"],
];
const PATRONS = (
  "Jean-Moulin|Victor-Hugo|Jules-Ferry|Marie-Curie|Louis-Pasteur|Jean-Jaurès|Paul-Éluard|" +
  "Simone-Veil|Albert-Camus|Jacques-Prévert|Voltaire|Molière|Condorcet|Montesquieu|Descartes|" +
  "Rosa-Parks|Colette|George-Sand|Pierre-de-Coubertin|Saint-Exupéry|Les Tilleuls|Les Lilas|" +
  "du Parc|La Fontaine|Émile-Zola|Anatole-France|Jean-Monnet|Lamartine|Rabelais|Olympe-de-Gouges|" +
  "Gustave-Eiffel|Camille-Claudel|Louise-Michel|Nelson-Mandela|Henri-Matisse|Frédéric-Mistral"
).split("|");
/** City and postal code. */
const CITIES = (
  "Paris:75011|Lyon:69003|Marseille:13005|Toulouse:31000|Nice:06000|Nantes:44000|Strasbourg:67000|" +
  "Montpellier:34000|Bordeaux:33000|Lille:59000|Rennes:35000|Reims:51100|Le Havre:76600|" +
  "Saint-Étienne:42000|Toulon:83000|Grenoble:38000|Dijon:21000|Angers:49000|Nîmes:30000|" +
  "Villeurbanne:69100|Clermont-Ferrand:63000|Le Mans:72000|Aix-en-Provence:13100|Brest:29200|" +
  "Tours:37000|Amiens:80000|Limoges:87000|Annecy:74000|Perpignan:66000|Metz:57000|Besançon:25000|" +
  "Orléans:45000|Rouen:76000|Mulhouse:68100|Caen:14000|Nancy:54000|Poitiers:86000|Pau:64000|" +
  "La Rochelle:17000|Avignon:84000|Fort-de-France:97200|Saint-Denis:97400"
)
  .split("|")
  .map((entry) => entry.split(":") as [city: string, postalCode: string]);
const SOURCES: readonly (readonly [string | null, number])[] = [
  [null, 38],
  ["google", 22],
  ["newsletter", 9],
  ["linkedin", 8],
  ["bing", 4],
  ["facebook", 3],
  ["salon-educatec", 4],
  ["partenaire", 5],
  ["youtube", 2],
  ["webinaire", 3],
  ["qwant", 2],
];
const CAMPAIGNS = ["rentree-2025", "rentree-2026", "examens", "printemps", "black-friday", "salon"] as const;
const LEAD_TYPE_WEIGHTS: readonly (readonly [LeadType, number])[] = [
  ["contact", 30],
  ["demo", 15],
  ["quote", 20],
  ["order", 5],
  ["webinar", 10],
  ["feedback", 10],
  ["chatbot", 10],
];
const STAGE_WEIGHTS: readonly (readonly [LeadStage, number])[] = [
  ["new", 35],
  ["qualified", 20],
  ["demo_booked", 10],
  ["proposal_sent", 10],
  ["negotiation", 5],
  ["won", 10],
  ["lost", 10],
];
const LOST_REASONS = ["Budget insuffisant", "Concurrent retenu", "Projet reporté", "Pas de réponse"] as const;
const PAGES = ["/", "/tarification", "/contact", "/demo", "/devis", "/fonctionnalites", "/en", "/en/pricing"];
const TICKET_SUBJECTS = [
  "Impossible d'importer la liste des élèves",
  "Question sur la facture du mois",
  "Export des bulletins en PDF",
  "Accès perdu pour un enseignant",
  "Emploi du temps : conflit de salles",
  "Demande de formation pour la vie scolaire",
  "Erreur lors de la saisie des notes",
  "Synchronisation de l'annuaire",
  "Changement de référent administratif",
  "Lenteur de l'application le matin",
] as const;
const CLIENT_ACTIONS = ["profile.update", "change_request.created"] as const;
const STAFF_ACTIONS = [
  "lead.stage",
  "lead.owner",
  "lead.note",
  "lead.value",
  "ticket.reply",
  "ticket.status",
  "ticket.assign",
  "ticket.note",
  "invoice.issue",
  "invoice.paid",
  "invoice.draft",
  "subscription.update",
  "client.note",
  "leads.export",
  "report.export",
] as const;

const PLAN_PRICES: Readonly<Record<PlanId, number>> = {
  essential: 19_900,
  premium: 43_800,
  excellence: 89_000,
  custom: 150_000,
};

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Inserts rows in multi-row statements, all in one transaction per table. Every row of a table
 * must name the same columns: a multi-row insert on SQLite writes NULL, not the default, where a
 * row lacks a column that another row has.
 */
async function insertAll<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  perStatement = 500,
): Promise<number> {
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += perStatement) {
      // Kysely's generic insert cannot be checked against a table chosen at run time.
      await tx
        .insertInto(table)
        .values(rows.slice(i, i + perStatement) as never)
        .execute();
    }
  });
  return rows.length;
}

/** Seeds the volume into a freshly migrated, empty database; returns the rows written per table. */
export async function seedAdminVolume(
  db: Kysely<DB>,
  options: VolumeOptions,
): Promise<Record<string, number>> {
  const g = generator(20_261_108);
  const now = options.now.getTime();
  const twoYears = 730 * DAY;
  /** A time in the last two years, denser towards now (the business grows). */
  const pastTime = () => now - Math.pow(g.next(), 1.4) * twoYears - g.int(0, 3_600_000);
  const iso = (t: number) => new Date(t).toISOString();
  const counts: Record<string, number> = {};

  // --- staff -------------------------------------------------------------------------------
  const staff: {
    id: string;
    email: string;
    name: string;
    role: "admin" | "sales" | "support" | "billing";
  }[] = [];
  const staffRoles = [
    "admin",
    "sales",
    "sales",
    "sales",
    "sales",
    "support",
    "support",
    "support",
    "billing",
  ] as const;
  staffRoles.forEach((role, i) => {
    const first = FIRST_NAMES[i]!;
    const last = LAST_NAMES[i]!;
    staff.push({
      id: g.id(),
      email: `${slug(first)}.${slug(last)}@ga-bench.example`,
      name: `${first} ${last}`,
      role,
    });
  });
  const start = iso(now - twoYears - 30 * DAY);
  const users: Insertable<DB["user"]>[] = staff.map((s) => ({
    id: s.id,
    name: s.name,
    email: s.email,
    emailVerified: true,
    createdAt: start,
    updatedAt: start,
    role: s.role === "admin" ? "admin" : "user",
    first_name: s.name.split(" ")[0]!,
    last_name: s.name.split(" ")[1]!,
    company_name: null,
    language: "fr",
  }));
  const staffMembers: Insertable<DB["staff_member"]>[] = staff
    .filter((s) => s.role !== "admin")
    .map((s) => ({ user_id: s.id, role: s.role, created_at: start, updated_at: start }));
  const salesIds = staff.filter((s) => s.role === "sales" || s.role === "admin").map((s) => s.id);
  const supportIds = staff.filter((s) => s.role === "support").map((s) => s.id);
  const billingIds = staff.filter((s) => s.role === "billing" || s.role === "admin").map((s) => s.id);

  // --- institutions, their people, subscriptions ---------------------------------------------
  const institutions: Insertable<InstitutionTable>[] = [];
  const memberships: Insertable<DB["membership"]>[] = [];
  const subscriptions: Insertable<DB["subscription"]>[] = [];
  const clientUsers: { id: string; email: string; institution: number }[] = [];
  const current: { id: string; plan: PlanId; status: SubscriptionStatus; mrr: number; since: number }[] = [];
  for (let i = 0; i < options.clients; i++) {
    const [kind, type] = g.pick(KINDS);
    const patron = g.pick(PATRONS);
    const [city, postal] = g.pick(CITIES);
    const name = g.next() < 0.6 ? `${kind} ${patron} ${city}` : `${kind} ${patron}`;
    const created = pastTime();
    const instId = g.id();
    institutions.push({
      id: instId,
      name,
      name_key: nameKey(name),
      type,
      siret: withLuhnDigit(`${g.int(100_000_000, 999_999_999)}${String(g.int(1, 9999)).padStart(4, "0")}`),
      address_line1: `${g.int(1, 120)} rue ${g.pick(PATRONS)}`,
      postal_code: postal,
      city,
      country: "FR",
      chorus_service_code: g.next() < 0.4 ? `SRV-${g.hex(6).toUpperCase()}` : null,
      student_count: g.int(40, 3000),
      created_at: iso(created),
      updated_at: iso(created),
    });
    const domain = `${slug(`${kind}-${patron}`)}-${i}.example`;
    const people = g.weighted([
      [1, 30],
      [2, 35],
      [3, 20],
      [4, 10],
      [6, 5],
    ] as const);
    for (let p = 0; p < people; p++) {
      const first = g.pick(FIRST_NAMES);
      const last = g.pick(LAST_NAMES);
      const userId = g.id();
      const email = `${slug(first)}.${slug(last)}${p ? p : ""}@${domain}`;
      const at = iso(created + p * DAY);
      users.push({
        id: userId,
        name: `${first} ${last}`,
        email,
        emailVerified: true,
        createdAt: at,
        updatedAt: at,
        first_name: first,
        last_name: last,
        role: "user",
        company_name: name,
        language: g.next() < 0.9 ? "fr" : "en",
      });
      memberships.push({
        user_id: userId,
        institution_id: instId,
        role: p === 0 ? "owner" : p === 1 ? "billing" : "member",
        created_at: at,
      });
      clientUsers.push({ id: userId, email, institution: i });
    }
    // One subscription in nine was replaced once: an older cancelled one.
    if (g.next() < 0.11) {
      const plan = g.pick(["essential", "premium"] as const);
      subscriptions.push({
        id: g.id(),
        institution_id: instId,
        plan,
        status: "cancelled",
        student_cap: plan === "essential" ? 100 : 300,
        modules: toJson(["scolarite"]),
        addons: toJson([]),
        billing_period: "monthly",
        mrr_cents: PLAN_PRICES[plan],
        started_at: iso(created),
        renews_at: null,
        cancelled_at: iso(created + 90 * DAY),
        created_at: iso(created),
        updated_at: iso(created + 90 * DAY),
      });
    }
    const plan = g.weighted<PlanId>([
      ["essential", 45],
      ["premium", 35],
      ["excellence", 15],
      ["custom", 5],
    ]);
    const status = g.weighted<SubscriptionStatus>([
      ["active", 72],
      ["trial", 8],
      ["past_due", 5],
      ["cancelled", 15],
    ]);
    const subId = g.id();
    const since = Math.min(now - DAY, created + 91 * DAY);
    const mrr = PLAN_PRICES[plan] + g.int(0, 3) * 2_500;
    subscriptions.push({
      id: subId,
      institution_id: instId,
      plan,
      status,
      student_cap: plan === "essential" ? 100 : plan === "premium" ? 300 : null,
      modules: toJson(["scolarite", "vie-scolaire"]),
      addons: toJson(g.next() < 0.2 ? [{ id: "priority-support", quantity: 1 }] : []),
      billing_period: g.next() < 0.25 ? "yearly" : "monthly",
      mrr_cents: mrr,
      started_at: iso(since),
      renews_at: status === "cancelled" ? null : iso(now + g.int(1, 365) * DAY),
      cancelled_at: status === "cancelled" ? iso(since + 60 * DAY) : null,
      created_at: iso(since),
      updated_at: iso(since),
    });
    current.push({ id: subId, plan, status, mrr, since });
  }

  // --- invoices --------------------------------------------------------------------------------
  const invoices: Insertable<InvoiceTable>[] = [];
  const sequence = new Map<number, number>();
  const numberFor = (at: number) => {
    const year = new Date(at).getUTCFullYear();
    const n = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, n);
    return `FA-${year}-${String(n).padStart(5, "0")}`;
  };
  const invoiceDraft: { at: number; inst: number; sub: number; kind: "invoice" | "credit_note" }[] = [];
  current.forEach((sub, inst) => {
    if (sub.status === "trial") return;
    const months = Math.min(12, Math.max(1, Math.floor((now - sub.since) / (30 * DAY))));
    const n = Math.min(months, g.int(1, 11));
    for (let m = n; m >= 1; m--)
      invoiceDraft.push({ at: now - m * 30 * DAY + g.int(0, DAY), inst, sub: inst, kind: "invoice" });
    if (g.next() < 0.02)
      invoiceDraft.push({
        at: now - g.int(1, 60) * DAY - g.int(0, DAY),
        inst,
        sub: inst,
        kind: "credit_note",
      });
  });
  // Numbers follow the issue date, as the sequence does.
  invoiceDraft.sort((a, b) => a.at - b.at);
  const invoiceIds: string[] = [];
  for (const d of invoiceDraft) {
    const sub = current[d.sub]!;
    const subtotal = d.kind === "credit_note" ? -sub.mrr : sub.mrr;
    const vat = Math.round(subtotal * 0.2);
    const due = d.at + 30 * DAY;
    const status =
      d.kind === "credit_note"
        ? "issued"
        : due > now
          ? g.weighted([
              ["issued", 70],
              ["paid", 30],
            ] as const)
          : g.weighted([
              ["paid", 96],
              ["issued", 3],
              ["cancelled", 1],
            ] as const);
    const id = g.id();
    invoiceIds.push(id);
    invoices.push({
      id,
      number: numberFor(d.at),
      kind: d.kind,
      status,
      institution_id: institutions[d.inst]!.id!,
      subscription_id: sub.id,
      lines: toJson([{ label: `Abonnement ${sub.plan} — mensuel`, quantity: 1, unitCents: subtotal }]),
      subtotal_cents: subtotal,
      vat_rate_bp: 2000,
      vat_cents: vat,
      total_cents: subtotal + vat,
      issued_at: iso(d.at),
      due_at: iso(due),
      paid_at: status === "paid" ? iso(Math.min(now - 1000, d.at + g.int(3, 40) * DAY)) : null,
      created_at: iso(d.at - 3_600_000),
      updated_at: iso(d.at),
    });
  }
  // A handful of drafts waiting to be issued (work to do: the list shows them first).
  for (let i = 0; i < 40; i++) {
    const inst = g.int(0, options.clients - 1);
    const sub = current[inst]!;
    const at = now - g.int(0, 10) * DAY - g.int(0, DAY);
    invoices.push({
      id: g.id(),
      number: null,
      kind: "invoice",
      status: "draft",
      institution_id: institutions[inst]!.id!,
      subscription_id: sub.id,
      lines: toJson([{ label: `Abonnement ${sub.plan} — mensuel`, quantity: 1, unitCents: sub.mrr }]),
      subtotal_cents: sub.mrr,
      vat_rate_bp: 2000,
      vat_cents: Math.round(sub.mrr * 0.2),
      total_cents: sub.mrr + Math.round(sub.mrr * 0.2),
      issued_at: null,
      due_at: null,
      paid_at: null,
      created_at: iso(at),
      updated_at: iso(at),
    });
  }

  // --- support ---------------------------------------------------------------------------------
  const tickets: Insertable<TicketTable>[] = [];
  const messages: Insertable<TicketMessageTable>[] = [];
  const usersByInstitution = new Map<number, { id: string; email: string }[]>();
  for (const u of clientUsers) {
    const list = usersByInstitution.get(u.institution) ?? [];
    list.push(u);
    usersByInstitution.set(u.institution, list);
  }
  for (let inst = 0; inst < options.clients; inst++) {
    const n = g.weighted([
      [0, 15],
      [1, 20],
      [2, 20],
      [3, 15],
      [5, 15],
      [8, 10],
      [12, 5],
    ] as const);
    for (let k = 0; k < n; k++) {
      const created = Math.max(Date.parse(institutions[inst]!.created_at as string), pastTime());
      const age = now - created;
      const status = g.weighted<TicketStatus>(
        age < 3 * DAY
          ? [
              ["open", 60],
              ["pending", 30],
              ["resolved", 10],
            ]
          : [
              ["open", 2],
              ["pending", 3],
              ["resolved", 20],
              ["closed", 75],
            ],
      );
      const requester = g.pick(usersByInstitution.get(inst)!);
      const id = g.id();
      const answered = status === "resolved" || status === "closed" || g.next() < 0.5;
      const updated = Math.min(now - 1000, created + (answered ? g.int(1, 72) * 3_600_000 : 0));
      tickets.push({
        id,
        institution_id: institutions[inst]!.id!,
        user_id: requester.id,
        subject: g.pick(TICKET_SUBJECTS),
        category: g.pick(["technique", "facturation", "formation", "compte"]),
        status,
        priority: g.weighted<TicketPriority>([
          ["low", 20],
          ["normal", 55],
          ["high", 20],
          ["urgent", 5],
        ]),
        assigned_user_id: g.next() < 0.75 ? g.pick(supportIds) : null,
        created_at: iso(created),
        updated_at: iso(updated),
      });
      messages.push({
        id: g.id(),
        ticket_id: id,
        author_user_id: requester.id,
        author_role: "client",
        body: "Bonjour, pouvez-vous nous aider ? Merci d'avance.",
        created_at: iso(created),
      });
      if (answered) {
        messages.push({
          id: g.id(),
          ticket_id: id,
          author_user_id: g.pick(supportIds),
          author_role: "staff",
          body: "Bonjour, merci pour votre message : voici la marche à suivre.",
          created_at: iso(updated),
        });
      }
    }
  }

  // --- leads, demo bookings, quotes ---------------------------------------------------------------
  const leads: Insertable<LeadTable>[] = [];
  const bookings: Insertable<DemoBookingTable>[] = [];
  const quotes: Insertable<DB["quote"]>[] = [];
  let quoteNumber = 0;
  let slot = Math.floor((now - twoYears) / 1_800_000) * 1_800_000;
  const leadTimes = Array.from({ length: options.leads }, pastTime).sort((a, b) => a - b);
  for (let i = 0; i < options.leads; i++) {
    const created = leadTimes[i]!;
    const type = g.weighted(LEAD_TYPE_WEIGHTS);
    const stage = type === "feedback" ? "new" : g.weighted(STAGE_WEIGHTS);
    const first = g.pick(FIRST_NAMES);
    const last = g.pick(LAST_NAMES);
    let email: string | null;
    let institution: string | null;
    let institutionId: string | null = null;
    if (g.next() < 0.25) {
      // Someone of a client institution (upsell, support questions, a colleague's demo).
      const u = g.pick(clientUsers);
      email = u.email;
      institution = institutions[u.institution]!.name!;
      institutionId = institutions[u.institution]!.id!;
    } else {
      const [kind] = g.pick(KINDS);
      const patron = g.pick(PATRONS);
      const [city] = g.pick(CITIES);
      institution = type === "feedback" ? null : `${kind} ${patron} ${city}`;
      email =
        type === "feedback" && g.next() < 0.5
          ? null
          : `${slug(first)}.${slug(last)}@${slug(`${kind}-${patron}-${city}`)}.example`;
    }
    const source = g.weighted(SOURCES);
    const owner = stage === "new" && g.next() < 0.7 ? null : g.next() < 0.85 ? g.pick(salesIds) : null;
    const value =
      stage === "proposal_sent" || stage === "negotiation" || stage === "won"
        ? g.int(2, 60) * 12 * 1_000
        : stage === "lost" && g.next() < 0.5
          ? g.int(2, 30) * 12 * 1_000
          : 0;
    const id = g.id();
    const at = iso(created);
    leads.push({
      id,
      type,
      email,
      institution_name: institution,
      institution_id: institutionId,
      payload: toJson({
        firstName: first,
        lastName: last,
        email,
        institution,
        phone: `0${g.int(1, 9)} ${g.int(10, 99)} ${g.int(10, 99)} ${g.int(10, 99)} ${g.int(10, 99)}`,
        message: "Bonjour, nous souhaitons en savoir plus pour notre établissement.",
      }),
      page: g.pick(PAGES),
      referrer: source ? `https://${source}.example/` : null,
      utm_source: source,
      utm_medium: source ? g.pick(["cpc", "email", "social", "referral"]) : null,
      utm_campaign: source ? g.pick(CAMPAIGNS) : null,
      language: g.next() < 0.82 ? "fr" : "en",
      idempotency_key: g.hex(24),
      stage,
      owner_user_id: owner,
      lost_reason: stage === "lost" ? g.pick(LOST_REASONS) : null,
      value_cents: value,
      created_at: at,
      updated_at: iso(Math.min(now - 1000, created + g.int(0, 20) * DAY)),
    });
    if (type === "demo" && email && g.next() < 0.8) {
      slot = Math.max(slot + 1_800_000, Math.floor((created + 2 * DAY) / 1_800_000) * 1_800_000);
      const cancelled = g.next() < 0.12;
      bookings.push({
        id: g.id(),
        lead_id: id,
        slot_start: iso(slot),
        held_slot: cancelled ? null : iso(slot),
        status: cancelled ? "cancelled" : "confirmed",
        email,
        contact_name: `${first} ${last}`,
        institution_name: institution ?? "—",
        language: "fr",
        time_zone: "Europe/Paris",
        manage_token_hash: g.hex(64),
        sequence: cancelled ? 1 : 0,
        cancel_reason: cancelled ? "Indisponible" : null,
        cancelled_at: cancelled ? iso(created + DAY) : null,
        created_at: at,
        updated_at: at,
      });
    }
    if (value > 0 && g.next() < 0.5) {
      quoteNumber++;
      quotes.push({
        id: g.id(),
        number: `DV-${new Date(created).getUTCFullYear()}-${String(quoteNumber).padStart(6, "0")}`,
        lead_id: id,
        status: stage === "won" ? "accepted" : stage === "lost" ? "declined" : "issued",
        plan: g.pick(["essential", "premium", "excellence"] as const),
        lines: toJson([{ label: "Abonnement annuel", quantity: 1, unitCents: value }]),
        subtotal_cents: value,
        total_cents: value,
        valid_until: iso(created + 30 * DAY),
        issued_at: at,
        created_at: at,
        updated_at: at,
      });
    }
  }

  // --- notes, change requests, audit log, analytics ------------------------------------------------
  const notes: Insertable<DB["crm_note"]>[] = [];
  for (let i = 0; i < Math.round(options.leads * 0.15); i++) {
    const lead = g.pick(leads);
    notes.push({
      id: g.id(),
      entity_type: "lead",
      entity_id: lead.id!,
      author_user_id: g.pick(salesIds),
      body: "Rappel prévu la semaine prochaine ; intéressé par le module examens.",
      created_at: iso(Math.min(now - 1000, Date.parse(lead.created_at as string) + g.int(1, 10) * DAY)),
    });
  }
  for (let i = 0; i < Math.round(options.clients * 0.3); i++) {
    const inst = g.pick(institutions);
    notes.push({
      id: g.id(),
      entity_type: "institution",
      entity_id: inst.id!,
      author_user_id: g.pick(salesIds),
      body: "Renouvellement à préparer avec la direction.",
      created_at: iso(pastTime()),
    });
  }
  const changeRequests: Insertable<DB["change_request"]>[] = [];
  for (let i = 0; i < Math.round(options.clients * 0.15); i++) {
    const inst = g.int(0, options.clients - 1);
    const at = pastTime();
    changeRequests.push({
      id: g.id(),
      institution_id: institutions[inst]!.id!,
      user_id: usersByInstitution.get(inst)![0]!.id,
      kind: g.pick(["plan", "addon", "cap"] as const),
      plan: "premium",
      note: "Nous passons à trois sites à la rentrée.",
      status:
        now - at < 14 * DAY
          ? g.pick(["submitted", "in_review"] as const)
          : g.pick(["approved", "rejected", "done"] as const),
      created_at: iso(at),
      updated_at: iso(at),
    });
  }
  const audit: Insertable<AuditLogTable>[] = [];
  const auditTimes = Array.from({ length: Math.round(options.leads * 1.5) }, pastTime).sort((a, b) => a - b);
  for (const t of auditTimes) {
    const byClient = g.next() < 0.15;
    const action = byClient ? g.pick(CLIENT_ACTIONS) : g.pick(STAFF_ACTIONS);
    const [entityType, entityId] = action.startsWith("lead.")
      ? ["lead", g.pick(leads).id!]
      : action.startsWith("ticket.")
        ? ["ticket", g.pick(tickets).id!]
        : action.startsWith("invoice.")
          ? ["invoice", g.pick(invoiceIds)]
          : action.startsWith("subscription.")
            ? ["subscription", g.pick(current).id]
            : action === "client.note" || action === "change_request.created"
              ? ["institution", g.pick(institutions).id!]
              : action === "profile.update"
                ? ["user", g.pick(clientUsers).id]
                : ["export", null];
    audit.push({
      id: g.id(),
      actor_user_id: byClient
        ? g.pick(clientUsers).id
        : action.startsWith("invoice.")
          ? g.pick(billingIds)
          : action.startsWith("ticket.")
            ? g.pick(supportIds)
            : g.pick(salesIds),
      action,
      entity_type: entityType,
      entity_id: entityId,
      changes: toJson(action === "lead.stage" ? { stage: ["new", "qualified"] } : {}),
      ip_address: `192.0.2.${g.int(1, 254)}`,
      created_at: iso(t),
    });
  }
  const events: Insertable<DB["analytics_event"]>[] = [];
  const eventDays = 120;
  for (let d = eventDays - 1; d >= 0; d--) {
    const dayStart = Math.floor(now / DAY) * DAY - d * DAY;
    const visitors = Math.max(1, Math.round(options.viewsPerDay / 2.5));
    const keys = Array.from({ length: visitors }, () => g.hex(16));
    const views = d === 0 ? Math.round((options.viewsPerDay * (now - dayStart)) / DAY) : options.viewsPerDay;
    for (let v = 0; v < views; v++) {
      const page = g.next() < 0.93;
      events.push({
        id: g.id(),
        type: page ? "page-view" : g.pick(["form", "user-action", "error"] as const),
        name: page ? "page_view" : g.pick(["demo_play", "chat_opened", "chat_lead_sent", "form_submit"]),
        path: g.pick(PAGES),
        language: g.next() < 0.82 ? "fr" : "en",
        visitor_key: g.pick(keys),
        created_at: iso(Math.min(now - 1000, dayStart + Math.floor(g.next() * DAY))),
      });
    }
  }

  counts.user = await insertAll(db, "user", users);
  counts.staff_member = await insertAll(db, "staff_member", staffMembers);
  counts.institution = await insertAll(db, "institution", institutions);
  counts.membership = await insertAll(db, "membership", memberships);
  counts.subscription = await insertAll(db, "subscription", subscriptions);
  counts.invoice = await insertAll(db, "invoice", invoices);
  await insertAll(
    db,
    "invoice_sequence",
    [...sequence].map(([year, last]) => ({ year, last_number: last })),
  );
  counts.ticket = await insertAll(db, "ticket", tickets);
  counts.ticket_message = await insertAll(db, "ticket_message", messages);
  counts.lead = await insertAll(db, "lead", leads);
  await leadsDb(db)
    .transaction()
    .execute(async (tx) => {
      for (let i = 0; i < bookings.length; i += 500) {
        await tx
          .insertInto("demo_booking")
          .values(bookings.slice(i, i + 500))
          .execute();
      }
    });
  counts.demo_booking = bookings.length;
  counts.quote = await insertAll(db, "quote", quotes);
  counts.crm_note = await insertAll(db, "crm_note", notes);
  counts.change_request = await insertAll(db, "change_request", changeRequests);
  counts.audit_log = await insertAll(db, "audit_log", audit);
  counts.analytics_event = await insertAll(db, "analytics_event", events, 1000);

  return counts;
}
