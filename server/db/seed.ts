import type { Kysely, Transaction } from "kysely";
import { draftFromSubscription, issueInvoice, markPaid } from "#app/features/crm/billing/billing.server.ts";
import { totalsOf } from "#app/features/crm/billing/invoicing.ts";
import { nextProposalNumber } from "#app/features/crm/proposals/proposal-records.server.ts";
import { emailDomain, newId, toJson } from "./mapping.ts";
import type {
  DB,
  InstitutionType,
  LeadStage,
  LeadStatus,
  LeadType,
  PlanId,
  TicketPriority,
  TicketStatus,
} from "./schema.ts";

/**
 * Demo content so that a newcomer opening the admin CRM or a client space sees a living product:
 * client institutions with their staff and enrolled students, subscriptions, a few months of
 * invoices (issued through the real billing code, so numbered FA-YYYY-NNNNN without a gap; most
 * paid, one awaiting payment, one overdue, one draft), payment methods, a change request, leads in
 * the sales pipeline, proposals (numbered DEV-YYYY-NNNN through their own sequence) and support
 * tickets. It creates no password at all, and never an admin: the first admin signs up like
 * anyone and is promoted with `npm run user:promote -- <email>` (see `FIRST_ADMIN_HELP`); the one
 * staff member it creates (sales, owner of some leads) has no password either. Everything is written in one transaction; running it twice changes nothing.
 */
export interface SeedReport {
  readonly seeded: boolean;
  readonly institutions: number;
  readonly users: number;
}

export const FIRST_ADMIN_HELP = [
  "No administrator exists yet, and none is created with a default password. To open the admin CRM:",
  "  1. sign up at /auth with your own address;",
  "  2. confirm it with the link of the e-mail (without SMTP_URL it is in data/outbox/ and in this log);",
  "  3. run: npm run user:promote -- <your e-mail>",
  "Addresses listed in ADMIN_EMAILS become administrators as soon as they are confirmed.",
].join("\n");

/** Check digit of a SIREN/SIRET (Luhn), so that demo numbers pass the validation real ones do. */
export function withLuhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

type DemoPaymentMethod =
  | { kind: "sepa"; holder: string; iban: string; bic: string; mandate: string; isDefault: boolean }
  | { kind: "purchase_order"; orderReference: string; isDefault: boolean }
  | { kind: "transfer"; isDefault: boolean };

interface DemoInstitution {
  name: string;
  type: InstitutionType;
  siretBase: string;
  city: string;
  postalCode: string;
  street: string;
  chorus: string | null;
  plan: PlanId;
  studentCap: number | null;
  /** Students enrolled (`institution.student_count`), shown against the cap in the client space. */
  studentCount: number;
  paymentMethods: DemoPaymentMethod[];
  modules: string[];
  addons: { id: string; quantity: number }[];
  mrrCents: number;
  staff: { first: string; last: string; email: string; role: "owner" | "billing" | "member" }[];
}

