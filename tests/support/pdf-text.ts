import { inflateSync } from "node:zlib";

/**
 * The text drawn on the pages of a PDF made with pdf-lib, one line per string shown with `Tj`.
 * Standard fonts write WinAnsi (Windows-1252) hex strings; embedded fonts (the Factur-X invoices)
 * write glyph ids, decoded through the font's `/ToUnicode` map: the `Tf` before each string names
 * the font, which the page's resources tie to its map (read when the file has no object streams,
 * as those invoices are saved). Enough to check what a generated document says, without a reader.
 * A stream's bytes are read by its `/Length`, not up to `endstream`: compressed data may itself
 * end with a carriage return, which a search for the end-of-line before `endstream` would cut off.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const winAnsi = new TextDecoder("windows-1252");
  const streams = new Map<number, string>();
  const contents: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)\b[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, start + Number(match[1])), "latin1")).toString(
        "latin1",
      );
    } catch {
      continue;
    }
    const object = [...raw.slice(Math.max(0, match.index - 400), match.index).matchAll(/(\d+) 0 obj/g)].at(
      -1,
    );
    if (object) streams.set(Number(object[1]), content);
    contents.push(content);
  }
  // Resource name → font object → its ToUnicode map (glyph id → text).
  const maps = new Map<string, Map<number, string>>();
  const fontObjects = new Map<number, number>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*<<((?:(?!endobj)[^])*?)>>\s*endobj/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(m[2]!);
    if (toUnicode && /\/Type0/.test(m[2]!)) fontObjects.set(Number(m[1]), Number(toUnicode[1]));
  }
  for (const m of raw.matchAll(/\/Font\s*<<([^<>]*)>>/g)) {
    for (const entry of m[1]!.matchAll(/\/([^\s/]+) (\d+) 0 R/g)) {
      const cmap = fontObjects.get(Number(entry[2]));
      const text = cmap === undefined ? undefined : streams.get(cmap);
      if (text) maps.set(entry[1]!, toUnicodeMap(text));
    }
  }
  const out: string[] = [];
  for (const content of contents) {
    let font: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/([^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (op[1] !== undefined) {
        font = maps.get(op[1]);
        continue;
      }
      const hex = op[2]!;
      if (!font) {
        out.push(winAnsi.decode(Buffer.from(hex, "hex")));
        continue;
      }
      let s = "";
      for (let i = 0; i + 4 <= hex.length; i += 4) s += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? "?";
      out.push(s);
    }
  }
  return out.join("\n");
}

const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(m[1]!, 16), utf16(m[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)/g,
    )) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      const target = m[3]!;
      if (target.startsWith("[")) {
        [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach((t, i) => map.set(from + i, utf16(t[1]!)));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let g = from; g <= to; g++) map.set(g, String.fromCodePoint(base + g - from));
      }
    }
  }
  return map;
}
