import { useRouteLoaderData } from "react-router";
import type { Language } from "#app/lib/i18n/languages.ts";
import { DEFAULT_BUSINESS, formatPostalAddress, type BusinessDetails } from "./business.ts";

interface RootBusiness {
  readonly business?: BusinessDetails;
  readonly businessAddress?: string;
}

/**
 * The vendor's business details as the root loader read them from the settings (the footer, the
 * contact page), or the defaults when the root's data is missing (an error page rendered without
 * it). Read by route id: the layout must not import the root module.
 */
export function useBusinessDetails(): BusinessDetails {
  const root = useRouteLoaderData("root") as RootBusiness | undefined;
  return root?.business ?? DEFAULT_BUSINESS;
}

/**
 * The one-line postal address of those details ("12 rue de la Sorbonne, 75005 Paris, France"), as
 * the root loader wrote it in the page's language; the defaults' when the root's data is missing.
 */
export function useBusinessAddress(lang: Language): string {
  const root = useRouteLoaderData("root") as RootBusiness | undefined;
  return root?.businessAddress ?? formatPostalAddress(root?.business ?? DEFAULT_BUSINESS, lang);
}
