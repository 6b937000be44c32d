import type { Browser, Page } from "@playwright/test";
import { authNamespace } from "#app/features/auth/locales.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { quotesNamespace } from "#app/features/crm/proposals/online-locales.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { auditBothThemes, auditStructure } from "./axe-audit.ts";
import { compiledRules, validateCii } from "../support/en16931.ts";
import { pdfAttachments } from "../support/factur-x.ts";
import { mailAttachments, mailLink, mailText } from "../support/mail-text.ts";
import { pdfText } from "../support/pdf-text.ts";
import { inHtml, PASSWORD, signUp, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, hydrated, mailsTo, test, type SinkMessage } from "./fixtures.ts";
import {
  expectReminders,
  issuedProposal,
  nightsPass,
  remindersOf,
  serverClient,
  uniqueSiret,
} from "./road.ts";

// Sign-ups, PDFs and the daily runs wait on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Quote to cash, the whole road as two people in two browsers (issue 19, "Done when"): a prospect
 * asks for a quote on the public form; staff build and issue the proposal in the CRM; the prospect
 * gets it by e-mail, opens the link, accepts it with a simple electronic signature (a second
 * acceptance changes nothing), creates their account from the invitation and finds the order in
 * the client space; staff try to issue the invoice without a billing address (refused), enter the
 * billing details on the client's page (a public buyer's SIRET, Chorus Pro service code and
 * engagement number in French), set the service period and issue it; the customer gets the
 * Factur-X PDF by e-mail, its XML passes the EN 16931 rules, its pages print every mandatory
 * mention; the clock moves: reminders at 7 and 15 days, then the payment is recorded and, 30 days
 * late, no third reminder. In French, also a proposal left to expire; in English, a credit note as
 * Factur-X. Each language on a server of its own (a clock only moves forward), one after the other
 * (two at once weigh too much on a busy machine): moving its clock weeks ahead must not touch the
 * shared server's invoices, backups or mailboxes.
 */
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];

function watch(page: Page, problems: string[]): Page {
  page.on("console", (msg) => {
    if (msg.type() !== "error" && msg.type() !== "warning") return;
    if (REFUSED.some((re) => re.test(msg.text()))) return;
    if (/^Service Worker registration blocked by Playwright$/.test(msg.text())) return;
    problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return page;
}

/** A browser of its own (one person), on the test's server, in the language of the road. */
async function person(browser: Browser, origin: string, lang: Language, problems: string[]): Promise<Page> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: origin,
    locale: lang === "fr" ? "fr-FR" : "en-GB",
    extraHTTPHeaders: { "x-test-client-address": `10.${part()}.${part()}.${part()}` },
  });
  return watch(await context.newPage(), problems);
}

async function mailWhere(address: string, match: (m: SinkMessage) => boolean): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address, 0, 0)).find(match)) !== undefined, { timeout: 30_000 })
    .toBe(true);
  return found!;
}

const squeeze = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: "serial" });

