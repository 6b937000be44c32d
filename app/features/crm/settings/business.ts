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
