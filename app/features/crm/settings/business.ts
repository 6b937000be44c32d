import { COMPANY } from "#content/company.ts";

/**
 * The vendor's business details (issue 8, "business details shown in the footer and on
 * invoices"): their type, their default (the company's constants) and how the footer writes them.
 * Kept apart from the other settings so that the footer, on every page, loads nothing more.
 */
export interface BusinessDetails {
  readonly legalName: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2 code ("FR"). */
  readonly country: string;
  /** 14 digits, no spaces. */
  readonly siret: string;
  /** Intra-EU VAT number, no spaces ("FR30842519308"). */
  readonly vatNumber: string;
  readonly phone: string;
  readonly email: string;
  /** Legal form ("SAS", "SARL"…), printed with the share capital (Code de commerce R123-238). */
  readonly legalForm: string;
  /** Share capital in cents (integer). */
  readonly shareCapitalCents: number;
  /** City of the trade register (RCS) the company is registered at. */
  readonly rcsCity: string;
  /** The account transfers go to: IBAN and BIC, no spaces. */
  readonly iban: string;
  readonly bic: string;
  /** Annual late-payment penalty rate in basis points (1215 = 12.15 %), printed on invoices (L441-10). */
  readonly latePenaltyRateBp: number;
  /** Days between an invoice's issue date and its due date (0: payable on receipt). */
  readonly paymentTermDays: number;
}

export const DEFAULT_BUSINESS: BusinessDetails = {
  legalName: COMPANY.legalName,
  street: COMPANY.address.street,
  postalCode: COMPANY.address.postalCode,
  city: COMPANY.address.city,
  country: COMPANY.address.country,
  siret: COMPANY.siret,
  vatNumber: COMPANY.vatNumber,
  phone: COMPANY.phone,
  email: COMPANY.email,
  legalForm: COMPANY.legalForm,
  shareCapitalCents: COMPANY.shareCapital * 100,
  rcsCity: COMPANY.rcsCity,
  iban: COMPANY.bank.iban,
  bic: COMPANY.bank.bic,
  // The ECB's refinancing rate plus 10 points (L441-10), as of the last update of the defaults.
  latePenaltyRateBp: 1215,
  paymentTermDays: 30,
};

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language ("FR" → "France"), or the code when unknown. */
export function countryName(code: string, lang: "fr" | "en"): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang === "fr" ? "fr-FR" : "en-GB"], { type: "region", fallback: "none" });
    regionNames.set(lang, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "12 rue de la Sorbonne, 75005 Paris, France" (the footer's one-line address). */
export function formatPostalAddress(b: BusinessDetails, lang: "fr" | "en"): string {
  return `${b.street}, ${b.postalCode} ${b.city}, ${countryName(b.country, lang)}`;
}
