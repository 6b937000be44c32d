import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * The shared UI primitives (`app/ui/primitives`: dialog, menu, combobox) on the E2E-only test page:
 * the one test of their focus trap, Escape, return of focus and keyboard navigation. The widgets
 * built on them (chat, search, accessibility checker, feedback, theme and mobile menus, the CRM's
 * navigation) keep their own end-to-end tests of what they do.
 */
const PATH = "/en/test-only/ui-primitives";

async function openPage(page: Page) {
  await page.goto(PATH);
  await hydrated(page);
}

test.describe("UI primitives", () => {
  test("a modal dialog takes focus, keeps Tab inside, closes on Escape and gives focus back", async ({
    page,
  }) => {
    await openPage(page);
    const opener = page.getByRole("button", { name: "Open the dialog", exact: true });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Test dialog" });
    await expect(dialog).toBeFocused();
    // Tab goes in from the dialog, then cycles: First → Name → Close → First; Shift+Tab back to Close.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "First" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "First" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A press outside does not close a dialog that did not ask for it; its close button does.
    await opener.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a native modal dialog: the page behind is inert, Escape closes it, focus goes back", async ({
    page,
  }) => {
    await openPage(page);
    const opener = page.getByRole("button", { name: "Open the native dialog" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Test dialog" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a menu: arrow keys, Home, End and typeahead move, Escape and Tab close it", async ({ page }) => {
    await openPage(page);
    const button = page.getByRole("button", { name: "Fruits" });
    const menu = page.getByRole("menu", { name: "Fruits" });
    const item = (name: string) => menu.getByRole("menuitem", { name });

    await button.focus();
    await page.keyboard.press("ArrowUp");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(item("Blueberry")).toBeFocused();
    await page.keyboard.press("ArrowDown"); // wraps to the first
    await expect(item("Apricot")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item("Banana")).toBeFocused();
    await page.keyboard.press("End");
    await expect(item("Blueberry")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(item("Apricot")).toBeFocused();
    // Typeahead: a letter moves to the next item starting with it; the same letter again, to the next one.
    await page.keyboard.press("b");
    await expect(item("Banana")).toBeFocused();
    await page.keyboard.press("b");
    await expect(item("Blueberry")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // ArrowDown opens on the first item; Enter chooses and closes, focus back on the button.
    await page.keyboard.press("ArrowDown");
    await expect(item("Apricot")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("chosen")).toHaveText("Chosen: Banana");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Tab closes it and moves on; a click outside closes it too.
    await page.keyboard.press("Enter");
    await expect(item("Apricot")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(menu).toBeHidden();
  });

  test("a combobox: arrow keys move the active option, Ctrl+Home/End, Enter chooses", async ({ page }) => {
    await openPage(page);
    const input = page.getByRole("combobox", { name: "Search a fruit" });
    const option = (name: string) => page.getByRole("option", { name });
    const active = async () => {
      const id = await input.getAttribute("aria-activedescendant");
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    await input.fill("b");
    await expect(page.getByRole("option")).toHaveCount(2);
    await expect(option("Banana")).toHaveAttribute("aria-selected", "true");
    await expect.poll(active).toBe("Banana");
    await input.press("ArrowDown");
    await expect.poll(active).toBe("Blueberry");
    await input.press("ArrowDown"); // wraps
    await expect.poll(active).toBe("Banana");
    await input.press("Control+End");
    await expect.poll(active).toBe("Blueberry");
    await input.press("Control+Home");
    await expect.poll(active).toBe("Banana");
    await input.press("ArrowUp");
    await expect(option("Blueberry")).toHaveAttribute("aria-selected", "true");
    await expect(input).toBeFocused();
    await input.press("Enter");
    await expect(page.getByTestId("chosen")).toHaveText("Chosen: Blueberry");
  });
});