const INSTITUTIONS: DemoInstitution[] = [
  {
    name: "Lycée polyvalent Marie-Curie",
    type: "secondary",
    siretBase: "1935001230001",
    city: "Lyon",
    postalCode: "69008",
    street: "14 avenue des Frères-Lumière",
    chorus: "LYC-MC-001",
    plan: "premium",
    studentCap: 300,
    studentCount: 287,
    // Test IBANs (valid check digits, no real account behind them).
    paymentMethods: [
      {
        kind: "sepa",
        holder: "Lycée polyvalent Marie-Curie — agence comptable",
        iban: "FR7630006000011234567890189",
        bic: "AGRIFRPP",
        mandate: "GAA-LMC-2025-0001",
        isDefault: true,
      },
      { kind: "purchase_order", orderReference: "EJ 2026-LMC-0142", isDefault: false },
    ],
    modules: ["scolarite", "examens", "vie-scolaire", "finance"],
    addons: [{ id: "priority-support", quantity: 1 }],
    mrrCents: 43_800,
    staff: [
      { first: "Claire", last: "Morel", email: "claire.morel@lycee-marie-curie.example", role: "owner" },
      { first: "Karim", last: "Benali", email: "karim.benali@lycee-marie-curie.example", role: "billing" },
    ],
  },
  {
    name: "Collège Les Tilleuls",
    type: "secondary",
    siretBase: "1933004560002",
    city: "Bordeaux",
    postalCode: "33000",
    street: "3 rue des Tilleuls",
    chorus: "COL-TIL-33",
    plan: "essential",
    studentCap: 100,
    studentCount: 96,
    paymentMethods: [
      { kind: "purchase_order", orderReference: "BC-2026-0412 (mandat administratif)", isDefault: true },
    ],
    modules: ["scolarite", "vie-scolaire"],
    addons: [],
    mrrCents: 19_900,
    staff: [
      { first: "Sophie", last: "Lambert", email: "direction@college-les-tilleuls.example", role: "owner" },
    ],
  },
  {
    name: "École supérieure de commerce Atlantique",
    type: "higher_education",
    siretBase: "4412345670001",
    city: "Nantes",
    postalCode: "44000",
    street: "8 quai de la Fosse",
    chorus: null,
    plan: "excellence",
    studentCap: null,
    studentCount: 2380,
    paymentMethods: [
      {
        kind: "sepa",
        holder: "ESC Atlantique",
        iban: "FR7630004000031234567890143",
        bic: "BNPAFRPP",
        mandate: "GAA-ESCA-2025-0003",
        isDefault: true,
      },
      { kind: "transfer", isDefault: false },
    ],
    modules: ["scolarite", "examens", "finance", "e-learning", "analytics"],
    addons: [
      { id: "analytics-pro", quantity: 1 },
      { id: "multi-establishment", quantity: 1 },
    ],
    mrrCents: 129_700,
    staff: [
      { first: "Thomas", last: "Garnier", email: "t.garnier@esc-atlantique.example", role: "owner" },
      { first: "Julie", last: "Perrin", email: "j.perrin@esc-atlantique.example", role: "billing" },
      { first: "Mehdi", last: "Haddad", email: "m.haddad@esc-atlantique.example", role: "member" },
    ],
  },
  {
    name: "CFA des métiers du bâtiment Occitanie",
    type: "vocational",
    siretBase: "3140987650003",
    city: "Toulouse",
    postalCode: "31200",
    street: "25 chemin de la Flambère",
    chorus: null,
    plan: "custom",
    studentCap: 850,
    studentCount: 812,
    paymentMethods: [
      { kind: "transfer", isDefault: true },
      {
        kind: "sepa",
        holder: "CFA des métiers du bâtiment Occitanie",
        iban: "FR1420041010050500013M02606",
        bic: "PSSTFRPPPAR",
        mandate: "GAA-CFA-2026-0004",
        isDefault: false,
      },
    ],
    modules: ["scolarite", "alternance", "finance"],
    addons: [{ id: "assisted-migration", quantity: 1 }],
    mrrCents: 58_000,
    staff: [
      { first: "Nathalie", last: "Roux", email: "n.roux@cfa-batiment-occitanie.example", role: "owner" },
    ],
  },
];

interface DemoLead {
  type: LeadType;
  status: LeadStatus;
  /** Pipeline stage in the admin CRM; `owned` leads are followed by the demo sales person. */
  stage: LeadStage;
  owned?: boolean;
  valueCents?: number;
  lostReason?: string;
  email: string;
  first: string;
  last: string;
  institution: string;
  page: string;
  daysAgo: number;
  payload: Record<string, unknown>;
  utm?: { source: string; medium: string; campaign: string };
}

