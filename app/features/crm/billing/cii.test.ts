import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS } from "#app/features/crm/settings/business.ts";
import {
  CII_EXAMPLE,
  committedRulesPath,
  compiledRules,
  validateAll,
} from "../../../../tests/support/en16931.ts";
import { amount, ciiXml, escapeXml, percent, presentedLines } from "./cii.ts";
import {
  eInvoiceOf,
  hasBillingAddress,
  invoiceMentions,
  periodFrom,
  servicePeriod,
  type InvoiceBuyer,
  type IssuedInvoice,
} from "./e-invoice.ts";
import { totalsOf, vatBreakdown, vatOf } from "./invoicing.ts";

const PRIVATE_BUYER: InvoiceBuyer = {
  name: "Groupe scolaire Les Tilleuls",
  siret: "73282932000074",
  vatNumber: "FR44732829320",
  addressLine1: "8 avenue des Tilleuls",
  addressLine2: "",
  postalCode: "69003",
  city: "Lyon",
  country: "FR",
  chorusServiceCode: "",
  orderReference: "",
  payment: "transfer",
  mandateReference: "",
};

const PUBLIC_BUYER: InvoiceBuyer = {
  ...PRIVATE_BUYER,
  name: "Lycée public Victor Hugo",
  vatNumber: "",
  addressLine2: "Service intendance",
  chorusServiceCode: "SERV-INTENDANCE_01",
  orderReference: "EJ-2026-000457",
};

const INVOICE: IssuedInvoice = {
  number: "FA-2026-00042",
  kind: "invoice",
  issuedAt: "2026-11-26T10:00:00.000Z",
  dueAt: "2026-12-26T10:00:00.000Z",
  currency: "EUR",
  vatRateBp: 2000,
  periodStart: "2026-12-01",
  periodEnd: "2027-11-30",
  lines: [
    { label: "Abonnement Premium — 12 mois", quantity: 12, unitCents: 49_900 },
    { label: "Formation des équipes & reprise des données <historiques>", quantity: 3, unitCents: 33_333 },
  ],
  seller: DEFAULT_BUSINESS,
  buyer: PRIVATE_BUYER,
  credited: null,
};

const CREDIT_NOTE: IssuedInvoice = {
  ...INVOICE,
  number: "FA-2026-00043",
  kind: "credit_note",
  issuedAt: "2026-11-27T10:00:00.000Z",
  dueAt: "2026-12-27T10:00:00.000Z",
  lines: [{ label: "Abonnement Premium — 12 mois", quantity: 12, unitCents: -49_900 }],
  credited: { number: "FA-2026-00042", issuedAt: "2026-11-26T10:00:00.000Z" },
};

