import type { Transaction } from "kysely";
import { emailDomain, newId, toJson } from "#server/db/mapping.ts";
import type { DB, InstitutionType, PlanId } from "#server/db/schema.ts";
import { DAY, type DemoState } from "#app/features/crm/seed-state.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * Demo client institutions (app/seed.server.ts): each with its staff (people without a password
 * until they choose one with "Mot de passe oublié"), enrolled students, a subscription and one or
 * two payment methods.
 */

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

export async function seedClients(trx: Transaction<DB>, state: DemoState) {
  let users = 0;
  for (const [index, inst] of INSTITUTIONS.entries()) {
    const institutionId = newId();
    const created = state.ago(400 - index * 60);
    await trx
      .insertInto("institution")
      .values({
        id: institutionId,
        name: inst.name,
        name_key: nameKey(inst.name),
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
    const started = state.ago(365 - index * 45);
    const subscriptionId = newId();
    const period = inst.plan === "excellence" ? "yearly" : "monthly";
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
    state.clients.push({
      id: institutionId,
      name: inst.name,
      plan: inst.plan,
      studentCount: inst.studentCount,
      studentCap: inst.studentCap,
      modules: inst.modules,
      addons: inst.addons,
      mrrCents: inst.mrrCents,
      staffIds: ids,
      subscription: { id: subscriptionId, period, started },
    });
  }
  return { institutions: INSTITUTIONS.length, users };
}