const LEADS: DemoLead[] = [
  {
    type: "demo",
    status: "new",
    stage: "demo_booked",
    owned: true,
    valueCents: 12 * 43_800,
    email: "p.fontaine@lycee-victor-hugo.example",
    first: "Pierre",
    last: "Fontaine",
    institution: "Lycée Victor-Hugo",
    page: "/demo",
    daysAgo: 1,
    payload: {
      institutionType: "secondary",
      students: 1200,
      modules: ["etudiants", "examens"],
      callback: true,
      position: "Proviseur adjoint",
      message: "Disponible de préférence le mardi matin.",
    },
    utm: { source: "google", medium: "cpc", campaign: "rentree-2026" },
  },
  {
    type: "quote",
    status: "qualified",
    stage: "proposal_sent",
    owned: true,
    valueCents: 12 * (99_900 + 9_900),
    email: "a.marchand@univ-rhone.example",
    first: "Aurélie",
    last: "Marchand",
    institution: "Institut universitaire du Rhône",
    page: "/devis",
    daysAgo: 4,
    payload: {
      offer: "excellence",
      institutionType: "higher-education",
      students: 3000,
      addons: ["analytics-pro"],
      timeline: "next-school-year",
    },
  },
  {
    type: "contact",
    status: "contacted",
    stage: "qualified",
    owned: true,
    email: "secretariat@ecole-saint-exupery.example",
    first: "Isabelle",
    last: "Caron",
    institution: "École primaire Saint-Exupéry",
    page: "/contact",
    daysAgo: 6,
    payload: {
      subject: "sales",
      message: "Nous souhaitons remplacer notre logiciel de vie scolaire à la rentrée.",
    },
  },
  {
    type: "chatbot",
    status: "new",
    stage: "new",
    email: "direction@ifsi-lorraine.example",
    first: "Marc",
    last: "Weber",
    institution: "IFSI de Lorraine",
    page: "/tarification",
    daysAgo: 2,
    payload: {
      name: "Marc Weber",
      studentCount: 250,
      recommendedPlan: "premium",
      interests: ["Tarifs"],
      quality: "warm",
      language: "fr",
      transcript: [
        { sender: "user", text: "Combien coûte votre solution pour 250 étudiants ?" },
        {
          sender: "bot",
          text: "Pour 250 étudiants, l'offre Premium convient : je peux vous faire envoyer un devis.",
        },
      ],
    },
  },
  {
    type: "webinar",
    status: "new",
    stage: "new",
    email: "l.nguyen@college-jules-ferry.example",
    first: "Linh",
    last: "Nguyen",
    institution: "Collège Jules-Ferry",
    page: "/ressources/webinaires",
    daysAgo: 9,
    payload: { webinar: "preparer-la-rentree", title: "Préparer la rentrée avec GA Academic+" },
    utm: { source: "newsletter", medium: "email", campaign: "webinaire-septembre" },
  },
  {
    type: "quote",
    status: "won",
    stage: "won",
    owned: true,
    valueCents: 12 * 129_700,
    email: "t.garnier@esc-atlantique.example",
    first: "Thomas",
    last: "Garnier",
    institution: "École supérieure de commerce Atlantique",
    page: "/devis",
    daysAgo: 75,
    payload: { offer: "excellence", institutionType: "business-school", students: 2400 },
  },
  {
    type: "quote",
    status: "lost",
    stage: "lost",
    owned: true,
    valueCents: 12 * 19_900,
    lostReason: "Budget de l'établissement reporté à l'exercice suivant.",
    email: "intendance@college-jean-moulin.example",
    first: "Hélène",
    last: "Dubreuil",
    institution: "Collège Jean-Moulin",
    page: "/devis",
    daysAgo: 40,
    payload: { offer: "essential", institutionType: "secondary", students: 450 },
  },
];

/** The demo sales person (a staff member, not an admin, without a password). */
const SALES = { first: "Camille", last: "Dubois", email: "camille.dubois@ga-academic.example" };

const TICKETS: {
  institution: number;
  author: number;
  subject: string;
  category: string;
  status: TicketStatus;
  priority: TicketPriority;
  daysAgo: number;
  messages: { staff: boolean; body: string }[];
}[] = [
  {
    institution: 0,
    author: 0,
    subject: "Import des emplois du temps depuis EDT",
    category: "integration",
    status: "pending",
    priority: "normal",
    daysAgo: 3,
    messages: [
      {
        staff: false,
        body: "Bonjour, l'import de notre export EDT s'arrête à la classe de 1re STMG. Pouvez-vous regarder ?",
      },
      {
        staff: true,
        body: "Bonjour Madame Morel, nous avons reproduit le problème : un créneau sans salle bloque l'import. Un correctif part demain.",
      },
    ],
  },
  {
    institution: 2,
    author: 1,
    subject: "Facture de septembre : ajout du module Analytics Pro",
    category: "billing",
    status: "open",
    priority: "high",
    daysAgo: 1,
    messages: [
      {
        staff: false,
        body: "La facture de septembre ne mentionne pas l'option Analytics Pro souscrite le 2. Merci de corriger.",
      },
    ],
  },
  {
    institution: 1,
    author: 0,
    subject: "Accès parents : réinitialisation en masse",
    category: "account",
    status: "resolved",
    priority: "low",
    daysAgo: 12,
    messages: [
      { staff: false, body: "Comment réinitialiser les accès des parents de 6e en une fois ?" },
      {
        staff: true,
        body: "Depuis Vie scolaire › Comptes, sélectionnez le niveau puis « Renvoyer les accès ». Le guide pas à pas est dans le centre d'aide.",
      },
    ],
  },
];

