import type { Locator, Page } from "@playwright/test";
import { MAIN_NAV, SOLUTIONS_GROUP } from "#content/navigation.ts";
import { NAV_CLOSE_DELAY_MS } from "#app/features/site/ui/layout/nav-geometry.ts";
import fr from "#app/lib/i18n/locales/fr/common.ts";
import en from "#app/lib/i18n/locales/en/common.ts";
import { DEFAULT_BUSINESS, formatPostalAddress } from "#app/features/crm/settings/business.ts";
import { mailLink } from "../support/mail-text.ts";
import { ON_PHONE, MOBILE_ONLY, advanceUntil, expect, hydrated, mailsTo, test } from "./fixtures.ts";

/**
 * The shared layout (issue 2, spec §2 "Shared layout", §4 "Navigation", §9): desktop dropdowns
 * (hover, close delay, click, one at a time, keyboard), the mobile panel, the language and theme
 * switches and their memory, and the footer's service status. Texts come from the locale files.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The menu's dropdown entries, in order: Solutions, Services, Resources. */
const DROPDOWNS = MAIN_NAV.filter((item) => item.groups);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: fr.nav.label });
}

function trigger(page: Page, name: string): Locator {
  return mainNav(page).getByRole("button", { name, exact: true });
}

/** The dropdown a trigger controls (its `aria-controls`). */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "trigger names its dropdown").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Where the pointer rests away from the menu: in the page, below the header. */
async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 60);
}

function visibleLanguageSwitch(page: Page): Locator {
  return page.getByTestId("language-switch").filter({ visible: true }).first();
}

