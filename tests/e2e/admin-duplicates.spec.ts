import type { APIRequestContext, Page } from "@playwright/test";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { luhnCheckDigit } from "#app/lib/siret.ts";
import { adminApi, inHtml, shareSession, staffApi, uniqueEmail } from "./accounts.ts";
import { auditBothThemes } from "./axe-audit.ts";
import { apiContext, expect as baseExpect, hydrated, test } from "./fixtures.ts";

// Sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Duplicate leads (issue 8): three requests sent through the site's own forms by one institution
 * (the same address twice, a colleague's address with the same SIRET) are flagged in the inbox;
 * the lead page lists the others with why they match, merges one after a confirmation step, keeps
 * what its visitor sent, and the merged lead's page points to the survivor. A support member sees
 * the panel but may not merge.
 */
const FR = allAdminTexts.fr;
// The accessibility audits switch themes without transitions.
test.use({ reducedMotion: "reduce" });
const EN = allAdminTexts.en;

/** A SIRET of its own for each run (14 digits passing the check digit). */
function freshSiret(): string {
  const base = `8${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;
  return base + luhnCheckDigit(base);
}

async function formToken(visitor: APIRequestContext, path: string): Promise<string> {
  const html = await (await visitor.get(path)).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token, `form token of ${path}`).toBeTruthy();
  return token!;
}

/** Sends the form as a browser without JavaScript does; the site answers with a redirect. */
async function send(visitor: APIRequestContext, path: string, token: string, fields: Record<string, string>) {
  const res = await visitor.post(path, {
    form: { _token: token, website_url: "", ...fields },
    maxRedirects: 0,
  });
  expect(res.status(), `${path} sent`).toBe(303);
}

function quote(email: string, institution: string, siret: string, message: string) {
  return {
    institution,
    institutionType: "secondary",
    students: "640",
    establishments: "1",
    siret,
    timeline: "within-3-months",
    firstName: "Claire",
    lastName: "Vasseur",
    email,
    message,
  };
}

function leadIdOf(href: string | null): string {
  const id = /\/admin\/quotes\/([0-9a-f-]{36})/.exec(href ?? "")?.[1];
  expect(id, `a lead link (${href})`).toBeTruthy();
  return id!;
}

async function adminPage(page: Page): Promise<void> {
  const api = await adminApi();
  await shareSession(page, api);
  await api.dispose();
}

// A staff flow, checked on the desktop screen; admin.spec.ts and signed-in-pages.spec.ts cover the phone.
test("duplicate leads are found by e-mail, domain and SIRET, and merged into one", async ({ page }) => {
  test.setTimeout(150_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const domain = `lycee-doublon-${run}.example`;
  const direction = `direction@${domain}`;
  const compta = `compta@${domain}`;
  const siret = freshSiret();
  const institution = `Lycée Doublon ${run}`;

  // Three requests of one institution, through the public forms.
  const visitor = await apiContext();
  const tokens = [
    await formToken(visitor, "/devis"),
    await formToken(visitor, "/contact"),
    await formToken(visitor, "/devis"),
  ];
  await send(
    visitor,
    "/devis",
    tokens[0]!,
    quote(direction, institution, siret, "Un devis pour la rentrée."),
  );
  await send(visitor, "/contact", tokens[1]!, {
    firstName: "Claire",
    lastName: "Vasseur",
    email: direction,
    subject: "sales",
    message: `Pouvez-vous nous rappeler au sujet du devis ${run} ?`,
  });
  const spaced = `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
  await send(visitor, "/devis", tokens[2]!, quote(compta, institution, spaced, "Le service comptable."));
  await visitor.dispose();

  // The inbox flags each of them.
  await adminPage(page);
  await page.goto(`/admin/quotes?q=${encodeURIComponent(domain)}`);
  await hydrated(page);
  const inbox = page.getByRole("region", { name: FR.nav.quotes });
  const rows = inbox.getByRole("row").filter({ hasText: domain });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row.getByText(FR.duplicates.marker)).toBeVisible();
  const first = rows.filter({ hasText: direction }).filter({ hasText: FR.leadTypes.quote });
  const leadA = leadIdOf(
    await first.getByRole("link", { name: direction, exact: true }).getAttribute("href"),
  );

  // The first quote's page lists the other two, with their reasons.
  await page.goto(`/admin/quotes/${leadA}`);
  await hydrated(page);
  const panel = page.getByRole("region", { name: FR.duplicates.title, exact: true });
  const listed = panel.getByRole("list", { name: FR.duplicates.list }).getByRole("listitem");
  const sameEmail = listed.filter({ hasText: FR.leadTypes.contact });
  const sameSiret = listed.filter({ hasText: compta });
  await expect(sameEmail.getByText(FR.duplicates.reasons.email, { exact: true })).toBeVisible();
  await expect(sameEmail.getByText(FR.duplicates.reasons.domain, { exact: true })).toHaveCount(0);
  await expect(sameSiret.getByText(FR.duplicates.reasons.domain, { exact: true })).toBeVisible();
  await expect(sameSiret.getByText(FR.duplicates.reasons.siret, { exact: true })).toBeVisible();
  await expect(listed).toHaveCount(2);
  const leadB = leadIdOf(
    await sameEmail.getByRole("link", { name: direction, exact: true }).getAttribute("href"),
  );
  const leadC = leadIdOf(
    await sameSiret.getByRole("link", { name: compta, exact: true }).getAttribute("href"),
  );

  // Merging asks first, says what moves, and can be cancelled.
  await sameEmail.getByRole("link", { name: FR.duplicates.merge }).click();
  const confirmation = page.getByRole("region", { name: FR.duplicates.confirmTitle });
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`merge=${leadB}`));
  await confirmation.getByRole("link", { name: FR.duplicates.cancel }).click();
  await expect(confirmation).toHaveCount(0);
  await sameEmail.getByRole("link", { name: FR.duplicates.merge }).click();
  await expect(confirmation).toContainText(direction);
  expect(await auditBothThemes(page), "the merge's confirmation step").toEqual([]);
  await confirmation.getByRole("button", { name: FR.duplicates.confirm }).click();

  // The survivor keeps what the merged lead's visitor sent, and says so in its history.
  await expect(page.getByText(FR.duplicates.merged)).toBeVisible();
  await expect(page).not.toHaveURL(/merge=/);
  const merged = page.getByRole("region", { name: FR.duplicates.mergedTitle, exact: true });
  await expect(merged.getByText(`Pouvez-vous nous rappeler au sujet du devis ${run} ?`)).toBeVisible();
  await expect(merged.getByRole("heading", { name: new RegExp(`^${FR.leadTypes.contact} `) })).toBeVisible();
  await expect(listed).toHaveCount(1);
  await expect(panel.getByRole("link", { name: compta, exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: FR.leads.detail.timeline });
  await expect(history.getByText(FR.actions["lead.merge"]).first()).toBeVisible();
  // The merged lead is named in words (its visitor's address), never by its id.
  const mergedLine = history.locator("li", { hasText: FR.history.fields.merged });
  await expect(mergedLine.first()).toContainText(direction);
  await expect(history).not.toContainText(leadB);
  expect(await auditBothThemes(page), "the survivor's page").toEqual([]);

  // The merged lead's page names the survivor and links to it.
  await page.goto(`/admin/quotes/${leadB}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: FR.duplicates.noticeTitle })).toBeVisible();
  await expect(page.getByText(FR.duplicates.noticeBefore.trim())).toBeVisible();
  expect(await auditBothThemes(page), "the merged lead's page").toEqual([]);
  await page.getByRole("link", { name: FR.duplicates.open }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/quotes/${leadA}$`));
  await expect(page.getByRole("region", { name: FR.duplicates.title, exact: true })).toBeVisible();

  // It has left the inbox: two leads of the institution remain.
  await page.goto(`/admin/quotes?q=${encodeURIComponent(domain)}`);
  await expect(
    page.getByRole("region", { name: FR.nav.quotes }).getByRole("row").filter({ hasText: domain }),
  ).toHaveCount(2);

  // In English too.
  await page.goto(`/en/admin/quotes/${leadA}`);
  await hydrated(page);
  const englishPanel = page.getByRole("region", { name: EN.duplicates.title, exact: true });
  await expect(englishPanel.getByText(EN.duplicates.reasons.siret, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: EN.duplicates.mergedTitle, exact: true })).toBeVisible();

  // Support reads the panel but has no merge button, and the server refuses its merge.
  const admin = await adminApi();
  const support = await staffApi(admin, uniqueEmail("support-doublons"), "support");
  const seen = await support.get(`/admin/quotes/${leadA}`);
  expect(seen.status()).toBe(200);
  const html = await seen.text();
  expect(html).toContain(inHtml(FR.duplicates.title));
  expect(html).toContain(`/admin/quotes/${leadC}`);
  expect(html).not.toContain("?merge=");
  const refused = await support.post(`/admin/quotes/${leadA}`, {
    form: { intent: "merge", duplicateId: leadC, confirm: "yes" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await support.dispose();
  // Nothing changed: the colleague's lead is still its own.
  expect((await admin.get(`/admin/quotes/${leadC}`)).status()).toBe(200);
  const log = await (await admin.get(`/admin/logs?action=lead.merge`)).text();
  expect(log).toContain(leadB);
  expect(log).not.toContain(leadC);
  await admin.dispose();
});
