/**
 * Wraps PNG images in an ICO container (the format of /favicon.ico). Browsers have read PNG
 * entries in ICO files for years, so no bitmap conversion is needed.
 */
export interface IcoEntry {
  readonly size: number;
  readonly png: Uint8Array;
}

export function pngToIco(entries: readonly IcoEntry[]): Uint8Array {
  const headerSize = 6 + 16 * entries.length;
  const total = headerSize + entries.reduce((n, e) => n + e.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, entries.length, true);
  let offset = headerSize;
  entries.forEach((e, i) => {
    const at = 6 + 16 * i;
    // Sizes of 256 px are written as 0.
    view.setUint8(at, e.size >= 256 ? 0 : e.size);
    view.setUint8(at + 1, e.size >= 256 ? 0 : e.size);
    view.setUint8(at + 2, 0); // no palette
    view.setUint8(at + 3, 0); // reserved
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, e.png.length, true);
    view.setUint32(at + 12, offset, true);
    out.set(e.png, offset);
    offset += e.png.length;
  });
  return out;
}

/** Width and height read from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => png[i] === b)) throw new Error("Not a PNG file");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
