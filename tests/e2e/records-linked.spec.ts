import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { adminApi, shareSession, signUp, staffApi, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, hydrated, lookAt, test } from "./fixtures.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Records linked by key (issue 20): a visitor types "Lycee Jean Moulin …" without its accent, a
 * signed-in customer of "Lycée Jean Moulin …" asks for a quote from a form filled from their
 * account, and a salesperson finds both requests on that client's page.
 */
const F = { fr: formsNamespace.fr, en: formsNamespace.en } as const;
const A = { fr: allAdminTexts.fr, en: allAdminTexts.en } as const;

function field(page: import("@playwright/test").Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator("main").getByLabel(new RegExp(`^${escaped}\\*?( \\(|$)`));
}

for (const lang of ["fr", "en"] as const) {
  test(`a salesperson finds a lead typed without accents on the client's page (${lang})`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const t = F[lang];
    const suffix = `${Date.now().toString(36)}${info.workerIndex}${lang}`;
    const institution = `Lycée Jean Moulin ${suffix}`;
    const typed = `Lycee Jean Moulin ${suffix}`;
    await page.setExtraHTTPHeaders({
      "x-test-client-address": `10.20.${info.workerIndex % 250}.${lang === "fr" ? 1 : 2}`,
    });

    // The customer: signed up with their institution, confirmed, client space visited once.
    const customerEmail = uniqueEmail("moulin", "records-e2e.example");
    const customer = await signUp(customerEmail, { lang, institution });
    expect((await customer.get(localizedPath("/dashboard", lang))).status()).toBe(200);

    // A visitor writes without the accent.
    const visitorEmail = uniqueEmail("visiteur", "records-e2e.example");
    await page.goto(localizedPath("/contact", lang));
    await hydrated(page);
    await field(page, t.fields.firstName).fill("Nadia");
    await field(page, t.fields.lastName).fill("Roux");
    await field(page, t.fields.email).fill(visitorEmail);
    await field(page, t.fields.institution).fill(typed);
    await field(page, t.fields.subject).selectOption("quote");
    await field(page, t.fields.message).fill("Nous aimerions un devis pour la rentrée prochaine.");
    await page.getByRole("button", { name: t.contact.submit }).click();
    await expect(page.locator("main [role=status]").first()).toContainText(t.contact.successTitle);

    // The customer, signed in, finds the quote form filled from their account.
    await shareSession(page, customer);
    await page.goto(localizedPath("/devis", lang));
    await hydrated(page);
    await expect(field(page, t.fields.email)).toHaveValue(customerEmail);
    await expect(field(page, t.fields.firstName)).toHaveValue("Camille");
    await expect(field(page, t.fields.lastName)).toHaveValue("Durand");
    await expect(field(page, t.fields.institution)).toHaveValue(institution);
    await field(page, t.fields.institutionType).selectOption("secondary");
    await field(page, t.fields.students).fill("900");
    await field(page, t.fields.establishments).fill("1");
    await page.locator("main").getByLabel(t.options.timelines.asap).check();
    await page.getByRole("button", { name: t.quote.submit }).click();
    await expect(page.locator("main [role=status]").first()).toContainText(t.quote.successTitle);

    // A salesperson opens the client and finds both requests there.
    const admin = await adminApi();
    const sales = await staffApi(admin, uniqueEmail("ventes", "records-e2e.example"), "sales");
    const list = await (await sales.get(`/admin/clients?q=${encodeURIComponent(institution)}`)).text();
    const clientId = /\/admin\/clients\/([^"?/]+)"/.exec(list)?.[1];
    expect(clientId, "the client in the list").toBeTruthy();
    await page.context().clearCookies();
    await shareSession(page, sales);
    await page.goto(localizedPath(`/admin/clients/${clientId}`, lang));
    const leads = page.locator("main");
    const visitorRow = leads.getByRole("row").filter({ hasText: "Nadia Roux" });
    await expect(visitorRow).toContainText(A[lang].clients.detail.typedAs.replace("{{name}}", typed));
    await expect(leads.getByRole("row").filter({ hasText: "Camille Durand" })).toContainText(
      A[lang].leadTypes.quote,
    );
    await lookAt(page, `links-client-${lang}-${info.project.name}`, { fullPage: true });
    for (const api of [admin, sales, customer]) await api.dispose();
  });
}
