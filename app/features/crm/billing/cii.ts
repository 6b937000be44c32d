import { vatBreakdown } from "./invoicing.ts";

/**
 * An invoice or credit note as UN/CEFACT Cross Industry Invoice XML, EN 16931 profile: the
 * `factur-x.xml` embedded in the Factur-X PDF (DECISIONS.md point 9). Pure: the same model always
 * gives the same bytes. Amounts are integer cents; VAT is summed per rate, each rate's amount
 * rounded half away from zero on its basis (the rule EN 16931 checks, BR-CO-17), so the totals
 * here are those printed on the PDF. Element order follows the CII D16B schema.
 */

export interface EInvoiceLine {
  readonly label: string;
  readonly quantity: number;
  /** Unit price before VAT, in cents; negative on a credit note's lines as stored. */
  readonly unitCents: number;
  /** VAT rate in basis points (2000 = 20 %). */
  readonly vatRateBp: number;
}

export interface EInvoiceSeller {
  readonly name: string;
  /** SIREN, the legal registration id (scheme 0002). */
  readonly siren: string;
  readonly vatNumber: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly email: string;
  /** Legal form, share capital and trade register (BT-33). */
  readonly legalInfo: string;
}

export interface EInvoiceBuyer {
  readonly name: string;
  /** SIRET (scheme 0009), the buyer's legal registration id; Chorus Pro identifies a public buyer by it. */
  readonly siret: string;
  readonly vatNumber: string;
  readonly street: string;
  readonly street2: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  /** Chorus Pro service code: the buyer reference (BT-10). */
  readonly serviceCode: string;
  /** Purchase order or legal commitment number (BT-13). */
  readonly orderReference: string;
}

export type EInvoicePayment =
  | { readonly kind: "transfer"; readonly iban: string; readonly bic: string }
  | { readonly kind: "directDebit"; readonly mandateReference: string };

export interface EInvoice {
  readonly number: string;
  readonly kind: "invoice" | "creditNote";
  /** YYYY-MM-DD. */
  readonly issueDate: string;
  readonly dueDate: string | null;
  readonly currency: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly seller: EInvoiceSeller;
  readonly buyer: EInvoiceBuyer;
  readonly lines: readonly EInvoiceLine[];
  /** Payment terms as printed (BT-20). */
  readonly paymentTerms: string;
  /** The mandatory mentions: late-payment penalties (PMD), recovery indemnity (PMT), no discount (AAB). */
  readonly notes: readonly { readonly subject: "PMD" | "PMT" | "AAB" | "AAI"; readonly text: string }[];
  readonly payment: EInvoicePayment;
  /** The reference the payer quotes (BT-83): the invoice number. */
  readonly paymentReference: string;
  /** The invoice a credit note corrects (BT-25, BT-26). */
  readonly preceding?: { readonly number: string; readonly issueDate: string | null };
}

/** Cents as a CII amount: "1234.5" is written "1234.50"; negative with a minus. */
export function amount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Basis points as a percentage: 2000 → "20", 550 → "5.5". */
export function percent(bp: number): string {
  return amount(bp).replace(/\.?0+$/, "");
}

export function escapeXml(s: string): string {
  return (
    s
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      // Control characters XML 1.0 cannot carry (a label pasted from elsewhere).
      // eslint-disable-next-line no-control-regex -- they are exactly what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
  );
}

const date102 = (d: string) =>
  `<udt:DateTimeString format="102">${d.replaceAll("-", "")}</udt:DateTimeString>`;

function el(name: string, value: string | undefined | null, attrs = ""): string {
  return value ? `<${name}${attrs}>${escapeXml(value)}</${name}>` : "";
}

function address(a: {
  postalCode: string;
  street: string;
  street2?: string;
  city: string;
  country: string;
}): string {
  return (
    "<ram:PostalTradeAddress>" +
    el("ram:PostcodeCode", a.postalCode) +
    el("ram:LineOne", a.street) +
    el("ram:LineTwo", a.street2) +
    el("ram:CityName", a.city) +
    el("ram:CountryID", a.country) +
    "</ram:PostalTradeAddress>"
  );
}

