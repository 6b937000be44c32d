import type { Transaction } from "kysely";
import { emailDomain, newId, toJson } from "#server/db/mapping.ts";
import type { DB, LeadStage, LeadType } from "#server/db/schema.ts";
import type { DemoState } from "#app/features/crm/seed-state.ts";

/**
 * The demo sales pipeline (app/seed.server.ts): the sales person who follows part of it, and leads
 * of every kind at every stage, shaped as the public forms store them.
 */

interface DemoLead {
  type: LeadType;
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

export async function seedPipeline(trx: Transaction<DB>, state: DemoState) {
  // The staff member who follows part of the pipeline.
  const salesId = newId();
  const salesCreated = state.ago(420);
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

  for (const [index, lead] of LEADS.entries()) {
    const at = state.ago(lead.daysAgo);
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
    // A quote whose proposal was sent: the proposals seed drafts and issues it.
    if (lead.type === "quote" && lead.stage === "proposal_sent") state.qualifiedQuotes.push({ leadId, at });
  }

  return { users: 1 };
}
