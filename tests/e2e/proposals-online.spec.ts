import { DatabaseSync } from "node:sqlite";
import { type APIRequestContext } from "@playwright/test";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { quotesNamespace } from "#app/features/crm/proposals/online-locales.ts";
import { luhnValid } from "#app/lib/siret.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { mailLink, mailText } from "../support/mail-text.ts";
import { pdfText } from "../support/pdf-text.ts";
import { auditPage, SITE_FRAME } from "./axe-audit.ts";
import { ADMIN, adminApi, inHtml, shareSession, signUp, uniqueEmail } from "./accounts.ts";
import { apiContext, expect as baseExpect, hydrated, mailsTo, test } from "./fixtures.ts";

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Proposals online (decision 032-online-proposals): an issued proposal reaches a prospect without
 * an account by e-mail with a signed link; opened in the browser it becomes "viewed" for staff, is
 * accepted with a simple electronic signature (the won effects happen once, a second acceptance
 * changes nothing), a tampered link is refused; a signed-in customer finds it on the client space's
 * Quotes page and declines it with a reason. French in the browser, English at request level.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`;
const Q = quotesNamespace.fr;
const QEN = quotesNamespace.en;
const ACTIONS = adminNamespace.fr.actions;
const PROPOSALS = adminNamespace.fr.proposals;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];

test.use({ allowedConsole: REFUSED });
test.describe.configure({ timeout: 120_000 });

function count(sql: string, ...params: string[]): number {
  const db = new DatabaseSync(`${DATA_DIR}/app.db`, { readOnly: true });
  try {
    return Number((db.prepare(sql).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
}

function uniqueSiret(): string {
  const base = Array.from({ length: 13 }, () => Math.floor(Math.random() * 10)).join("");
  return `${base}${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => luhnValid(`${base}${d}`))!}`;
}

/** A quote request through the public form, then a proposal drafted and issued by staff: its lead, id and number. */
async function issuedProposal(admin: APIRequestContext, email: string, institution: string) {
  const visitor = await apiContext();
  const html = await (await visitor.get("/devis")).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)![1]!;
  const sent = await visitor.post("/devis", {
    form: {
      _token: token,
      website_url: "",
      offer: "premium",
      institution,
      institutionType: "secondary",
      students: "250",
      establishments: "1",
      siret: uniqueSiret(),
      timeline: "within-3-months",
      firstName: "Nadia",
      lastName: "Roux",
      email,
    },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(sent.status(), "quote request").toBe(303);
  await visitor.dispose();
  const inbox = await (await admin.get(`/admin/quotes?q=${encodeURIComponent(email)}`)).text();
  const leadId = /\/admin\/quotes\/([0-9a-f-]{36})/.exec(inbox)![1]!;
  const leadPage = `/admin/quotes/${leadId}`;
  const draft = await (await admin.post(leadPage, { form: { intent: "proposal.create" } })).text();
  const proposalId = /name="proposalId" value="([0-9a-f-]{36})"/.exec(draft)![1]!;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    intent: "proposal.issue",
    proposalId,
    plan: "premium",
    students: "250",
    studentCap: "300",
    mrr: "399,00",
    validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    label: "Abonnement GA Academic+ Premium — 12 mois",
    quantity: "12",
    unit: "399,00",
    moveStage: "on",
  }))
    form.append(k, v);
  const issued = await admin.post(leadPage, { form });
  expect(issued.status(), "issue").toBe(200);
  const number = /DEV-\d{4}-\d{4,}/.exec(await issued.text())![0];
  return { leadId, leadPage, proposalId, number };
}

test("a prospect accepts a proposal from its e-mailed link, once, in French", async ({ page }) => {
  const admin = await adminApi();
  const email = uniqueEmail("proviseure", "devis-en-ligne-e2e.example");
  const { leadPage, proposalId, number } = await issuedProposal(admin, email, `Lycée Curie ${Date.now()}`);

  // After the quote request's acknowledgement, the proposal.
  const mail = (await mailsTo(email, 2, 15_000)).find((m) =>
    mailText(m.raw).includes(`proposition commerciale ${number}`),
  );
  expect(mail, "the proposal's e-mail").toBeTruthy();
  const link = mailLink(mail!.raw, "/proposition/");
  const path = new URL(link).pathname;
  expect(path).toMatch(new RegExp(`^/proposition/${proposalId}\\.\\d{4}-\\d{2}-\\d{2}\\.[A-Za-z0-9_-]{43}$`));
  // Staff opening the lead changes nothing yet.
  expect(await (await admin.get(leadPage)).text()).not.toContain(inHtml(ACTIONS["proposal.viewed"]));

  // The prospect opens it: viewed, for staff too.
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(Q.title.replace("{{number}}", number));
  await expect(page.getByTestId("proposal-status")).toHaveText(Q.statuses.viewed);
  await expect(page.getByText(mailText(mail!.raw).match(/[0-9a-f]{64}/)![0])).toBeVisible();
  const viewedByStaff = await (await admin.get(leadPage)).text();
  expect(viewedByStaff).toContain(inHtml(ACTIONS["proposal.viewed"]));
  expect(viewedByStaff).toContain(inHtml(PROPOSALS.viewed));

  expect(await auditPage(page, { exclude: SITE_FRAME })).toEqual([]);

  // Accepted with name, role and consent; the server's schema runs in the browser first.
  await page.getByRole("button", { name: Q.accept.submit }).click();
  await expect(page.getByText(Q.validation.consentRequired)).toBeVisible();
  await page.getByLabel(Q.accept.signerName).fill("Nadia Roux");
  await page.getByLabel(Q.accept.signerRole).fill("Proviseure");
  await page.getByLabel(Q.accept.consent).check();
  await page.getByRole("button", { name: Q.accept.submit }).click();
  await expect(page.getByText(Q.done.accepted)).toBeVisible();
  await expect(page.getByTestId("proposal-status")).toHaveText(Q.statuses.accepted);
  await expect(page.getByRole("link", { name: Q.signUp.action })).toHaveAttribute(
    "href",
    `/auth?view=sign-up&email=${encodeURIComponent(email)}`,
  );

  // Staff see it accepted; the won effects happened once.
  const lead = await (await admin.get(leadPage)).text();
  expect(lead).toContain(inHtml(ACTIONS["proposal.accepted"]));
  expect(lead).toContain(inHtml(PROPOSALS.signedOnline.replace("{{name}}", "Nadia Roux")));
  const orders = () => count("select count(*) as n from sales_order where quote_id = ?", proposalId);
  const subscriptions = () =>
    count(
      "select count(*) as n from subscription s join quote q on q.subscription_id = s.id where q.id = ?",
      proposalId,
    );
  expect(orders()).toBe(1);
  expect(subscriptions()).toBe(1);
  expect(
    count("select count(*) as n from lead where id = ? and stage = 'won'", leadPage.split("/").at(-1)!),
  ).toBe(1);
  const staffMail = (await mailsTo(ADMIN, 2, 15_000)).find((m) =>
    mailText(m.raw).includes(`a accepté la proposition ${number}`),
  );
  expect(staffMail, "the staff's notification").toBeTruthy();

  // A second acceptance changes nothing; a tampered link opens nothing.
  const api = await apiContext();
  const again = await api.post(path, {
    form: { intent: "accept", signerName: "Autre", signerRole: "Autre", consent: "on" },
    headers: { Origin: ORIGIN },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain(inHtml(Q.refusals.alreadyAccepted));
  expect(orders()).toBe(1);
  expect(subscriptions()).toBe(1);
  const tampered = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
  expect((await api.get(tampered)).status()).toBe(404);
  expect(
    (await api.post(tampered, { form: { intent: "accept" }, headers: { Origin: ORIGIN } })).status(),
  ).toBe(404);

  // The same link in English.
  const english = await (await api.get(`/en${path}`)).text();
  expect(english).toContain(inHtml(QEN.title.replace("{{number}}", number)));
  expect(english).toContain(inHtml(QEN.statuses.accepted));

  // The invitation's sign-up form starts from the proposal's address.
  const signUpPage = await api.get(`/auth?view=sign-up&email=${encodeURIComponent(email)}`);
  expect(await signUpPage.text()).toMatch(
    new RegExp(`name="email"[^>]*value="${email.replace(/[.+]/g, "\\$&")}"`),
  );

  // The PDF: the issued bytes, then the acceptance certificate.
  const pdf = await api.get(`${path}/pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain("Certificat d'acceptation électronique");
  expect(text).toContain("Nadia Roux");
  await api.dispose();
  await admin.dispose();
});

