import { existsSync, readdirSync, renameSync } from "node:fs";
import { nameKey } from "#app/features/leads/institution-key.ts";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, insertTestUser, type TestDatabase } from "#server/db/test-database.ts";
import type { DB, MembershipRole } from "#server/db/schema.ts";
import type { Mailer, MailMessage } from "#server/mail/mailer.ts";
import { ibanCheckDigits } from "#app/lib/iban.ts";
import { createInstitutionFor, ForbiddenError, resolveMember, type Member } from "./access.server.ts";
import {
  addPaymentMethod,
  getBillingDetails,
  getInvoice,
  listInvoices,
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  updateBillingDetails,
} from "./billing.server.ts";
import { loadOverview } from "./overview.server.ts";
import { createChangeRequest, getSubscription, listChangeRequests } from "./subscription.server.ts";
import {
  attachmentsDir,
  getTicket,
  listTickets,
  openTicket,
  readAttachment,
  replyToTicket,
  setTicketStatus,
  staffReply,
} from "./support.server.ts";

/**
 * The client space's data access, on a real test database: every function only ever reads or
 * changes the member's own institution (issue 7, authorisation), and roles decide who may change
 * billing details, payment methods and the subscription.
 */
let tdb: TestDatabase;
let db: Kysely<DB>;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function addUser(email: string, companyName: string | null = null): Promise<string> {
  return insertTestUser(db, email, {
    first_name: "Test",
    last_name: "User",
    company_name: companyName,
    display_name: "Test User",
    language: "en",
  });
}

async function join(userId: string, institutionId: string, role: MembershipRole): Promise<Member> {
  await db
    .insertInto("membership")
    .values({ user_id: userId, institution_id: institutionId, role })
    .execute();
  return (await resolveMember(db, { id: userId, companyName: null }))!;
}

async function addInvoice(
  institutionId: string,
  number: string,
  status: "draft" | "issued" | "paid",
  dueDays = 30,
) {
  const id = crypto.randomUUID();
  await db
    .insertInto("invoice")
    .values({
      id,
      number: status === "draft" ? null : number,
      status,
      institution_id: institutionId,
      lines: JSON.stringify([{ label: "Abonnement", quantity: 1, unitCents: 10_000 }]),
      subtotal_cents: 10_000,
      vat_cents: 2_000,
      total_cents: 12_000,
      issued_at: new Date(),
      due_at: new Date(Date.now() + dueDays * 86_400_000),
    })
    .execute();
  return id;
}

const sepa = () => {
  const bban = "30006000011234567890189".slice(0, 23);
  return {
    kind: "sepa" as const,
    holder: "Lycée A",
    iban: `FR${ibanCheckDigits("FR", bban)}${bban}`,
    bic: "AGRIFRPP",
    mandateReference: "MANDAT-001",
  };
};

let ownerA: Member;
let memberA: Member;
let ownerB: Member;
let invoiceA: string;
let invoiceB: string;
let draftA: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const a = await addUser("owner-a@a.example", "Lycée A");
  ownerA = (await resolveMember(db, { id: a, companyName: "Lycée A" }))!;
  memberA = await join(await addUser("member-a@a.example"), ownerA.institutionId, "member");
  const b = await addUser("owner-b@b.example");
  ownerB = await createInstitutionFor(db, b, "Collège B");
  invoiceA = await addInvoice(ownerA.institutionId, "F-2026-0001", "issued", -3);
  draftA = await addInvoice(ownerA.institutionId, "", "draft");
  invoiceB = await addInvoice(ownerB.institutionId, "F-2026-0002", "issued");
  await db
    .insertInto("subscription")
    .values({
      id: crypto.randomUUID(),
      institution_id: ownerA.institutionId,
      plan: "premium",
      student_cap: 300,
    })
    .execute();
});

afterAll(async () => {
  await tdb.destroy();
});

