import { z } from "#app/lib/forms/zod.ts";
import type { BusinessDetails } from "#app/features/crm/settings/business.ts";

/**
 * The seller printed on an issued document (invoice, credit note, proposal). Issued documents are
 * immutable (DECISIONS.md point 7), but their PDFs are drawn when downloaded: so the business
 * details of the configuration page are copied into the document when it is issued (migration
 * 0012, `seller_snapshot`), and its PDF prints that copy. Drafts, and documents issued before the
 * copy existed, print the current details.
 */

/**
 * What a stored copy must hold: every field as text. Not the configuration page's schema: a copy
 * records what was printed, and a rule made stricter later must not turn it away.
 */
const SellerSnapshotSchema = z.object({
  legalName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  siret: z.string(),
  vatNumber: z.string(),
  phone: z.string(),
  email: z.string(),
  // Copies kept before these fields existed: nothing to print for them.
  legalForm: z.string().default(""),
  shareCapitalCents: z.number().default(0),
  rcsCity: z.string().default(""),
  iban: z.string().default(""),
  bic: z.string().default(""),
  latePenaltyRateBp: z.number().default(0),
  paymentTermDays: z.number().default(0),
}) satisfies z.ZodType<BusinessDetails, unknown>;

/** The copy written with a document when it is issued (JSON text, the business details' fields only). */
export function sellerSnapshot(seller: BusinessDetails): string {
  return JSON.stringify(SellerSnapshotSchema.parse(seller));
}

/** The copy stored with a document, or null when it has none (a draft, or issued before 0012) or it is unreadable. */
export function sellerFromSnapshot(text: string | null | undefined): BusinessDetails | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = SellerSnapshotSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The seller a document's PDF prints: its copy when it has one, else the current details. */
export function documentSeller(snapshot: BusinessDetails | null, current: BusinessDetails): BusinessDetails {
  return snapshot ?? current;
}