test("a signed-in customer declines a proposal from the Quotes page, English at request level", async ({
  page,
}) => {
  const email = uniqueEmail("directeur", "devis-en-ligne-e2e.example");
  const customer = await signUp(email, { lang: "en" });
  const admin = await adminApi();
  const { leadPage, proposalId, number } = await issuedProposal(admin, email, `Collège Hugo ${Date.now()}`);

  const quotes = await customer.get("/en/dashboard/quotes");
  expect(quotes.status()).toBe(200);
  const html = await quotes.text();
  expect(html).toContain(number);
  expect(html).toContain(inHtml(QEN.statuses.viewed));
  expect(html).toContain(inHtml(QEN.accept.title));

  const empty = await customer.post("/en/dashboard/quotes", {
    form: { intent: "decline", proposalId, reason: " " },
    headers: { Origin: ORIGIN },
  });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain(inHtml(QEN.validation.reasonRequired));
  // Another's proposal id is refused like an unknown one.
  const stranger = await signUp(uniqueEmail("autre", "devis-en-ligne-e2e.example"));
  expect(
    (
      await stranger.post("/en/dashboard/quotes", {
        form: { intent: "decline", proposalId, reason: "Not mine" },
        headers: { Origin: ORIGIN },
      })
    ).status(),
  ).toBe(404);
  await stranger.dispose();

  await shareSession(page, customer);
  await page.goto("/dashboard/quotes");
  await hydrated(page);
  await page.getByLabel(Q.decline.reason).fill("Budget reporté à l'an prochain");
  await page.getByRole("button", { name: Q.decline.submit }).click();
  await expect(page.getByText(Q.done.declined)).toBeVisible();
  await expect(page.getByTestId("proposal-status")).toHaveText(Q.statuses.declined);
  expect(await (await admin.get(leadPage)).text()).toContain(inHtml(ACTIONS["proposal.declinedOnline"]));
  expect(count("select count(*) as n from sales_order where quote_id = ?", proposalId)).toBe(0);
  await customer.dispose();
  await admin.dispose();
});
