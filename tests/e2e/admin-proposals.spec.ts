import { readFileSync } from "node:fs";
import { type APIRequestContext } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import FORMS_FR from "#app/lib/forms/locales/fr.ts";
import { luhnValid } from "#app/lib/siret.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { pdfText } from "../support/pdf-text.ts";
import { adminApi, inHtml, shareSession, signUp, trySignIn, uniqueEmail } from "./accounts.ts";
import { apiContext, expect as baseExpect, hydrated, lookAt, test } from "./fixtures.ts";
import { auditBothThemes } from "./axe-audit.ts";

// Sign-ups and sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The quote builder of a lead's page and the conversion of won proposals (issue 8): a proposal
 * prefilled from a quote request sent through the public form, edited, issued with its number,
 * downloaded as a PDF, then the lead won into a client, a subscription and an order, in French in
 * the browser; over plain HTTP, who may build, issue, read and download proposals, the translated
 * errors that keep what was typed, immutability, one conversion only, and the audit entries.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const FR = allAdminTexts.fr;
const EN = allAdminTexts.en;
const P = FR.proposals;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];

test.use({ allowedConsole: REFUSED });

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

async function signedIn(email: string): Promise<APIRequestContext> {
  const api = await trySignIn(email);
  expect(api, `sign-in of ${email}`).not.toBeNull();
  return api!;
}

/** A valid SIRET (Luhn check digit) no other test uses. */
function uniqueSiret(): string {
  const base = Array.from({ length: 13 }, () => Math.floor(Math.random() * 10)).join("");
  const digit = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => luhnValid(`${base}${d}`))!;
  return `${base}${digit}`;
}

/**
 * A quote request sent through the public form, as a visitor's browser posts it (form token,
 * honeypot left empty, a human's pause); returns the lead's id from the admin inbox.
 */
async function quoteRequest(admin: APIRequestContext, email: string, institution: string): Promise<string> {
  const visitor = await apiContext();
  const html = await (await visitor.get("/devis")).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token, "form token").toBeTruthy();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    _token: token!,
    website_url: "",
    offer: "premium",
    institution,
    institutionType: "secondary",
    students: "250",
    establishments: "1",
    // A SIRET of its own: a won deal joins the client that holds the same SIRET.
    siret: uniqueSiret(),
    timeline: "within-3-months",
    firstName: "Nadia",
    lastName: "Roux",
    email,
  }))
    form.append(k, v);
  for (const addon of ["creche", "assisted-migration"]) form.append("addons", addon);
  form.append("modules", "finance");
  const sent = await visitor.post("/devis", { form, headers: { Origin: ORIGIN }, maxRedirects: 0 });
  expect(sent.status(), "quote request").toBe(303);
  await visitor.dispose();
  const inbox = await (await admin.get(`/admin/quotes?q=${encodeURIComponent(email)}`)).text();
  const id = /\/admin\/quotes\/([0-9a-f-]{36})/.exec(inbox)?.[1];
  expect(id, "the quote request in the inbox").toBeTruthy();
  return id!;
}

function builderForm(values: Record<string, string | readonly string[]>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) for (const x of [v].flat()) form.append(k, x);
  return form;
}

