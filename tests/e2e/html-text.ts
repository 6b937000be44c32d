/**
 * The visible text of server-rendered markup, for checks made over plain HTTP: scripts, styles and
 * tags removed, entities decoded, every kind of space (French numbers use narrow ones) made plain.
 */

export function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

export function normalizeSpaces(s: string): string {
  return s.replace(/[\s\u00a0\u202f]+/g, " ").trim();
}

/** The text of an HTML fragment, as a reader sees it (tags removed, block boundaries as spaces). */
export function textOf(html: string): string {
  const withoutCode = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<template\b[\s\S]*?<\/template>/gi, " ");
  // Inline tags join their text; other tags separate words.
  const text = withoutCode
    .replace(/<\/?(?:span|strong|em|b|i|a|abbr|small|sup|sub|time|mark|code)\b[^>]*>/gi, "")
    .replace(/<[^>]+>/g, " ");
  return normalizeSpaces(decodeEntities(text));
}

/** The text of the page's <main> element. */
export function mainTextOf(html: string): string {
  const start = html.search(/<main\b/i);
  const end = html.lastIndexOf("</main>");
  return start >= 0 && end > start ? textOf(html.slice(start, end)) : "";
}

/** The texts of the page's h1 elements. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => textOf(m[1]!));
}

/** The `lang` attribute of the page's <html> element. */
export function htmlLangOf(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
}
