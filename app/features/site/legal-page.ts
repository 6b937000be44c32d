import type { Language } from "#app/lib/i18n/languages.ts";
import { sirenOfSiret } from "#app/lib/siret.ts";
import { countryName, type BusinessDetails } from "#app/features/crm/settings/business.ts";
import { getLegalPage, type LegalCompany } from "#content/legal.ts";

/** The company facts the legal texts print, from the business details of the configuration page. */
export function legalCompany(business: BusinessDetails): LegalCompany {
  return {
    legalName: business.legalName,
    street: business.street,
    postalCode: business.postalCode,
    city: business.city,
    country: {
      code: business.country,
      name: { fr: countryName(business.country, "fr"), en: countryName(business.country, "en") },
    },
    siren: sirenOfSiret(business.siret),
    vatNumber: business.vatNumber,
    phone: business.phone,
    email: business.email,
  };
}

/** The legal page in a language, printing the business details saved on the configuration page. */
export function legalPage(lang: Language, business: BusinessDetails) {
  return getLegalPage(lang, legalCompany(business));
}
