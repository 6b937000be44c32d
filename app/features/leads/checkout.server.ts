import { createHash, randomBytes } from "node:crypto";
import { PRICE_BOOK } from "#content/plans.ts";
import { maskIban } from "#app/lib/iban.ts";
import { estimate } from "#app/features/pricing/price-calculator.ts";
import { formatSiret } from "#app/lib/siret.ts";
import { formatVat } from "#app/lib/money/vat.ts";
import { addonName, planName } from "./catalogue.ts";
import type { FormValues } from "#app/lib/forms/result.ts";
import { parseCheckout, type CheckoutForm } from "#app/features/leads/schemas/checkout.ts";
import { readCookie } from "#app/lib/cookies.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { newId, parseJson, toDate } from "#server/db/mapping.ts";
import type { SessionUser } from "#server/auth/accounts.ts";
import { linkParties } from "./contacts.server.ts";
import type { LeadsKysely } from "./db.server.ts";
import { queueLeadMails } from "./mail-queue.server.ts";
import { orderAck } from "./mails.server.ts";
import { formsText } from "./texts.server.ts";
import { absoluteUrl } from "./urls.server.ts";
import { insertLead, leadReference, type FormHandler } from "./submission.server.ts";
import { buyerInstitution, recordOrderStep } from "#app/features/orders/orders.server.ts";

/**
 * Checkout (issue 5, DECISIONS.md point 6): a pending order linked to the signed-in account. The
 * IBAN of a SEPA debit is kept on the order (it is needed to collect) and shown masked everywhere;
 * the lead's copy of the submission only ever holds the masked form. No card number exists.
 */

/** The order's success page (French path). */
export const SUCCESS_PATH = "/success";

/** SEPA mandate reference (RUM): unique per order, at most 35 characters. */
export function mandateReference(orderReference: string): string {
  return `RUM-${orderReference}`;
}

export function monthlyEstimateCents(data: Pick<CheckoutForm, "plan" | "students" | "addons">): number {
  return estimate(
    {
      plan: data.plan,
      students: data.students,
      modules: PRICE_BOOK.moduleCount,
      establishments: 1,
      addons: data.addons.filter((a) => a !== "multi-establishment"),
      countries: 1,
    },
    PRICE_BOOK,
  ).monthlyCents;
}