describe("membership", () => {
  it("creates the sign-up's institution once, with the user as owner", async () => {
    expect(ownerA).toMatchObject({ institutionName: "Lycée A", role: "owner" });
    const again = await resolveMember(db, { id: ownerA.userId, companyName: "Autre nom" });
    expect(again).toEqual(ownerA);
    const count = await db
      .selectFrom("institution")
      .select(db.fn.countAll().as("n"))
      .where("name", "=", "Lycée A")
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });

  it("gives no institution to a user without one", async () => {
    const id = await addUser("nobody@x.example");
    expect(await resolveMember(db, { id, companyName: null })).toBeNull();
  });

  it("makes a prospect who accepted a proposal online the owner of its institution, if nobody is in it yet", async () => {
    async function accepted(email: string, institutionId: string) {
      const leadId = crypto.randomUUID();
      await db
        .insertInto("lead")
        .values({ id: leadId, type: "quote", email, institution_name: "Lycée Signé", payload: "{}" })
        .execute();
      await db
        .insertInto("quote")
        .values({
          id: crypto.randomUUID(),
          lead_id: leadId,
          institution_id: institutionId,
          status: "accepted",
          number: `DEV-2026-${leadId.slice(0, 6)}`,
          issued_at: new Date(),
          plan: "premium",
          modules: "[]",
          addons: "[]",
          lines: "[]",
          responded_at: new Date(),
        })
        .execute();
    }
    const won = crypto.randomUUID();
    await db
      .insertInto("institution")
      .values({ id: won, name: "Lycée Signé", name_key: nameKey("Lycée Signé") })
      .execute();
    await accepted("Signataire@Lycee-Signe.example", won);
    const id = await addUser("signataire@lycee-signe.example");
    // Not before the address is confirmed.
    expect(
      await resolveMember(db, { id, companyName: null, email: "signataire@lycee-signe.example" }),
    ).toBeNull();
    expect(
      await resolveMember(db, {
        id,
        companyName: null,
        email: "signataire@lycee-signe.example",
        emailVerified: true,
      }),
    ).toMatchObject({ institutionId: won, role: "owner", institutionName: "Lycée Signé" });
    // An institution that already has members is never joined this way.
    await accepted("autre@lycee-a.example", ownerA.institutionId);
    const other = await addUser("autre@lycee-a.example");
    expect(
      await resolveMember(db, {
        id: other,
        companyName: null,
        email: "autre@lycee-a.example",
        emailVerified: true,
      }),
    ).toBeNull();
  });

  it("lets members of one institution share it", () => {
    expect(memberA.institutionId).toBe(ownerA.institutionId);
    expect(memberA.role).toBe("member");
  });
});

describe("invoices", () => {
  it("lists only the institution's issued invoices, never drafts", async () => {
    const list = await listInvoices(db, ownerA);
    expect(list.map((i) => i.id)).toEqual([invoiceA]);
    expect(list[0]).toMatchObject({
      subtotalCents: 10_000,
      vatCents: 2_000,
      totalCents: 12_000,
      overdue: true,
    });
    expect((await listInvoices(db, memberA)).map((i) => i.id)).toEqual([invoiceA]);
  });

  it("never returns another institution's invoice or a draft", async () => {
    expect(await getInvoice(db, ownerA, invoiceB)).toBeNull();
    expect(await getInvoice(db, ownerB, invoiceA)).toBeNull();
    expect(await getInvoice(db, ownerA, draftA)).toBeNull();
    expect((await getInvoice(db, ownerA, invoiceA))?.lines).toHaveLength(1);
  });
});

