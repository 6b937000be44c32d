/**
 * Offer ids of the home page (spec §1) and the quote link of each. Kept apart from the offers'
 * texts so that pages and the quote form can import them without bundling the texts.
 */
export const OFFER_IDS = [
  "academic-starter",
  "premium",
  "enterprise",
  "learning-platform",
  "custom-services",
] as const;
export type OfferId = (typeof OFFER_IDS)[number];

export function isOfferId(value: unknown): value is OfferId {
  return typeof value === "string" && (OFFER_IDS as readonly string[]).includes(value);
}

/** The quote page of an offer: `/devis?offer=<id>` (French path; pages localize it). */
export function quotePath(offer: OfferId): string {
  return `/devis?offer=${offer}`;
}
