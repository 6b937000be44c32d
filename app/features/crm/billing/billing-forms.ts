import { z } from "#app/lib/forms/zod.ts";
import { compactNumber, siretProblem } from "#app/lib/siret.ts";
import { compactVat, vatProblem } from "#app/lib/money/vat.ts";

/**
 * The CRM's billing forms that the browser checks before sending (the same schemas parse the
 * action): a draft's service period, and a client's billing details as staff enter them, with what
 * a public buyer needs on Chorus Pro (SIRET, service code BT-10, engagement number BT-13). Error
 * messages are keys of `admin:validation`.
 */

const civilDate = z
  .string({ error: "invalidDate" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidDate" })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: "invalidDate" },
  );

/** A draft's service period: two calendar dates, the end not before the start. */
export const PeriodSchema = z
  .object({ periodStart: civilDate, periodEnd: civilDate })
  .refine((p) => p.periodEnd >= p.periodStart, { error: "periodOrder", path: ["periodEnd"] });

const text = (max: number) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(max, { error: "tooLong" }));
const required = (max: number) => text(max).pipe(z.string().min(1, { error: "required" }));
/** Empty → undefined (the column is cleared). */
const optional = (inner: z.ZodType<string>, compact: (v: string) => string = (v) => v.trim()) =>
  z.preprocess((v) => (typeof v === "string" ? compact(v) || undefined : undefined), inner.optional());

export const BuyerDetailsSchema = z.object({
  name: required(200),
  // 14 digits whose last is the Luhn check digit (La Poste's establishments excepted, siret.ts).
  siret: optional(
    z.string().refine((v) => siretProblem(v) === undefined, { error: "invalidSiret" }),
    compactNumber,
  ),
  vatNumber: optional(
    z.string().refine((v) => vatProblem(v) === undefined, { error: "invalidVat" }),
    compactVat,
  ),
  addressLine1: required(200),
  addressLine2: text(200),
  postalCode: required(10).pipe(
    z.string().regex(/^[A-Za-z0-9 -]{3,10}$/, { error: "invalidBuyerPostalCode" }),
  ),
  city: required(100),
  country: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() || "FR" : "FR"),
    z.string().regex(/^[A-Z]{2}$/, { error: "invalidCountry" }),
  ),
  // Chorus Pro service codes: up to 100 letters, digits, - and _ (BT-10).
  chorusServiceCode: optional(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "invalidChorusCode" })),
  // An engagement number as Chorus Pro takes it: up to 50 letters, digits and - _ / . (BT-13).
  engagementNumber: optional(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_./-]{0,49}$/, { error: "invalidEngagementNumber" }),
  ),
});
export type BuyerDetails = z.output<typeof BuyerDetailsSchema>;
