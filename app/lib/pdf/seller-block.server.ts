import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import { formatSiret } from "#app/lib/siret.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { colon } from "#app/lib/i18n/typography.ts";
import { countryName, type BusinessDetails } from "#app/features/crm/settings/business.ts";

/**
 * The seller block of the PDF documents (invoices, credit notes, proposals): the business details
 * of the configuration page, or the copy kept with an issued document (./seller.ts), written the
 * same way on each. Standard fonts only, in WinAnsi.
 */
const LABELS = {
  fr: { siret: "SIRET", vat: "TVA" },
  en: { siret: "SIRET", vat: "VAT" },
} as const satisfies Record<Language, { siret: string; vat: string }>;

/** Line height of the block, in points. */
export const SELLER_LINE_HEIGHT = 14;

/**
 * Text as the standard fonts can draw it (WinAnsi): the narrow spaces of French number formats
 * become spaces, any other character outside the encoding a question mark.
 */
export function winAnsi(s: string): string {
  return s.replace(/[\u00a0\u202f]/g, " ").replace(/[^\u0020-\u00ff€–—’‘“”…•]/g, "?");
}

/** The block's lines: name, street, postcode, city and country, SIRET, VAT number, phone, e-mail. */
export function sellerLines(seller: BusinessDetails, lang: Language): string[] {
  const t = LABELS[lang];
  return [
    seller.legalName,
    seller.street,
    `${seller.postalCode} ${seller.city}, ${countryName(seller.country, lang)}`,
    `${t.siret}${colon(lang)}${formatSiret(seller.siret)}`,
    `${t.vat}${colon(lang)}${seller.vatNumber}`,
    seller.phone,
    seller.email,
  ].filter(Boolean);
}

export interface SellerBlockStyle {
  readonly font: PDFFont;
  /** The name's font. */
  readonly bold: PDFFont;
  readonly color: RGB;
  readonly size?: number;
}

/**
 * Draws the block with its top line at (`x`, `y`), the name in bold; returns the baseline below
 * its last line (where the next line would go).
 */
export function drawSellerBlock(
  page: PDFPage,
  seller: BusinessDetails,
  lang: Language,
  at: { readonly x: number; readonly y: number },
  style: SellerBlockStyle,
): number {
  let y = at.y;
  for (const [i, line] of sellerLines(seller, lang).entries()) {
    page.drawText(winAnsi(line), {
      x: at.x,
      y,
      size: style.size ?? 10,
      font: i === 0 ? style.bold : style.font,
      color: style.color,
    });
    y -= SELLER_LINE_HEIGHT;
  }
  return y;
}
