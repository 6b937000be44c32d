import { adminNamespace } from "#app/features/crm/locales.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { validateCii, compiledRules } from "../support/en16931.ts";
import { pdfAttachments } from "../support/factur-x.ts";
import { mailAttachments, mailText } from "../support/mail-text.ts";
import { pdfText } from "../support/pdf-text.ts";
import { adminApi, inHtml, shareSession, signUp, uniqueEmail } from "./accounts.ts";
import { expect as baseExpect, hydrated, mailsTo, test } from "./fixtures.ts";

// Sign-ups and sign-ins wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Invoices are French e-invoices (DECISIONS.md point 9): staff issue an invoice in the CRM; without
 * a billing address it is refused with a message saying so; with one, the billing contact gets
 * the Factur-X PDF by e-mail, whose embedded factur-x.xml passes the EN 16931 rules and whose
 * pages print every mandatory mention; the invoice is listed in the client space.
 */
const FR = adminNamespace.fr;
const EN = adminNamespace.en;

test.use({ allowedConsole: [/Failed to load resource: the server responded with a status of 409/] });

test("staff issue a Factur-X invoice that reaches the customer's billing contact", async ({ page }) => {
  test.setTimeout(120_000);
  // The EN 16931 rules are compiled once per machine (cached under node_modules/.cache).
  const rules = compiledRules();
  const admin = await adminApi();
  const email = uniqueEmail("compta", "factur-x-e2e.example");
  const institution = `Lycée Factur-X ${Date.now().toString(36)}`;
  const customer = await signUp(email, { institution, firstName: "Camille" });
  expect((await customer.get("/dashboard")).status()).toBe(200);
  const seeded = await customer.post("/test-only/client-space", { form: { step: "seed", address: "none" } });
  expect(seeded.status()).toBe(200);
  const subs = await (await admin.get(`/admin/subscriptions?q=${encodeURIComponent(institution)}`)).text();
  const subscriptionId = /edit=([0-9a-f-]{36})/.exec(subs)?.[1];
  expect(subscriptionId, "the customer's subscription").toBeTruthy();
  const drafted = await admin.post("/admin/billing", {
    form: { intent: "draft", subscriptionId: subscriptionId! },
    maxRedirects: 0,
  });
  const draftId = /\/admin\/billing\/([0-9a-f-]{36})/.exec(drafted.headers().location ?? "")?.[1];
  expect(draftId, "draft id").toBeTruthy();

  // In the browser: issuing without a billing address is refused, with the reason.
  await shareSession(page, admin);
  await page.goto(`/admin/billing/${draftId}`);
  await hydrated(page);
  await page.getByRole("button", { name: FR.billing.detail.issue }).click();
  await expect(page.getByRole("alert")).toContainText(FR.validation.noBillingAddress);
  // The same refusal in English, over HTTP.
  const refusedEn = await admin.post(`/en/admin/billing/${draftId}`, { form: { intent: "issue" } });
  expect(refusedEn.status()).toBe(409);
  expect(await refusedEn.text()).toContain(inHtml(EN.validation.noBillingAddress));

  // The customer gives their billing details: a public buyer with a Chorus Pro service code and
  // a purchase order (their payment method).
  const details = await customer.post("/dashboard/billing", {
    form: {
      intent: "billing-details",
      name: institution,
      siret: "732 829 320 00074",
      addressLine1: "8 avenue des Tilleuls",
      addressLine2: "Service intendance",
      postalCode: "69003",
      city: "Lyon",
      country: "FR",
      chorusServiceCode: "SERV-INTENDANCE",
    },
  });
  expect(details.status()).toBe(200);
  const order = await customer.post("/dashboard/payment-methods", {
    form: { intent: "add-order", kind: "purchase_order", orderReference: "EJ-2026-000457" },
  });
  expect(order.status()).toBe(200);

  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: FR.billing.detail.issue }).click();
  await expect(page.getByText(FR.billing.issued)).toBeVisible();
  // The page's data is read again after the action: the title then carries the number.
  await expect(page.locator("h1")).toContainText(/FA-\d{4}-\d{5}/);
  const number = /FA-\d{4}-\d{5}/.exec(await page.locator("h1").innerText())?.[0];
  expect(number, "issued number").toBeTruthy();

  // The billing contact's mail, in French, with the PDF attached.
  const mail = (await mailsTo(email, 2, 20_000)).find((m) => m.subject.includes(number!));
  expect(mail, "the invoice mail").toBeTruthy();
  expect(mail!.subject).toContain(`Facture ${number}`);
  expect(mailText(mail!.raw)).toContain("Factur-X");
  const [attachment] = mailAttachments(mail!.raw);
  expect(attachment?.contentType).toBe("application/pdf");
  const pdf = new Uint8Array(attachment!.bytes);

  // Its factur-x.xml passes the EN 16931 rules; it names the public buyer as Chorus Pro needs.
  const { files, xmp } = await pdfAttachments(pdf);
  expect(files.map((f) => f.name)).toEqual(["factur-x.xml"]);
  expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
  expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
  const xml = new TextDecoder().decode(files[0]!.bytes);
  expect(xml).toContain("<ram:BuyerReference>SERV-INTENDANCE</ram:BuyerReference>");
  expect(xml).toContain("<ram:IssuerAssignedID>EJ-2026-000457</ram:IssuerAssignedID>");
  expect(xml).toContain('<ram:ID schemeID="0009">73282932000074</ram:ID>');
  await rules;
  expect((await validateCii(xml)).fatal).toEqual([]);

  // Its pages print every mandatory mention.
  const text = pdfText(pdf)
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ");
  for (const mention of [
    `Facture ${number}`,
    "Date :",
    "Échéance :",
    "GA Éducation SAS",
    "12 rue de la Sorbonne",
    "SIRET : 842 519 308 00014",
    "SAS au capital de 150 000 €",
    "RCS Paris 842 519 308",
    "TVA intracommunautaire FR30842519308",
    institution,
    "8 avenue des Tilleuls",
    "69003 Lyon",
    "SIRET : 732 829 320 00074",
    "Code service Chorus Pro : SERV-INTENDANCE",
    "EJ-2026-000457",
    "Période de service : du",
    "Qté",
    "Prix unitaire HT",
    "20 %",
    "Total HT",
    "TVA 20 % (base",
    "Total TTC",
    "Paiement à 30 jours date de facture, au plus tard le",
    "Pénalités de retard : taux annuel de 12,15 %",
    "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €.",
    "Pas d'escompte pour paiement anticipé.",
    "IBAN FR76 3000 4000 0312 3456 7890 143, BIC BNPAFRPPXXX",
    `Référence à indiquer : ${number}`,
  ])
    expect(text, mention).toContain(mention);
  expect(text).not.toContain("réception");

  // The customer finds it in their client space, and downloads the same Factur-X PDF.
  const billing = await (await customer.get(localizedPath("/dashboard/billing", "fr"))).text();
  expect(billing).toContain(number!);
  const download = await customer.get(`/dashboard/billing/invoices/${draftId}/pdf`);
  expect(download.status()).toBe(200);
  expect((await pdfAttachments(new Uint8Array(await download.body()))).files).toHaveLength(1);
  for (const api of [admin, customer]) await api.dispose();
});
