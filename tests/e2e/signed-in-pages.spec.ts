import type { APIRequestContext } from "@playwright/test";
import { LANGUAGES } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { PAGES, type PageArea } from "#app/lib/routing/pages.ts";
import { adminApi, shareSession, signUp, uniqueEmail } from "./accounts.ts";
import { auditBothThemes, auditStructure } from "./axe-audit.ts";
import { expectCrmFrame } from "./crm-frame.ts";
import { expect, flowScreens, hydrated, test } from "./fixtures.ts";

/**
 * The client space and the admin CRM, signed in (issue 9): every page of the route table in both
 * languages, audited by axe-core in the light and dark themes (in French on both screens; in
 * English, on the desktop screen, for every rule but the colour ones), and each CRM page's work
 * shell checked on the screen (`expectCrmFrame`, issue 20). A customer with a
 * subscription, an invoice and a ticket fills the client space; the admin sees the same records.
 * Pages with a parameter get a real record: a page added with a new parameter fails here until
 * the test knows where to find one.
 */

const SIGNED_IN_AREAS: ReadonlySet<PageArea> = new Set(["client-space", "admin"]);

interface Records {
  readonly leadId: string;
  readonly clientId: string;
  readonly ticketId: string;
  readonly invoiceId: string;
}

function pathsOf(area: PageArea, records: Records): string[] {
  return PAGES.filter((p) => p.area === area).map((p) =>
    p.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = records[name as keyof Records];
      if (!value) throw new Error(`${p.path}: no record for :${name}`);
      return value;
    }),
  );
}

/** The first id the admin's list at `path` links to (`path/<id>`). */
async function firstIdIn(admin: APIRequestContext, path: string): Promise<string> {
  const html = await (await admin.get(path)).text();
  const base = path.split("?")[0]!;
  const id = new RegExp(`href="${base}/([0-9A-Za-z-]{8,})"`).exec(html)?.[1];
  expect(id, `a record listed at ${path}`).toBeTruthy();
  return id!;
}

/** A customer with a subscription, an issued invoice and an open ticket; the ids the admin sees. */
async function customerWithRecords(
  admin: APIRequestContext,
): Promise<{ customer: APIRequestContext; records: Records }> {
  const institution = `Lycée Contraste ${Date.now().toString(36)}`;
  const customer = await signUp(uniqueEmail("a11y"), { institution });
  expect((await customer.get("/dashboard")).status()).toBe(200);
  const seeded = await customer.post("/test-only/client-space", { form: { step: "seed" } });
  expect(seeded.status()).toBe(200);
  const { invoiceId } = (await seeded.json()) as { invoiceId: string };
  const opened = await customer.post("/dashboard/support", {
    multipart: {
      intent: "open-ticket",
      subject: "Export des bulletins",
      category: "technical",
      priority: "P2",
      message: "L'export PDF des bulletins reste bloqué.",
    },
    maxRedirects: 0,
  });
  expect(opened.status()).toBe(302);
  const ticketId = /ticket=([0-9a-f-]{36})/.exec(opened.headers().location ?? "")?.[1];
  expect(ticketId, "ticket id").toBeTruthy();

  const clientId = await firstIdIn(admin, `/admin/clients?q=${encodeURIComponent(institution)}`);
  const leadId = await firstIdIn(admin, "/admin/quotes");
  return { customer, records: { leadId, clientId, ticketId: ticketId!, invoiceId } };
}

/** Pages per test: small batches, so that the workers share the sweep evenly. */
const CHUNK = 6;

/**
 * The admin and a customer with records, made once per worker and shared by the batches of pages
 * (they only read).
 */
const signedInTest = test.extend<
  object,
  { accounts: { admin: APIRequestContext; customer: APIRequestContext; records: Records } }
>({
  accounts: [
    async ({}, use) => {
      const admin = await adminApi();
      const { customer, records } = await customerWithRecords(admin);
      await use({ admin, customer, records });
      await customer.dispose();
      await admin.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

signedInTest.describe("signed-in pages in the browser", () => {
  signedInTest.use({ reducedMotion: "reduce" });

  // French on both screens; English (the same pages in other words) on the desktop screen.
  for (const lang of LANGUAGES) {
    for (const area of SIGNED_IN_AREAS) {
      const count = PAGES.filter((p) => p.area === area).length;
      for (let first = 0; first < count; first += CHUNK) {
        const last = Math.min(first + CHUNK, count);
        signedInTest(
          `the ${area === "client-space" ? "client space" : "admin CRM"} pages ${first + 1}–${last} of ${count} pass axe in both themes (${lang})`,
          flowScreens(lang),
          async ({ page, accounts }, testInfo) => {
            test.setTimeout(120_000);
            await shareSession(page, area === "client-space" ? accounts.customer : accounts.admin);
            for (const path of pathsOf(area, accounts.records).slice(first, last)) {
              const url = localizedPath(path, lang);
              const response = await page.goto(url);
              expect.soft(response?.status(), url).toBe(200);
              await hydrated(page);
              await expect.soft(page.getByRole("heading", { level: 1 }), url).toHaveCount(1);
              // Wide tables scroll inside their panel: the page itself never scrolls sideways.
              const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              );
              expect.soft(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
              // The CRM's own frame on each of its pages, on this screen (admin-shell.spec.ts).
              if (area === "admin") {
                await expectCrmFrame(
                  page,
                  path,
                  lang,
                  testInfo.project.name === "mobile" ? "phone" : "desktop",
                );
              }
              // English: the same components and colours, audited for every rule but the colour ones.
              const audit = lang === "fr" ? auditBothThemes : auditStructure;
              expect.soft(await audit(page), url).toEqual([]);
            }
          },
        );
      }
    }
  }
});
