import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getInvoice } from "#app/features/client-space/billing.server.ts";
import { invoicePdf } from "#app/features/client-space/invoice-pdf.server.ts";
import type { SessionInfo } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { DEFAULT_BUSINESS, type BusinessDetails } from "#app/features/crm/settings/business.ts";
import { invalidateSettings, readSettings, writeSetting } from "#app/features/crm/settings/store.server.ts";
import { newId, parseJson, toJson } from "#server/db/mapping.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrationProvider, migrationsFor } from "#server/db/migrations/index.ts";
import type { DB } from "#server/db/schema.ts";
import { createTestDatabase, testEngine, type TestDatabase } from "#server/db/test-database.ts";
import { pdfText } from "../../../../tests/support/pdf-text.ts";
import {
  draftCreditNote,
  draftFromSubscription,
  invoiceDocument,
  issueInvoice,
  type Actor,
} from "./billing.server.ts";
import { proposalPdf } from "../proposals/proposal-pdf.server.ts";
import { createProposalDraft, issueProposal, proposalDocument } from "../proposals/proposals.server.ts";
import { nameKey } from "#app/features/leads/institution-key.ts";

/**
 * Issued invoices, credit notes and proposals keep the seller's details they were issued with
 * (migration 0012), on a real database (SQLite, or PostgreSQL with `npm run test:pg`): after the
 * business details change on the configuration page, their PDFs still print the former seller,
 * while a document issued afterwards, even from a draft made before the change, prints the new one,
 * and a document issued before the details were kept prints the current ones.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
let actor: Actor;
let staffId: string;
let institutionId: string;
let subscriptionId: string;

/** The details saved on the configuration page in these tests. */
const MOVED: BusinessDetails = {
  ...DEFAULT_BUSINESS,
  legalName: "GA Éducation Ouest SAS",
  street: "3 quai de la Fosse",
  postalCode: "44000",
  city: "Nantes",
  phone: "+33 2 40 00 00 00",
  email: "facturation@ga-education.example",
};

const FORMER_LINES = [
  DEFAULT_BUSINESS.legalName,
  DEFAULT_BUSINESS.street,
  `${DEFAULT_BUSINESS.postalCode} ${DEFAULT_BUSINESS.city}, France`,
  DEFAULT_BUSINESS.phone,
  DEFAULT_BUSINESS.email,
];
const MOVED_LINES = [MOVED.legalName, MOVED.street, "44000 Nantes, France", MOVED.phone, MOVED.email];

function expectSeller(text: string, shown: readonly string[], hidden: readonly string[]): void {
  for (const line of shown) expect(text, line).toContain(line);
  for (const line of hidden) expect(text, line).not.toContain(line);
}

/** Saves business details as the configuration page does, then reads them as the PDF routes do. */
async function saveBusiness(business: BusinessDetails): Promise<BusinessDetails> {
  await writeSetting(db, "business", business, staffId);
  invalidateSettings(db);
  return (await readSettings(db)).business;
}

async function currentBusiness(): Promise<BusinessDetails> {
  return (await readSettings(db)).business;
}

async function storedSnapshot(table: "invoice" | "quote", id: string): Promise<unknown> {
  const row = await db
    .selectFrom(table)
    .select("seller_snapshot")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return parseJson<unknown>(row.seller_snapshot, null);
}

async function invoicePdfText(id: string): Promise<string> {
  const doc = await invoiceDocument(db, id);
  if (!doc) throw new Error(`no document for ${id}`);
  return pdfText(await invoicePdf(doc, "fr", await currentBusiness()));
}

async function proposalPdfText(id: string): Promise<string> {
  const doc = await proposalDocument(db, id);
  if (!doc) throw new Error(`no document for ${id}`);
  return pdfText(await proposalPdf(doc, await currentBusiness())).replace(/\s+/g, " ");
}

async function issuedInvoice(): Promise<string> {
  const draft = await draftFromSubscription(db, actor, subscriptionId);
  if (!draft.ok) throw new Error(draft.error);
  const issued = await issueInvoice(db, actor, draft.id, new Date());
  if (!issued.ok) throw new Error(issued.error);
  return draft.id;
}

