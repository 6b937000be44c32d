import { OFFERS } from "#content/offers.ts";
import { ADDON_DEFINITIONS, PLAN_DEFINITIONS, type AddonId, type PlanId } from "#content/plans.ts";
import type { Language } from "#app/lib/i18n/languages.ts";

/** Names of the offers, plans and add-ons the forms refer to, from the content sources. */
export function offerName(id: string, lang: Language): string {
  const offer = OFFERS.find((o) => o.id === id);
  if (offer) return offer.name[lang];
  // Plan names are the same in both languages ("Essential", "Premium", "Excellence").
  return PLAN_DEFINITIONS.find((p) => p.id === id)?.name ?? id;
}

export function planName(id: PlanId): string {
  return PLAN_DEFINITIONS.find((p) => p.id === id)?.name ?? id;
}

export function addonName(id: AddonId, lang: Language): string {
  return ADDON_DEFINITIONS.find((a) => a.id === id)?.name[lang] ?? id;
}
