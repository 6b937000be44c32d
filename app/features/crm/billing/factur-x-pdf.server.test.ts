import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS } from "#app/features/crm/settings/business.ts";
import type { InvoiceDocument } from "#app/features/client-space/billing.server.ts";
import { invoicePdf, invoiceXml } from "#app/features/client-space/invoice-pdf.server.ts";
import { srgbIccProfile } from "#app/lib/pdf/factur-x.server.ts";
import { pdfAttachments } from "../../../../tests/support/factur-x.ts";
import { pdfText } from "../../../../tests/support/pdf-text.ts";
import { validateCii } from "../../../../tests/support/en16931.ts";
import { issuedInvoiceMail } from "./invoice-mail.server.ts";

const LONG =
  "Accompagnement au déploiement de GA Academic+ sur les trois sites du groupe scolaire, formation des équipes administratives et reprise des données historiques";

const DOC: InvoiceDocument = {
  invoice: {
    id: "i1",
    number: "FA-2026-00042",
    kind: "invoice",
    status: "issued",
    subtotalCents: 698_799,
    vatCents: 139_760,
    vatRateBp: 2000,
    totalCents: 838_559,
    currency: "EUR",
    issuedAt: "2026-11-26T10:00:00.000Z",
    dueAt: "2026-12-26T10:00:00.000Z",
    paidAt: null,
    overdue: false,
  },
  lines: [
    { label: "Abonnement Premium — 12 mois", quantity: 12, unitCents: 49_900 },
    { label: LONG, quantity: 3, unitCents: 33_333 },
  ],
  buyer: {
    name: "Lycée public Victor Hugo",
    siret: "73282932000074",
    vatNumber: "",
    addressLine1: "8 avenue des Tilleuls",
    addressLine2: "Service intendance",
    postalCode: "69003",
    city: "Lyon",
    country: "FR",
    chorusServiceCode: "SERV-INTENDANCE",
    orderReference: "EJ-2026-000457",
    payment: "transfer",
    mandateReference: "",
  },
  seller: DEFAULT_BUSINESS,
  periodStart: "2026-12-01",
  periodEnd: "2027-11-30",
  credited: null,
};

const flat = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