for (const lang of ["fr", "en"] as const) {
  test(`quote to cash: a prospect and staff from the quote request to the paid invoice, ${lang === "fr" ? "in French" : "in English"}`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const A = allAdminTexts[lang];
    const P = A.proposals;
    const REM = A.billingReminders;
    const Q = quotesNamespace[lang];
    const F = formsNamespace[lang];
    const AUTH = authNamespace[lang];
    const CS = clientSpaceNamespace[lang];
    const path = (p: string) => localizedPath(p, lang);
    const rules = compiledRules();
    const adminEmail = uniqueEmail("direction", "ga-education.fr");
    const server: AppServer = await startAppServer(E2E_PORT + 130, {
      ADMIN_EMAILS: adminEmail,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      BACKUP_TIME: "off",
    });
    const problems: string[] = [];
    try {
      const admin = await signUp(adminEmail, {
        api: await serverClient(server),
        firstName: "Alex",
        lastName: "Direction",
      });
      const staff = await person(browser, server.origin, lang, problems);
      await staff.context().addCookies((await admin.storageState()).cookies);
      const prospect = await person(browser, server.origin, lang, problems);
      const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      const email = uniqueEmail(lang === "fr" ? "proviseure" : "principal", "route-e2e.example");
      const institution = `${lang === "fr" ? "Lycée" : "Academy"} Route ${suffix}`;

      // A proposal that will expire on the way (French road): valid five more days.
      const expiring =
        lang === "fr"
          ? await issuedProposal(admin, await serverClient(server), server.origin, {
              email: uniqueEmail("intendant", "route-e2e.example"),
              institution: `Collège Expire ${suffix}`,
              validUntil: day(5),
            })
          : null;

      // 1. The prospect asks for a quote on the public form.
      await prospect.goto(`${path("/devis")}?offer=premium`);
      await hydrated(prospect);
      const form = prospect.locator("main form");
      await form.locator('[name="institution"]').fill(institution);
      await form.locator('[name="institutionType"]').selectOption("secondary");
      await form.locator('[name="students"]').fill("250");
      await form.locator('[name="establishments"]').fill("1");
      await form.locator('[name="siret"]').fill(uniqueSiret());
      await form.locator('input[name="timeline"][value="within-3-months"]').check();
      await form.locator('[name="firstName"]').fill("Nadia");
      await form.locator('[name="lastName"]').fill("Roux");
      await form.locator('[name="email"]').fill(email);
      await form.getByRole("button", { name: F.quote.submit }).click();
      await expect(prospect.getByRole("status").getByText(F.quote.successTitle)).toBeVisible();

      // 2. Staff build the proposal from the request and issue it, in the CRM.
      let leadId = "";
      await expect
        .poll(async () => {
          const inbox = await (await admin.get(path(`/admin/quotes?q=${encodeURIComponent(email)}`))).text();
          leadId = /\/admin\/quotes\/([0-9a-f-]{36})/.exec(inbox)?.[1] ?? "";
          return leadId;
        })
        .not.toBe("");
      await staff.goto(path(`/admin/quotes/${leadId}`));
      await hydrated(staff);
      const panel = staff.getByRole("region", { name: P.title, exact: true });
      await panel.getByRole("button", { name: P.create }).click();
      await expect(panel.getByText(P.created)).toBeVisible();
      await expect(panel.locator('select[name="plan"]')).toHaveValue("premium");
      await panel.getByRole("button", { name: P.builder.issue }).click();
      const issuedNotice = panel.getByRole("status").filter({ hasText: /DEV-\d{4}-\d{4,}/ });
      await expect(issuedNotice).toBeVisible();
      const proposalNumber = /DEV-\d{4}-\d{4,}/.exec((await issuedNotice.textContent()) ?? "")![0];

      // 3. The prospect receives it by e-mail, opens the link, accepts with the signature.
      const proposalMail = await mailWhere(
        email,
        (m) => mailText(m.raw).includes(proposalNumber) && mailText(m.raw).includes("/proposition/"),
      );
      const link = new URL(mailLink(proposalMail.raw, "/proposition/")).pathname;
      await prospect.goto(link);
      await hydrated(prospect);
      await expect(prospect.getByRole("heading", { level: 1 })).toHaveText(
        Q.title.replace("{{number}}", proposalNumber),
      );
      await expect(prospect.getByTestId("proposal-status")).toHaveText(Q.statuses.viewed);
      // The page a customer signs on passes axe (both themes in French, the words in English).
      expect(await (lang === "fr" ? auditBothThemes : auditStructure)(prospect)).toEqual([]);
      // Without the consent box ticked, nothing is accepted and the server says why.
      const unticked = await prospect.request.post(link, {
        form: { intent: "accept", signerName: "Nadia Roux", signerRole: "Proviseure" },
        headers: { Origin: server.origin },
      });
      expect(unticked.status()).toBe(400);
      expect(await unticked.text()).toContain(inHtml(Q.validation.consentRequired));
      await prospect.getByLabel(Q.accept.signerName).fill("Nadia Roux");
      await prospect.getByLabel(Q.accept.signerRole).fill(lang === "fr" ? "Proviseure" : "Principal");
      await prospect.getByLabel(Q.accept.consent).check();
      await prospect.getByRole("button", { name: Q.accept.submit }).click();
      await expect(prospect.getByText(Q.done.accepted)).toBeVisible();
      await expect(prospect.getByTestId("proposal-status")).toHaveText(Q.statuses.accepted);
      // Staff are told at once.
      await mailWhere(adminEmail, (m) => squeeze(mailText(m.raw)).includes(proposalNumber));
      // A second acceptance changes nothing.
      const again = await prospect.request.post(link, {
        form: { intent: "accept", signerName: "Autre", signerRole: "Autre", consent: "on" },
        headers: { Origin: server.origin },
      });
      expect(again.status()).toBe(409);
      expect(await again.text()).toContain(inHtml(Q.refusals.alreadyAccepted));
      if (lang === "fr") {
        // A changed link opens nothing; the PDF is the issued one with its acceptance certificate.
        const tampered = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
        expect((await prospect.request.get(tampered)).status()).toBe(404);
        const signed = pdfText(await (await prospect.request.get(`${link}/pdf`)).body());
        expect(signed).toContain("Certificat d'acceptation électronique");
        expect(signed).toContain("Nadia Roux");
      }

      // 4. They create their account from the invitation, with the address the proposal went to.
      await prospect.getByRole("link", { name: Q.signUp.action }).click();
      await hydrated(prospect);
      const auth = prospect.locator("main");
      const field = (label: string) => auth.getByLabel(new RegExp(`^${escape(label)}\\*?( \\(|$)`));
      await expect(field(AUTH.fields.email)).toHaveValue(email);
      await field(AUTH.fields.firstName).fill("Nadia");
      await field(AUTH.fields.lastName).fill("Roux");
      await field(AUTH.fields.password).fill(PASSWORD);
      await field(AUTH.fields.confirmPassword).fill(PASSWORD);
      await auth.getByLabel(new RegExp(`^${escape(AUTH.fields.terms)}`)).check();
      await auth.getByRole("button", { name: AUTH.signUp.submit }).click();
      const confirmation = await mailWhere(email, (m) => mailText(m.raw).includes("/api/auth/verify-email"));
      await prospect.goto(mailLink(confirmation.raw, "/api/auth/verify-email"));

      // 5. The order is in their client space, validated.
      await prospect.goto(path("/dashboard/orders"));
      await hydrated(prospect);
      const orderRow = prospect.getByRole("row").filter({ hasText: /CMD-[0-9A-F]{8}/ });
      await expect(orderRow).toHaveCount(1);
      await expect(orderRow).toContainText(CS.orders.stages.validated);
      const clients = await (await admin.get(`/admin/clients?q=${encodeURIComponent(institution)}`)).text();
      const clientId = /\/admin\/clients\/([^"?/]+)"/.exec(clients)![1]!;

      // 6. Staff draft the invoice of the subscription; issuing it without a billing address is refused.
      await staff.goto(path("/admin/billing"));
      await hydrated(staff);
      const option = staff.locator('select[name="subscriptionId"] option', { hasText: institution });
      await staff
        .locator('select[name="subscriptionId"]')
        .selectOption((await option.getAttribute("value"))!);
      await staff.getByRole("button", { name: A.billing.createDraft }).click();
      await expect(staff).toHaveURL(/\/admin\/billing\/[0-9a-f-]{36}$/);
      const invoiceId = /\/admin\/billing\/([0-9a-f-]{36})$/.exec(staff.url())![1]!;
      await hydrated(staff);
      await staff.getByRole("button", { name: A.billing.detail.issue }).click();
      await expect(staff.getByRole("alert")).toContainText(A.validation.noBillingAddress);

      // The service period of the draft, checked as typed (the end before the start is refused).
      const period = staff.getByRole("region", { name: A.billing.detail.period });
      await period.locator('[name="periodStart"]').fill(day(10));
      await period.locator('[name="periodEnd"]').fill(day(1));
      await period.getByRole("button", { name: A.billing.detail.savePeriod }).click();
      await expect(period.getByText(A.validation.periodOrder)).toBeVisible();
      await period.locator('[name="periodEnd"]').fill(day(40));
      await period.getByRole("button", { name: A.billing.detail.savePeriod }).click();
      await expect(staff.getByText(A.billing.periodSaved, { exact: true })).toBeVisible();

      // 7. Staff enter the billing details on the client's page (a public buyer in French).
      await staff.goto(path(`/admin/clients/${clientId}`));
      await hydrated(staff);
      const details = staff.getByRole("region", { name: A.clients.detail.billingDetails });
      const siret = "732 829 320 00074";
      await details.locator('[name="siret"]').fill("732 829 320 00075");
      await details.locator('[name="addressLine1"]').fill("8 avenue des Tilleuls");
      await details.locator('[name="postalCode"]').fill("69003");
      await details.locator('[name="city"]').fill("Lyon");
      if (lang === "fr") {
        await details.locator('[name="chorusServiceCode"]').fill("SERV-INTENDANCE");
        await details.locator('[name="engagementNumber"]').fill("EJ-2026-000457");
      }
      await details.getByRole("button", { name: A.common.save }).click();
      await expect(details.getByText(A.validation.invalidSiret)).toBeVisible();
      await details.locator('[name="siret"]').fill(siret);
      await details.getByRole("button", { name: A.common.save }).click();
      await expect(staff.getByText(A.clients.detail.billingSaved, { exact: true })).toBeVisible();

      // 8. Staff issue the invoice.
      await staff.goto(path(`/admin/billing/${invoiceId}`));
      await hydrated(staff);
      await staff.getByRole("button", { name: A.billing.detail.issue }).click();
      await expect(staff.getByText(A.billing.issued, { exact: true })).toBeVisible();
      await expect(staff.locator("h1")).toContainText(/FA-\d{4}-\d{5}/);
      const number = /FA-\d{4}-\d{5}/.exec(await staff.locator("h1").innerText())![0];

      // 9. The customer receives it by e-mail with the Factur-X PDF; its XML passes EN 16931.
      const invoiceMail = await mailWhere(email, (m) =>
        squeeze(m.subject).replace(/\s/g, "").includes(number),
      );
      const [attachment] = mailAttachments(invoiceMail.raw);
      expect(attachment?.contentType).toBe("application/pdf");
      const pdf = new Uint8Array(attachment!.bytes);
      const { files, xmp } = await pdfAttachments(pdf);
      expect(files.map((f) => f.name)).toEqual(["factur-x.xml"]);
      expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
      const xml = new TextDecoder().decode(files[0]!.bytes);
      expect(xml).toContain('<ram:ID schemeID="0009">73282932000074</ram:ID>');
      if (lang === "fr") {
        expect(xml).toContain("<ram:BuyerReference>SERV-INTENDANCE</ram:BuyerReference>");
        expect(xml).toContain("<ram:IssuerAssignedID>EJ-2026-000457</ram:IssuerAssignedID>");
      }
      expect(xml).toContain(
        `<udt:DateTimeString format="102">${day(10).replaceAll("-", "")}</udt:DateTimeString>`,
      );
      await rules;
      expect((await validateCii(xml)).fatal).toEqual([]);

      // Its pages print every mandatory mention (French, the customer's language there).
      const text = squeeze(pdfText(pdf));
      const mentions =
        lang === "fr"
          ? [
              `Facture ${number}`,
              "Date :",
              "Échéance :",
              "GA Éducation SAS",
              "12 rue de la Sorbonne",
              "SIRET : 842 519 308 00014",
              "SAS au capital de 150 000 €",
              "RCS Paris 842 519 308",
              "TVA intracommunautaire FR30842519308",
              institution,
              "8 avenue des Tilleuls",
              "69003 Lyon",
              `SIRET : ${siret}`,
              "Code service Chorus Pro : SERV-INTENDANCE",
              "EJ-2026-000457",
              "Période de service : du",
              "Qté",
              "Prix unitaire HT",
              "20 %",
              "Total HT",
              "TVA 20 % (base",
              "Total TTC",
              "Paiement à 30 jours date de facture, au plus tard le",
              "Pénalités de retard : taux annuel de 12,15 %",
              "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €.",
              "Pas d'escompte pour paiement anticipé.",
              "IBAN FR76 3000 4000 0312 3456 7890 143, BIC BNPAFRPPXXX",
              `Référence à indiquer : ${number}`,
            ]
          : [
              `Invoice ${number}`,
              "Date: ",
              "Due date: ",
              "GA Éducation SAS",
              "12 rue de la Sorbonne",
              "SIRET: 842 519 308 00014",
              "SAS with a share capital of €150,000",
              "RCS Paris 842 519 308",
              "VAT number FR30842519308",
              institution,
              "8 avenue des Tilleuls",
              "69003 Lyon",
              `SIRET: ${siret}`,
              "Service period: ",
              "Qty",
              "Unit price excl. VAT",
              "20%",
              "Total excl. VAT",
              "VAT 20% (on",
              "Total incl. VAT",
              "Payment within 30 days of the invoice date, by",
              "Late-payment penalties: annual rate of 12.15%,",
              "Fixed indemnity for recovery costs in case of late payment: €40.",
              "No discount for early payment.",
              "IBAN FR76 3000 4000 0312 3456 7890 143, BIC BNPAFRPPXXX",
              `Reference to quote: ${number}`,
            ];
      for (const mention of mentions) expect(text, mention).toContain(mention);
      expect(text).not.toContain(lang === "fr" ? "réception" : "receipt");

      // Listed in the client space.
      await prospect.goto(path("/dashboard/billing"));
      await hydrated(prospect);
      const invoiceRow = prospect.getByRole("row").filter({ hasText: number });
      await expect(invoiceRow).toHaveCount(1);
      const download = await prospect.request.get(`/dashboard/billing/invoices/${invoiceId}/pdf`);
      expect(download.status()).toBe(200);
      expect((await pdfAttachments(new Uint8Array(await download.body()))).files).toHaveLength(1);

      // 10. Time passes: due date + 7 days, the first reminder; the CRM shows it, and the ageing.
      await nightsPass(admin, 37);
      const [first] = await expectReminders(email, number, 1);
      const reminderText = squeeze(mailText(first!.raw));
      expect(reminderText).toMatch(lang === "fr" ? /(7|8) jours de retard/ : /(7|8) days late/);
      expect(reminderText).toContain(number);
      expect(reminderText).toContain(`${server.origin}${lang === "fr" ? "" : "/en"}/dashboard/billing`);
      await staff.goto(path(`/admin/billing/${invoiceId}`));
      await hydrated(staff);
      const reminders = staff.getByRole("region", { name: REM.title });
      await expect(reminders.getByTestId("invoice-reminders").getByRole("listitem")).toHaveCount(1);
      await prospect.reload();
      await expect(
        prospect.getByRole("row").filter({ hasText: number }).getByTestId("reminder"),
      ).toBeVisible();
      if (lang === "fr") {
        const overview = await (await admin.get("/admin/billing")).text();
        expect(overview).toContain(inHtml(REM.aging.title));
      }

      // + 8 days (15 days late): the second.
      await nightsPass(admin, 8);
      await expectReminders(email, number, 2);

      // 11. The transfer is received: staff record the payment; 30 days late, no third reminder.
      await staff.reload();
      await hydrated(staff);
      await staff.locator('select[name="method"]').selectOption("transfer");
      await staff.getByRole("button", { name: A.billing.detail.markPaid }).click();
      await expect(staff.getByText(A.billing.markedPaid, { exact: true })).toBeVisible();
      await nightsPass(admin, 15);
      await staff.reload();
      await expect(staff.getByRole("region", { name: REM.title })).toContainText(REM.stopped);
      expect(await remindersOf(email, number)).toHaveLength(2);

      if (expiring) {
        // The other proposal's validity is long past: expired, its acceptance refused.
        const expiredMail = await mailWhere(expiring.email, (m) => mailText(m.raw).includes(expiring.number));
        const expiredLink = new URL(mailLink(expiredMail.raw, "/proposition/")).pathname;
        const visitor = await serverClient(server);
        const opened = await visitor.get(expiredLink);
        expect(opened.status()).toBe(410);
        expect(await opened.text()).toContain(inHtml(Q.expiredLink));
        const accepted = await visitor.post(expiredLink, {
          form: { intent: "accept", signerName: "Jean Tard", signerRole: "Intendant", consent: "on" },
        });
        expect(accepted.status()).toBe(409);
        const lead = await (await admin.get(expiring.leadPage)).text();
        expect(lead).not.toContain(inHtml(A.actions["proposal.accepted"]));
        // The reminders' schedule is the configuration's, checked with the form's schema.
        expect(await (await admin.get("/admin/configuration")).text()).toContain('value="7, 15, 30"');
        const refusedDays = await admin.post("/admin/configuration", {
          form: { intent: "reminders", days: "15, 7", ownerOnLast: "on" },
        });
        expect(refusedDays.status()).toBe(400);
        expect(await refusedDays.text()).toContain(inHtml(A.validation.invalidReminderDays));
        await visitor.dispose();
      } else {
        // 12. A credit note is a Factur-X too (type 381, referring to the invoice).
        await staff.getByRole("button", { name: A.billing.detail.credit }).click();
        await expect(staff).not.toHaveURL(new RegExp(invoiceId));
        await hydrated(staff);
        await staff.getByRole("button", { name: A.billing.detail.issue }).click();
        await expect(staff.locator("h1")).toContainText(/FA-\d{4}-\d{5}/);
        const creditNumber = /FA-\d{4}-\d{5}/.exec(await staff.locator("h1").innerText())![0];
        const creditMail = await mailWhere(email, (m) =>
          squeeze(m.subject).replace(/\s/g, "").includes(creditNumber),
        );
        const creditPdf = new Uint8Array(mailAttachments(creditMail.raw)[0]!.bytes);
        const creditXml = new TextDecoder().decode((await pdfAttachments(creditPdf)).files[0]!.bytes);
        expect(creditXml).toContain("<ram:TypeCode>381</ram:TypeCode>");
        expect(creditXml).toContain(`<ram:IssuerAssignedID>${number}</ram:IssuerAssignedID>`);
        expect((await validateCii(creditXml)).fatal).toEqual([]);
      }
      for (const p of [staff, prospect]) await p.context().close();
      await admin.dispose();
      expect(problems, "console errors or warnings").toEqual([]);
    } finally {
      await server.stop();
    }
  });
}