export function checkoutHandler(user: SessionUser): FormHandler<CheckoutForm> {
  return {
    kind: "checkout",
    parse: parseCheckout,
    async store({ tx, data, meta, key, now, services }) {
      const leadId = newId();
      const reference = leadReference("checkout", leadId);
      const lang = meta.language;
      const sepa = data.paymentMethod === "sepa-debit";
      // The order shows in the buyer's client space: it belongs to their institution.
      const institutionId = await buyerInstitution(
        tx,
        user.id,
        {
          name: data.billingName,
          siret: data.siret ?? null,
          vatNumber: data.vatNumber ?? null,
          addressLine1: data.addressLine1,
          addressLine2: data.addressLine2 ?? null,
          postalCode: data.postalCode,
          city: data.city,
          country: data.country,
          serviceCode: data.serviceCode ?? null,
          students: data.students,
        },
        now,
      );
      const { contactId } = await linkParties(
        tx,
        {
          email: user.email,
          firstName: user.firstName ?? undefined,
          lastName: user.lastName ?? undefined,
          institution: data.billingName,
          siret: data.siret ?? undefined,
        },
        now,
        { userId: user.id, email: user.email, institutionId },
      );
      const publicCopy = { ...data, iban: data.iban ? maskIban(data.iban) : undefined, userId: user.id };
      await insertLead(
        tx,
        {
          id: leadId,
          type: "order",
          email: user.email,
          institution: data.billingName,
          payload: publicCopy,
          contactId,
          institutionId,
        },
        meta,
        key,
        now,
      );
      const estimateCents = monthlyEstimateCents(data);
      const orderId = newId();
      await tx
        .insertInto("sales_order")
        .values({
          id: orderId,
          reference,
          lead_id: leadId,
          user_id: user.id,
          status: "pending",
          plan: data.plan,
          students: data.students,
          addons: JSON.stringify(data.addons),
          billing_name: data.billingName,
          country: data.country,
          siret: data.siret ?? null,
          vat_number: data.vatNumber ?? null,
          address_line1: data.addressLine1,
          address_line2: data.addressLine2 ?? null,
          postal_code: data.postalCode,
          city: data.city,
          billing_email: data.billingEmail,
          payment_method: data.paymentMethod,
          account_holder: data.accountHolder ?? null,
          iban: sepa ? (data.iban ?? null) : null,
          bic: sepa ? (data.bic ?? null) : null,
          mandate_reference: sepa ? mandateReference(reference) : null,
          mandate_signed_at: sepa ? now : null,
          chorus_service_code: data.serviceCode ?? null,
          commitment_number: data.commitmentNumber ?? null,
          estimate_monthly_cents: estimateCents,
          currency: "EUR",
          language: lang,
          institution_id: institutionId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await recordOrderStep(tx, orderId, "received", { userId: user.id, name: user.displayName }, now);

      const options = formsText("fr").options;
      await queueLeadMails(
        tx,
        services,
        {
          leadId,
          visitor: {
            to: user.email,
            mail: orderAck(lang, {
              name: user.firstName ?? user.displayName,
              reference,
              planName: planName(data.plan),
              students: data.students,
              addons: data.addons.map((a) => addonName(a, lang)),
              billingName: data.billingName,
              paymentMethod: data.paymentMethod,
              iban: data.iban,
              mandateReference: sepa ? mandateReference(reference) : undefined,
              commitmentNumber: data.commitmentNumber,
              dashboardUrl: absoluteUrl(services, `/dashboard/orders?commande=${reference}`, lang),
            }),
          },
          notification: {
            kind: "order",
            reference,
            headline: `${data.billingName} – ${planName(data.plan)} – ${data.students} élèves`,
            fields: [
              ["Offre", planName(data.plan)],
              ["Élèves", data.students],
              ["Options", data.addons.map((a) => addonName(a, "fr")).join(", ")],
              ["Estimation mensuelle (HT)", `${(estimateCents / 100).toFixed(2)} €`],
              ["Établissement facturé", data.billingName],
              ["SIRET", data.siret ? formatSiret(data.siret) : undefined],
              ["TVA intracommunautaire", data.vatNumber ? formatVat(data.vatNumber) : undefined],
              [
                "Adresse",
                [data.addressLine1, data.addressLine2, `${data.postalCode} ${data.city}`, data.country]
                  .filter(Boolean)
                  .join(", "),
              ],
              ["E-mail de facturation", data.billingEmail],
              ["Paiement", options.paymentMethods[data.paymentMethod]],
              ["IBAN", data.iban ? maskIban(data.iban) : undefined],
              ["Mandat SEPA", sepa ? mandateReference(reference) : undefined],
              ["Code service Chorus Pro", data.serviceCode],
              ["Numéro d'engagement", data.commitmentNumber],
              ["Compte", `${user.displayName} <${user.email}>`],
            ],
            meta,
          },
        },
        now,
      );
      const redirectTo = `${localizedPath(SUCCESS_PATH, lang)}?commande=${encodeURIComponent(reference)}`;
      return { leadId, reference, extra: { redirectTo, email: user.email } };
    },
    async replay(db, leadId) {
      const order = await db
        .selectFrom("sales_order")
        .select(["reference", "language"])
        .where("lead_id", "=", leadId)
        .executeTakeFirst();
      const reference = order?.reference ?? leadReference("checkout", leadId);
      const lang = order?.language === "en" ? "en" : "fr";
      return {
        leadId,
        reference,
        extra: {
          redirectTo: `${localizedPath(SUCCESS_PATH, lang)}?commande=${encodeURIComponent(reference)}`,
        },
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What an anonymous visitor entered, kept while they sign in (forms posted without JavaScript).

export const DRAFT_COOKIE = "ga_checkout";
/** As long as a sign-up's confirmation link (24 h): the link brings the buyer back to this draft. */
const DRAFT_HOURS = 24;

function draftId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function saveCheckoutDraft(
  db: LeadsKysely,
  values: FormValues,
  secure: boolean,
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  // Never kept: the terms are accepted again once signed in.
  const { terms: _terms, ...kept } = values;
  await db
    .insertInto("checkout_draft")
    .values({
      id: draftId(token),
      data: JSON.stringify(kept),
      expires_at: new Date(now.getTime() + DRAFT_HOURS * 3600_000),
      created_at: now,
    })
    .execute();
  // Old drafts go at the same time: nothing else reads them.
  await db.deleteFrom("checkout_draft").where("expires_at", "<", now).execute();
  return `${DRAFT_COOKIE}=${token}; Path=/; Max-Age=${DRAFT_HOURS * 3600}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export async function readCheckoutDraft(db: LeadsKysely, request: Request): Promise<FormValues | undefined> {
  const token = readCookie(request.headers.get("cookie"), DRAFT_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("checkout_draft")
    .select(["data", "expires_at"])
    .where("id", "=", draftId(token))
    .executeTakeFirst();
  if (!row || toDate(row.expires_at).getTime() < Date.now()) return undefined;
  const values = parseJson<Record<string, unknown>>(row.data, {});
  const out: FormValues = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === "string") out[k] = v;
    else if (Array.isArray(v)) out[k] = v.filter((x): x is string => typeof x === "string");
  }
  return out;
}

export async function discardCheckoutDraft(
  db: LeadsKysely,
  request: Request,
  secure: boolean,
): Promise<string | undefined> {
  const token = readCookie(request.headers.get("cookie"), DRAFT_COOKIE);
  if (!token) return undefined;
  await db.deleteFrom("checkout_draft").where("id", "=", draftId(token)).execute();
  return `${DRAFT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