describe("the Factur-X PDF of an invoice", { timeout: 120_000 }, () => {
  it("is a PDF/A-3 carrying factur-x.xml, with the Factur-X XMP and an sRGB intent", async () => {
    const bytes = await invoicePdf(DOC, "fr", DEFAULT_BUSINESS);
    const { files, xmp, associated } = await pdfAttachments(bytes);
    expect(files.map((f) => [f.name, f.relationship])).toEqual([["factur-x.xml", "/Alternative"]]);
    expect(associated).toBe(1);
    expect(new TextDecoder().decode(files[0]!.bytes)).toBe(invoiceXml(DOC, DEFAULT_BUSINESS));
    for (const part of [
      "<pdfaid:part>3</pdfaid:part>",
      "<pdfaid:conformance>B</pdfaid:conformance>",
      "<fx:DocumentType>INVOICE</fx:DocumentType>",
      "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
      "<fx:Version>1.0</fx:Version>",
      "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
    ])
      expect(xmp).toContain(part);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("/GTS_PDFA1");
    expect(raw).toContain("/FontFile2");
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw).toMatch(/\/ID \[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]/i);
    expect((await validateCii(files[0]!.bytes)).fatal).toEqual([]);
  });

  it("prints every mandatory mention, the long label whole", async () => {
    const text = flat(pdfText(await invoicePdf(DOC, "fr", DEFAULT_BUSINESS)));
    for (const mention of [
      "Facture FA-2026-00042",
      "Date : 26 nov. 2026",
      "Échéance : 26 déc. 2026",
      "GA Éducation SAS",
      "12 rue de la Sorbonne",
      "SIRET : 842 519 308 00014",
      "SAS au capital de 150 000 €",
      "RCS Paris 842 519 308",
      "TVA intracommunautaire FR30842519308",
      "Lycée public Victor Hugo",
      "8 avenue des Tilleuls",
      "69003 Lyon",
      "SIRET : 732 829 320 00074",
      "Code service Chorus Pro : SERV-INTENDANCE",
      "EJ-2026-000457",
      "Période de service : du 1 déc. 2026 au 30 nov. 2027",
      "reprise des données historiques",
      "499,00 €",
      "20 %",
      "Total HT 6 987,99 €",
      "TVA 20 % (base 6 987,99 €) 1 397,60 €",
      "Total TTC 8 385,59 €",
      "Paiement à 30 jours date de facture, au plus tard le 26 déc. 2026.",
      "taux annuel de 12,15 %",
      "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €.",
      "Pas d'escompte pour paiement anticipé.",
      "IBAN FR76 3000 4000 0312 3456 7890 143, BIC BNPAFRPPXXX",
      "Référence à indiquer : FA-2026-00042",
    ])
      expect(text, mention).toContain(mention);
    expect(text).not.toContain("réception");
  });

  it("is written in English for an English reader, with the same XML", async () => {
    const bytes = await invoicePdf(DOC, "en", DEFAULT_BUSINESS);
    const text = flat(pdfText(bytes));
    // Every mandatory mention, in English words and English typography (no space before a colon).
    for (const mention of [
      "Invoice FA-2026-00042",
      "Date: 26 Nov 2026",
      "Due date: 26 Dec 2026",
      "GA Éducation SAS",
      "12 rue de la Sorbonne",
      "SIRET: 842 519 308 00014",
      "SAS with a share capital of €150,000",
      "RCS Paris 842 519 308",
      "VAT number FR30842519308",
      "Lycée public Victor Hugo",
      "69003 Lyon",
      "SIRET: 732 829 320 00074",
      "Chorus Pro service code: SERV-INTENDANCE",
      "Purchase order / commitment: EJ-2026-000457",
      "Service period: 1 Dec 2026 to 30 Nov 2027",
      "Qty Unit price excl. VAT VAT Amount excl. VAT",
      "Total excl. VAT €6,987.99",
      "VAT 20% (on €6,987.99) €1,397.60",
      "Total incl. VAT €8,385.59",
      "Payment within 30 days of the invoice date, by 26 Dec 2026 at the latest.",
      "Late-payment penalties: annual rate of 12.15%,",
      "Fixed indemnity for recovery costs in case of late payment: €40.",
      "No discount for early payment.",
      "IBAN FR76 3000 4000 0312 3456 7890 143, BIC BNPAFRPPXXX",
      "Reference to quote: FA-2026-00042",
    ])
      expect(text, mention).toContain(mention);
    expect(text).not.toMatch(/\w : /);
    const { files } = await pdfAttachments(bytes);
    expect(new TextDecoder().decode(files[0]!.bytes)).toBe(invoiceXml(DOC, DEFAULT_BUSINESS));
  });

  it("has an sRGB profile a colour manager can read: ICC v2 display profile, RGB to XYZ", () => {
    const icc = Buffer.from(srgbIccProfile());
    expect(icc.readUInt32BE(0)).toBe(icc.length);
    expect(icc.toString("latin1", 12, 24)).toBe("mntrRGB XYZ ");
    expect(icc.toString("latin1", 36, 40)).toBe("acsp");
    expect(icc.readUInt32BE(128)).toBe(9);
  });
});

describe("the e-mail of an issued invoice", () => {
  const values = {
    firstName: "Camille",
    creditNote: false,
    number: "FA-2026-00042",
    institution: "Lycée Victor Hugo",
    total: "8 385,59 €",
    due: "26 déc. 2026",
    url: "https://example.test/dashboard/billing",
  };
  it("says what is attached and when it is due, in French and in English", () => {
    const fr = issuedInvoiceMail("fr", values);
    expect(fr.subject).toBe("Facture FA-2026-00042 — GA Éducation");
    expect(fr.text).toContain("à régler au plus tard le 26 déc. 2026");
    expect(fr.text).toContain("Factur-X");
    const en = issuedInvoiceMail("en", { ...values, due: "26 Dec 2026" });
    expect(en.subject).toBe("Invoice FA-2026-00042 — GA Éducation");
    expect(en.text).toContain("due by 26 Dec 2026");
    expect(issuedInvoiceMail("fr", { ...values, creditNote: true }).subject).toBe(
      "Avoir FA-2026-00042 — GA Éducation",
    );
  });
});
