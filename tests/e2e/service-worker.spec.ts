import { request as playwrightRequest, type BrowserContext, type Page } from "@playwright/test";
import { authNamespace } from "#app/features/auth/locales.ts";
import { flashNamespace } from "#app/features/auth/flash-locales.ts";
import { pageText } from "#content/page-texts.ts";
import { LANGUAGES } from "#app/lib/i18n/languages.ts";
import { PAGES_CACHE } from "#app/features/pwa/cache-policy.ts";
import { pwaNamespace } from "#app/features/pwa/locales.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { E2E_SW_VERSION_COOKIE } from "#server/e2e-service-worker.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { mailLink } from "../support/mail-text.ts";
import { expect as baseExpect, frenchOnly, hydrated, lookAt, mailsTo, test } from "./fixtures.ts";

// Sign-ups wait for a password hash on the server, and the worker's install downloads the build.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The service worker and the web app manifest (issue 9): the offline page in the visitor's language,
 * public pages kept for offline reading but never anything of a session, the update prompt, and
 * the manifest. The rest of the suite blocks the worker (playwright.config.ts).
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const PASSWORD = "Cahier-lune-7";
/**
 * Browsers log a request made offline as a console error, and React Router logs its lookup of the
 * routes behind the links on screen when it fails for the same reason.
 */
// One pattern: `test.use` would read a second array item as the fixture's options.
const OFFLINE = [/ERR_INTERNET_DISCONNECTED|^Failed to fetch manifest patches/];

test.describe.configure({ timeout: 60_000 });
test.use({ serviceWorkers: "allow" });

/** Waits until /sw.js is registered, installed (its precache downloaded) and active. */
async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null),
      { timeout: 30_000, intervals: [250] },
    )
    .toBe("activated");
}

/** URLs (paths) the worker keeps in its pages cache. */
async function cachedPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, PAGES_CACHE);
}

async function offline(context: BrowserContext, on: boolean): Promise<void> {
  await context.setOffline(on);
}

for (const lang of LANGUAGES) {
  const t = pwaNamespace[lang];
  const p = (path: string) => localizedPath(path, lang);

  test.describe(`offline (${lang})`, () => {
    test.use({ allowedConsole: OFFLINE });
    // English checks its offline page; following links offline is checked in French, on one screen.
    const frTest = frenchOnly(lang);

    test("a page never visited shows the offline page; a visited one reads from the cache", async ({
      page,
      context,
    }) => {
      await page.goto(p("/"));
      await hydrated(page);
      await workerActive(page);
      // Through the worker now: this public page is kept.
      await page.goto(p("/about"));
      await expect(
        page.getByRole("heading", { level: 1, name: pageText("about", lang).heading }),
      ).toBeVisible();
      await expect.poll(() => cachedPages(page)).toContain(p("/about"));

      await offline(context, true);
      await page.goto(p("/tarification"));
      await expect(page.getByRole("heading", { level: 1, name: t.offline.title })).toBeVisible();
      await expect(page).toHaveTitle(t.offline.pageTitle);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await expect(page.getByRole("link", { name: t.offline.home })).toHaveAttribute("href", p("/"));
      await lookAt(page, `sw-offline-${lang}-${test.info().project.name}`);

      await page.goto(p("/about"));
      await expect(
        page.getByRole("heading", { level: 1, name: pageText("about", lang).heading }),
      ).toBeVisible();

      // Back online, "Réessayer" loads the page that failed.
      await offline(context, false);
      await page.goto(p("/tarification"));
      await expect(
        page.getByRole("heading", { level: 1, name: pageText("pricing", lang).heading }),
      ).toBeVisible();
    });

    frTest(
      "a link followed offline opens the kept copy or the offline page, not an error",
      async ({ page, context }) => {
        await page.goto(p("/about"));
        await hydrated(page);
        await workerActive(page);
        await page.goto(p("/about"));
        await expect.poll(() => cachedPages(page)).toContain(p("/about"));
        await page.goto(p("/"));
        await hydrated(page);

        // Links in the page are followed by the router (a data request), which fails offline.
        await offline(context, true);
        await page
          .locator(`footer a[href="${p("/about")}"]`)
          .first()
          .click();
        await expect(
          page.getByRole("heading", { level: 1, name: pageText("about", lang).heading }),
        ).toBeVisible();
        await expect(page).toHaveURL(ORIGIN + p("/about"));

        await hydrated(page);
        await page
          .locator(`footer a[href="${p("/raccourcis-clavier")}"]`)
          .first()
          .click();
        await expect(page.getByRole("heading", { level: 1, name: t.offline.title })).toBeVisible();
        await expect(page).toHaveURL(ORIGIN + p("/raccourcis-clavier"));
        await expect(page.getByText(APP_ERROR_TITLE[lang])).toHaveCount(0);
        await offline(context, false);
      },
    );
  });
}

