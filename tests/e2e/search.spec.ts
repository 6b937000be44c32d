import type { Page } from "@playwright/test";
import { expect, flowScreens, hydrated, test } from "./fixtures.ts";

/**
 * Site search (issue 9): the Ctrl/Cmd+K palette (lazy code, index fetched on first use), its
 * keyboard model (combobox + listbox), the `/recherche` page that works without JavaScript, and the
 * keyboard shortcuts page linked from the footer.
 */

const palette = (page: Page) => page.getByTestId("search-palette");
const input = (page: Page) => page.getByTestId("search-input");
const option = (page: Page, name: string) =>
  palette(page).getByRole("option", { name: new RegExp(`^${name}`) });

/** Moves the selection with the arrow keys until `name` is the selected option. */
async function selectWithArrows(page: Page, name: string) {
  const target = option(page, name);
  await expect(target).toBeVisible();
  for (let i = 0; i < 25; i++) {
    if ((await target.getAttribute("aria-selected")) === "true") return;
    await page.keyboard.press("ArrowDown");
  }
  await expect(target).toHaveAttribute("aria-selected", "true");
}

test.describe("site search palette", () => {
  test(
    "French: the button and Ctrl+K open it, finance and facturation find the module, keyboard opens it",
    flowScreens("fr"),
    async ({ page, request }) => {
      const indexRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/search-index")) indexRequests.push(r.url());
      });
      await page.goto("/");
      await hydrated(page);
      // Nothing of the index before the search is used.
      expect(indexRequests).toEqual([]);

      // The header button opens the palette; Escape closes it and gives focus back to the button.
      const button = page.getByTestId("search-button");
      await button.click();
      await expect(palette(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveAttribute("role", "combobox");
      await page.keyboard.press("Escape");
      await expect(palette(page)).toBeHidden();
      await expect(button).toBeFocused();

      // Ctrl+K from anywhere.
      await page.keyboard.press("Control+k");
      await expect(input(page)).toBeFocused();
      await input(page).fill("finance");
      await expect(option(page, "Gestion financière")).toBeVisible();
      expect(indexRequests).toEqual([expect.stringContaining("lang=fr")]);

      // Accents and typos do not matter; results come grouped by kind.
      await input(page).fill("facturation");
      await expect(option(page, "Gestion financière")).toBeVisible();
      await expect(palette(page).getByRole("group", { name: "Modules" })).toBeVisible();
      const paletteTitles = await palette(page)
        .getByRole("option")
        .evaluateAll((els) => els.map((el) => el.querySelector("span span")?.textContent ?? ""));
      // The search page gives the same results (it may list more).
      const html = await (await request.get("/recherche?q=facturation")).text();
      for (const title of paletteTitles) expect(html, title).toContain(title.replace(/'/g, "&#x27;"));

      // Arrow keys move the selection (the combobox points to it), Enter opens it.
      const first = palette(page).getByRole("option").first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowDown");
      await expect(first).toHaveAttribute("aria-selected", "false");
      await page.keyboard.press("ArrowUp");
      await expect(first).toHaveAttribute("aria-selected", "true");
      await input(page).fill("facturaton");
      await selectWithArrows(page, "Gestion financière");
      const selectedId = await option(page, "Gestion financière").getAttribute("id");
      await expect(input(page)).toHaveAttribute("aria-activedescendant", selectedId!);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/modules\/finance$/);
      await expect(palette(page)).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  );

  test("English: Ctrl+K finds billing and opens the finance module", flowScreens("en"), async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await input(page).fill("billing");
    await option(page, "Finance and accounting").click();
    await expect(page).toHaveURL(/\/en\/modules\/finance$/);
    await expect(palette(page)).toBeHidden();
  });
});

test.describe("search without JavaScript", () => {
  test("/recherche answers on the server, the form and header link work, shortcuts page from the footer", async ({
    browser,
    request,
  }) => {
    // The index is public JSON, cacheable, per language.
    const api = await request.get("/api/search-index?lang=en");
    expect(api.status()).toBe(200);
    expect(api.headers()["cache-control"]).toContain("public");
    const entries = (await api.json()) as { title: string; url: string; lang: string }[];
    expect(entries.find((e) => e.url === "/en/modules/finance")?.lang).toBe("en");
    expect((await request.get("/api/search-index?lang=xx")).status()).toBe(400);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      // The header's search button is a plain link to the search page.
      await page.goto("/");
      await page.getByTestId("search-button").click();
      await expect(page).toHaveURL(/\/recherche$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechercher sur le site");

      // The form submits with GET; results are grouped and link to their page (typos tolerated).
      const results = page.getByTestId("search-page-results");
      await page.getByRole("searchbox").fill("facturaton");
      await page.getByRole("button", { name: "Rechercher", exact: true }).click();
      await expect(page).toHaveURL(/\/recherche\?q=facturaton$/);
      await expect(results.getByRole("heading", { name: "Modules" })).toBeVisible();
      await expect(results.getByRole("link", { name: /^Gestion financière/ })).toHaveAttribute(
        "href",
        "/modules/finance",
      );
      await page.goto("/recherche?q=finance");
      await expect(results.getByRole("link", { name: /^Gestion financière/ })).toBeVisible();
      await page.goto("/recherche?q=zzzqqqxx");
      await expect(results).toContainText("Aucun résultat pour « zzzqqqxx ».");

      // In English, from both addresses (`/en/search` leads to the page with its query).
      for (const path of ["/en/recherche?q=billing", "/en/search?q=billing"]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/en\/recherche\?q=billing$/);
        await expect(results.getByRole("link", { name: /^Finance and accounting/ })).toHaveAttribute(
          "href",
          "/en/modules/finance",
        );
      }

      // The keyboard shortcuts page, from the footer.
      await page.goto("/");
      await page.locator("#site-footer").getByRole("link", { name: "Raccourcis clavier" }).click();
      await expect(page).toHaveURL(/\/raccourcis-clavier$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Raccourcis clavier");
      await expect(page.getByRole("table")).toContainText("Ctrl");
      await expect(page.getByRole("table")).toContainText("Ouvrir la recherche");
    } finally {
      await context.close();
    }
  });
});