const DAY = 24 * 3600_000;

/** Collège Les Tilleuls, at 96 students of 100, asks for a higher cap (to be handled in the CRM). */
async function seedChangeRequest(
  trx: Transaction<DB>,
  institutions: { id: string }[],
  staffIds: string[][],
  at: Date,
): Promise<void> {
  const institution = institutions[1];
  const userId = staffIds[1]?.[0];
  if (!institution || !userId) return;
  const id = newId();
  const note = "Ouverture d'une classe de 6e supplémentaire à la rentrée : environ 40 élèves de plus.";
  await trx
    .insertInto("change_request")
    .values({
      id,
      institution_id: institution.id,
      user_id: userId,
      kind: "cap",
      plan: null,
      addon: null,
      student_cap: 150,
      note,
      status: "submitted",
      created_at: at,
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_user_id: userId,
      action: "change_request.created",
      entity_type: "change_request",
      entity_id: id,
      changes: toJson({ kind: "cap", studentCap: 150, note }),
      ip_address: null,
      created_at: at.toISOString(),
    })
    .execute();
}

/**
 * Invoices issued through the admin billing code by "system", in date order so that numbers and
 * issue dates follow each other: the monthly subscriptions' last five months and the yearly one's
 * annual invoice. Paid some days after issue, except the newest one of Collège Les Tilleuls
 * (awaiting payment, not due yet) and the one before last of the CFA (overdue); the CFA's newest
 * invoice stays a draft for the billing team.
 */
async function seedInvoices(
  trx: Transaction<DB>,
  subscriptions: { id: string; period: "monthly" | "yearly"; started: Date }[],
  now: Date,
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const plan: { subscriptionId: string; issuedAt: Date; paidAfterDays: number | null; draft: boolean }[] = [];
  for (const [index, sub] of subscriptions.entries()) {
    if (sub.period === "yearly") {
      plan.push({
        subscriptionId: sub.id,
        issuedAt: new Date(sub.started.getTime() + DAY),
        paidAfterDays: 21,
        draft: false,
      });
      continue;
    }
    for (let month = 4; month >= 0; month--) {
      const issuedAt = ago(month * 30 + 2 + index);
      const newest = month === 0;
      if (index === 3 && newest)
        plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: null, draft: true });
      else if (index === 3 && month === 1)
        plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: null, draft: false });
      else if (index === 1 && newest)
        plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: null, draft: false });
      // SEPA debits are collected within days; transfers and purchase orders take longer.
      else plan.push({ subscriptionId: sub.id, issuedAt, paidAfterDays: index === 0 ? 1 : 18, draft: false });
    }
  }
  plan.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  for (const item of plan) {
    const drafted = await draftFromSubscription(
      trx,
      "system",
      item.subscriptionId,
      new Date(item.issuedAt.getTime() - 3600_000),
    );
    if (!drafted.ok) throw new Error(`seed: no draft for ${item.subscriptionId} (${drafted.error})`);
    if (item.draft) continue;
    const issued = await issueInvoice(trx, "system", drafted.id, item.issuedAt);
    if (!issued.ok) throw new Error(`seed: invoice not issued (${issued.error})`);
    if (item.paidAfterDays === null) continue;
    const paidAt = new Date(
      Math.min(item.issuedAt.getTime() + item.paidAfterDays * DAY, now.getTime() - 3600_000),
    );
    const paid = await markPaid(trx, "system", drafted.id, paidAt);
    if (!paid.ok) throw new Error(`seed: invoice not paid (${paid.error})`);
  }
}