test.describe("desktop menu", () => {
  // A desktop browser in both projects: mouse, no touch emulation, ordinary pixel density.
  test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test("lists the spec's entries in order, with Client Space as a button-styled link", async ({ page }) => {
    await open(page, "/");
    const entries = mainNav(page).locator(":scope > ul > li");
    await expect(entries).toHaveCount(MAIN_NAV.length);
    const names = MAIN_NAV.map((item) => {
      const [, key] = item.name.split(".") as [string, keyof typeof fr.nav];
      return fr.nav[key] as string;
    });
    await expect(entries).toHaveText(names.map((n) => new RegExp(n)));
    await expect(mainNav(page).getByRole("link", { name: fr.nav.clientSpace })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(page.getByRole("link", { name: fr.header.signIn })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: fr.header.demo, exact: true })).toHaveAttribute(
      "href",
      "/demo",
    );
  });

  test("a dropdown opens on hover and closes 300 ms after the pointer leaves", async ({ page }) => {
    await open(page, "/");
    const solutions = trigger(page, fr.nav.solutions);
    const panel = await panelOf(page, solutions);
    await expect(panel).toBeHidden();

    await solutions.hover();
    await expect(panel).toBeVisible();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    // Its badges and the highlighted offer are there.
    await expect(panel.getByText(fr.nav.items.gaAcademic.badge, { exact: true })).toBeVisible();
    await expect(
      panel.getByRole("link", { name: new RegExp(fr.nav.items.gaEnterprise.name) }),
    ).toHaveAttribute("href", "/solutions/ga-enterprise");

    // Moving down into the dropdown keeps it open.
    await panel.getByRole("link").first().hover();
    await page.waitForTimeout(NAV_CLOSE_DELAY_MS + 150);
    await expect(panel).toBeVisible();

    // Leaving: closed once the delay has passed, not before. Measured inside the page, so a slow
    // machine cannot make the test pass or fail by itself.
    await page.evaluate(() => {
      const panelEl = document.getElementById("nav-panel-solutions")!;
      const timing: Record<string, number> = {};
      (window as unknown as { navTiming: Record<string, number> }).navTiming = timing;
      panelEl.parentElement!.addEventListener("pointerleave", () => (timing.leftAt = performance.now()), {
        once: true,
      });
      new MutationObserver((_, observer) => {
        if (!panelEl.hidden) return;
        timing.closedAt = performance.now();
        observer.disconnect();
      }).observe(panelEl, { attributes: true, attributeFilter: ["hidden"] });
    });
    await pointerAway(page);
    await expect(panel).toBeHidden();
    const timing = await page.evaluate(
      () => (window as unknown as { navTiming: { leftAt: number; closedAt: number } }).navTiming,
    );
    expect(timing.closedAt - timing.leftAt).toBeGreaterThanOrEqual(NAV_CLOSE_DELAY_MS - 5);
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
  });

  test("a pointer coming back within the delay keeps the dropdown open", async ({ page }) => {
    await open(page, "/");
    const services = trigger(page, fr.nav.services);
    const panel = await panelOf(page, services);
    await services.hover();
    await expect(panel).toBeVisible();
    await pointerAway(page);
    await page.waitForTimeout(NAV_CLOSE_DELAY_MS / 3);
    await services.hover();
    await page.waitForTimeout(NAV_CLOSE_DELAY_MS + 150);
    await expect(panel).toBeVisible();
  });

  test("a click opens a dropdown and a second click on the open one closes it", async ({ page }) => {
    await open(page, "/");
    const resources = trigger(page, fr.nav.resources);
    const panel = await panelOf(page, resources);
    await resources.click();
    await expect(panel).toBeVisible();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await resources.click();
    await expect(panel).toBeHidden();
    await expect(resources).toHaveAttribute("aria-expanded", "false");

    // Opened by hovering, a click on it closes it as well.
    await pointerAway(page);
    await resources.hover();
    await expect(panel).toBeVisible();
    await resources.click();
    await expect(panel).toBeHidden();

    // A click elsewhere closes it too.
    await resources.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 60);
    await expect(panel).toBeHidden();
  });

  test("at most one dropdown is open", async ({ page }) => {
    await open(page, "/");
    const panels = await Promise.all(
      DROPDOWNS.map((d) => panelOf(page, trigger(page, fr.nav[navKey(d.name)]))),
    );
    for (const [i, item] of DROPDOWNS.entries()) {
      await trigger(page, fr.nav[navKey(item.name)]).click();
      for (const [j, panel] of panels.entries()) {
        if (i === j) await expect(panel).toBeVisible();
        else await expect(panel).toBeHidden();
      }
    }
    // Hovering another trigger while one is open switches to it.
    await trigger(page, fr.nav.solutions).hover();
    await expect(panels[0]!).toBeVisible();
    await expect(panels[2]!).toBeHidden();
    await expect(mainNav(page).locator("[aria-expanded=true]")).toHaveCount(1);
  });

  test("dropdown sizes follow the spec: 320 px for one group, 520 px in two columns", async ({ page }) => {
    await open(page, "/");
    for (const item of DROPDOWNS) {
      const button = trigger(page, fr.nav[navKey(item.name)]);
      await button.click();
      const panel = await panelOf(page, button);
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box?.width).toBe(item.groups!.length > 1 ? 520 : 320);
      // Inside the window, whatever the alignment.
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(DESKTOP.width);
      await button.click();
      await expect(panel).toBeHidden();
    }
  });

  test("the menu works from the keyboard: Tab, Enter, Space, arrows and Escape", async ({ page }) => {
    await open(page, "/");
    const solutions = trigger(page, fr.nav.solutions);
    const panel = await panelOf(page, solutions);
    const links = panel.getByRole("link");

    // Tab reaches the trigger: Home link first, then Solutions.
    await mainNav(page).getByRole("link", { name: fr.nav.home }).focus();
    await page.keyboard.press("Tab");
    await expect(solutions).toBeFocused();

    // Enter opens; Tab goes into the dropdown; arrows move between its links.
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();

    // Escape closes and gives focus back to the trigger.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(solutions).toBeFocused();

    // Space toggles; ArrowDown on the trigger opens and focuses the first link.
    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Space");
    await expect(panel).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expect(links.first()).toBeFocused();
    await expect(links).toHaveCount(SOLUTIONS_GROUP.items.length + 1);

    // Enter on a link navigates, and the menu closes.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solutions\/ga-academic$/);
    await expect(panel).toBeHidden();
  });

  test("tabbing out of an open dropdown closes it", async ({ page }) => {
    await open(page, "/");
    const services = trigger(page, fr.nav.services);
    const panel = await panelOf(page, services);
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    const count = await panel.getByRole("link").count();
    for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
    await expect(trigger(page, fr.nav.resources)).toBeFocused();
  });

  test("the top bar turns translucent once scrolled more than 10 px", async ({ page }) => {
    await open(page, "/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("English pages get the English menu with English links", async ({ page }) => {
    await open(page, "/en/contact");
    const nav = page.getByRole("navigation", { name: en.nav.label });
    await expect(nav.getByRole("link", { name: en.nav.pricing })).toHaveAttribute("href", "/en/tarification");
    await nav.getByRole("button", { name: en.nav.services, exact: true }).click();
    await expect(nav.getByRole("link", { name: new RegExp(en.nav.items.mobileApps.name) })).toHaveAttribute(
      "href",
      "/en/services/developpement-applications",
    );
    await expect(page.getByRole("link", { name: en.header.signIn })).toHaveAttribute("href", "/en/auth");
  });

  test("the theme menu switches theme and the choice is rendered by the server on the next visit", async ({
    page,
    context,
  }) => {
    await open(page, "/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);

    const themeButton = page.getByTestId("theme-switch");
    await themeButton.click();
    const menu = page.getByRole("menu", { name: fr.theme.label });
    await expect(menu).toBeVisible();
    await menu.getByRole("menuitemradio", { name: fr.theme.dark }).click();
    await expect(html).toHaveClass(/dark/);
    await expect(menu).toBeHidden();
    await expect(themeButton).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");

    // The server renders the stored theme: dark is in the HTML itself, before any script.
    const response = await page.reload();
    expect(await response!.text()).toMatch(/<html[^>]*class="dark"/);
    await expect(html).toHaveClass(/dark/);
  });

  test("the theme menu works from the keyboard", async ({ page }) => {
    await open(page, "/");
    const html = page.locator("html");
    const themeButton = page.getByTestId("theme-switch");
    const menu = page.getByRole("menu", { name: fr.theme.label });

    // ArrowDown opens the menu on its first item; arrows move, Enter chooses, focus comes back.
    await themeButton.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitemradio", { name: fr.theme.light })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitemradio", { name: fr.theme.dark })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(html).toHaveClass(/dark/);
    await expect(themeButton).toBeFocused();
    await expect(themeButton).toHaveAccessibleName(fr.theme.current.replace("{{theme}}", fr.theme.dark));

    // Enter opens it on the checked item; Escape closes it without a change.
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitemradio", { name: fr.theme.dark })).toBeFocused();
    await expect(menu.getByRole("menuitemradio", { name: fr.theme.dark })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(themeButton).toBeFocused();
    await expect(html).toHaveClass(/dark/);
  });
});

