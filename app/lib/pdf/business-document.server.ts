import type { PDFFont } from "pdf-lib";
import type { Language } from "#app/lib/i18n/languages.ts";
import type { BusinessDetails } from "#app/features/crm/settings/business.ts";
import { drawSellerBlock, winAnsi } from "./seller-block.server.ts";
import { embedDocumentFonts, makeFacturX, type FacturXInfo } from "./factur-x.server.ts";

/**
 * The one layout of the vendor's business documents (invoices, credit notes, proposals): a title,
 * the dates under it, the seller block beside the buyer, paragraphs before the lines, the line table
 * (labels wrap, never cut; the header is drawn again on each new page), the totals, and the notes.
 * A4 pages; standard fonts (or, for a Factur-X invoice, embedded Liberation Sans of the same widths), in WinAnsi (the narrow spaces of French number
 * formats become spaces).
 */
export interface DocumentLine {
  readonly label: string;
  readonly quantity: number;
  readonly unitCents: number;
  /** The line's VAT rate as printed ("20 %"), in a column of its own when the document has one. */
  readonly vatRate?: string;
}

export interface DocumentNote {
  readonly text: string;
  readonly size?: number;
  readonly bold?: boolean;
}

export interface BusinessDocument {
  readonly lang: Language;
  /** The document's title and number, e.g. "Facture F-2026-0001". */
  readonly title: string;
  readonly subject?: string;
  readonly producer: string;
  /** Lines under the title (dates, payment). */
  readonly headerLines: readonly string[];
  readonly seller: BusinessDetails;
  readonly buyerHeading: string;
  readonly buyerLines: readonly string[];
  /** Paragraphs between the parties and the lines (the offer of a proposal, the service period). */
  readonly preamble?: readonly string[];
  readonly columns: {
    readonly label: string;
    readonly quantity: string;
    readonly unit: string;
    readonly amount: string;
    /** The VAT rate column's heading (invoices); none on proposals. */
    readonly vat?: string;
  };
  readonly lines: readonly DocumentLine[];
  /** Label and value of each total; the last is drawn in bold. */
  readonly totals: readonly (readonly [string, string])[];
  readonly notes: readonly DocumentNote[];
  readonly money: (cents: number) => string;
  /**
   * Makes the document a Factur-X PDF/A-3 (invoices and credit notes): fonts embedded, the CII
   * XML attached, XMP metadata and output intent (./factur-x.server.ts).
   */
  readonly facturX?: Pick<FacturXInfo, "xml" | "date" | "author">;
}

const PAGE: [number, number] = [595.28, 841.89];
const LEFT = 50;
const RIGHT = 545;
const TOP = 790;
const BOTTOM = 60;
const LINE = 14;

/** Words of `text` in lines no wider than `width` points; a word longer than the width is cut. */
export function wrapText(text: string, width: number, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let current = "";
  const widthOf = (s: string) => font.widthOfTextAtSize(s, size);
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (widthOf(next) <= width) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (widthOf(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  return current ? [...lines, current] : lines;
}

/** The VAT rate in basis points as the document's language writes it ("20", "5,5"). */
export function formatVatRate(rateBp: number, lang: Language): string {
  return new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: 2 }).format(
    rateBp / 100,
  );
}

