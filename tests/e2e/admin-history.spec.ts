import { adminApi, shareSession, signUp, uniqueEmail } from "./accounts.ts";
import { auditStructure } from "./axe-audit.ts";
import { expect as baseExpect, hydrated, lookAt, test } from "./fixtures.ts";
import { staffMember } from "./security-helpers.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A real 1×1 PNG: the screenshot a customer attaches. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const WORDS = {
  fr: {
    download: "Pièce jointe ouverte par le support",
    ticket: "Ticket",
    file: /Pièce jointe\s*:\s*ecran-erreur\.png/,
    value: /Valeur\s*:\s*0,00\s€\s→\s12\s031,20\s€/,
    valueTitle: "Montant de demande modifié",
  },
  en: {
    download: "Attachment opened by support",
    ticket: "Ticket",
    file: /Attachment:\s*ecran-erreur\.png/,
    value: /Value:\s*€0\.00\s→\s€12,031\.20/,
    valueTitle: "Lead value changed",
  },
} as const;

/**
 * Issue 20, parts 3 and 4: a customer attaches a screenshot to a ticket; the support person opens it
 * from the CRM's ticket page (the client space's safe headers, billing refused); the audit log names
 * the download in words, and a lead's history reads in words, in each language.
 */
for (const lang of ["fr", "en"] as const) {
  test(`${lang}: support opens a customer's screenshot from the CRM; the audit log and a lead's history read in words`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];
    const prefix = lang === "en" ? "/en" : "";
    const admin = await adminApi();
    const [support, billing, customer] = await Promise.all([
      // A long name: cut in the audit log's column, its link must stay inside its cell.
      staffMember(admin, "support", " de La Tour d'Auvergne-Montmorency-Laval-Rochechouart"),
      staffMember(admin, "billing"),
      signUp(uniqueEmail(`historique-${lang}`), { institution: `Lycée Historique ${lang}` }),
    ]);
    // 1. The customer opens a ticket with a screenshot, through the client space's form.
    expect((await customer.get("/dashboard")).status()).toBe(200);
    const opened = await customer.post("/dashboard/support", {
      multipart: {
        intent: "open-ticket",
        // Long enough to be cut in the audit log's columns (its link must stay inside its cell).
        subject: `Écran d'erreur ${lang} : l'export des bulletins du troisième trimestre reste bloqué pour toutes les classes de seconde`,
        category: "technical",
        priority: "P2",
        message: "Voici la capture de l'erreur.",
        attachments: { name: "ecran-erreur.png", mimeType: "image/png", buffer: PNG },
      },
      maxRedirects: 0,
    });
    expect(opened.status()).toBe(302);
    const ticketId = /ticket=([0-9a-f-]{36})/.exec(opened.headers().location ?? "")![1]!;

    // 2. The support person opens the ticket in the CRM and downloads the file from its link.
    await shareSession(page, support);
    await page.goto(`${prefix}/admin/support/${ticketId}`);
    await hydrated(page);
    const link = page.getByTestId("ticket-attachment");
    await expect(link).toContainText("ecran-erreur.png");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/admin\/support\/attachments\/[0-9a-f-]{36}$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("ecran-erreur.png");
    // The same safe headers as the client space's (one source), and the very bytes sent.
    const file = await support.get(href);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
    expect(file.headers()).toMatchObject({
      "content-type": "image/png",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="ecran-erreur\.png"/);
    const customerCopy = await customer.get(`/dashboard/support/attachments/${href.split("/").pop()}`);
    expect(customerCopy.headers()["content-security-policy"]).toBe(file.headers()["content-security-policy"]);
    // Billing does not open support's files.
    expect((await billing.get(href, { maxRedirects: 0 })).status()).toBe(403);
    // The ticket's own history shows the downloads, named by the support person.
    await page.reload();
    const ticketHistory = page.getByTestId("history");
    await expect(ticketHistory).toContainText(words.download);
    await expect(ticketHistory).toContainText("Sam support");

    // 3. The admin reads the audit log: the download in words, the ticket named and linked.
    await page.context().clearCookies();
    await shareSession(page, admin);
    await page.goto(`${prefix}/admin/logs?action=ticket.attachment_download`);
    const row = page
      .getByRole("row")
      .filter({ hasText: `Écran d'erreur ${lang}` })
      .first();
    await expect(row).toContainText(words.download);
    await expect(row).toContainText("Sam support");
    await expect(row).toContainText(words.file);
    await expect(row.getByRole("link", { name: `Écran d'erreur ${lang}` })).toHaveAttribute(
      "href",
      `${prefix}/admin/support/${ticketId}`,
    );
    await expect(row).not.toContainText(ticketId.slice(0, 8));
    // A long name is cut inside its column: its link stays in its cell, wide enough to touch.
    await hydrated(page);
    expect(await auditStructure(page)).toEqual([]);

    // 4. A lead's history: a value set, read as money in the page's language, never as cents.
    // A lead of its own per language (the two languages run side by side).
    const leads = [
      ...new Set(
        [
          ...(await (await admin.get("/admin/quotes")).text()).matchAll(
            /href="\/admin\/quotes\/([0-9a-f-]{36})"/g,
          ),
        ].map((m) => m[1]!),
      ),
    ];
    const leadId = leads[lang === "fr" ? 0 : 1]!;
    expect(leadId).toBeTruthy();
    const cleared = await admin.post(`/admin/quotes/${leadId}`, { form: { intent: "value", amount: "0" } });
    expect(cleared.status()).toBe(200);
    const valued = await admin.post(`/admin/quotes/${leadId}`, {
      form: { intent: "value", amount: "12 031,20" },
    });
    expect(valued.status()).toBe(200);
    await page.goto(`${prefix}/admin/quotes/${leadId}`);
    const history = page.getByTestId("history");
    const entry = history.getByTestId("history-entry").filter({ hasText: words.valueTitle }).first();
    await expect(entry).toContainText(words.value);
    await expect(entry).toContainText("Alex Direction");
    await expect(history).not.toContainText("valueCents");
    await expect(history).not.toContainText("1203120");
    await lookAt(page, `history-lead-${lang}`, { fullPage: true });
    await page.goto(`${prefix}/admin/logs?action=ticket.attachment_download`);
    await lookAt(page, `history-logs-${lang}`);

    for (const api of [admin, support, billing, customer]) await api.dispose();
  });
}