const APP_ERROR_TITLE = { fr: "Une erreur est survenue", en: "An error occurred" } as const;

// What the worker keeps and updates does not depend on the screen: one is enough.
test.describe("sessions", () => {
  test.use({ allowedConsole: OFFLINE });

  test("the worker never serves a client-space page after sign-out", async ({ page, context }) => {
    const a = { ...authNamespace.fr, flash: flashNamespace.fr };
    const email = `sw-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@ecole-e2e.example`;
    const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
    const res = await api.post("/auth?view=sign-up", {
      form: {
        intent: "sign-up",
        firstName: "Anne",
        lastName: "Hors-Ligne",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        institution: "Collège du Cache",
        terms: "on",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const verified = await api.get(mailLink((await mailsTo(email)).at(-1)!.raw, "/api/auth/verify-email"), {
      maxRedirects: 0,
    });
    expect(verified.status()).toBe(302);
    await context.addCookies((await api.storageState()).cookies);
    await api.dispose();

    await page.goto("/");
    await hydrated(page);
    await workerActive(page);
    // Signed in, through the worker: the client space and a public page showing the account.
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: pageText("dashboard", "fr").heading }),
    ).toBeVisible();
    const about = await page.goto("/about");
    expect(about?.headers()["cache-control"], "a page rendered for a session").toBe("private, no-cache");
    await expect(
      page.getByRole("heading", { level: 1, name: pageText("about", "fr").heading }),
    ).toBeVisible();
    const kept = await cachedPages(page);
    expect(kept, "nothing rendered for a session is kept").not.toContain("/dashboard");
    expect(kept).not.toContain("/about");

    await page.goto("/dashboard");
    await hydrated(page);
    await page.getByRole("button", { name: a.account.signOut, exact: true }).click();
    await expect(page.getByText(a.flash.signedOut)).toBeVisible();

    // Online: the client space asks to sign in again.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth/);
    // Offline: the offline page, never a copy of the client space or of a signed-in page.
    await offline(context, true);
    for (const path of ["/dashboard", "/dashboard/billing", "/about"]) {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { level: 1, name: pwaNamespace.fr.offline.title }),
      ).toBeVisible();
      await expect(page.getByText("Hors-Ligne")).toHaveCount(0);
    }
    expect(await cachedPages(page)).toEqual(expect.not.arrayContaining(["/dashboard", "/dashboard/billing"]));
  });
});

test.describe("update", () => {
  // The update's mechanics, in French (the notice's English words are the locale tests' concern).
  const lang = "fr";
  test(`a new worker offers to reload, and takes over (${lang})`, async ({ page, context }) => {
    const t = pwaNamespace[lang].update;
    await page.goto(localizedPath("/", lang));
    await hydrated(page);
    await workerActive(page);
    // A returning visitor: the page is controlled by the installed worker.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The next /sw.js differs by one comment (E2E servers only, for this context's cookie).
    await context.addCookies([{ name: E2E_SW_VERSION_COOKIE, value: `v${Date.now()}`, url: ORIGIN }]);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = page.getByRole("region", { name: t.title });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("status")).toContainText(t.text);
    await lookAt(page, `sw-update-${lang}-${test.info().project.name}`);
    // The page reloads once the new worker controls it.
    const reloaded = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    await prompt.getByRole("button", { name: t.reload }).click();
    await reloaded;
    await page.waitForLoadState("load");
    await hydrated(page);
    await expect(prompt).toHaveCount(0);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(after).toEqual({ waiting: null, controlled: true });
  });
});

test.describe("manifest", () => {
  test("the manifest is linked, served with its type, and names installable icons", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain("GA");
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute("content"));
    for (const size of ["192x192", "512x512"]) {
      expect(manifest.icons.some((i) => i.sizes === size && (i.purpose ?? "any").includes("any"))).toBe(true);
    }
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe(icon.type);
      const bytes = await image.body();
      // PNG width and height, from the IHDR chunk.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const sw = await request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
  });
});
