import { institutionDomain, normaliseEmail } from "#app/features/leads/email-domains.ts";
import { isValidSiret } from "#app/lib/siret.ts";
import type { LeadStage } from "#server/db/schema.ts";

/**
 * Duplicate leads (issue 8): the rules, without I/O. Two leads are possibly the same prospect
 * when they share the e-mail address, the institution's domain (never a public provider's:
 * app/features/leads/email-domains.ts) or the SIRET. Merging one into another is refused where it would
 * lose a fact of the pipeline.
 */
export const DUPLICATE_REASONS = ["email", "domain", "siret"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** What a lead is matched on; null where it has nothing usable. */
export interface DuplicateKeys {
  readonly email: string | null;
  readonly domain: string | null;
  readonly siret: string | null;
}

/**
 * Spaces, dots, dashes and non-breaking spaces are how people type a SIRET ("732 829 320 00074");
 * the database's `lead.siret` drops the same characters (migration 0014), so both sides compare.
 */
const SIRET_SEPARATORS = /[ .\-\u00a0\u202f]/g;

/** The 14 digits of a SIRET as typed, or null; no checksum (the database's column does the same). */
export function compactSiret(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const digits = String(value).replace(SIRET_SEPARATORS, "");
  return /^\d{14}$/.test(digits) ? digits : null;
}

/**
 * A SIRET that identifies an establishment: 14 digits passing the check digit (or La Poste's rule,
 * app/lib/siret.ts). "00000000000000" passes the check digit but is what people type for none.
 */
export function normaliseSiret(value: unknown): string | null {
  const digits = compactSiret(value);
  return digits && !/^0+$/.test(digits) && isValidSiret(digits) ? digits : null;
}

/** The keys of a lead: its address, its institution's domain, the SIRET it gave (quote, order). */
export function duplicateKeys(lead: {
  readonly email: string | null;
  readonly siret: unknown;
}): DuplicateKeys {
  return {
    email: normaliseEmail(lead.email),
    domain: institutionDomain(lead.email),
    siret: normaliseSiret(lead.siret),
  };
}

export function hasKeys(keys: DuplicateKeys): boolean {
  return keys.email !== null || keys.domain !== null || keys.siret !== null;
}

/**
 * Why `other` may be the same prospect as `lead`. One address is one domain: "même domaine" is
 * only given when the addresses differ, so that it adds something.
 */
export function matchReasons(lead: DuplicateKeys, other: DuplicateKeys): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  const sameEmail = lead.email !== null && lead.email === other.email;
  if (sameEmail) reasons.push("email");
  if (!sameEmail && lead.domain !== null && lead.domain === other.domain) reasons.push("domain");
  if (lead.siret !== null && lead.siret === other.siret) reasons.push("siret");
  return reasons;
}

// --- merging ------------------------------------------------------------------------------------

/** Why a merge is refused (keys of `admin:validation`). */
export type MergeProblem = "mergeSelf" | "alreadyMerged" | "mergeConverted" | "mergeWon" | "mergeDrafts";

export interface MergeSide {
  readonly id: string;
  readonly stage: LeadStage;
  /** It has a proposal in draft (one draft at a time per lead: migration 0010). */
  readonly hasDraft: boolean;
  /** One of its proposals became a subscription and an order. */
  readonly converted: boolean;
}

/**
 * Whether `duplicate` may be merged into `survivor` (the lead whose page is open). Any two leads
 * may be merged, duplicates or not: staff confirm each merge. Refused:
 * - a lead into itself;
 * - a lead already merged away (`merged`: its id is in `merged_lead`), or into one;
 * - a duplicate whose proposal was converted: the subscription and the order came from that lead,
 *   which stays; merge the other one into it instead;
 * - a won duplicate into a lead that is not won: the survivor keeps its own stage, and the won
 *   deal would vanish from the pipeline; merge the other way;
 * - two leads with a draft each: one draft per lead; delete one first.
 */
export function mergeProblem(
  survivor: MergeSide | "merged",
  duplicate: MergeSide | "merged",
): MergeProblem | undefined {
  if (survivor === "merged" || duplicate === "merged") return "alreadyMerged";
  if (survivor.id === duplicate.id) return "mergeSelf";
  if (duplicate.converted) return "mergeConverted";
  if (duplicate.stage === "won" && survivor.stage !== "won") return "mergeWon";
  if (survivor.hasDraft && duplicate.hasDraft) return "mergeDrafts";
  return undefined;
}

/** The fields a merge fills on the survivor, where it has nothing, from the merged lead. */
export interface FillableLead {
  readonly email: string | null;
  readonly institution_name: string | null;
  readonly owner_user_id: string | null;
  readonly value_cents: number;
  readonly contact_id: string | null;
  /** The client institution it is linked to (migration 0022). */
  readonly institution_id: string | null;
}

export type LeadFill = Partial<{ -readonly [K in keyof FillableLead]: FillableLead[K] }>;

const blank = (v: string | null) => v === null || v.trim() === "";

/** Empty fields of the survivor taken from the merged lead; what the survivor has is never replaced. */
export function fillFromMerged(survivor: FillableLead, merged: FillableLead): LeadFill {
  const fill: LeadFill = {};
  for (const key of ["email", "institution_name", "owner_user_id", "contact_id", "institution_id"] as const) {
    if (blank(survivor[key]) && !blank(merged[key])) fill[key] = merged[key];
  }
  if (survivor.value_cents === 0 && merged.value_cents > 0) fill.value_cents = merged.value_cents;
  return fill;
}
