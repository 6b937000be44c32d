import { createHash } from "node:crypto";
import { wrapText } from "#app/lib/pdf/business-document.server.ts";

/**
 * The accepted proposal's PDF (decision 032-online-proposals): the exact bytes of the issued PDF,
 * whose SHA-256 the signer accepted, followed by an incremental update (ISO 32000 §7.5.6) that adds
 * one page: the acceptance certificate (signer, role, time in Europe/Paris, address, user agent,
 * SHA-256 of the original). The original stays a byte-for-byte prefix of the result, so anyone can
 * check the recorded hash against it; PDF readers show the added page after the proposal's pages.
 */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export interface AcceptanceRecord {
  readonly number: string;
  readonly signerName: string;
  readonly signerRole: string;
  /** ISO time of the acceptance. */
  readonly acceptedAt: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly sha256: string;
  readonly lang: "fr" | "en";
}

const TEXTS = {
  fr: {
    title: "Certificat d'acceptation électronique",
    intro: (n: string) =>
      `La proposition commerciale ${n} a été acceptée en ligne par signature électronique simple (règlement eIDAS, article 3.10) : le signataire a saisi son nom et sa fonction et coché la case de consentement.`,
    signer: "Signataire",
    role: "Fonction",
    at: "Date et heure (Europe/Paris)",
    ip: "Adresse IP",
    ua: "Navigateur (user agent)",
    hash: "SHA-256 du PDF émis (les octets qui précèdent ce certificat)",
    consent:
      "Consentement : « J'accepte cette proposition et ses conditions, et je suis habilité à engager mon établissement. »",
  },
  en: {
    title: "Electronic acceptance certificate",
    intro: (n: string) =>
      `Commercial proposal ${n} was accepted online with a simple electronic signature (eIDAS regulation, article 3(10)): the signer typed their name and role and ticked the consent box.`,
    signer: "Signer",
    role: "Role",
    at: "Date and time (Europe/Paris)",
    ip: "IP address",
    ua: "Browser (user agent)",
    hash: "SHA-256 of the issued PDF (the bytes before this certificate)",
    consent: 'Consent: "I accept this proposal and its terms, and I am authorised to commit my institution."',
  },
} as const;

export function parisTime(iso: string, lang: "fr" | "en"): string {
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    timeZone: "Europe/Paris",
    dateStyle: "long",
    timeStyle: "long",
  }).format(new Date(iso));
}

export async function appendAcceptanceCertificate(
  original: Uint8Array,
  record: AcceptanceRecord,
): Promise<Uint8Array> {
  const { PDFDocument, PDFPageTree, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const context = doc.context;
  // The loader leaves out the cross-reference streams' own objects: new objects must not reuse their
  // numbers, so they start after every number written in the original.
  const raw = Buffer.from(original).toString("latin1");
  let existing = context.largestObjectNumber;
  for (const m of raw.matchAll(/(?:^|[\r\n\s])(\d+) \d+ obj\b/g)) existing = Math.max(existing, Number(m[1]));
  context.largestObjectNumber = existing;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const t = TEXTS[record.lang];
  const page = doc.addPage([595.28, 841.89]);
  const ink = rgb(0.1, 0.12, 0.16);
  let y = 790;
  const write = (s: string, size = 10, f = font) => {
    for (const line of wrapText(s, 495, f, size)) {
      page.drawText(line, { x: 50, y, size, font: f, color: ink });
      y -= size + 5;
    }
  };
  write(t.title, 18, bold);
  y -= 10;
  write(t.intro(record.number));
  y -= 8;
  for (const [label, value] of [
    [t.signer, record.signerName],
    [t.role, record.signerRole],
    [t.at, parisTime(record.acceptedAt, record.lang)],
    [t.ip, record.ip],
    [t.ua, record.userAgent],
    [t.hash, record.sha256],
  ] as const) {
    write(label, 9, bold);
    write(value || "-", 10);
    y -= 4;
  }
  y -= 6;
  write(t.consent, 9);
  await doc.flush();

  // The incremental update: the new objects and the page tree nodes that now list the new page.
  const pieces: Uint8Array[] = [];
  const prev = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw)?.[1];
  if (!prev) throw new Error("Not a complete PDF: no startxref");
  let offset = original.length;
  const push = (bytes: Uint8Array) => {
    pieces.push(bytes);
    offset += bytes.length;
  };
  const ascii = (s: string) => Buffer.from(s, "latin1");
  if (original[original.length - 1] !== 0x0a) push(ascii("\n"));
  const entries: [number, number][] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (ref.objectNumber <= existing && !(object instanceof PDFPageTree)) continue;
    entries.push([ref.objectNumber, offset]);
    const body = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    push(ascii(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    push(body);
    push(ascii("\nendobj\n"));
  }
  // A cross-reference stream, like the original's (pdf-lib writes one): readers follow `/Prev`.
  const xrefNumber = context.largestObjectNumber + 1;
  entries.push([xrefNumber, offset]);
  entries.sort((a, b) => a[0] - b[0]);
  const rows = new Uint8Array(entries.length * 7);
  entries.forEach(([, at], i) => {
    rows[i * 7] = 1;
    new DataView(rows.buffer).setUint32(i * 7 + 1, at);
  });
  const index = entries.map(([n]) => `${n} 1`).join(" ");
  const info = context.trailerInfo.Info ? ` /Info ${context.trailerInfo.Info.toString()}` : "";
  const xrefAt = offset;
  push(
    ascii(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Index [${index}] /Root ${context.trailerInfo.Root!.toString()}${info} /Prev ${prev} /Length ${rows.length} >>\nstream\n`,
    ),
  );
  push(rows);
  push(ascii(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  const out = new Uint8Array(offset);
  out.set(original, 0);
  let at = original.length;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