export async function seedDemo(db: Kysely<DB>, now = new Date()): Promise<SeedReport> {
  const existing = await db.selectFrom("institution").select("id").limit(1).executeTakeFirst();
  if (existing) return { seeded: false, institutions: 0, users: 0 };
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  let users = 0;

  await db.transaction().execute(async (trx) => {
    const staffIds: string[][] = [];
    const subscriptions: { id: string; period: "monthly" | "yearly"; started: Date }[] = [];
    for (const [index, inst] of INSTITUTIONS.entries()) {
      const institutionId = newId();
      const created = ago(400 - index * 60);
      await trx
        .insertInto("institution")
        .values({
          id: institutionId,
          name: inst.name,
          type: inst.type,
          siret: withLuhnDigit(inst.siretBase),
          vat_number: null,
          address_line1: inst.street,
          postal_code: inst.postalCode,
          city: inst.city,
          country: "FR",
          chorus_service_code: inst.chorus,
          student_count: inst.studentCount,
          created_at: created,
          updated_at: created,
        })
        .execute();
      const ids: string[] = [];
      for (const person of inst.staff) {
        const userId = newId();
        const name = `${person.first} ${person.last}`;
        // No credential account: these people have no password until they choose one with
        // "Mot de passe oublié" (which needs their mailbox).
        await trx
          .insertInto("user")
          .values({
            id: userId,
            name,
            email: person.email,
            emailVerified: true,
            image: null,
            createdAt: created,
            updatedAt: created,
            twoFactorEnabled: false,
            role: "user",
            first_name: person.first,
            last_name: person.last,
            company_name: inst.name,
            display_name: name,
            language: "fr",
          })
          .execute();
        await trx
          .insertInto("membership")
          .values({ user_id: userId, institution_id: institutionId, role: person.role, created_at: created })
          .execute();
        await trx
          .insertInto("contact")
          .values({
            id: newId(),
            email: person.email,
            first_name: person.first,
            last_name: person.last,
            institution_name: inst.name,
            domain: emailDomain(person.email),
            created_at: created,
            updated_at: created,
          })
          .execute();
        ids.push(userId);
        users++;
      }
      staffIds.push(ids);
      const started = ago(365 - index * 45);
      const subscriptionId = newId();
      const period = inst.plan === "excellence" ? "yearly" : "monthly";
      subscriptions.push({ id: subscriptionId, period, started });
      await trx
        .insertInto("subscription")
        .values({
          id: subscriptionId,
          institution_id: institutionId,
          plan: inst.plan,
          status: "active",
          student_cap: inst.studentCap,
          modules: toJson(inst.modules),
          addons: toJson(inst.addons),
          billing_period: period,
          mrr_cents: inst.mrrCents,
          started_at: started,
          renews_at: new Date(started.getTime() + 365 * DAY + (index + 1) * 30 * DAY),
          created_at: started,
          updated_at: started,
        })
        .execute();
      // The proposal the subscription came from, numbered through the proposals' own sequence.
      const proposed = ago(380 - index * 45);
      const proposalLines = [{ label: `Abonnement ${inst.plan}`, quantity: 12, unitCents: inst.mrrCents }];
      const proposalTotals = totalsOf(proposalLines);
      await trx
        .insertInto("quote")
        .values({
          id: newId(),
          number: await nextProposalNumber(trx, proposed),
          institution_id: institutionId,
          status: "accepted",
          plan: inst.plan,
          students: inst.studentCount,
          student_cap: inst.studentCap,
          modules: toJson(inst.modules),
          addons: toJson(inst.addons),
          mrr_cents: inst.mrrCents,
          lines: toJson(proposalLines),
          subtotal_cents: proposalTotals.subtotalCents,
          vat_cents: proposalTotals.vatCents,
          total_cents: proposalTotals.totalCents,
          valid_until: new Date(started.getTime() + 30 * DAY),
          issued_at: proposed,
          subscription_id: subscriptionId,
          converted_at: started,
          created_at: proposed,
          updated_at: started,
        })
        .execute();
      for (const [i, method] of inst.paymentMethods.entries()) {
        const at = new Date(started.getTime() + (i + 1) * DAY);
        await trx
          .insertInto("payment_method")
          .values({
            id: newId(),
            institution_id: institutionId,
            kind: method.kind,
            is_default: method.isDefault,
            holder: method.kind === "sepa" ? method.holder : null,
            iban: method.kind === "sepa" ? method.iban : null,
            bic: method.kind === "sepa" ? method.bic : null,
            mandate_reference: method.kind === "sepa" ? method.mandate : null,
            order_reference: method.kind === "purchase_order" ? method.orderReference : null,
            created_by: ids.at(-1) ?? null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }

    // The staff member who follows part of the pipeline.
    const salesId = newId();
    const salesCreated = ago(420);
    await trx
      .insertInto("user")
      .values({
        id: salesId,
        name: `${SALES.first} ${SALES.last}`,
        email: SALES.email,
        emailVerified: true,
        image: null,
        createdAt: salesCreated,
        updatedAt: salesCreated,
        twoFactorEnabled: false,
        role: "user",
        first_name: SALES.first,
        last_name: SALES.last,
        company_name: "GA Academic+",
        display_name: `${SALES.first} ${SALES.last}`,
        language: "fr",
      })
      .execute();
    await trx
      .insertInto("staff_member")
      .values({ user_id: salesId, role: "sales", created_at: salesCreated, updated_at: salesCreated })
      .execute();
    users++;

    for (const [index, lead] of LEADS.entries()) {
      const at = ago(lead.daysAgo);
      let contact = await trx
        .selectFrom("contact")
        .select("id")
        .where("email", "=", lead.email)
        .executeTakeFirst();
      if (!contact) {
        contact = { id: newId() };
        await trx
          .insertInto("contact")
          .values({
            id: contact.id,
            email: lead.email,
            first_name: lead.first,
            last_name: lead.last,
            institution_name: lead.institution,
            domain: emailDomain(lead.email),
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      const leadId = newId();
      await trx
        .insertInto("lead")
        .values({
          id: leadId,
          type: lead.type,
          status: lead.status,
          email: lead.email,
          institution_name: lead.institution,
          // Shaped as the public forms store a submission (app/features/leads/schemas).
          payload: toJson(
            lead.type === "chatbot"
              ? { email: lead.email, institution: lead.institution, ...lead.payload }
              : {
                  institution: lead.institution,
                  firstName: lead.first,
                  lastName: lead.last,
                  email: lead.email,
                  ...lead.payload,
                },
          ),
          page: lead.page,
          referrer: lead.utm ? null : "https://www.google.fr/",
          utm_source: lead.utm?.source ?? null,
          utm_medium: lead.utm?.medium ?? null,
          utm_campaign: lead.utm?.campaign ?? null,
          language: "fr",
          contact_id: contact.id,
          idempotency_key: `seed-lead-${index + 1}`,
          stage: lead.stage,
          owner_user_id: lead.owned ? salesId : null,
          lost_reason: lead.lostReason ?? null,
          value_cents: lead.valueCents ?? 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (lead.type === "quote" && lead.status === "qualified") {
        const proposalLines = [
          { label: "Abonnement Excellence (12 mois)", quantity: 12, unitCents: 99_900 },
          { label: "Analytics Pro", quantity: 12, unitCents: 9_900 },
        ];
        const proposalTotals = totalsOf(proposalLines);
        await trx
          .insertInto("quote")
          .values({
            id: newId(),
            number: await nextProposalNumber(trx, at),
            lead_id: leadId,
            status: "issued",
            plan: "excellence",
            students: 3000,
            student_cap: null,
            addons: toJson([{ id: "analytics-pro", quantity: 1 }]),
            mrr_cents: 99_900 + 9_900,
            lines: toJson(proposalLines),
            subtotal_cents: proposalTotals.subtotalCents,
            vat_cents: proposalTotals.vatCents,
            total_cents: proposalTotals.totalCents,
            valid_until: new Date(at.getTime() + 30 * DAY),
            issued_at: at,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }

    const institutions = await trx
      .selectFrom("institution")
      .select(["id", "name"])
      .orderBy("created_at")
      .execute();
    for (const ticket of TICKETS) {
      const inst = institutions[ticket.institution];
      const authorId = staffIds[ticket.institution]?.[ticket.author] ?? null;
      if (!inst) continue;
      const ticketId = newId();
      const opened = ago(ticket.daysAgo);
      await trx
        .insertInto("ticket")
        .values({
          id: ticketId,
          institution_id: inst.id,
          user_id: authorId,
          subject: ticket.subject,
          category: ticket.category,
          status: ticket.status,
          priority: ticket.priority,
          created_at: opened,
          updated_at: opened,
        })
        .execute();
      for (const [i, message] of ticket.messages.entries()) {
        await trx
          .insertInto("ticket_message")
          .values({
            id: newId(),
            ticket_id: ticketId,
            author_user_id: message.staff ? null : authorId,
            author_role: message.staff ? "staff" : "client",
            body: message.body,
            created_at: new Date(opened.getTime() + i * 3 * 3600_000),
          })
          .execute();
      }
    }

    await seedChangeRequest(trx, institutions, staffIds, ago(2));
    await seedInvoices(trx, subscriptions, now);
  });

  return { seeded: true, institutions: INSTITUTIONS.length, users };
}
