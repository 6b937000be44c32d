import { DatabaseSync } from "node:sqlite";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { quotesNamespace } from "#app/features/crm/proposals/online-locales.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { adminApi, inHtml, shareSession, signUp, uniqueEmail } from "./accounts.ts";
import { apiContext, expect as baseExpect, hydrated, test } from "./fixtures.ts";
import { issuedProposal } from "./road.ts";

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Proposals online (decision 032-online-proposals), beside the whole road of quote-to-cash.spec.ts
 * (a prospect accepting from the e-mailed link, once): a signed-in customer finds a proposal on the
 * client space's Quotes page and declines it with a reason; an empty reason and another's proposal
 * are refused. English at request level, French in the browser.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`;
const Q = quotesNamespace.fr;
const QEN = quotesNamespace.en;
const ACTIONS = allAdminTexts.fr.actions;
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

test("a signed-in customer declines a proposal from the Quotes page, English at request level", async ({
  page,
}) => {
  const email = uniqueEmail("directeur", "devis-en-ligne-e2e.example");
  const customer = await signUp(email, { lang: "en" });
  const admin = await adminApi();
  const visitor = await apiContext();
  const { leadPage, proposalId, number } = await issuedProposal(admin, visitor, ORIGIN, {
    email,
    institution: `Collège Hugo ${Date.now()}`,
  });
  await visitor.dispose();

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