async function proposalDraft(): Promise<string> {
  const leadId = newId();
  await db
    .insertInto("lead")
    .values({
      id: leadId,
      type: "quote",
      email: `direction-${leadId.slice(0, 8)}@lycee-vendeur.example`,
      institution_name: "Lycée du Vendeur",
      payload: toJson({ offer: "premium", students: 250, addons: [], modules: ["finance"] }),
      language: "fr",
      stage: "qualified",
    })
    .execute();
  const draft = await createProposalDraft(db, actor, leadId);
  if (!draft.ok) throw new Error(draft.error);
  return draft.id;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  staffId = newId();
  await db
    .insertInto("user")
    .values({
      id: staffId,
      name: "Direction",
      email: "direction@ga-education.example",
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      twoFactorEnabled: false,
      role: "admin",
      first_name: null,
      last_name: null,
      company_name: null,
      display_name: "Direction",
      language: "fr",
    })
    .execute();
  const context = {
    get: (key: unknown) => (key === requestInfoContext ? { clientAddress: "127.0.0.1" } : undefined),
  };
  actor = {
    context: context as unknown as RouterContextProvider,
    session: { user: { id: staffId } } as unknown as SessionInfo,
  };
  institutionId = newId();
  await db
    .insertInto("institution")
    .values({
      id: institutionId,
      name: "Lycée Victor Hugo",
      name_key: nameKey("Lycée Victor Hugo"),
      address_line1: "1 rue des Écoles",
      postal_code: "75005",
      city: "Paris",
    })
    .execute();
  subscriptionId = newId();
  await db
    .insertInto("subscription")
    .values({
      id: subscriptionId,
      institution_id: institutionId,
      plan: "premium",
      student_cap: 300,
      modules: "[]",
      addons: "[]",
      mrr_cents: 39_900,
      status: "active",
    })
    .execute();
}, 60_000);

afterAll(async () => {
  await tdb?.destroy();
});

beforeEach(async () => {
  await db.deleteFrom("app_setting").execute();
  invalidateSettings(db);
});

// Each test draws several Factur-X PDFs (fonts subset and embedded): more than Vitest's 5 s on a busy machine.
describe(`the seller kept with issued documents (${testEngine()})`, { timeout: 30_000 }, () => {
  it("invoices print the seller they were issued with, in the admin CRM and the client space", async () => {
    const before = await draftFromSubscription(db, actor, subscriptionId);
    if (!before.ok) throw new Error(before.error);
    // A draft keeps nothing yet.
    expect(await storedSnapshot("invoice", before.id)).toBeNull();
    const issued = await issueInvoice(db, actor, before.id, new Date());
    if (!issued.ok) throw new Error(issued.error);
    expect(await storedSnapshot("invoice", before.id)).toEqual(DEFAULT_BUSINESS);

    // A draft made before the change, issued after it.
    const pending = await draftFromSubscription(db, actor, subscriptionId);
    if (!pending.ok) throw new Error(pending.error);

    expect(await saveBusiness(MOVED)).toEqual(MOVED);
    expectSeller(await invoicePdfText(before.id), FORMER_LINES, MOVED_LINES);
    // The customer downloads the same document from the client space.
    const member = {
      userId: "u-client",
      institutionId,
      institutionName: "Lycée Victor Hugo",
      role: "owner" as const,
    };
    const mine = await getInvoice(db, member, before.id);
    expect(mine?.seller).toEqual(DEFAULT_BUSINESS);
    expectSeller(pdfText(await invoicePdf(mine!, "fr", await currentBusiness())), FORMER_LINES, MOVED_LINES);

    expect(await issueInvoice(db, actor, pending.id, new Date())).toMatchObject({ ok: true });
    expect(await storedSnapshot("invoice", pending.id)).toEqual(MOVED);
    expectSeller(await invoicePdfText(pending.id), MOVED_LINES, FORMER_LINES);

    // A credit note for the first invoice, issued now, shows the seller of now; the invoice does not change.
    const credit = await draftCreditNote(db, actor, before.id);
    if (!credit.ok) throw new Error(credit.error);
    expect(await storedSnapshot("invoice", credit.id)).toBeNull();
    expect(await issueInvoice(db, actor, credit.id, new Date())).toMatchObject({ ok: true });
    expectSeller(await invoicePdfText(credit.id), MOVED_LINES, FORMER_LINES);
    expectSeller(await invoicePdfText(before.id), FORMER_LINES, MOVED_LINES);

    // Back to the defaults: every issued document still prints what it was issued with.
    await saveBusiness(DEFAULT_BUSINESS);
    expectSeller(await invoicePdfText(pending.id), MOVED_LINES, FORMER_LINES);
    expectSeller(await invoicePdfText(before.id), FORMER_LINES, MOVED_LINES);
  });

  it("an invoice issued before the seller was kept prints the current details", async () => {
    const id = await issuedInvoice();
    await db.updateTable("invoice").set({ seller_snapshot: null }).where("id", "=", id).execute();
    expect((await invoiceDocument(db, id))?.seller).toBeNull();
    expectSeller(await invoicePdfText(id), FORMER_LINES, MOVED_LINES);
    await saveBusiness(MOVED);
    expectSeller(await invoicePdfText(id), MOVED_LINES, FORMER_LINES);
    // An unreadable copy counts as none, rather than breaking the download.
    await db.updateTable("invoice").set({ seller_snapshot: '{"legalName":' }).where("id", "=", id).execute();
    expectSeller(await invoicePdfText(id), MOVED_LINES, FORMER_LINES);
  });

  it("proposals print the seller they were issued with; a draft issued later the new one", async () => {
    const first = await proposalDraft();
    const pending = await proposalDraft();
    expect(await storedSnapshot("quote", first)).toBeNull();
    expect(await issueProposal(db, actor, first)).toMatchObject({ ok: true });
    expect(await storedSnapshot("quote", first)).toEqual(DEFAULT_BUSINESS);
    // Drafts have no PDF.
    expect(await proposalDocument(db, pending)).toBeNull();

    await saveBusiness(MOVED);
    expectSeller(await proposalPdfText(first), FORMER_LINES, MOVED_LINES);

    expect(await issueProposal(db, actor, pending)).toMatchObject({ ok: true });
    expect(await storedSnapshot("quote", pending)).toEqual(MOVED);
    expectSeller(await proposalPdfText(pending), MOVED_LINES, FORMER_LINES);

    await saveBusiness(DEFAULT_BUSINESS);
    expectSeller(await proposalPdfText(pending), MOVED_LINES, FORMER_LINES);
    expectSeller(await proposalPdfText(first), FORMER_LINES, MOVED_LINES);
  });

  it("a refused issue keeps no copy", async () => {
    const id = await proposalDraft();
    await db.updateTable("quote").set({ lines: "[]" }).where("id", "=", id).execute();
    expect(await issueProposal(db, actor, id)).toEqual({ ok: false, error: "noLines" });
    expect(await storedSnapshot("quote", id)).toBeNull();
  });
});

