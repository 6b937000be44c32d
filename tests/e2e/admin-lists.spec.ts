import { type APIRequestContext, type Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { dataTableNamespace } from "#app/ui/data-table/locales.ts";
import { adminApi, inHtml, shareSession, signUp, staffApi, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, hydrated, lookAt, MOBILE_ONLY, ON_PHONE, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The CRM's list pages (issue 18 §3, issue 20 §1): one table, filter bar, pager and empty state.
 * Every list fits a 1,280 px window without scrolling sideways and shows cards on a phone;
 * filters and pages work with and without JavaScript; a refused page (403) and a missing record
 * (404) are said inside the CRM's layout, in French and English, and so is a missing page of
 * the client space.
 */
const ADMIN = allAdminTexts;
const LIST = dataTableNamespace;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];
test.use({ allowedConsole: REFUSED });

const LISTS = [
  { path: "/admin/quotes", name: ADMIN.fr.nav.quotes },
  { path: "/admin/clients", name: ADMIN.fr.nav.clients },
  { path: "/admin/subscriptions", name: ADMIN.fr.nav.subscriptions },
  { path: "/admin/billing", name: ADMIN.fr.nav.billing },
  { path: "/admin/support", name: ADMIN.fr.nav.support },
  { path: "/admin/logs", name: ADMIN.fr.nav.logs },
] as const;

async function asAdmin(page: Page): Promise<void> {
  const api = await adminApi();
  await shareSession(page, api);
  await api.dispose();
}

/** How far the page and each list box scroll sideways (0 when they fit). */
async function overflow(page: Page): Promise<{ document: number; lists: number[] }> {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    lists: [...document.querySelectorAll("[role=region]:has(> table)")].map(
      (el) => el.scrollWidth - el.clientWidth,
    ),
  }));
}

/** A sales member who wrote `count` notes on a seeded lead: as many audit entries as notes. */
async function salesWithNotes(admin: APIRequestContext, count: number): Promise<string> {
  const email = uniqueEmail("listes", "lists-e2e.example");
  const sales = await staffApi(admin, email, "sales");
  const html = await (await admin.get("/admin/quotes")).text();
  const leadId = /\/admin\/quotes\/([0-9a-f-]{36})/.exec(html)?.[1];
  expect(leadId, "a lead in the inbox").toBeTruthy();
  for (let i = 0; i < count; i++) {
    const res = await sales.post(`/admin/quotes/${leadId}`, {
      form: { intent: "note", body: `Rappel ${i}` },
    });
    expect(res.status(), `note ${i}`).toBe(200);
  }
  await sales.dispose();
  return email;
}

test("every list fits a 1,280 px window without scrolling sideways", async ({ page }) => {
  test.setTimeout(60_000);
  await asAdmin(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const list of LISTS) {
    await page.goto(list.path);
    const region = page.getByRole("region", { name: list.name, exact: true });
    await expect(region.getByRole("row").nth(1), `${list.path} has rows`).toBeVisible();
    const sizes = await overflow(page);
    expect(sizes.document, `${list.path}: page scrolls sideways`).toBeLessThanOrEqual(0);
    for (const width of sizes.lists)
      expect(width, `${list.path}: list scrolls sideways`).toBeLessThanOrEqual(0);
    // A cut text keeps its whole value in its title.
    const titles = await region
      .locator("td [title]")
      .evaluateAll((cuts) => cuts.map((el) => el.getAttribute("title") ?? ""));
    expect(titles.length, `${list.path}: long texts are cut`).toBeGreaterThan(0);
    expect(
      titles.filter((title) => !title),
      `${list.path}: a cut text without its value`,
    ).toEqual([]);
    await lookAt(page, `${list.path.slice(1).replace("/", "-")}-1280`);
  }
});

