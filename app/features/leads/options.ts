/**
 * The closed lists of the forms. Labels live in the `forms` namespace under the same ids
 * (`forms:options.<list>.<id>`), so that the stored value never depends on the language.
 */

/** Contact subjects (spec §3 "Contact form"). */
export const CONTACT_SUBJECTS = ["demo", "quote", "support", "sales", "partnership", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The audiences of spec §1: higher education, business schools, secondary and primary schools, apprenticeship centres, continuing education. */
export const INSTITUTION_TYPES = [
  "higher-education",
  "business-school",
  "secondary",
  "primary",
  "apprenticeship",
  "continuing-education",
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** Module content sets of spec §2, offered as "modules of interest". */
export const MODULE_INTERESTS = [
  "etudiants",
  "academique",
  "evaluations",
  "examens",
  "finance",
  "ressources-humaines",
  "services-etudiants",
  "ressources-patrimoine",
  "sante-bien-etre",
  "relations-partenariats",
  "e-learning",
  "configuration-systeme",
] as const;
export type ModuleInterest = (typeof MODULE_INTERESTS)[number];

/** When the institution would like to start. */
export const TIMELINES = [
  "asap",
  "within-3-months",
  "within-6-months",
  "next-school-year",
  "exploring",
] as const;
export type Timeline = (typeof TIMELINES)[number];

/** DECISIONS.md point 6: no card payments. */
export const PAYMENT_METHODS = ["bank-transfer", "sepa-debit", "purchase-order"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Billing countries offered at checkout: France first (SIRET required there), then the other
 * countries where the company invoices: the EU, the EEA, Switzerland, the United Kingdom, Monaco
 * and the French-speaking countries where it has clients (spec §1: 15+ countries, 5 continents).
 */
// prettier-ignore
export const BILLING_COUNTRIES = [
  "FR", "BE", "LU", "CH", "MC", "DE", "AT", "NL", "IT", "ES", "PT", "IE", "GB", "DK", "SE", "FI",
  "NO", "IS", "PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "GR", "CY", "MT", "EE", "LV", "LT",
  "LI", "CA", "MA", "TN", "SN", "CI", "CM", "BJ", "MG", "MU", "LB",
] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

/** EU member states: an intra-EU VAT number is asked for their institutions. */
// prettier-ignore
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV",
  "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
]);

/** The VAT prefix of a country (Greece uses EL). */
export function vatPrefix(country: string): string {
  return country === "GR" ? "EL" : country;
}