describe(`migration 0012 (${testEngine()})`, () => {
  it("leaves documents issued before it without a copy: their PDFs print the current details", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const old = fresh.database.db;
      const migrator = new Migrator({ db: old, provider: migrationProvider(fresh.database.engine) });
      const names = Object.keys(migrationsFor(fresh.database.engine)).sort();
      const previous = names[names.indexOf("0012-seller-snapshot") - 1]!;
      const { error } = await migrator.migrateTo(previous);
      expect(error).toBeUndefined();
      const institution = newId();
      await old
        .insertInto("institution")
        .values({ id: institution, name: "Collège Ancien" } as never)
        .execute();
      const invoiceId = newId();
      await old
        .insertInto("invoice")
        .values({
          id: invoiceId,
          number: "FA-2025-00001",
          kind: "invoice",
          status: "issued",
          institution_id: institution,
          subscription_id: null,
          credited_invoice_id: null,
          lines: toJson([{ label: "Abonnement", quantity: 1, unitCents: 10_000 }]),
          subtotal_cents: 10_000,
          vat_cents: 2_000,
          total_cents: 12_000,
          issued_at: new Date("2025-06-02T10:00:00.000Z"),
          due_at: new Date("2025-07-02T10:00:00.000Z"),
        } as never)
        .execute();

      await migrateToLatest(fresh.database);
      const doc = await invoiceDocument(old, invoiceId);
      expect(doc?.seller).toBeNull();
      await writeSetting(old, "business", MOVED, null);
      invalidateSettings(old);
      const text = pdfText(await invoicePdf(doc!, "fr", (await readSettings(old)).business));
      expectSeller(text, MOVED_LINES, FORMER_LINES);

      const { error: down } = await migrator.migrateTo(previous);
      expect(down).toBeUndefined();
      const columns = (await old.introspection.getTables()).find((t) => t.name === "invoice")!.columns;
      expect(columns.map((c) => c.name)).not.toContain("seller_snapshot");
    } finally {
      await fresh.destroy();
    }
  });
});
