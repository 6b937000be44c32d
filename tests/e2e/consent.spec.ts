import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { consentNamespace } from "#app/features/tracking/consent/locales.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { expect, flowScreens, hydrated, lookAt, test } from "./fixtures.ts";

/**
 * Consent (issue 9): with the default configuration the site sets no non-essential cookie and shows
 * no banner; once an operator configures a third-party analytics script, a server of this test's
 * own asks first, loads the script only after "Accepter", and lets the visitor change their mind
 * from the footer. The script comes from another origin, which the Content-Security-Policy allows.
 */

const MANAGE = { fr: "Gérer les cookies", en: "Manage cookies" } as const;

/** The "third party": a script that defines the global analytics function and counts its loads. */
async function startTracker(): Promise<{ server: Server; url: string; loads: () => number }> {
  let loads = 0;
  const server = createServer((req, res) => {
    if (req.url !== "/analytics.js") return res.writeHead(404).end();
    loads++;
    res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
    res.end("window.analytics={track:function(e,p){(window.__tracked=window.__tracked||[]).push(e)}};");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/analytics.js`, loads: () => loads };
}

test("the default site asks nothing: no banner, no cookie choice in the footer", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: MANAGE.fr })).toHaveCount(0);
});

for (const lang of ["fr", "en"] as const satisfies readonly Language[]) {
  const t = consentNamespace[lang];

  test.describe(`a configured tracker waits for consent (${lang})`, () => {
    let tracker: Awaited<ReturnType<typeof startTracker>>;
    let app: AppServer;

    test.beforeAll(async ({}, info) => {
      tracker = await startTracker();
      // A port of its own per worker slot, beside the shared server's (the slot, not the worker's
      // index, which grows each time a worker restarts and would reach the other specs' ports).
      app = await startAppServer(E2E_PORT + 100 + info.parallelIndex, {
        ANALYTICS_SCRIPT_URL: tracker.url,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      });
    });

    test.afterAll(async () => {
      await app?.stop();
      await new Promise((resolve) => tracker?.server.close(resolve));
    });

    test(
      "refusing is as easy as accepting; the script loads only once accepted",
      flowScreens(lang),
      async ({ page }) => {
        const url = (path: string) => app.origin + localizedPath(path, lang);
        const response = await page.goto(url("/tarification"));
        expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
        expect(response?.headers()["content-security-policy"]).toContain(new URL(tracker.url).origin);
        await hydrated(page);
        const banner = page.getByRole("region", { name: t.title });
        await expect(banner).toBeVisible();
        const refuse = banner.getByRole("button", { name: t.refuse, exact: true });
        const accept = banner.getByRole("button", { name: t.accept, exact: true });
        // Side by side, the same kind of button, the same size.
        expect(await refuse.getAttribute("class")).toBe(await accept.getAttribute("class"));
        const [r, a] = [(await refuse.boundingBox())!, (await accept.boundingBox())!];
        expect(Math.abs(r.height - a.height)).toBeLessThanOrEqual(1);
        await lookAt(page, `consent-${lang}-${test.info().project.name}`);
        const loadsBefore = tracker.loads();

        await refuse.click();
        await expect(banner).toBeHidden();
        await expect(page).toHaveURL(url("/tarification"));
        // The banner hides at once; the choice is written by the answer of the request it sends.
        const consentCookie = async () => (await page.context().cookies()).find((c) => c.name === "consent");
        await expect.poll(async () => (await consentCookie())?.value).toBe("denied");
        const cookie = await consentCookie();
        // Six months, in seconds from now (give or take the test's own time).
        expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(179 * 24 * 3600);
        await page.reload();
        await hydrated(page);
        await expect(banner).toBeHidden();
        expect(tracker.loads()).toBe(loadsBefore);
        expect(await page.evaluate(() => "analytics" in window)).toBe(false);

        // The footer brings the choice back, with the current one; accepting loads the script.
        await page.getByRole("button", { name: MANAGE[lang] }).click();
        await expect(banner).toBeVisible();
        await expect(banner).toContainText(t.current.denied);
        await banner.getByRole("button", { name: t.accept, exact: true }).click();
        await expect(banner).toBeHidden();
        await expect.poll(() => tracker.loads()).toBe(loadsBefore + 1);
        await expect.poll(() => page.evaluate(() => typeof window.analytics?.track)).toBe("function");

        // Events of the site now reach it too (a page view on the next navigation).
        await page
          .locator(`footer a[href="${localizedPath("/about", lang)}"]`)
          .first()
          .click();
        await expect(page).toHaveURL(url("/about"));
        await expect
          .poll(() => page.evaluate(() => (window as { __tracked?: string[] }).__tracked ?? []))
          .toContain("page-view");
      },
    );

    test("the banner's form works without JavaScript", async ({ request }) => {
      const res = await request.post(`${app.origin}/api/consent`, {
        form: { choice: "granted", redirectTo: localizedPath("/about", lang) },
        headers: { Origin: app.origin },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(303);
      expect(res.headers().location).toBe(localizedPath("/about", lang));
      expect(res.headers()["set-cookie"]).toMatch(
        /^consent=granted; Path=\/; Max-Age=15552000; SameSite=Lax/,
      );
      const elsewhere = await request.post(`${app.origin}/api/consent`, {
        form: { choice: "granted", redirectTo: "//evil.example/" },
        headers: { Origin: app.origin },
        maxRedirects: 0,
      });
      expect(elsewhere.headers().location).toBe("/");
      const invalid = await request.post(`${app.origin}/api/consent`, {
        form: { choice: "maybe" },
        headers: { Origin: app.origin },
        maxRedirects: 0,
      });
      expect(invalid.status()).toBe(400);
    });
  });
}
