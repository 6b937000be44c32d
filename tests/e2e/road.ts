import { request, type APIRequestContext } from "@playwright/test";
import { luhnValid } from "#app/lib/siret.ts";
import type { AppServer } from "../support/app-server.ts";
import { mailText } from "../support/mail-text.ts";
import { expect, mailsTo } from "./fixtures.ts";

/**
 * Helpers of the quote-to-cash road (issue 19), shared by its specs: proposals issued over HTTP,
 * the movable clock of a test's own server, the reminders an invoice got.
 */

/** A valid SIRET (Luhn check digit) no other test uses: a won deal joins the client of the same SIRET. */
export function uniqueSiret(): string {
  const base = Array.from({ length: 13 }, () => Math.floor(Math.random() * 10)).join("");
  return `${base}${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => luhnValid(`${base}${d}`))!}`;
}

/** A request context on a test's own server, with a client address of its own. */
export function serverClient(server: AppServer): Promise<APIRequestContext> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return request.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { "x-test-client-address": `10.${part()}.${part()}.${part()}`, Origin: server.origin },
  });
}

/**
 * A quote request through the public form, then a proposal drafted and issued by staff over HTTP:
 * its lead, id and number. `visitor` posts the request (a context of the server, no session).
 */
export async function issuedProposal(
  admin: APIRequestContext,
  visitor: APIRequestContext,
  origin: string,
  lead: { email: string; institution: string; validUntil?: string },
) {
  const html = await (await visitor.get("/devis")).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)![1]!;
  const sent = await visitor.post("/devis", {
    form: {
      _token: token,
      website_url: "",
      offer: "premium",
      institution: lead.institution,
      institutionType: "secondary",
      students: "250",
      establishments: "1",
      siret: uniqueSiret(),
      timeline: "within-3-months",
      firstName: "Nadia",
      lastName: "Roux",
      email: lead.email,
    },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(sent.status(), "quote request").toBe(303);
  const inbox = await (await admin.get(`/admin/quotes?q=${encodeURIComponent(lead.email)}`)).text();
  const leadId = /\/admin\/quotes\/([0-9a-f-]{36})/.exec(inbox)![1]!;
  const leadPage = `/admin/quotes/${leadId}`;
  const draft = await (await admin.post(leadPage, { form: { intent: "proposal.create" } })).text();
  const proposalId = /name="proposalId" value="([0-9a-f-]{36})"/.exec(draft)![1]!;
  const issued = await admin.post(leadPage, {
    form: {
      intent: "proposal.issue",
      proposalId,
      plan: "premium",
      students: "250",
      studentCap: "300",
      mrr: "399,00",
      validUntil: lead.validUntil ?? new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      label: "Abonnement GA Academic+ Premium — 12 mois",
      quantity: "12",
      unit: "399,00",
      moveStage: "on",
    },
  });
  expect(issued.status(), "issue").toBe(200);
  const number = /DEV-\d{4}-\d{4,}/.exec(await issued.text())![0];
  return { leadId, leadPage, proposalId, number, email: lead.email };
}

/**
 * Moves the clock of the server (its daily jobs and what staff do: issue dates, payments) `days`
 * ahead, then to the next run of the reminders, which runs.
 */
export async function nightsPass(admin: APIRequestContext, days: number): Promise<void> {
  const res = await admin.post("/test-only/clock", {
    form: { job: "invoice-reminders", days: String(days) },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).runs).toContainEqual(
    expect.objectContaining({ job: "invoice-reminders", status: "success" }),
  );
}

/**
 * The reminders of one invoice that reached an address so far (the issued invoice itself was
 * mailed with its PDF: a reminder is the mail that counts the days late).
 */
export async function remindersOf(address: string, number: string) {
  // The sink gives the subject as folded on the wire: compare without spaces.
  const squeeze = (text: string) => text.replace(/\s+/g, "");
  return (await mailsTo(address, 0, 0)).filter(
    (m) => squeeze(m.subject).includes(number) && /jours de retard|days late/.test(mailText(m.raw)),
  );
}

/** Waits until `count` reminders of an invoice reached the address. */
export async function expectReminders(address: string, number: string, count: number) {
  await expect.poll(async () => (await remindersOf(address, number)).length, { timeout: 30_000 }).toBe(count);
  return remindersOf(address, number);
}