describe("invoice arithmetic", () => {
  it("rounds VAT half away from zero, on each rate's basis", () => {
    expect(vatOf(1, 2000)).toBe(0);
    expect(vatOf(3, 2000)).toBe(1); // 0.6 → 1
    expect(vatOf(-3, 2000)).toBe(-1);
    expect(vatOf(25, 2000)).toBe(5);
    expect(vatOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(vatOf(-5, 1000)).toBe(-1);
    expect(vatOf(199, 550)).toBe(11); // 10.945 → 11
    expect(vatOf(33_333, 2000)).toBe(6667);
  });

  it("sums VAT per rate, highest rate first, and totals agree with the one-rate totals", () => {
    const b = vatBreakdown([
      { quantity: 1, unitCents: 1003, vatRateBp: 550 },
      { quantity: 2, unitCents: 1001, vatRateBp: 2000 },
      { quantity: 1, unitCents: 999, vatRateBp: 550 },
      { quantity: 1, unitCents: 500, vatRateBp: 0 },
    ]);
    expect(b.rates).toEqual([
      { rateBp: 2000, basisCents: 2002, vatCents: 400 },
      { rateBp: 550, basisCents: 2002, vatCents: 110 },
      { rateBp: 0, basisCents: 500, vatCents: 0 },
    ]);
    expect(b.subtotalCents).toBe(4504);
    expect(b.totalCents).toBe(4504 + 510);
    expect(totalsOf(INVOICE.lines, 2000)).toEqual({
      subtotalCents: 698_799,
      vatCents: 139_760,
      totalCents: 838_559,
    });
  });

  it("writes amounts and rates as CII does", () => {
    expect(amount(0)).toBe("0.00");
    expect(amount(5)).toBe("0.05");
    expect(amount(123_450)).toBe("1234.50");
    expect(amount(-99)).toBe("-0.99");
    expect(percent(2000)).toBe("20");
    expect(percent(550)).toBe("5.5");
    expect(percent(210)).toBe("2.1");
    expect(escapeXml(`a & <b> "c"\u0001`)).toBe("a &amp; &lt;b&gt; &quot;c&quot;");
  });

  it("presents a credit note's amounts as positive, and a negative price as a negative quantity", () => {
    expect(
      presentedLines({
        kind: "creditNote",
        lines: [{ label: "x", quantity: 2, unitCents: -100, vatRateBp: 2000 }],
      }),
    ).toEqual([{ label: "x", quantity: 2, unitCents: 100, vatRateBp: 2000 }]);
    expect(
      presentedLines({
        kind: "invoice",
        lines: [{ label: "remise", quantity: 1, unitCents: -500, vatRateBp: 2000 }],
      }),
    ).toEqual([{ label: "remise", quantity: -1, unitCents: 500, vatRateBp: 2000 }]);
  });

  it("bills a period of whole months, last day included", () => {
    expect(periodFrom("2026-12-01", 12)).toEqual({ start: "2026-12-01", end: "2027-11-30" });
    expect(periodFrom("2026-01-31", 1)).toEqual({ start: "2026-01-31", end: "2026-03-02" });
    expect(periodFrom("2026-11-26", 1)).toEqual({ start: "2026-11-26", end: "2026-12-25" });
    expect(servicePeriod({ periodStart: null, periodEnd: null, issuedAt: "2026-11-26T23:30:00Z" })).toEqual({
      start: "2026-11-27",
      end: "2026-11-27",
    });
  });

  it("needs a street, a postal code and a city to issue", () => {
    expect(hasBillingAddress(PRIVATE_BUYER)).toBe(true);
    expect(hasBillingAddress({ ...PRIVATE_BUYER, addressLine1: " " })).toBe(false);
    expect(hasBillingAddress({ ...PRIVATE_BUYER, city: "" })).toBe(false);
  });
});

describe("mandatory mentions", () => {
  it("says the same due date in the terms as the header, in French and English", () => {
    const fr = invoiceMentions(INVOICE, "fr");
    expect(fr.terms).toBe("Paiement à 30 jours date de facture, au plus tard le 26 déc. 2026.");
    expect(fr.terms).not.toContain("réception");
    expect(fr.penalties).toContain("12,15\u00a0%");
    expect(fr.indemnity).toContain("40 €");
    expect(fr.discount).toBe("Pas d'escompte pour paiement anticipé.");
    expect(fr.payment).toBe(
      "Règlement par virement : IBAN FR76 3000 4000 0312 3456 7890 143, BIC BNPAFRPPXXX. Référence à indiquer : FA-2026-00042.",
    );
    expect(fr.sellerLegal.replace(/[\u00a0\u202f]/g, " ")).toBe(
      "GA Éducation SAS — SAS au capital de 150 000 € — RCS Paris 842 519 308 — SIRET 842 519 308 00014 — TVA intracommunautaire FR30842519308",
    );
    expect(fr.period).toBe("Période de service : du 1 déc. 2026 au 30 nov. 2027");
    const en = invoiceMentions(INVOICE, "en");
    expect(en.terms).toBe("Payment within 30 days of the invoice date, by 26 Dec 2026 at the latest.");
    expect(en.discount).toBe("No discount for early payment.");
  });

  it("says payment on receipt only when the due date is the issue date", () => {
    const now = invoiceMentions({ ...INVOICE, dueAt: INVOICE.issuedAt }, "fr");
    expect(now.terms).toBe("Paiement à réception de la facture, au plus tard le 26 nov. 2026.");
  });

  it("names the direct debit's mandate instead of bank details", () => {
    const m = invoiceMentions(
      { ...INVOICE, buyer: { ...PRIVATE_BUYER, payment: "sepa", mandateReference: "RUM-0042" } },
      "fr",
    );
    expect(m.payment).toBe("Règlement par prélèvement SEPA à l'échéance (mandat RUM-0042).");
  });

  it("names the invoice a credit note corrects", () => {
    expect(invoiceMentions(CREDIT_NOTE, "fr").credited).toBe(
      "Avoir sur la facture FA-2026-00042 du 26 nov. 2026.",
    );
  });
});

describe("CII XML", () => {
  it("holds the invoice's identity, parties, lines and totals", () => {
    const xml = ciiXml(eInvoiceOf(INVOICE));
    expect(xml).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
    expect(xml).toContain("<ram:TypeCode>380</ram:TypeCode>");
    expect(xml).toContain('<udt:DateTimeString format="102">20261126</udt:DateTimeString>');
    expect(xml).toContain('<ram:ID schemeID="0002">842519308</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="0009">73282932000074</ram:ID>');
    expect(xml).toContain("reprise des données &lt;historiques&gt;");
    expect(xml).toContain("<ram:GrandTotalAmount>8385.59</ram:GrandTotalAmount>");
    expect(xml).toContain("<ram:IBANID>FR7630004000031234567890143</ram:IBANID>");
    expect(xml).toContain("<ram:SubjectCode>PMT</ram:SubjectCode>");
    expect(xml).not.toContain("BuyerReference");
  });

  it("gives a public buyer's service code and commitment number", () => {
    const xml = ciiXml(eInvoiceOf({ ...INVOICE, buyer: PUBLIC_BUYER }));
    expect(xml).toContain("<ram:BuyerReference>SERV-INTENDANCE_01</ram:BuyerReference>");
    expect(xml).toContain("<ram:IssuerAssignedID>EJ-2026-000457</ram:IssuerAssignedID>");
  });

  it("makes a credit note of type 381 that refers to its invoice", () => {
    const xml = ciiXml(eInvoiceOf(CREDIT_NOTE));
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toContain(
      "<ram:InvoiceReferencedDocument>\n<ram:IssuerAssignedID>FA-2026-00042</ram:IssuerAssignedID>",
    );
    expect(xml).toContain("<ram:GrandTotalAmount>7185.60</ram:GrandTotalAmount>");
    expect(xml).not.toMatch(/<ram:ChargeAmount>-/);
  });
});

describe("EN 16931 validation", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await compiledRules();
  }, 120_000);

  it("runs the stylesheet's compiled copy kept in the repository, current for the stylesheet and xslt3", () => {
    // Missing after a change of the stylesheet or of xslt3: `node scripts/compile-en16931-rules.ts`.
    expect(existsSync(committedRulesPath()), committedRulesPath()).toBe(true);
  });

  it("is trusted: the official example passes, a wrong grand total fails BR-CO-15 and BR-CO-16", async () => {
    const example = readFileSync(CII_EXAMPLE, "utf8");
    const wrong = example.replace(
      "<ram:GrandTotalAmount>250.33</ram:GrandTotalAmount>",
      "<ram:GrandTotalAmount>260.33</ram:GrandTotalAmount>",
    );
    const [right, broken] = await validateAll([example, wrong]);
    expect(right!.fatal).toEqual([]);
    const ids = broken!.fatal.map((f) => f.id);
    expect(ids).toContain("BR-CO-15");
    expect(ids).toContain("BR-CO-16");
  });

  const kinds: [string, IssuedInvoice][] = [
    ["an invoice to a private buyer", INVOICE],
    ["an invoice to a public buyer (Chorus Pro)", { ...INVOICE, buyer: PUBLIC_BUYER }],
    ["a credit note", CREDIT_NOTE],
    ["a credit note to a public buyer", { ...CREDIT_NOTE, buyer: PUBLIC_BUYER }],
    [
      "an invoice paid by SEPA direct debit, with a discount line",
      {
        ...INVOICE,
        buyer: { ...PRIVATE_BUYER, payment: "sepa", mandateReference: "RUM-0042" },
        lines: [...INVOICE.lines, { label: "Remise fidélité", quantity: 1, unitCents: -10_001 }],
      },
    ],
    [
      "an invoice issued before periods and new business details were kept",
      {
        ...INVOICE,
        periodStart: null,
        periodEnd: null,
        seller: {
          ...DEFAULT_BUSINESS,
          legalForm: "",
          shareCapitalCents: 0,
          rcsCity: "",
          latePenaltyRateBp: 0,
        },
      },
    ],
  ];
  it("passes with no fatal assertion, for every kind of document", async () => {
    const results = await validateAll(kinds.map(([, inv]) => ciiXml(eInvoiceOf(inv))));
    kinds.forEach(([name], i) => expect(results[i]!.fatal, name).toEqual([]));
  });
});
