import type { ActionFunctionArgs } from "react-router";
import { requireMember } from "#app/features/client-space/guard.server.ts";
import { staffReply } from "#app/features/client-space/support.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { services } from "#app/features/auth/session.server.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * End-to-end tests only (registered with E2E=1, answering 404 unless the server runs with E2E=1):
 * what the admin CRM will do for a customer, until it exists. `seed` gives the signed-in user's
 * institution a Premium subscription, 120 students and one issued invoice; `staff-reply` answers a
 * ticket through the same `staffReply` the CRM will call (it e-mails the customer).
 */
export async function action(args: ActionFunctionArgs) {
  if (process.env.E2E !== "1") throw new Response(null, { status: 404 });
  const { member } = await requireMember(args);
  const { db, mailer } = services(args.context);
  const form = await requireForm(args.request);
  const step = form.get("step");
  if (step === "seed") {
    const now = Date.now();
    const day = 86_400_000;
    await db
      .updateTable("institution")
      .set({ student_count: 120 })
      .where("id", "=", member.institutionId)
      .execute();
    // A billing address, which issuing an invoice requires, unless the test gave one or wants none.
    if (form.get("address") !== "none")
      await db
        .updateTable("institution")
        .set({ address_line1: "1 rue des Écoles", postal_code: "75005", city: "Paris" })
        .where("id", "=", member.institutionId)
        .where("address_line1", "is", null)
        .execute();
    await db
      .insertInto("subscription")
      .values({
        id: crypto.randomUUID(),
        institution_id: member.institutionId,
        plan: "premium",
        student_cap: 300,
        modules: JSON.stringify(["scolarite", "examens"]),
        addons: JSON.stringify([{ id: "priority-support", quantity: 1 }]),
        mrr_cents: 39_900,
        renews_at: new Date(now + 200 * day),
      })
      .execute();
    const id = crypto.randomUUID();
    const number = `E2E-${now.toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    await db
      .insertInto("invoice")
      .values({
        id,
        number,
        status: "issued",
        institution_id: member.institutionId,
        lines: JSON.stringify([{ label: "Abonnement Premium", quantity: 1, unitCents: 39_900 }]),
        subtotal_cents: 39_900,
        vat_cents: 7_980,
        total_cents: 47_880,
        issued_at: new Date(now - 2 * day),
        due_at: new Date(now + 28 * day),
      })
      .execute();
    return Response.json({ invoiceId: id, number });
  }
  if (step === "staff-reply") {
    const ticketId = String(form.get("ticketId") ?? "");
    const ticket = await db
      .selectFrom("ticket")
      .select("id")
      .where("id", "=", ticketId)
      .where("institution_id", "=", member.institutionId)
      .executeTakeFirst();
    if (!ticket) throw new Response(null, { status: 404 });
    const { origin } = args.context.get(requestInfoContext);
    await staffReply(
      { db, mailer, origin },
      { ticketId, staffUserId: null, body: String(form.get("body") ?? "") },
    );
    return Response.json({ ok: true });
  }
  throw new Response(null, { status: 400 });
}
