import { useRouteLoaderData } from "react-router";
import { DEFAULT_BUSINESS, type BusinessDetails } from "./business.ts";

/**
 * The vendor's business details as the root loader read them from the settings (the footer, the
 * contact page), or the defaults when the root's data is missing (an error page rendered without
 * it). Read by route id: the layout must not import the root module.
 */
export function useBusinessDetails(): BusinessDetails {
  const root = useRouteLoaderData("root") as { readonly business?: BusinessDetails } | undefined;
  return root?.business ?? DEFAULT_BUSINESS;
}