/** VAT category: standard rate, or zero-rated goods and services. */
const category = (rateBp: number) => (rateBp > 0 ? "S" : "Z");

/**
 * The document's lines as CII presents them: a credit note (type 381) states its amounts as
 * positive (the type says they are credited), and a net price is never negative (BR-27): a line
 * with a negative price keeps a positive price and a negative quantity.
 */
export function presentedLines(inv: Pick<EInvoice, "kind" | "lines">): EInvoiceLine[] {
  const sign = inv.kind === "creditNote" ? -1 : 1;
  return inv.lines.map((l) => {
    const unit = sign * l.unitCents;
    return { ...l, unitCents: Math.abs(unit), quantity: unit < 0 ? -l.quantity : l.quantity };
  });
}

export function ciiXml(inv: EInvoice): string {
  const lines = presentedLines(inv);
  const totals = vatBreakdown(lines);
  const { seller, buyer } = inv;
  const out: string[] = [];
  out.push(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
      ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
      ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
      ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    "<rsm:ExchangedDocumentContext>",
    "<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>",
    "</rsm:ExchangedDocumentContext>",
    "<rsm:ExchangedDocument>",
    el("ram:ID", inv.number),
    `<ram:TypeCode>${inv.kind === "creditNote" ? "381" : "380"}</ram:TypeCode>`,
    `<ram:IssueDateTime>${date102(inv.issueDate)}</ram:IssueDateTime>`,
    ...inv.notes.map(
      (n) =>
        `<ram:IncludedNote>${el("ram:Content", n.text)}${el("ram:SubjectCode", n.subject)}</ram:IncludedNote>`,
    ),
    "</rsm:ExchangedDocument>",
    "<rsm:SupplyChainTradeTransaction>",
  );
  lines.forEach((l, i) => {
    out.push(
      "<ram:IncludedSupplyChainTradeLineItem>",
      `<ram:AssociatedDocumentLineDocument><ram:LineID>${i + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>`,
      `<ram:SpecifiedTradeProduct>${el("ram:Name", l.label)}</ram:SpecifiedTradeProduct>`,
      `<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${amount(l.unitCents)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>`,
      `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${l.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>`,
      "<ram:SpecifiedLineTradeSettlement>",
      `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${category(l.vatRateBp)}</ram:CategoryCode><ram:RateApplicablePercent>${percent(l.vatRateBp)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`,
      `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(l.quantity * l.unitCents)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>`,
      "</ram:SpecifiedLineTradeSettlement>",
      "</ram:IncludedSupplyChainTradeLineItem>",
    );
  });

  out.push(
    "<ram:ApplicableHeaderTradeAgreement>",
    el("ram:BuyerReference", buyer.serviceCode),
    "<ram:SellerTradeParty>",
    el("ram:Name", seller.name),
    el("ram:Description", seller.legalInfo),
    `<ram:SpecifiedLegalOrganization>${el("ram:ID", seller.siren, ' schemeID="0002"')}</ram:SpecifiedLegalOrganization>`,
    address(seller),
    seller.email
      ? `<ram:URIUniversalCommunication>${el("ram:URIID", seller.email, ' schemeID="EM"')}</ram:URIUniversalCommunication>`
      : "",
    `<ram:SpecifiedTaxRegistration>${el("ram:ID", seller.vatNumber, ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`,
    "</ram:SellerTradeParty>",
    "<ram:BuyerTradeParty>",
    el("ram:Name", buyer.name),
    buyer.siret
      ? `<ram:SpecifiedLegalOrganization>${el("ram:ID", buyer.siret, ' schemeID="0009"')}</ram:SpecifiedLegalOrganization>`
      : "",
    address(buyer),
    buyer.vatNumber
      ? `<ram:SpecifiedTaxRegistration>${el("ram:ID", buyer.vatNumber, ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
      : "",
    "</ram:BuyerTradeParty>",
    buyer.orderReference
      ? `<ram:BuyerOrderReferencedDocument>${el("ram:IssuerAssignedID", buyer.orderReference)}</ram:BuyerOrderReferencedDocument>`
      : "",
    "</ram:ApplicableHeaderTradeAgreement>",
    "<ram:ApplicableHeaderTradeDelivery/>",
    "<ram:ApplicableHeaderTradeSettlement>",
    el("ram:PaymentReference", inv.paymentReference),
    el("ram:InvoiceCurrencyCode", inv.currency),
  );
  const pay = inv.payment;
  if (pay.kind === "transfer") {
    out.push(
      "<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>",
      `<ram:PayeePartyCreditorFinancialAccount>${el("ram:IBANID", pay.iban)}</ram:PayeePartyCreditorFinancialAccount>`,
      pay.bic
        ? `<ram:PayeeSpecifiedCreditorFinancialInstitution>${el("ram:BICID", pay.bic)}</ram:PayeeSpecifiedCreditorFinancialInstitution>`
        : "",
      "</ram:SpecifiedTradeSettlementPaymentMeans>",
    );
  } else {
    out.push(
      "<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>59</ram:TypeCode></ram:SpecifiedTradeSettlementPaymentMeans>",
    );
  }
  for (const r of totals.rates) {
    out.push(
      "<ram:ApplicableTradeTax>",
      `<ram:CalculatedAmount>${amount(r.vatCents)}</ram:CalculatedAmount>`,
      "<ram:TypeCode>VAT</ram:TypeCode>",
      `<ram:BasisAmount>${amount(r.basisCents)}</ram:BasisAmount>`,
      `<ram:CategoryCode>${category(r.rateBp)}</ram:CategoryCode>`,
      `<ram:RateApplicablePercent>${percent(r.rateBp)}</ram:RateApplicablePercent>`,
      "</ram:ApplicableTradeTax>",
    );
  }
  out.push(
    "<ram:BillingSpecifiedPeriod>",
    `<ram:StartDateTime>${date102(inv.periodStart)}</ram:StartDateTime>`,
    `<ram:EndDateTime>${date102(inv.periodEnd)}</ram:EndDateTime>`,
    "</ram:BillingSpecifiedPeriod>",
    "<ram:SpecifiedTradePaymentTerms>",
    el("ram:Description", inv.paymentTerms),
    inv.dueDate ? `<ram:DueDateDateTime>${date102(inv.dueDate)}</ram:DueDateDateTime>` : "",
    pay.kind === "directDebit" ? el("ram:DirectDebitMandateID", pay.mandateReference) : "",
    "</ram:SpecifiedTradePaymentTerms>",
    "<ram:SpecifiedTradeSettlementHeaderMonetarySummation>",
    `<ram:LineTotalAmount>${amount(totals.subtotalCents)}</ram:LineTotalAmount>`,
    `<ram:TaxBasisTotalAmount>${amount(totals.subtotalCents)}</ram:TaxBasisTotalAmount>`,
    `<ram:TaxTotalAmount currencyID="${escapeXml(inv.currency)}">${amount(totals.vatCents)}</ram:TaxTotalAmount>`,
    `<ram:GrandTotalAmount>${amount(totals.totalCents)}</ram:GrandTotalAmount>`,
    `<ram:DuePayableAmount>${amount(totals.totalCents)}</ram:DuePayableAmount>`,
    "</ram:SpecifiedTradeSettlementHeaderMonetarySummation>",
  );
  if (inv.preceding) {
    out.push(
      "<ram:InvoiceReferencedDocument>",
      el("ram:IssuerAssignedID", inv.preceding.number),
      inv.preceding.issueDate
        ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${inv.preceding.issueDate.replaceAll("-", "")}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
        : "",
      "</ram:InvoiceReferencedDocument>",
    );
  }
  out.push(
    "</ram:ApplicableHeaderTradeSettlement>",
    "</rsm:SupplyChainTradeTransaction>",
    "</rsm:CrossIndustryInvoice>",
  );
  return out.filter(Boolean).join("\n") + "\n";
}