test("a proposal built from a quote request, issued, downloaded and won, in French", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const email = uniqueEmail("proviseure", "lycee-devis-e2e.example");
  const institution = `Lycée Jean-Zay ${unique("e2e")}`;
  const leadId = await quoteRequest(admin, email, institution);
  await shareSession(page, admin);
  await admin.dispose();

  await page.goto(`/admin/quotes/${leadId}`);
  await hydrated(page);
  const panel = page.getByRole("region", { name: P.title, exact: true });
  await expect(panel.getByText(P.none)).toBeVisible();
  await panel.getByRole("button", { name: P.create }).click();
  await expect(panel.getByText(P.created)).toBeVisible();

  // Prefilled from the visitor's selection with the catalogue's prices.
  const labels = panel.locator('input[name="label"]');
  await expect(labels.nth(0)).toHaveValue("Abonnement GA Academic+ Premium — 12 mois");
  await expect(panel.locator('input[name="unit"]').nth(0)).toHaveValue("399.00");
  await expect(panel.locator('select[name="plan"]')).toHaveValue("premium");
  await expect(panel.locator('input[name="students"]')).toHaveValue("250");
  await expect(panel.locator('input[name="studentCap"]')).toHaveValue("300");
  await expect(panel.getByRole("checkbox", { name: "Module Crèche" })).toBeChecked();
  const prefilled = await panel
    .locator('input[name="label"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).filter(Boolean));
  expect(prefilled).toEqual(
    expect.arrayContaining([
      "Module Crèche — 12 mois",
      "Migration assistée (une fois)",
      "Remise pour engagement annuel (10 %)",
    ]),
  );

  // A line added in the first empty row; the totals preview follows before anything is saved.
  const row = prefilled.length;
  const before = await panel.getByTestId("proposal-total").textContent();
  await labels.nth(row).fill("Formation des équipes (2 jours)");
  await panel.locator('input[name="quantity"]').nth(row).fill("2");
  await panel.locator('input[name="unit"]').nth(row).fill("abc");
  await panel.getByRole("button", { name: P.builder.save }).click();
  // The server refuses, explains in French and keeps what was typed.
  await expect(panel.getByText(FR.validation.invalidLineAmount)).toBeVisible();
  await expect(labels.nth(row)).toHaveValue("Formation des équipes (2 jours)");
  await expect(panel.locator('input[name="unit"]').nth(row)).toHaveValue("abc");
  await expect(panel.locator('input[name="unit"]').nth(row)).toHaveAttribute("aria-invalid", "true");
  // The error is the field's description, counted by the form's summary, and the row is named.
  await expect(
    panel.getByRole("textbox", { name: `${P.builder.unit} ${row + 1}`, exact: true }),
  ).toHaveAccessibleDescription(FR.validation.invalidLineAmount);
  await expect(panel.getByRole("alert").first()).toHaveText(FORMS_FR.errorSummary_one);
  // The add-on ticked and its quantity come back as sent.
  await expect(panel.getByRole("checkbox", { name: "Module Crèche" })).toBeChecked();
  await expect(
    panel.getByRole("textbox", { name: P.builder.quantity.replace("{{addon}}", "Module Crèche") }),
  ).toHaveValue("1");
  await lookAt(panel, "proposal-builder-refused");
  // The builder with its error passes axe in both themes (scrolled to the top, where the sticky
  // bar covers no field).
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await auditBothThemes(page)).toEqual([]);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await panel.locator('input[name="unit"]').nth(row).fill("650,00");
  await expect(panel.getByTestId("proposal-total")).not.toHaveText(before ?? "");
  await panel.getByRole("button", { name: P.builder.save }).click();
  await expect(panel.getByText(P.saved)).toBeVisible();

  // Issued with the next number of the year; the lead moves to "proposal sent".
  await expect(panel.getByLabel(P.builder.moveStage)).toBeChecked();
  await panel.getByRole("button", { name: P.builder.issue }).click();
  const issued = panel.getByRole("status").filter({ hasText: /DEV-\d{4}-\d{4,}/ });
  await expect(issued).toContainText("la demande passe à l'étape « Proposition envoyée »");
  const number = /DEV-\d{4}-\d{4,}/.exec((await issued.textContent()) ?? "")![0];
  expect(number.slice(4, 8)).toBe(String(new Date().getFullYear()));
  await expect(page.getByRole("region", { name: FR.leads.detail.pipeline })).toContainText(
    FR.stages.proposal_sent,
  );
  await expect(panel.getByRole("button", { name: P.builder.save })).toHaveCount(0);
  const listed = panel.getByTestId("proposal-row").filter({ hasText: number });
  await expect(listed).toContainText(P.statuses.issued);

  // The numbered PDF.
  const downloading = page.waitForEvent("download");
  await listed.getByRole("link", { name: `Télécharger le PDF de ${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`proposition-${number}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Proposition commerciale ${number}`);
  const text = pdfText(bytes);
  expect(text).toContain(`Proposition commerciale ${number}`);
  expect(text).toContain(institution);
  expect(text).toContain("Formation des équipes (2 jours)");
  expect(text).toContain("Total TTC");

  // Won: the client, its subscription and its order, linked from the lead.
  await page.getByLabel(FR.leads.detail.moveTo).selectOption("won");
  await page.getByRole("button", { name: FR.leads.detail.move }).click();
  await expect(page.getByText(P.wonConverted)).toBeVisible();
  const conversion = panel.getByTestId("conversion");
  await expect(conversion.getByRole("heading", { name: P.converted.title })).toBeVisible();
  await expect(conversion.getByTestId("order")).toContainText(/Commande CMD-[0-9A-F]{8}/);
  await expect(listed).toContainText(P.statuses.accepted);
  await expect(panel.getByRole("button", { name: P.convert })).toHaveCount(0);

  await conversion.getByRole("link", { name: /Premium/ }).click();
  await expect(
    page.getByRole("heading", { name: FR.subscriptions.editTitle.replace("{{institution}}", institution) }),
  ).toBeVisible();
  await page.goBack();
  await hydrated(page);
  await page.getByTestId("conversion").getByRole("link", { name: institution }).click();
  await expect(page.getByRole("heading", { level: 1, name: institution })).toBeVisible();
  await expect(page.getByText(FR.clients.detail.cap.replace("{{cap}}", "300"))).toBeVisible();
});

test("who may build, issue, read and convert proposals, over HTTP", async () => {
  test.setTimeout(150_000);
  const admin = await adminApi();
  const people = {
    sales: uniqueEmail("ventes", "devis-e2e.example"),
    support: uniqueEmail("support", "devis-e2e.example"),
    billing: uniqueEmail("compta", "devis-e2e.example"),
    customer: uniqueEmail("client", "devis-e2e.example"),
  };
  for (const email of Object.values(people)) await (await signUp(email)).dispose();
  for (const role of ["sales", "support", "billing"] as const) {
    const res = await admin.post("/admin/settings", {
      form: { intent: "assign", email: people[role], role },
    });
    expect(res.status(), `assign ${role}`).toBe(200);
  }
  const institution = `Collège Permissions ${unique("e2e")}`;
  const leadId = await quoteRequest(
    admin,
    uniqueEmail("principal", "college-devis-e2e.example"),
    institution,
  );
  const leadPage = `/admin/quotes/${leadId}`;
  const sales = await signedIn(people.sales);
  const support = await signedIn(people.support);
  const billing = await signedIn(people.billing);
  const customer = await signedIn(people.customer);

  // Neither support nor a customer can prepare one.
  expect(
    (await support.post(leadPage, { form: { intent: "proposal.create" }, maxRedirects: 0 })).status(),
  ).toBe(403);
  const customerPost = await customer.post(leadPage, {
    form: { intent: "proposal.create" },
    maxRedirects: 0,
  });
  expect(customerPost.status()).toBe(302);
  expect(customerPost.headers().location).toBe("/dashboard");

  // Sales prepares the draft.
  const created = await sales.post(leadPage, { form: { intent: "proposal.create" } });
  expect(created.status()).toBe(200);
  const draftHtml = await created.text();
  expect(draftHtml).toContain(inHtml(P.created));
  const proposalId = /name="proposalId" value="([0-9a-f-]{36})"/.exec(draftHtml)?.[1];
  expect(proposalId, "the draft's id").toBeTruthy();
  expect((await sales.post(leadPage, { form: { intent: "proposal.create" } })).status()).toBe(409);

  const valid = {
    proposalId: proposalId!,
    plan: "premium",
    students: "250",
    studentCap: "300",
    mrr: "520,00",
    validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    addons: ["creche"],
    "qty.creche": "1",
    label: ["Abonnement GA Academic+ Premium — 12 mois", "Remise de bienvenue"],
    quantity: ["12", "1"],
    unit: ["399,00", "-100"],
    moveStage: "on",
  };
  // Translated errors, values kept, nothing stored.
  const wrong = await sales.post(leadPage, {
    form: builderForm({
      ...valid,
      intent: "proposal.issue",
      plan: "essential",
      studentCap: "",
      mrr: "beaucoup",
      validUntil: "2020-01-01",
      unit: ["399,00", "-100,999"],
    }),
  });
  expect(wrong.status()).toBe(400);
  const wrongHtml = await wrong.text();
  for (const message of [
    FR.validation.capAbovePlan,
    FR.validation.invalidAmount,
    FR.validation.validityPast,
    FR.validation.invalidLineAmount,
  ]) {
    expect(wrongHtml).toContain(inHtml(message));
  }
  expect(wrongHtml).toContain('value="beaucoup"');
  expect(wrongHtml).toContain('value="-100,999"');
  expect(wrongHtml).not.toMatch(/DEV-\d{4}-\d{4,}/);

  // Billing reads proposals but changes nothing; support does not see them.
  expect(
    (
      await billing.post(leadPage, {
        form: builderForm({ ...valid, intent: "proposal.issue" }),
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(403);
  expect(
    (await billing.post(leadPage, { form: { intent: "move", stage: "won" }, maxRedirects: 0 })).status(),
  ).toBe(403);

  const issued = await sales.post(leadPage, { form: builderForm({ ...valid, intent: "proposal.issue" }) });
  expect(issued.status()).toBe(200);
  const number = /DEV-\d{4}-\d{4,}/.exec(await issued.text())?.[0];
  expect(number, "the proposal's number").toBeTruthy();
  // Immutable once issued.
  const again = await sales.post(leadPage, { form: builderForm({ ...valid, intent: "proposal.save" }) });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain(inHtml(FR.validation.proposalIssued));
  expect(
    (await sales.post(leadPage, { form: { intent: "proposal.delete", proposalId: proposalId! } })).status(),
  ).toBe(409);

  const pdfPath = `/admin/proposals/${proposalId}/pdf`;
  for (const [who, api] of [
    ["sales", sales],
    ["billing", billing],
  ] as const) {
    const pdf = await api.get(pdfPath);
    expect(pdf.status(), `${who} PDF`).toBe(200);
    expect(pdf.headers()["content-disposition"]).toContain(`proposition-${number}.pdf`);
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(await pdf.body())).toContain(number!);
  }
  const billingView = await billing.get(leadPage);
  expect(billingView.status()).toBe(200);
  const billingHtml = await billingView.text();
  expect(billingHtml).toContain(number!);
  expect(billingHtml).not.toContain(inHtml(P.builder.issue));
  // No way back to the list of leads, which billing may not open (403); sales has one.
  const backToList = new RegExp(`href="/admin/quotes"[^>]*>${inHtml(FR.common.back)}</a>`);
  expect(billingHtml).not.toContain('href="/admin/quotes"');
  expect((await billing.get("/admin/quotes")).status()).toBe(403);
  expect(await (await sales.get(leadPage)).text()).toMatch(backToList);
  expect((await support.get(pdfPath, { maxRedirects: 0 })).status()).toBe(403);
  const supportView = await support.get(leadPage);
  expect(supportView.status()).toBe(200);
  // The lead's own history says a proposal went out; the proposals themselves are not shown.
  const supportHtml = await supportView.text();
  expect(supportHtml).not.toContain(pdfPath);
  expect(supportHtml).not.toContain(`>${inHtml(P.title)}</h2>`);
  expect(billingHtml).toContain(`>${inHtml(P.title)}</h2>`);
  const customerPdf = await customer.get(pdfPath, { maxRedirects: 0 });
  expect(customerPdf.status()).toBe(302);
  expect(customerPdf.headers().location).toBe("/dashboard");
  // An unknown id and a draft have no PDF.
  expect((await sales.get("/admin/proposals/00000000-0000-0000-0000-000000000000/pdf")).status()).toBe(404);

  // Won: converted once, whatever is asked afterwards.
  const won = await sales.post(leadPage, { form: { intent: "move", stage: "won" } });
  expect(won.status()).toBe(200);
  expect(await won.text()).toContain(inHtml(P.wonConverted));
  const convertAgain = await sales.post(leadPage, { form: { intent: "proposal.convert" } });
  expect(convertAgain.status()).toBe(409);
  expect(await convertAgain.text()).toContain(inHtml(FR.validation.noIssuedProposal));
  await sales.post(leadPage, { form: { intent: "move", stage: "qualified" } });
  await sales.post(leadPage, { form: { intent: "move", stage: "won" } });
  const finalHtml = await (await sales.get(leadPage)).text();
  expect(new Set(finalHtml.match(/CMD-[0-9A-F]{8}/g))).toHaveProperty("size", 1);
  const clients = await (await admin.get(`/admin/clients?q=${encodeURIComponent(institution)}`)).text();
  expect(clients.match(new RegExp(inHtml(institution), "g"))?.length ?? 0).toBeGreaterThanOrEqual(1);
  expect((await admin.get(`/admin/subscriptions?q=${encodeURIComponent(institution)}`)).status()).toBe(200);

  // The English page has its own labels.
  const english = await (await admin.get(`/en${leadPage}`)).text();
  for (const label of [EN.proposals.title, EN.proposals.converted.title, EN.proposals.statuses.accepted]) {
    expect(english).toContain(inHtml(label));
  }

  // Every step is in the audit log.
  for (const action of [
    "proposal.create",
    "proposal.issue",
    "proposal.convert",
    "subscription.create",
  ] as const) {
    const log = await (
      await admin.get(`/admin/logs?action=${action}&actor=${encodeURIComponent(people.sales)}`)
    ).text();
    expect(log, action).toContain(inHtml(FR.actions[action]));
  }
  for (const api of [sales, support, billing, customer, admin]) await api.dispose();
});
