import type { APIRequestContext } from "@playwright/test";
import { adminApi, shareSession } from "./accounts.ts";
import { auditStructure } from "./axe-audit.ts";
import { expect as baseExpect, hydrated, lookAt, test } from "./fixtures.ts";
import { customerWithRecords, marker, staffMember } from "./security-helpers.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type Groups = { kind: string; hits: { title: string; url: string }[] }[];

async function searchJson(api: APIRequestContext, q: string): Promise<Groups> {
  const res = await api.get(`/admin/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/json");
  return ((await res.json()) as { groups: Groups }).groups;
}

/** A client institution of its own, with an issued invoice and a ticket; its name has accents. */
async function records(admin: APIRequestContext) {
  const tag = marker("");
  const customer = await customerWithRecords(admin, { institution: `Lycée Zéphyr Hélène ${tag}` });
  // Typed without accents, in lower case, the last word cut (after its random part begins: the
  // other language's test makes a client of the same name and time at once).
  return { ...customer, typed: `lycee zephyr helene ${tag.slice(0, -2)}` };
}

/**
 * Issue 20 §5: the CRM's search. Request level: the palette's JSON and the page without JavaScript
 * give each role only what it may open (support: no invoice; billing: no ticket).
 */
test("the CRM search answers by role, as JSON and as a page without JavaScript", async () => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const [support, billing, customer] = await Promise.all([
    staffMember(admin, "support"),
    staffMember(admin, "billing"),
    adminApi().then(records),
  ]);
  const kinds = (groups: Groups) => groups.map((g) => g.kind);

  const all = await searchJson(admin, customer.typed);
  expect(kinds(all)).toEqual(expect.arrayContaining(["institution", "invoice", "ticket"]));
  const institution = all.find((g) => g.kind === "institution")!.hits[0]!;
  expect(institution.title).toBe(customer.institution);
  expect(institution.url).toBe(`/admin/clients/${customer.clientId}`);
  expect(all.find((g) => g.kind === "invoice")!.hits[0]!.url).toBe(`/admin/billing/${customer.invoiceId}`);

  const bySupport = await searchJson(support, customer.typed);
  expect(kinds(bySupport)).toContain("ticket");
  expect(kinds(bySupport)).not.toContain("invoice");
  const byBilling = await searchJson(billing, customer.typed);
  expect(kinds(byBilling)).toContain("invoice");
  expect(kinds(byBilling)).not.toContain("ticket");

  // The page without JavaScript lists the same records, in each language.
  for (const [prefix, heading] of [
    ["", "Résultats pour « "],
    ["/en", "Results for “"],
  ] as const) {
    const html = await (
      await support.get(`${prefix}/admin/search?q=${encodeURIComponent(customer.typed)}`)
    ).text();
    expect(html).toContain(heading);
    expect(html).toContain(`href="${prefix}/admin/clients/${customer.clientId}"`);
    expect(html).toContain(`href="${prefix}/admin/support/${customer.ticketId}"`);
    expect(html).not.toContain(`/admin/billing/${customer.invoiceId}`);
  }
  await Promise.all([support.dispose(), billing.dispose(), customer.api.dispose()]);
});

for (const lang of ["fr", "en"] as const) {
  test(`${lang}: Ctrl+K in the CRM finds a client typed without accents and opens it with the keyboard`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const prefix = lang === "en" ? "/en" : "";
    const admin = await adminApi();
    const customer = await records(admin);
    await shareSession(page, admin);
    await page.goto(`${prefix}/admin`);
    await hydrated(page);

    const button = page.getByTestId("crm-search-button");
    await expect(button).toHaveAttribute("href", `${prefix}/admin/search`);
    // The palette's code held back: what is typed meanwhile reaches its field when it comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/crm-search-palette-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await button.focus();
    await page.keyboard.press("ControlOrMeta+k");
    await page.keyboard.type("zzzz-introx");
    await page.keyboard.press("Backspace");
    release();
    const palette = page.getByTestId("crm-search-palette");
    await expect(palette).toBeVisible();
    const input = palette.getByRole("combobox");
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("zzzz-intro");
    await expect(palette.getByRole("status")).toHaveText(
      lang === "fr" ? "Aucun résultat pour « zzzz-intro »." : "No result for “zzzz-intro”.",
    );
    await input.fill("");
    await expect(palette).toContainText(lang === "fr" ? "Tapez le début" : "Type the beginning");

    // Escape closes and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("ControlOrMeta+k");
    await input.fill("zzzz-introuvable");
    await expect(palette.getByRole("status")).toHaveText(
      lang === "fr" ? "Aucun résultat pour « zzzz-introuvable »." : "No result for “zzzz-introuvable”.",
    );
    await input.fill(customer.typed);
    const options = palette.getByRole("option");
    await expect(options.first()).toContainText(customer.institution);
    // Clients, then invoices, then tickets: the second option is the invoice.
    await expect(palette.getByRole("group")).toHaveCount(3);
    expect(await auditStructure(page)).toEqual([]);
    await lookAt(page, `crm-search-${lang}-1280`);

    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${prefix}/admin/clients/${customer.clientId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(customer.institution);
    await expect(palette).toBeHidden();

    // The palette's "all results": the search page, the query kept in its field.
    await page.keyboard.press("ControlOrMeta+k");
    await palette.getByRole("combobox").fill(customer.typed);
    await expect(palette.getByRole("option").first()).toContainText(customer.institution);
    await palette
      .getByRole("button", { name: lang === "fr" ? "Voir tous les résultats" : "See all results" })
      .click();
    await expect(page).toHaveURL(`${prefix}/admin/search?q=${encodeURIComponent(customer.typed)}`);
    await expect(page.getByRole("searchbox")).toHaveValue(customer.typed);
    // A page outside the sidebar's sections names itself in the top bar.
    await expect(page.getByTestId("crm-section")).toHaveText(
      lang === "fr" ? "Recherche dans le CRM" : "CRM search",
    );
    await expect(page.getByRole("link", { name: customer.institution })).toBeVisible();
    await lookAt(page, `crm-search-page-${lang}-1280`, { fullPage: true });
    await customer.api.dispose();
  });
}

test("on a phone, the search button opens the palette and a tap opens an invoice @mobile-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const customer = await records(admin);
  for (const lang of ["fr", "en"] as const) {
    const prefix = lang === "en" ? "/en" : "";
    await shareSession(page, admin);
    await page.goto(`${prefix}/admin`);
    await hydrated(page);
    await lookAt(page, `crm-search-bar-${lang}-390`);
    await page.getByTestId("crm-search-button").tap();
    const palette = page.getByTestId("crm-search-palette");
    await palette.getByRole("combobox").fill(customer.typed);
    const invoice = palette.getByRole("option").filter({ hasText: customer.institution }).nth(1);
    await expect(invoice).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await lookAt(page, `crm-search-${lang}-390`);
    await invoice.tap();
    await expect(page).toHaveURL(`${prefix}/admin/billing/${customer.invoiceId}`);
  }
  await customer.api.dispose();
});
