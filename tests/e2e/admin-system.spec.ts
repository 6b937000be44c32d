import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { openAdminSection } from "./admin-nav.ts";
import { ADMIN, adminApi, inHtml, staffApi, uniqueEmail } from "./accounts.ts";
import { ON_PHONE, expect as baseExpect, hydrated, test } from "./fixtures.ts";

// Sign-ups and sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The admin CRM's system and security, reports and backups pages (issue 8): admins only for system
 * and backups, each report behind its own export permission, downloads logged, and the three
 * pages in French in the browser.
 */
const FR = allAdminTexts.fr;
const EN = allAdminTexts.en;
const REFUSED = [/Failed to load resource: the server responded with a status of 4\d\d/];

test.use({ allowedConsole: REFUSED });

const today = new Date().toISOString().slice(0, 10);
const period = `from=2020-01-01&to=${today}`;

test("system, reports and backups permissions, over HTTP", async () => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const sales = await staffApi(admin, uniqueEmail("ventes", "system-e2e.example"), "sales");

  // The admin: a backup made, listed and downloaded; a made-up name or a path gets nothing.
  expect((await admin.get("/admin/system")).status()).toBe(200);
  const made = await admin.post("/admin/backups", { form: {} });
  expect(made.status()).toBe(200);
  const name = /ga-backup-\d{8}T\d{6}Z(?:-\d+)?\.tar\.gz/.exec(await made.text())?.[0];
  expect(name, "backup name").toBeTruthy();
  const file = await admin.get(`/admin/backups/${name}/download`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toContain(name!);
  // A gzip archive (the database, the attachments and the manifest: backups.spec.ts restores one).
  expect([...(await file.body()).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  for (const bad of ["..%2Fapp.db", "app.db", "ga-backup-20990101T000000Z.tar.gz"]) {
    expect((await admin.get(`/admin/backups/${bad}/download`)).status(), bad).toBe(404);
  }
  const csv = await admin.get(`/admin/export/reports/invoices.csv?${period}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(/^\uFEFFnumber;kind;status;issued_at/);
  expect((await admin.get(`/admin/export/reports/leads.csv?from=2026-03-02&to=2026-03-01`)).status()).toBe(
    400,
  );
  expect((await admin.get(`/admin/export/reports/payroll.csv?${period}`)).status()).toBe(404);

  // Sales: neither the system page nor backups; only its own report.
  for (const path of ["/admin/system", "/admin/backups", `/admin/backups/${name}/download`]) {
    expect((await sales.get(path)).status(), `sales GET ${path}`).toBe(403);
  }
  expect((await sales.post("/admin/backups", { form: {} })).status()).toBe(403);
  const reports = await sales.get("/admin/reports");
  expect(reports.status()).toBe(200);
  const html = await reports.text();
  expect(html).toContain(inHtml(FR.reports.datasets.leads));
  expect(html).not.toContain(inHtml(FR.reports.datasets.invoices));
  expect((await sales.get(`/admin/export/reports/leads.csv?${period}`)).status()).toBe(200);
  expect((await sales.get(`/admin/export/reports/invoices.csv?${period}`)).status()).toBe(403);
  expect(
    (
      await sales.post("/admin/reports", {
        form: { report: "tickets", from: "2026-03-01", to: "2026-03-02" },
      })
    ).status(),
  ).toBe(403);

  // Every export and backup is in the audit log; the English pages have their own labels.
  const log = await (await admin.get("/admin/logs?action=report.export")).text();
  expect(log).toContain(inHtml(FR.actions["report.export"]));
  expect(await (await admin.get("/admin/logs?action=backup.download")).text()).toContain(name!);
  expect(await (await admin.get("/en/admin/backups")).text()).toContain(inHtml(EN.backups.create));
  expect(await (await admin.get("/en/admin/system")).text()).toContain(inHtml(EN.system.signIns.title));
  await sales.dispose();
  await admin.dispose();
});

test("system, reports and backups in French", ON_PHONE, async ({ page }) => {
  test.setTimeout(60_000);
  const api = await adminApi();
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();

  await page.goto("/admin/system");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Système et sécurité" })).toBeVisible();
  for (const title of [
    FR.system.mail.title,
    FR.system.signIns.title,
    FR.system.sessions.title,
    FR.system.twoFactor.title,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText(FR.system.upToDate)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: FR.system.twoFactor.title })
      .getByRole("row", { name: new RegExp(ADMIN) }),
  ).toBeVisible();

  // Reports: a wrong period is explained; a right one downloads the CSV.
  await openAdminSection(page, "reports");
  await expect(page.getByRole("heading", { level: 1, name: "Rapports" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel(FR.reports.datasets.tickets).check();
  await page.getByLabel(new RegExp(`^${FR.reports.from}\\b`)).fill("2026-03-02");
  await page.getByLabel(FR.reports.to).fill("2026-03-01");
  await page.getByRole("button", { name: FR.reports.download }).click();
  await expect(page.getByText(FR.validation.invalidRange)).toBeVisible();
  await page.getByLabel(new RegExp(`^${FR.reports.from}\\b`)).fill("2020-01-01");
  await page.getByLabel(FR.reports.to).fill(today);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: FR.reports.download }).click();
  expect((await download).suggestedFilename()).toBe(`tickets-2020-01-01-${today}.csv`);

  // Backups: one made now appears in the list with its download link.
  await openAdminSection(page, "backups");
  await expect(page.getByRole("heading", { level: 1, name: "Sauvegardes" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: FR.backups.create }).click();
  await expect(page.getByText(FR.backups.created)).toBeVisible();
  const created = /ga-backup-\S+\.tar\.gz/.exec(
    (await page.getByText(FR.backups.created).textContent()) ?? "",
  )?.[0];
  await expect(page.getByRole("link", { name: `Télécharger ${created}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: FR.backups.restore.title })).toBeVisible();
});
