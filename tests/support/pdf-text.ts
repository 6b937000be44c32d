import { inflateSync } from "node:zlib";

/**
 * The text drawn on the pages of a PDF made with pdf-lib's standard fonts: each content stream
 * inflated, each hex string shown with `Tj` decoded (WinAnsi: Windows-1252), one line per string. Enough to check what a generated document says, without a PDF reader.
 * A stream's bytes are read by its `/Length`, not up to `endstream`: compressed data may itself
 * end with a carriage return, which a search for the end-of-line before `endstream` would cut off.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const winAnsi = new TextDecoder("windows-1252");
  const out: string[] = [];
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
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      out.push(winAnsi.decode(Buffer.from(shown[1]!, "hex")));
    }
  }
  return out.join("\n");
}