test.describe("theme before hydration", () => {
  test.use({ colorScheme: "dark" });

  test("the system and automatic modes are applied before the page's scripts run", async ({
    page,
    context,
  }) => {
    // Scripts are held back, so what is checked is the first paint's theme.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // The page may have moved on meanwhile.
      await route.continue().catch(() => {});
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // No stored choice: the system's dark preference applies at once.
    await expect(page.locator("html")).toHaveClass(/dark/);

    // "auto" follows the clock (light 06:00–17:59, Europe/Paris in this run).
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", { hour: "numeric", hour12: false, timeZone: "Europe/Paris" }).format(
        new Date(),
      ),
    );
    await context.addCookies([{ name: "theme", value: "auto", url: page.url() }]);
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(dark).toBe(hour < 6 || hour >= 18);
    await hydrated(page);
  });
});

test.describe("mobile menu", MOBILE_ONLY, () => {
  test.use({ viewport: PHONE });

  test("the toggle opens a panel with Demo, sign-in, accordions and the question card", async ({ page }) => {
    await open(page, "/");
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByTestId("mobile-menu-toggle");
    const panel = page.getByTestId("mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(fr.header.openMenu);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(fr.header.closeMenu);
    await expect(panel.getByRole("link", { name: fr.header.demo, exact: true })).toHaveAttribute(
      "href",
      "/demo",
    );
    await expect(panel.getByRole("link", { name: fr.header.signIn })).toHaveAttribute("href", "/auth");
    await expect(panel.getByText(fr.header.questionTitle)).toBeVisible();
    await expect(panel.getByRole("link", { name: fr.header.talkToExpert })).toHaveAttribute("href", "/demo");

    // Accordions: one section open at a time.
    const nav = panel.getByRole("navigation", { name: fr.header.mobileMenu });
    const solutions = nav.getByRole("button", { name: fr.nav.solutions });
    const services = nav.getByRole("button", { name: fr.nav.services });
    const academic = nav.getByRole("link", { name: new RegExp(fr.nav.items.gaAcademic.name) });
    const mobileApps = nav.getByRole("link", { name: new RegExp(fr.nav.items.mobileApps.name) });
    await expect(academic).toBeHidden();
    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(academic).toBeVisible();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(academic).toBeHidden();
    await expect(mobileApps).toBeVisible();

    // Following a link closes the panel.
    await mobileApps.click();
    await expect(page).toHaveURL(/\/services\/developpement-applications$/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the panel and returns focus to the toggle; the page behind is inert", async ({
    page,
  }) => {
    await open(page, "/tarification");
    const toggle = page.getByTestId("mobile-menu-toggle");
    const panel = page.getByTestId("mobile-menu");
    await toggle.click();
    await expect(panel).toBeVisible();
    // The panel's behaviour comes with its code (fetched ahead on touch, hover, focus or idle).
    await expect.poll(() => page.evaluate(() => document.getElementById("main")?.inert)).toBe(true);
    await panel.getByRole("link", { name: fr.header.demo, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => document.getElementById("main")?.inert)).toBe(false);
  });

  test("the panel closes on any route change, including browser back", async ({ page }) => {
    await open(page, "/contact");
    await page.getByTestId("mobile-menu-toggle").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: fr.nav.pricing }).click();
    await expect(page).toHaveURL(/\/tarification$/);
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
    // Focus went to the new page's content, not back to the top of the document.
    await expect(page.locator("#main")).toBeFocused();
    await page.getByTestId("mobile-menu-toggle").click();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
  });

  test("the theme can be chosen in the panel and is remembered", async ({ page }) => {
    await open(page, "/");
    await page.getByTestId("mobile-menu-toggle").click();
    const panel = page.getByTestId("mobile-menu");
    await panel.getByRole("radio", { name: fr.theme.short.dark }).check();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByTestId("mobile-menu-toggle").click();
    await expect(panel.getByRole("radio", { name: fr.theme.short.dark })).toBeChecked();
    await panel.getByRole("radio", { name: fr.theme.short.light }).check();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("lazy-load boundary", MOBILE_ONLY, () => {
  test.use({ viewport: PHONE });
  // The blocked downloads and the final error are reported by the browser and React themselves.
  // (One pattern: Playwright reads a two-item array of objects as a fixture tuple.)
  test.use({ allowedConsole: [/Failed to load resource|dynamically imported module|net::ERR_/i] });

  test("a menu whose code cannot be downloaded is retried 3 times, then a reload is offered", async ({
    page,
  }) => {
    await page.route(/\/assets\/mobile-menu-panel-[\w-]+\.js$/, (route) => route.abort());
    await page.clock.install();
    await open(page, "/");
    // Every notice the placeholder shows is recorded in the page, whatever the machine's speed.
    await page.evaluate(() => {
      const panelEl = document.querySelector("[data-testid=mobile-menu]")!;
      const seen: string[] = [];
      (window as unknown as { lazySeen: string[] }).lazySeen = seen;
      new MutationObserver(() => {
        const notice = panelEl.querySelector("[data-lazy-state]");
        const entry = notice ? `${notice.getAttribute("data-lazy-state")}: ${notice.textContent}` : "";
        if (entry && seen.at(-1) !== entry) seen.push(entry);
      }).observe(panelEl, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByTestId("mobile-menu-toggle").click();
    const panel = page.getByTestId("mobile-menu");
    // spec §9: after the third retry (1 s + 2 s + 3 s), the visitor is offered a reload; the page's
    // clock is moved through the waits.
    await advanceUntil(page, 1_000, () =>
      expect(panel.getByRole("button", { name: fr.lazy.reload })).toBeVisible({ timeout: 250 }),
    );
    await expect(panel.getByText(fr.lazy.failed)).toBeVisible();

    const seen = await page.evaluate(() => (window as unknown as { lazySeen: string[] }).lazySeen);
    const retrying = (n: number) =>
      fr.lazy.retrying.replace("{{attempt}}", String(n)).replace("{{max}}", "3");
    expect(seen.map((entry) => entry.split(":")[0])).toEqual(["retrying", "retrying", "retrying", "failed"]);
    for (const [i, n] of [1, 2, 3].entries()) {
      expect(seen[i]).toContain(fr.lazy.failed);
      expect(seen[i]).toContain(retrying(n));
    }
    expect(seen[3]).toContain(fr.lazy.reload);
  });
});

test.describe("language switch", ON_PHONE, () => {
  test("goes to the same page in the other language and is remembered for later visits", async ({
    page,
    context,
  }) => {
    await open(page, "/tarification/faq?ref=menu");
    const toEnglish = visibleLanguageSwitch(page);
    await expect(toEnglish).toHaveAttribute("href", "/en/tarification/faq?ref=menu");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en\/tarification\/faq\?ref=menu$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    expect((await context.cookies()).find((c) => c.name === "i18nextLng")?.value).toBe("en");

    // A later visit to a French address is sent to its English twin.
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // Switching back to French is remembered too.
    await hydrated(page);
    const toFrench = visibleLanguageSwitch(page);
    await expect(toFrench).toHaveAttribute("href", "/contact");
    await toFrench.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/tarification");
    await expect(page).toHaveURL(/\/tarification$/);
    expect((await context.cookies()).find((c) => c.name === "i18nextLng")?.value).toBe("fr");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("works as a plain link", async ({ page }) => {
      await page.goto("/services");
      await visibleLanguageSwitch(page).click();
      await expect(page).toHaveURL(/\/en\/services$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});

test.describe("footer", ON_PHONE, () => {
  test("shows the live service status, contact block, badges, social and legal links", async ({ page }) => {
    // Counts the region-name tables the page builds (`Intl.DisplayNames`, costly to build).
    await page.addInitScript(() => {
      const Original = Intl.DisplayNames;
      let built = 0;
      Object.assign(window, { regionNamesBuilt: () => built });
      class Counted extends Original {
        constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
          super(...args);
          built += 1;
        }
      }
      Object.defineProperty(Intl, "DisplayNames", { value: Counted, configurable: true, writable: true });
    });
    await open(page, "/");
    // The address line (its country's name) comes written by the server: hydrating builds none.
    expect(
      await page.evaluate(() => (window as unknown as { regionNamesBuilt(): number }).regionNamesBuilt()),
    ).toBe(0);
    const footer = page.locator("footer#site-footer");
    const status = footer.getByRole("status");
    await expect(status).toHaveAttribute("data-status", "operational");
    await expect(status).toHaveText(fr.footer.status.operational);
    // The operational dot pings a few times, then rests: no endless animation on any page.
    const pings = await status.evaluate((el) =>
      [...el.querySelectorAll("span")]
        .map((span) => getComputedStyle(span))
        .filter((style) => style.animationName !== "none")
        .map((style) => style.animationIterationCount),
    );
    expect(pings).toEqual(["3"]);

    await expect(footer.getByText(fr.footer.hours)).toBeVisible();
    // The contact block prints the business details: their defaults (a spec that changes them restores them).
    await expect(footer.getByText(formatPostalAddress(DEFAULT_BUSINESS, "fr"))).toBeVisible();
    await expect(footer.getByRole("link", { name: DEFAULT_BUSINESS.phone })).toBeVisible();
    await expect(footer.getByRole("link", { name: DEFAULT_BUSINESS.email })).toHaveAttribute(
      "href",
      `mailto:${DEFAULT_BUSINESS.email}`,
    );
    await expect(footer.getByText(fr.footer.badges.gdpr)).toBeVisible();
    await expect(footer.getByText(fr.footer.badges.iso)).toBeVisible();
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();

    for (const link of await footer.getByRole("list", { name: fr.footer.social }).getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }

    const legal = footer.getByRole("navigation", { name: fr.footer.legalLabel });
    for (const [name, anchor] of [
      [fr.footer.legal.privacy, "confidentialite"],
      [fr.footer.legal.terms, "conditions"],
      [fr.footer.legal.cookies, "cookies"],
      [fr.footer.legal.notice, "mentions-legales"],
      [fr.footer.legal.accessibility, "accessibilite"],
    ] as const) {
      await expect(legal.getByRole("link", { name })).toHaveAttribute("href", `/legal#${anchor}`);
    }
  });

  test.describe("when the health check fails", () => {
    // The browser reports the failed request itself.
    test.use({ allowedConsole: [/status of 503/] });

    test("reports a disruption", async ({ page }) => {
      await page.route("**/healthz", (route) => route.fulfill({ status: 503, body: "{}" }));
      await open(page, "/en");
      const status = page.locator("footer#site-footer").getByRole("status");
      await expect(status).toHaveAttribute("data-status", "degraded");
      await expect(status).toHaveText(en.footer.status.degraded);
    });
  });
});

test.describe("signed-in visitor", ON_PHONE, () => {
  test('the server renders "Mon espace" instead of "Connexion", without an admin button', async ({
    page,
    baseURL,
  }) => {
    // A fresh account, verified through the link it receives, then signed in.
    const email = `layout-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
    const password = "Cahier-lune-7";
    const origin = { Origin: baseURL! };
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      headers: origin,
      data: { email, password, name: "Claire Martin", firstName: "Claire", lastName: "Martin" },
    });
    expect(signUp.ok()).toBe(true);
    const [mail] = await mailsTo(email);
    expect(mail, "verification e-mail").toBeDefined();
    await page.request.get(mailLink(mail!.raw, "/api/auth/verify-email"), { maxRedirects: 0 });
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      headers: origin,
      data: { email, password },
    });
    expect(signIn.ok()).toBe(true);

    const response = await page.goto("/tarification");
    expect(await response!.text()).toContain(fr.header.mySpace);
    await hydrated(page);
    // On a phone the account links live in the menu panel.
    if ((page.viewportSize()?.width ?? DESKTOP.width) < 1024)
      await page.getByTestId("mobile-menu-toggle").click();
    const mySpace = page.getByRole("link", { name: fr.header.mySpace }).filter({ visible: true }).first();
    await expect(mySpace).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: fr.header.signIn, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: fr.header.adminCrm })).toHaveCount(0);
  });
});

function navKey(name: string): "solutions" | "services" | "resources" {
  return name.split(".")[1] as "solutions" | "services" | "resources";
}