test("on a phone each list shows one readable card per row", MOBILE_ONLY, async ({ page }) => {
  test.setTimeout(60_000);
  await asAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const list of LISTS) {
    await page.goto(list.path);
    const region = page.getByRole("region", { name: list.name, exact: true });
    const row = region.locator("tbody tr").first();
    await expect(row, `${list.path} has rows`).toBeVisible();
    const card = await row.evaluate((tr) => {
      const box = tr.getBoundingClientRect();
      // The row's selection box (bulk actions) sits in the card's corner, without a label line.
      const cells = [...tr.querySelectorAll("td:not([data-row-select])")].filter(
        (td) => getComputedStyle(td).display !== "none",
      );
      return {
        display: getComputedStyle(tr).display,
        width: box.width,
        // Each visible cell is a "label: value" line, its label shown.
        labelled: cells.every((td) => {
          const label = td.querySelector("span[aria-hidden=true]");
          return label !== null && getComputedStyle(label).display !== "none" && label.textContent !== "";
        }),
        cells: cells.length,
      };
    });
    expect(card.display, `${list.path}: rows are cards`).toBe("block");
    expect(card.width).toBeLessThanOrEqual(390);
    expect(card.cells).toBeGreaterThanOrEqual(3);
    expect(card.labelled, `${list.path}: every line has its label`).toBe(true);
    const sizes = await overflow(page);
    expect(sizes.document, `${list.path}: page scrolls sideways`).toBeLessThanOrEqual(0);
    await lookAt(page, `${list.path.slice(1).replace("/", "-")}-390`, { fullPage: true });
  }
});

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test(
      "the filter bar filters, the pager keeps the filters, the empty state clears them",
      ON_PHONE,
      async ({ page }) => {
        test.setTimeout(90_000);
        const admin = await adminApi();
        const email = await salesWithNotes(admin, 27);
        await shareSession(page, admin);
        await admin.dispose();

        await page.goto("/admin/logs");
        if (javaScript) await hydrated(page);
        const filters = page.getByRole("search", { name: LIST.fr.filters });
        await filters.getByRole("textbox", { name: ADMIN.fr.logs.filters.actor }).fill(email);
        await filters.getByRole("combobox", { name: ADMIN.fr.logs.filters.action }).selectOption("lead.note");
        await filters.getByRole("button", { name: LIST.fr.filter }).click();
        await expect(page).toHaveURL(/actor=.*action=lead\.note|action=lead\.note.*actor=/);
        const rows = page.getByRole("region", { name: ADMIN.fr.nav.logs }).locator("tbody tr");
        await expect(rows).toHaveCount(25);
        const pager = page.getByRole("navigation", {
          name: LIST.fr.pageOf.replace("{{page}}", "1").replace("{{pages}}", "2"),
        });
        await expect(pager).toContainText(LIST.fr.results_other.replace("{{count}}", "27"));
        await pager.getByRole("link", { name: LIST.fr.next }).click();
        await expect(page).toHaveURL(/page=2/);
        expect(new URL(page.url()).searchParams.get("actor")).toBe(email);
        expect(new URL(page.url()).searchParams.get("action")).toBe("lead.note");
        await expect(rows).toHaveCount(2);
        await page
          .getByRole("navigation", { name: /2/ })
          .getByRole("link", { name: LIST.fr.previous })
          .click();
        await expect(rows).toHaveCount(25);

        // Nothing matches: the empty state says so and clears the filters.
        await page.goto(`/admin/clients?q=${encodeURIComponent("aucun-établissement-de-ce-nom")}`);
        if (javaScript) await hydrated(page);
        const empty = page.getByTestId("empty-state");
        await expect(empty).toContainText(ADMIN.fr.clients.empty);
        await empty.getByRole("link", { name: LIST.fr.reset }).click();
        await expect(page).toHaveURL(/\/admin\/clients\?*$/);
        await expect(
          page.getByRole("region", { name: ADMIN.fr.nav.clients }).locator("tbody tr").first(),
        ).toBeVisible();
      },
    );
  });
}

for (const lang of ["fr", "en"] as const) {
  const prefix = lang === "fr" ? "" : "/en";
  const T = ADMIN[lang];

  test(`a refused page and a missing record stay inside the CRM (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const admin = await adminApi();
    const sales = await staffApi(admin, uniqueEmail("refus", "lists-e2e.example"), "sales");
    await admin.dispose();
    await shareSession(page, sales);
    const nav = page.getByRole("navigation", { name: T.nav.label });

    // Sales may not open the billing list: 403, said in the CRM's layout.
    const refused = await page.goto(`${prefix}/admin/billing`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: T.pageErrors.forbiddenTitle })).toBeVisible();
    await expect(page.getByText(T.pageErrors.forbidden)).toBeVisible();
    await expect(nav).toBeAttached();
    await expect(page.getByRole("link", { name: T.pageErrors.back })).toHaveAttribute(
      "href",
      `${prefix}/admin`,
    );

    // A record that does not exist, and a path that does not: 404, in the layout too.
    for (const path of ["/admin/quotes/unknown-id", "/admin/clients/unknown", "/admin/leads/unknown-id"]) {
      const missing = await page.goto(`${prefix}${path}`);
      expect(missing?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: T.pageErrors.notFoundTitle })).toBeVisible();
      await expect(page.getByText(T.pageErrors.notFound)).toBeVisible();
      await expect(nav).toBeAttached();
    }
    await sales.dispose();

    // The same, reached by a click inside the CRM (a client-side navigation).
    await page.goto(`${prefix}/admin/clients`);
    await hydrated(page);
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = "test link";
      document.querySelector("main")?.append(link);
    }, `${prefix}/admin/support`);
    await page.getByRole("link", { name: "test link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: T.pageErrors.forbiddenTitle })).toBeVisible();
    await expect(nav).toBeAttached();
  });

  test(`an admin's missing invoice and ticket stay inside the CRM (${lang})`, async () => {
    const admin = await adminApi();
    for (const path of ["/admin/billing/unknown", "/admin/support/unknown"]) {
      const res = await admin.get(`${prefix}${path}`);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html).toContain(inHtml(T.pageErrors.notFound));
      expect(html).toContain(`aria-label="${inHtml(T.nav.label)}"`);
    }
    await admin.dispose();
  });

  test(`a missing page of the client space stays inside it (${lang})`, async ({ page }) => {
    const A = clientSpaceNamespace[lang];
    const customer = await signUp(uniqueEmail("client", "lists-e2e.example"));
    await shareSession(page, customer);
    await customer.dispose();
    const res = await page.goto(`${prefix}/dashboard/nothing-here`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: A.pageErrors.notFoundTitle })).toBeVisible();
    await expect(page.getByRole("navigation", { name: A.nav.label })).toBeAttached();
    await expect(page.getByRole("link", { name: A.pageErrors.back })).toHaveAttribute(
      "href",
      `${prefix}/dashboard`,
    );
  });
}
