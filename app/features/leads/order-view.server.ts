import type { RouterContextProvider } from "react-router";
import { getSession } from "#app/features/auth/session.server.ts";
import { servicesContext } from "#app/context.ts";
import { maskIban } from "#app/lib/iban.ts";
import { addonName, planName } from "./catalogue.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { parseJson } from "#server/db/mapping.ts";
import { leadsDb } from "./db.server.ts";
import { formsText } from "./texts.server.ts";
import type { OrderView } from "./order-view.ts";

export type { OrderView };

/** The order of `/success?commande=<reference>`, shown only to the account that placed it. */
export async function orderForSuccessPage(
  args: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  },
  lang: Language,
): Promise<OrderView | null> {
  const reference = new URL(args.request.url).searchParams.get("commande");
  if (!reference || !/^[A-Z]{2,4}-[0-9A-F]{8}$/.test(reference)) return null;
  const session = await getSession(args);
  if (!session) return null;
  const db = leadsDb(args.context.get(servicesContext).db);
  const order = await db
    .selectFrom("sales_order")
    .selectAll()
    .where("reference", "=", reference)
    .where("user_id", "=", session.user.id)
    .executeTakeFirst();
  if (!order) return null;
  const t = formsText(lang);
  return {
    reference: order.reference,
    plan: `GA Academic+ ${planName(order.plan)}`,
    students: Number(order.students),
    addons: parseJson<string[]>(order.addons, []).map((a) =>
      addonName(a as Parameters<typeof addonName>[0], lang),
    ),
    billingName: order.billing_name,
    // Orders of won proposals (no payment method yet) belong to no account: never shown here.
    payment: order.payment_method ? t.options.paymentMethods[order.payment_method] : "",
    iban: order.iban ? maskIban(order.iban) : null,
    mandateReference: order.mandate_reference,
    status: order.status,
  };
}