describe("billing details", () => {
  const details = {
    name: "Lycée A",
    siret: "73282932000074",
    addressLine1: "1 rue A",
    postalCode: "75001",
    city: "Paris",
    country: "FR",
    chorusServiceCode: "SERV-01",
  };

  it("lets owners change them, and only for their institution", async () => {
    await updateBillingDetails(db, ownerA, details);
    expect(await getBillingDetails(db, ownerA)).toMatchObject({
      siret: "73282932000074",
      chorusServiceCode: "SERV-01",
    });
    expect((await getBillingDetails(db, ownerB)).siret).toBe("");
  });

  it("refuses plain members", async () => {
    await expect(updateBillingDetails(db, memberA, { ...details, city: "Lyon" })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect((await getBillingDetails(db, ownerA)).city).toBe("Paris");
  });
});

describe("payment methods", () => {
  it("keeps one default, masks the IBAN and scopes every change", async () => {
    const first = await addPaymentMethod(db, ownerA, sepa(), false);
    const second = await addPaymentMethod(
      db,
      ownerA,
      { kind: "purchase_order", orderReference: "BC-42" },
      false,
    );
    let list = await listPaymentMethods(db, ownerA);
    expect(list.map((p) => [p.id, p.isDefault])).toEqual([
      [first, true],
      [second, false],
    ]);
    expect(list[0]?.ibanMasked).toMatch(/^FR\d\d •••• •••• \d{4}$/);
    expect(JSON.stringify(list)).not.toContain(sepa().iban);

    expect(await listPaymentMethods(db, ownerB)).toEqual([]);
    expect(await setDefaultPaymentMethod(db, ownerB, second)).toBe(false);
    expect(await removePaymentMethod(db, ownerB, first)).toBe(false);
    await expect(removePaymentMethod(db, memberA, first)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(addPaymentMethod(db, memberA, { kind: "transfer" }, false)).rejects.toBeInstanceOf(
      ForbiddenError,
    );

    expect(await setDefaultPaymentMethod(db, ownerA, second)).toBe(true);
    expect(await removePaymentMethod(db, ownerA, second)).toBe(true);
    list = await listPaymentMethods(db, ownerA);
    expect(list.map((p) => [p.id, p.isDefault])).toEqual([[first, true]]);
  });
});

describe("support tickets", () => {
  let ticketA: string;
  let ticketB: string;

  it("opens tickets with attachments stored outside the web root", async () => {
    ticketA = await openTicket(
      db,
      tdb.dir,
      ownerA,
      {
        subject: "Import impossible",
        category: "technical",
        priority: "P2",
        message: "L'import des notes échoue.",
      },
      [{ name: "../../capture.png", bytes: PNG }],
    );
    ticketB = await openTicket(db, tdb.dir, ownerB, {
      subject: "Question B",
      category: "other",
      priority: "P4",
      message: "Une question de B.",
    });
    expect(readdirSync(attachmentsDir(tdb.dir))).toHaveLength(1);
    const thread = await getTicket(db, memberA, ticketA);
    expect(thread?.priority).toBe("P2");
    // Premium answers within 4 hours (spec §9).
    expect(thread?.target?.hours).toBe(4);
    expect(thread?.messages[0]?.attachments[0]?.filename).toBe("capture.png");
  });

  it("never shows, answers or reopens another institution's ticket or attachment", async () => {
    expect((await listTickets(db, ownerA)).map((t) => t.id)).toEqual([ticketA]);
    expect(await getTicket(db, ownerA, ticketB)).toBeNull();
    expect(await replyToTicket(db, tdb.dir, ownerA, ticketB, "intrusion")).toBe(false);
    expect(await setTicketStatus(db, ownerA, ticketB, "resolve")).toBe(false);
    const attachmentId = (await getTicket(db, ownerA, ticketA))!.messages[0]!.attachments[0]!.id;
    expect(await readAttachment(db, tdb.dir, ownerB, attachmentId)).toBeNull();
    const file = await readAttachment(db, tdb.dir, memberA, attachmentId);
    if (!file || file === "missing") throw new Error("attachment not read");
    expect(file.contentType).toBe("image/png");
    expect(Buffer.from(file.bytes)).toEqual(Buffer.from(PNG));
    // Its file gone from the folder (a restore without attachments): "missing", never an error.
    const [stored] = readdirSync(attachmentsDir(tdb.dir));
    const aside = path.join(tdb.dir, "aside.bin");
    renameSync(path.join(attachmentsDir(tdb.dir), stored!), aside);
    expect(await readAttachment(db, tdb.dir, memberA, attachmentId)).toBe("missing");
    renameSync(aside, path.join(attachmentsDir(tdb.dir), stored!));
    // B's ticket has no staff reply yet and B has no plan: no response target.
    expect((await getTicket(db, ownerB, ticketB))?.target).toBeNull();
  });

  it("filters by status and subject, resolves and reopens", async () => {
    expect(await listTickets(db, ownerA, { q: "IMPORT" })).toHaveLength(1);
    expect(await listTickets(db, ownerA, { q: "absent" })).toHaveLength(0);
    await setTicketStatus(db, ownerA, ticketA, "resolve");
    expect(await listTickets(db, ownerA, { status: "active" })).toHaveLength(0);
    await setTicketStatus(db, ownerA, ticketA, "reopen");
    expect((await getTicket(db, ownerA, ticketA))?.status).toBe("open");
  });

  it("stores a staff reply, waits for the customer and e-mails the author in their language", async () => {
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => (sent.push(m), "id") } as unknown as Mailer;
    const ok = await staffReply(
      { db, mailer, origin: "https://ga.example" },
      { ticketId: ticketA, staffUserId: null, body: "Corrigé, réessayez." },
    );
    expect(ok).toBe(true);
    const thread = await getTicket(db, ownerA, ticketA);
    expect(thread?.status).toBe("pending");
    expect(thread?.messages.at(-1)).toMatchObject({ author: "staff", body: "Corrigé, réessayez." });
    expect(thread?.target?.state).toBe("met");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "owner-a@a.example", kind: "ticket-staff-reply" });
    expect(sent[0]?.subject).toContain("New reply");
    expect(sent[0]?.text).toContain(`https://ga.example/en/dashboard/support?ticket=${ticketA}`);
    expect(await replyToTicket(db, tdb.dir, memberA, ticketA, "Merci, ça marche.")).toBe(true);
    expect((await getTicket(db, ownerA, ticketA))?.status).toBe("open");
  });
});

describe("subscription and change requests", () => {
  it("shows the institution's subscription only and records requests for owners", async () => {
    expect((await getSubscription(db, ownerA))?.plan).toBe("premium");
    expect(await getSubscription(db, ownerB)).toBeNull();
    await createChangeRequest(db, ownerA, { kind: "cap", studentCap: 500 });
    await expect(
      createChangeRequest(db, memberA, { kind: "plan", plan: "excellence" }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect((await listChangeRequests(db, memberA)).map((r) => [r.kind, r.studentCap, r.status])).toEqual([
      ["cap", 500, "submitted"],
    ]);
    expect(await listChangeRequests(db, ownerB)).toEqual([]);
  });

  it("builds the overview from the institution's own records", async () => {
    const overview = await loadOverview(db, memberA);
    expect(overview.subscription?.studentCap).toBe(300);
    expect(overview.unpaidInvoices.map((i) => i.id)).toEqual([invoiceA]);
    expect(overview.nextInvoice?.id).toBe(invoiceA);
    expect(overview.openTickets).toHaveLength(1);
    const b = await loadOverview(db, ownerB);
    expect(b.unpaidInvoices.map((i) => i.id)).toEqual([invoiceB]);
    expect(b.activity.some((a) => a.label === "Import impossible")).toBe(false);
  });
});

it("keeps attachments out of the public folder", () => {
  expect(existsSync(path.join(process.cwd(), "public", "attachments"))).toBe(false);
});
