import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { startAppHarness } from "#app/test-harness.server.ts";
import { TEST_BASE_URL, type Harness } from "#server/auth/test-harness.ts";
import { newId, toInt, toJson } from "#server/db/mapping.ts";
import { insertTestUser } from "#server/db/test-database.ts";
import {
  acceptOnline,
  declineOnline,
  onlineProposal,
  proposalDownload,
  recordFirstView,
} from "./online.server.ts";
import { createProposalDraft, issueProposal } from "./proposals.server.ts";
import { addDays, parisDay } from "./proposals.ts";

/**
 * Proposals online on a real database (SQLite, or PostgreSQL with `npm run test:pg`): the first
 * view, an acceptance that does what "won" does exactly once even when two arrive together, no
 * answer after an answer or past the validity, and the accepted PDF.
 */
let h: Harness;
let context: RouterContextProvider;
const visitor = { userId: null, ip: "203.0.113.9", userAgent: "Mozilla/5.0 test" };

beforeAll(async () => {
  h = await startAppHarness();
  const staffId = await insertTestUser(h.services.db, "ventes@ga-education.example", { role: "admin" });
  context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", origin: TEST_BASE_URL, clientAddress: "10.9.9.9" });
  context.set(servicesContext, h.services);
  staff = { context, session: { user: { id: staffId } } as unknown as SessionInfo };
}, 60_000);
let staff: { context: RouterContextProvider; session: SessionInfo };

afterAll(async () => {
  await h?.close();
});

async function issued(): Promise<{ id: string; leadId: string }> {
  const db = h.services.db;
  const leadId = newId();
  await db
    .insertInto("lead")
    .values({
      id: leadId,
      type: "quote",
      email: `direction-${leadId.slice(0, 8)}@lycee.example`,
      institution_name: `Lycée ${leadId.slice(0, 8)}`,
      payload: toJson({ offer: "premium", students: 250 }),
      language: "fr",
      stage: "proposal_sent",
    })
    .execute();
  const draft = await createProposalDraft(db, staff, leadId);
  if (!draft.ok) throw new Error(draft.error);
  const done = await issueProposal(db, staff, draft.id);
  if (!done.ok) throw new Error(done.error);
  return { id: draft.id, leadId };
}

const count = async (table: "subscription" | "sales_order", quoteId: string) =>
  table === "sales_order"
    ? (
        await leadsDb(h.services.db)
          .selectFrom("sales_order")
          .select("id")
          .where("quote_id", "=", quoteId)
          .execute()
      ).length
    : (
        await h.services.db
          .selectFrom("subscription")
          .innerJoin("quote", "quote.subscription_id", "subscription.id")
          .select("subscription.id")
          .where("quote.id", "=", quoteId)
          .execute()
      ).length;

describe("proposals online", () => {
  it("records the first view once, then accepts exactly once even when two acceptances arrive together", async () => {
    const { id, leadId } = await issued();
    const now = new Date();
    expect((await onlineProposal(h.services.db, id, now))?.status).toBe("sent");
    await recordFirstView(h.services.db, id, visitor, now);
    await recordFirstView(h.services.db, id, visitor, now);
    expect((await onlineProposal(h.services.db, id, now))?.status).toBe("viewed");

    const signer = { signerName: "Nadia Roux", signerRole: "Proviseure" };
    const results = await Promise.all([
      acceptOnline(context, id, signer, visitor, now),
      acceptOnline(context, id, { ...signer, signerName: "Autre" }, visitor, now),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, refusal: "alreadyAccepted" });
    expect(await count("sales_order", id)).toBe(1);
    expect(await count("subscription", id)).toBe(1);
    const lead = await h.services.db
      .selectFrom("lead")
      .select("stage")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.stage).toBe("won");
    const view = await onlineProposal(h.services.db, id, now);
    expect(view).toMatchObject({ status: "accepted", refusal: "alreadyAccepted" });
    expect(await declineOnline(context, id, "Trop cher", visitor, now)).toEqual({
      ok: false,
      refusal: "alreadyAccepted",
    });
    const pdf = await proposalDownload(context, id);
    expect(pdf?.accepted).toBe(true);
    const audit = await h.services.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", leadId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["proposal.viewed", "proposal.accepted"]),
    );
    const mails = await h.services.db
      .selectFrom("mail_queue")
      .select(["kind", "to_address"])
      .where("kind", "=", "proposal-accepted")
      .execute();
    expect(mails.map((m) => m.to_address)).toContain("ventes@ga-education.example");
  });

  it("refuses an answer past the validity, and a decline changes nothing of the won effects", async () => {
    const { id } = await issued();
    const validUntil = (await onlineProposal(h.services.db, id, new Date()))!.validUntil;
    const after = new Date(`${addDays(validUntil, 1)}T12:00:00Z`);
    expect(parisDay(after) > validUntil).toBe(true);
    expect(await acceptOnline(context, id, { signerName: "N R", signerRole: "DG" }, visitor, after)).toEqual({
      ok: false,
      refusal: "expired",
    });
    expect((await onlineProposal(h.services.db, id, after))?.status).toBe("expired");
    expect(await declineOnline(context, id, "Budget reporté", visitor, new Date())).toEqual({ ok: true });
    expect(await count("sales_order", id)).toBe(0);
    const row = await h.services.db
      .selectFrom("quote")
      .select(["status", "decline_reason", "mrr_cents"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("declined");
    expect(row.decline_reason).toBe("Budget reporté");
    expect(toInt(row.mrr_cents)).toBeGreaterThan(0);
  });
});
