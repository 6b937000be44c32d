import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { LEAD_EXPORT_HEADER } from "#app/features/crm/pipeline/lead-export.ts";
import { dataTableNamespace } from "#app/ui/data-table/locales.ts";
import { adminApi, inHtml, shareSession, signUp, staffApi, uniqueEmail } from "./accounts.ts";
import { auditPage, auditStructure } from "./axe-audit.ts";
import { apiContext, expect as baseExpect, hydrated, lookAt, test } from "./fixtures.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ""));

/**
 * Bulk actions and saved views of the CRM's lists (issue 20 §8, decision 039): a salesperson ticks
 * every lead of two pages and gives them to a colleague (one audit entry per lead), exports a
 * selection, saves a team view that another staff member sees; on a phone, in English, two leads
 * ticked as cards change stage. The rules (refusals, roles, limits) are tested on the server.
 */

// One after the other: the 50 leads' notification mails would hold up the sign-up mails of the
// other test's staff (the sink receives them in order).
test.describe.configure({ mode: "default" });

/** `count` leads through the chatbot's endpoint (cheap, no form token), found by `tag`. */
async function seedLeads(tag: string, count: number): Promise<void> {
  const api = await apiContext();
  for (let batch = 0; batch < count; batch += 10) {
    // Ten leads per address: the lead endpoints' limit.
    const address = `10.${200 + (batch % 50)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await Promise.all(
      Array.from({ length: Math.min(10, count - batch) }, async (_, i) => {
        const n = String(batch + i).padStart(2, "0");
        const res = await api.post("/api/leads/chatbot", {
          headers: { "x-test-client-address": address },
          data: {
            source: "chatbot",
            sessionId: `${tag}-${n}`,
            email: `${tag}-${n}@lycee-e2e.example`,
            institution: `Lycée ${tag} ${n}`,
            language: "fr",
            quality: "warm",
            transcript: [{ sender: "user", text: "Pouvez-vous me rappeler ?" }],
          },
        });
        expect(res.status(), `lead ${n}`).toBe(201);
      }),
    );
  }
  await api.dispose();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

/** A salesperson with a name of their own (the owner list shows names). */
async function colleague(admin: APIRequestContext, run: string): Promise<string> {
  const email = uniqueEmail("collegue-lot");
  await (await signUp(email, { firstName: "Bérénice", lastName: `Lot ${run}` })).dispose();
  const assigned = await admin.post("/admin/settings", { form: { intent: "assign", email, role: "sales" } });
  expect(assigned.status()).toBe(200);
  return `Bérénice Lot ${run}`;
}

test("fr, 1280 × 800: 50 leads assigned in two pages, one audit entry each; a selection exported; a team view shared", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const A = allAdminTexts.fr;
  const L = dataTableNamespace.fr;
  const run = Date.now().toString(36);
  const tag = `lot-${run}`;
  const admin = await adminApi();
  const salesEmail = uniqueEmail("commercial-lot");
  const [sales, support, owner] = await Promise.all([
    staffApi(admin, salesEmail, "sales"),
    staffApi(admin, uniqueEmail("support-lot"), "support"),
    colleague(admin, run),
    seedLeads(tag, 50),
  ]);

  // Support may read the leads but not change or export them, in bulk as one by one.
  const refused = await support.post("/admin/quotes", {
    form: { intent: "bulk.assign", ids: "any", ownerId: "" },
  });
  expect(refused.status()).toBe(403);
  expect((await support.post("/admin/export/leads.csv", { form: { ids: "any" } })).status()).toBe(403);

  await page.setViewportSize({ width: 1280, height: 800 });
  await shareSession(page, sales);
  const list = `/admin/quotes?q=${tag}`;
  await page.goto(list);
  await hydrated(page);
  await expect(page.getByText(fill(L.results_other, { count: 50 }))).toBeVisible();
  const bar = page.getByRole("form", { name: A.bulk.bar });
  await expect(bar).toBeHidden();

  // Two pages of 25: tick the page, give it to the colleague.
  for (const pageNumber of [1, 2]) {
    await page.getByRole("checkbox", { name: L.selectPage }).check();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(fill(A.bulk.selected_other, { count: 25 }));
    if (pageNumber === 1) {
      await noSidewaysScroll(page);
      await lookAt(page, "bulk-fr-1280-selection");
      expect(await auditPage(page)).toEqual([]);
    }
    await bar.getByLabel(A.bulk.assignTo).selectOption({ label: owner });
    await bar.getByRole("button", { name: A.bulk.assign }).click();
    await expect(page.getByText(fill(A.bulk.leadsAssigned_other, { count: 25 }))).toBeVisible();
    if (pageNumber === 1) {
      await page.getByRole("link", { name: L.next }).click();
      await expect(
        page.getByRole("navigation", { name: fill(L.pageOf, { page: 2, pages: 2 }) }),
      ).toBeVisible();
    }
  }
  // Every lead has that owner, and the audit log holds exactly one owner change per lead.
  await page.goto(`${list}&owner=none`);
  await expect(page.getByTestId("empty-state")).toBeVisible();
  const log = await (
    await admin.get(`/admin/logs?action=lead.owner&actor=${encodeURIComponent(salesEmail)}`)
  ).text();
  expect(log).toContain(inHtml(fill(L.results_other, { count: 50 })));

  // Export of two ticked leads: the export's columns, those two rows.
  await page.goto(list);
  await hydrated(page);
  const first = `Lycée ${tag} 49`;
  await page
    .getByRole("checkbox", { name: fill(L.selectRow, { name: `${first}, ${tag}-49@lycee-e2e.example` }) })
    .check();
  await page.getByRole("checkbox", { name: new RegExp(`Lycée ${tag} 48`) }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    bar.getByRole("button", { name: A.bulk.exportSelection }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe(LEAD_EXPORT_HEADER.join(";"));
  expect(csv).toHaveLength(3);
  expect(csv.slice(1).every((line) => line.includes(tag))).toBe(true);

  // A team view of this filter, marked current; another staff member sees it.
  const name = `Lot ${run}`;
  await page.getByText(A.savedViews.save).click();
  await page.getByLabel(A.savedViews.name).fill(name);
  await page.getByLabel(A.savedViews.shared).check();
  await page.getByRole("button", { name: A.savedViews.saveButton }).click();
  const views = page.getByRole("navigation", { name: A.savedViews.label });
  await expect(views.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("aria-current", "page");
  await page.getByText(A.savedViews.rename).click();
  expect(await auditStructure(page)).toEqual([]);
  await lookAt(page, "bulk-fr-1280-view");
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await lookAt(page, "bulk-fr-390-view");
  const seen = await (await support.get("/admin/quotes")).text();
  expect(seen).toContain(`href="/admin/quotes?q=${tag}"`);
  expect(seen).toContain(inHtml(name));
  // Its author deletes it with its own button: the link goes, for the team too.
  await page.setViewportSize({ width: 1280, height: 800 });
  const remove = views.getByRole("button", { name: fill(A.savedViews.deleteLabel, { name }) });
  await remove.click();
  await expect(views.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  expect(await (await support.get("/admin/quotes")).text()).not.toContain(`href="/admin/quotes?q=${tag}"`);
  for (const api of [sales, support, admin]) await api.dispose();
});

test("en, 390 × 844: two leads ticked as cards change stage; no sideways scroll; axe", async ({ page }) => {
  test.setTimeout(60_000);
  const A = allAdminTexts.en;
  const L = dataTableNamespace.en;
  const tag = `cards-${Date.now().toString(36)}`;
  const admin = await adminApi();
  const [sales] = await Promise.all([
    staffApi(admin, uniqueEmail("sales-cards"), "sales"),
    seedLeads(tag, 3),
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shareSession(page, sales);
  await page.goto(`/en/admin/quotes?q=${tag}`);
  await hydrated(page);
  for (const n of ["00", "01"])
    await page
      .getByRole("checkbox", { name: new RegExp(`^${fill(L.selectRow, { name: `Lycée ${tag} ${n}` })}`) })
      .check();
  const bar = page.getByRole("form", { name: A.bulk.bar });
  await expect(bar).toContainText(fill(A.bulk.selected_other, { count: 2 }));
  await noSidewaysScroll(page);
  expect(await auditPage(page)).toEqual([]);
  await lookAt(page, "bulk-en-390-selection", { fullPage: true });
  await bar.getByLabel(A.bulk.moveTo).selectOption({ label: A.stages.qualified });
  await bar.getByRole("button", { name: A.bulk.move }).click();
  await expect(page.getByText(fill(A.bulk.leadsMoved_other, { count: 2 }))).toBeVisible();
  const table = page.getByRole("region", { name: A.nav.quotes });
  await expect(table.locator("tbody tr").filter({ hasText: A.stages.qualified })).toHaveCount(2);
  await noSidewaysScroll(page);
  await lookAt(page, "bulk-en-390-done", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("checkbox", { name: L.selectPage }).check();
  await noSidewaysScroll(page);
  await lookAt(page, "bulk-en-1280-selection");

  // The board: a card moves on with its own form; the other card of its column stays.
  await page.goto(`/en/admin/quotes?q=${tag}&view=board`);
  await hydrated(page);
  const column = (stage: keyof typeof A.stages) =>
    page.getByRole("region", { name: new RegExp(`^${A.stages[stage]} \\(`) });
  const card = column("qualified")
    .getByRole("listitem")
    .filter({ hasText: `Lycée ${tag} 00` });
  const move = card.getByLabel(A.leads.detail.moveTo);
  // Its choices start at the first stage it may go to, never an empty choice.
  await expect(move).toHaveValue(/\w/);
  await move.selectOption({ label: A.stages.demo_booked });
  await card.getByRole("button", { name: A.leads.detail.move }).click();
  await expect(page.getByText(A.leads.moved)).toBeVisible();
  await expect(
    column("demo_booked")
      .getByRole("listitem")
      .filter({ hasText: `Lycée ${tag} 00` }),
  ).toHaveCount(1);
  await expect(
    column("qualified")
      .getByRole("listitem")
      .filter({ hasText: `Lycée ${tag} 01` }),
  ).toHaveCount(1);
  expect(await auditPage(page)).toEqual([]);
  await lookAt(page, "bulk-en-1280-board");
  for (const api of [sales, admin]) await api.dispose();
});
