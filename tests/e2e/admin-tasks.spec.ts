import type { APIRequestContext, Page } from "@playwright/test";
import { colon } from "#app/lib/i18n/typography.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { allAdminTexts } from "#app/features/crm/all-texts.ts";
import { tasksEn, tasksFr } from "#app/features/crm/tasks/tasks-locales.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { mailText } from "../support/mail-text.ts";
import { adminApi, inHtml, shareSession, signUp, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, flowScreens, hydrated, lookAt, mailsTo, test } from "./fixtures.ts";
import { serverClient } from "./road.ts";
import { staffMember } from "./security-helpers.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const squeeze = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? "");

/** The lead ids of the CRM's list (the demo content), as the admin sees them. */
async function leadIds(admin: APIRequestContext): Promise<string[]> {
  const html = await (await admin.get("/admin/quotes")).text();
  return [...new Set([...html.matchAll(/href="\/admin\/quotes\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
}

/** The digests an address received (its other mails, the sign-up's, aside), once `count` arrived. */
async function digestsTo(address: string, count: number, timeoutMs = 30_000): Promise<string[]> {
  const subjects = [tasksFr.mail.subject_other, tasksEn.mail.subject_other].map((s) =>
    squeeze(s.split("{{")[0]!),
  );
  const found = async () =>
    (await mailsTo(address, 0, 0))
      .map((m) => squeeze(mailText(m.raw)))
      .filter((text) => subjects.some((s) => text.includes(s)));
  const deadline = Date.now() + timeoutMs;
  let list = await found();
  while (list.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    list = await found();
  }
  return list;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

/**
 * Issue 20 §6: a salesperson adds a follow-up task on a lead (due today), finds it in "my tasks"
 * on the CRM's home, completes it, and the lead's history says so in words; the server refuses bad
 * input and a role that may not open the record. In each language; in French on a phone too.
 */
for (const lang of ["fr", "en"] as const) {
  test(
    `${lang}: a salesperson adds a task on a lead, sees it in my tasks, completes it; the history says so`,
    flowScreens(lang),
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const A = allAdminTexts[lang];
      const T = A.tasks;
      const path = (p: string) => localizedPath(p, lang);
      const admin = await adminApi();
      const [sales, support] = await Promise.all([
        staffMember(admin, "sales"),
        staffMember(admin, "support"),
      ]);
      const leads = await leadIds(admin);
      const leadId = leads[(lang === "fr" ? 2 : 3) + (testInfo.project.name === "mobile" ? 2 : 0)]!;
      expect(leadId).toBeTruthy();
      const title = `${lang === "fr" ? "Rappeler la proviseure" : "Call the principal back"} ${Date.now().toString(36)}`;

      // Request-level checks: bad input is refused in words with what was typed; support may open a
      // lead (and follow it up), but may not give the task to billing, who cannot open leads.
      const bad = await sales.post(path(`/admin/quotes/${leadId}`), {
        form: { intent: "task-add", title: "", dueDay: "2026-02-30", dueTime: "9h", ownerId: "nobody" },
      });
      expect(bad.status()).toBe(400);
      const badHtml = await bad.text();
      expect(badHtml).toContain(inHtml(A.validation.required));
      expect(badHtml).toContain(inHtml(A.validation.invalidDate));
      expect(badHtml).toContain(inHtml(A.validation.invalidTime));
      expect(badHtml).toContain('value="9h"');
      const billing = await staffMember(admin, "billing");
      const refused = await billing.post(path(`/admin/quotes/${leadId}`), {
        form: { intent: "task-add", title, dueDay: parisToday(), ownerId: "x" },
      });
      expect(refused.status()).toBe(403);
      const supportHtml = await (await support.get(path(`/admin/quotes/${leadId}`))).text();
      expect(supportHtml).toContain(inHtml(T.add));

      // The salesperson adds the task in the browser: due today by default, owned by them.
      await shareSession(page, sales);
      await page.goto(path(`/admin/quotes/${leadId}`));
      await hydrated(page);
      const panel = page.getByRole("region", { name: T.title, exact: true });
      const addForm = panel.locator("form").filter({ has: page.locator('input[name="title"]') });
      await addForm.getByLabel(T.fields.title).fill(title);
      await expect(addForm.getByLabel(T.fields.dueDay)).toHaveValue(parisToday());
      await addForm.getByRole("button", { name: T.add }).click();
      await expect(page.getByText(T.saved, { exact: true })).toBeVisible();
      const task = panel.getByTestId("task").filter({ hasText: title });
      await expect(task).toContainText(T.buckets.today);
      await expect(task).toContainText(fill(T.owner, { name: "Sam sales" }));
      await lookAt(panel, `tasks-lead-${lang}-${testInfo.project.name}`);

      // My tasks on the CRM's home: today's group, the lead named and linked.
      await page.goto(path("/admin"));
      await hydrated(page);
      const mine = page.getByRole("region", { name: T.mine.title, exact: true });
      const today = mine.getByTestId("my-tasks-today");
      await expect(today).toContainText(title);
      const link = today.getByRole("listitem").filter({ hasText: title }).getByRole("link");
      await expect(link).toHaveAttribute("href", path(`/admin/quotes/${leadId}`));
      await noSidewaysScroll(page);
      await lookAt(mine, `tasks-home-${lang}-${testInfo.project.name}`);
      if (testInfo.project.name !== "mobile") {
        // The same list on a phone's width, in this language too.
        const size = page.viewportSize()!;
        await page.setViewportSize({ width: 390, height: 844 });
        await noSidewaysScroll(page);
        await lookAt(mine, `tasks-home-${lang}-390`);
        await page.goto(path(`/admin/quotes/${leadId}`));
        await lookAt(panel, `tasks-lead-${lang}-390`);
        await page.goto(path("/admin"));
        await page.setViewportSize(size);
        await hydrated(page);
      }

      // Completed from the lead's page; the history says it in words.
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/admin/quotes/${leadId}$`));
      await hydrated(page);
      await panel.getByRole("button", { name: fill(T.completeLabel, { title }) }).click();
      await expect(page.getByText(T.completed, { exact: true })).toBeVisible();
      await expect(panel.getByTestId("task").filter({ hasText: title })).toHaveCount(0);
      const entry = page
        .getByTestId("history")
        .getByTestId("history-entry")
        .filter({ hasText: A.actions["task.completed"] })
        .filter({ hasText: title })
        .first();
      await expect(entry).toBeVisible();
      expect(squeeze((await entry.textContent()) ?? "")).toContain(
        squeeze(`${A.history.fields.task}${colon(lang)}${title}`),
      );
      // Off the home's list once done.
      await page.goto(path("/admin"));
      await expect(page.getByRole("region", { name: T.mine.title, exact: true })).not.toContainText(title);
      await noSidewaysScroll(page);
      for (const api of [sales, support, billing, admin]) await api.dispose();
    },
  );
}

/**
 * The morning digest on a server of its own (its clock moves): the 07:30 run mails each person
 * with tasks due their list, in their language, with links; a person who unticks it in their
 * profile gets nothing the next day, while the others still do.
 */
test("the morning digest: one e-mail per person in their language; none after the opt-out", async () => {
  test.setTimeout(180_000);
  const adminEmail = uniqueEmail("direction-taches", "ga-education.fr");
  const server: AppServer = await startAppServer(E2E_PORT + 145, {
    ADMIN_EMAILS: adminEmail,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    BACKUP_TIME: "off",
  });
  try {
    const admin = await signUp(adminEmail, {
      api: await serverClient(server),
      firstName: "Alex",
      lastName: "Direction",
    });
    const salesEmail = uniqueEmail("commercial-taches");
    const sales = await signUp(salesEmail, {
      api: await serverClient(server),
      lang: "en",
      firstName: "Sam",
      lastName: "Sales",
    });
    expect(
      (
        await admin.post("/admin/settings", { form: { intent: "assign", email: salesEmail, role: "sales" } })
      ).status(),
    ).toBe(200);
    const institution = `Lycée Digest ${Date.now().toString(36)}`;
    const customer = await signUp(uniqueEmail("proviseure-taches"), {
      api: await serverClient(server),
      institution,
    });
    expect((await customer.get("/dashboard")).status()).toBe(200);
    const clients = await (await admin.get(`/admin/clients?q=${encodeURIComponent(institution)}`)).text();
    const clientId = /\/admin\/clients\/([^"/?]+)"/.exec(clients)![1]!;
    const userIds = await (await admin.get(`/admin/clients/${clientId}`)).text();
    const owners = [...userIds.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)];
    const ownerId = (name: string) => owners.find((m) => m[2]!.includes(name))![1]!;
    for (const [title, owner] of [
      ["Envoyer le contrat", ownerId("Alex")],
      ["Send the contract", ownerId("Sam")],
    ] as const) {
      const added = await admin.post(`/admin/clients/${clientId}`, {
        form: { intent: "task-add", title, dueDay: parisToday(), ownerId: owner },
      });
      expect(added.status()).toBe(200);
    }

    // The morning's run: each person one e-mail, in their language, linking the client's page.
    const morning = await admin.post("/test-only/clock", { form: { job: "task-digest", days: "0" } });
    expect(morning.status()).toBe(200);
    expect((await morning.json()).runs).toEqual(
      expect.arrayContaining([expect.objectContaining({ job: "task-digest", status: "success" })]),
    );
    const [frText = ""] = await digestsTo(adminEmail, 1);
    expect(frText).toContain(squeeze(fill(tasksFr.mail.subject_one, { count: "1" })));
    expect(frText).toContain("Envoyer le contrat");
    expect(frText).toContain(`${server.origin}/admin/clients/${clientId}`);
    const [enText = ""] = await digestsTo(salesEmail, 1);
    expect(enText).toContain(fill(tasksEn.mail.subject_one, { count: "1" }));
    expect(enText).toContain("Send the contract");
    expect(enText).toContain(`${server.origin}/en/admin/clients/${clientId}`);
    expect(enText).not.toContain("Envoyer le contrat");

    // The salesperson unticks the digest in their profile (the box is there, ticked).
    const profile = await (await sales.get("/en/dashboard/profile")).text();
    expect(profile).toContain(inHtml(clientSpaceNamespace.en.profile.taskDigestTitle));
    expect(profile).toMatch(/name="taskDigest"[^>]*checked/);
    const off = await sales.post("/en/dashboard/profile", { form: { intent: "task-digest" } });
    expect(off.status()).toBe(200);
    expect(await (await sales.get("/en/dashboard/profile")).text()).not.toMatch(
      /name="taskDigest"[^>]*checked/,
    );

    // The next morning: the admin's task is overdue and mailed again; nothing for the salesperson.
    const next = await admin.post("/test-only/clock", { form: { job: "task-digest", days: "1" } });
    expect(next.status()).toBe(200);
    const again = await digestsTo(adminEmail, 2);
    expect(again).toHaveLength(2);
    expect(again[1]).toContain(`${tasksFr.mail.overdue} · Envoyer le contrat`);
    expect(await digestsTo(salesEmail, 2, 3_000)).toHaveLength(1);
    for (const api of [admin, sales, customer]) await api.dispose();
  } finally {
    await server.stop();
  }
});
