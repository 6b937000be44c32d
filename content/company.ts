/**
 * The company's registered details: one place for the legal pages, structured data and the
 * defaults of the admin CRM's business details (app/features/crm/settings/defaults.ts), which the footer and
 * invoices show. A small module of its own, so that the footer does not pull the legal texts into
 * every page's code.
 */
export const COMPANY = {
  legalName: "GA Éducation SAS",
  founded: 2018,
  /** Share capital in euros. */
  shareCapital: 150_000,
  siren: "842519308",
  /** SIRET of the head office (SIREN + establishment number). */
  siret: "84251930800014",
  rcsCity: "Paris",
  legalForm: "SAS",
  /** The account invoices ask customers to pay by transfer into. */
  bank: { iban: "FR7630004000031234567890143", bic: "BNPAFRPPXXX" },
  vatNumber: "FR30842519308",
  address: { street: "12 rue de la Sorbonne", postalCode: "75005", city: "Paris", country: "FR" },
  phone: "+33 1 84 80 12 34",
  email: "contact@ga-education.fr",
  dpoEmail: "dpo@ga-education.fr",
  accessibilityEmail: "accessibilite@ga-education.fr",
} as const;