export async function renderBusinessDocument(doc: BusinessDocument): Promise<Uint8Array> {
  // The PDF library loads with the first document asked for, not with every start of the server.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  if (doc.subject) pdf.setSubject(doc.subject);
  pdf.setProducer(doc.producer);
  pdf.setLanguage(doc.lang === "fr" ? "fr-FR" : "en-GB");
  const { font, bold } = doc.facturX
    ? await embedDocumentFonts(pdf)
    : {
        font: await pdf.embedFont(StandardFonts.Helvetica),
        bold: await pdf.embedFont(StandardFonts.HelveticaBold),
      };
  const ink = rgb(0.1, 0.12, 0.16);
  let page = pdf.addPage(PAGE);
  let y = TOP;

  const text = (s: string, x: number, size = 10, f = font) =>
    page.drawText(winAnsi(s), { x, y, size, font: f, color: ink });
  const right = (s: string, xRight: number, size = 10, f = font) =>
    page.drawText(winAnsi(s), {
      x: xRight - f.widthOfTextAtSize(winAnsi(s), size),
      y,
      size,
      font: f,
      color: ink,
    });
  const newPage = () => {
    page = pdf.addPage(PAGE);
    y = TOP;
  };
  /** Makes room for `height` points, on a new page if needed; true when a page was added. */
  const room = (height: number): boolean => {
    if (y - height >= BOTTOM) return false;
    newPage();
    return true;
  };
  const paragraph = (s: string, size = 10, f = font, width = RIGHT - LEFT) => {
    const lineHeight = size + 4;
    for (const part of wrapText(s, width, f, size)) {
      room(lineHeight);
      text(part, LEFT, size, f);
      y -= lineHeight;
    }
  };

  text(doc.title, LEFT, 20, bold);
  y -= 24;
  for (const line of doc.headerLines) {
    text(line, LEFT);
    y -= LINE;
  }
  y -= 16;

  const sellerBottom = drawSellerBlock(
    page,
    doc.seller,
    doc.lang,
    { x: LEFT, y },
    { font, bold, color: ink },
  );
  text(doc.buyerHeading, 320, 10, bold);
  y -= LINE;
  for (const line of doc.buyerLines) {
    for (const part of wrapText(line, RIGHT - 320, font, 10)) {
      text(part, 320);
      y -= LINE;
    }
  }
  y = Math.min(y, sellerBottom) - 24;

  for (const line of doc.preamble ?? []) paragraph(line);
  if (doc.preamble?.length) y -= 16;

  // Right edges of the number columns, and the label's width; narrower with a VAT rate column.
  const col = doc.columns.vat
    ? { label: 200, quantity: 290, unit: 385, vat: 440 }
    : { label: 240, quantity: 330, unit: 440, vat: 0 };
  const header = () => {
    text(doc.columns.label, LEFT, 10, bold);
    right(doc.columns.quantity, col.quantity, 10, bold);
    right(doc.columns.unit, col.unit, 10, bold);
    if (doc.columns.vat) right(doc.columns.vat, col.vat, 10, bold);
    right(doc.columns.amount, RIGHT, 10, bold);
    y -= 6;
    page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.5, color: ink });
    y -= 16;
  };
  room(60);
  header();
  for (const line of doc.lines) {
    const parts = wrapText(line.label, col.label, font, 10);
    if (room(LINE * parts.length + 4)) header();
    right(String(line.quantity), col.quantity);
    right(doc.money(line.unitCents), col.unit);
    if (doc.columns.vat) right(line.vatRate ?? "", col.vat);
    right(doc.money(line.unitCents * line.quantity), RIGHT);
    for (const part of parts) {
      text(part, LEFT);
      y -= LINE;
    }
    y -= 4;
  }
  y -= 10;

  room(16 * doc.totals.length + 10);
  for (const [i, [label, value]] of doc.totals.entries()) {
    const f = i === doc.totals.length - 1 ? bold : font;
    right(label, 440, 10, f);
    right(value, RIGHT, 10, f);
    y -= 16;
  }
  y -= 14;

  for (const note of doc.notes) {
    paragraph(note.text, note.size ?? 8, note.bold ? bold : font);
    y -= 6;
  }
  if (!doc.facturX) return pdf.save();
  await makeFacturX(
    pdf,
    {
      ...doc.facturX,
      title: doc.title,
      subject: doc.subject ?? doc.title,
      lang: doc.lang === "fr" ? "fr-FR" : "en-GB",
    },
    doc.producer,
  );
  // Without object streams: every object stays readable as it is (and PDF/A readers of old accept it).
  return pdf.save({ useObjectStreams: false });
}
