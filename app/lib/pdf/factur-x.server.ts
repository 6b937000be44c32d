import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * Factur-X (DECISIONS.md point 9): a PDF/A-3B document whose invoice, as CII XML, is embedded as
 * the associated file `factur-x.xml` (AFRelationship /Alternative), with the XMP metadata that
 * names it (Factur-X 1.0, EN 16931 profile), the PDF/A identification, an sRGB output intent and
 * embedded fonts (PDF/A forbids the standard fonts that are not embedded).
 */
export const FACTUR_X_FILE_NAME = "factur-x.xml";

/**
 * Liberation Sans, metric-compatible with Helvetica (the layout's widths stay the same), shipped in
 * `fonts/` with its licence (GPL with the font exception: embedding in documents is allowed). Read
 * from the project's folder: npm runs the server from there.
 */
const FONT_DIR = path.join(process.cwd(), "app", "lib", "pdf", "fonts");
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;

export async function embedDocumentFonts(pdf: PDFDocument): Promise<{ font: PDFFont; bold: PDFFont }> {
  const { default: fontkit } = await import("@pdf-lib/fontkit");
  pdf.registerFontkit(fontkit);
  fontFiles ??= {
    regular: readFileSync(path.join(FONT_DIR, "LiberationSans-Regular.ttf")),
    bold: readFileSync(path.join(FONT_DIR, "LiberationSans-Bold.ttf")),
  };
  return {
    font: await pdf.embedFont(fontFiles.regular, { subset: true }),
    bold: await pdf.embedFont(fontFiles.bold, { subset: true }),
  };
}

export interface FacturXInfo {
  readonly xml: string;
  readonly title: string;
  readonly subject: string;
  readonly author: string;
  readonly lang: string;
  /** The document's date (its issue date): the PDF is the same each time it is drawn. */
  readonly date: Date;
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The XMP packet: PDF/A-3B identification, Dublin Core, and the Factur-X extension schema. */
export function facturXmp(info: Omit<FacturXInfo, "xml">, producer: string): string {
  const date = info.date.toISOString().replace(/\.\d{3}Z$/, "Z");
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<pdfaid:part>3</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escape(info.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escape(info.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escape(info.subject)}</rdf:li></rdf:Alt></dc:description>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${escape(producer)}</pdf:Producer>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreatorTool>${escape(producer)}</xmp:CreatorTool>
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property("DocumentFileName", "name of the embedded XML invoice file")}
${property("DocumentType", "INVOICE")}
${property("Version", "The actual version of the Factur-X XML schema")}
${property("ConformanceLevel", "The conformance level of the embedded Factur-X data")}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * A small ICC v2 display profile for sRGB (IEC 61966-2.1 primaries adapted to D50, the sRGB tone
 * curve as a 1024-entry table), built here rather than shipped: the PDF/A output intent needs one.
 */
export function srgbIccProfile(): Uint8Array {
  const s15 = (v: number) => Math.round(v * 65536);
  const xyz = (x: number, y: number, z: number) => {
    const b = Buffer.alloc(20);
    b.write("XYZ ", 0, "latin1");
    b.writeInt32BE(s15(x), 8);
    b.writeInt32BE(s15(y), 12);
    b.writeInt32BE(s15(z), 16);
    return b;
  };
  const n = 1024;
  const curve = Buffer.alloc(12 + 2 * n);
  curve.write("curv", 0, "latin1");
  curve.writeUInt32BE(n, 8);
  for (let i = 0; i < n; i++) {
    const c = i / (n - 1);
    const linear = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    curve.writeUInt16BE(Math.round(linear * 65535), 12 + 2 * i);
  }
  const name = "sRGB IEC61966-2.1";
  const desc = Buffer.alloc(12 + name.length + 1 + 4 + 4 + 2 + 1 + 67);
  desc.write("desc", 0, "latin1");
  desc.writeUInt32BE(name.length + 1, 8);
  desc.write(name, 12, "latin1");
  const copyright = "No copyright, use freely";
  const cprt = Buffer.alloc(8 + copyright.length + 1);
  cprt.write("text", 0, "latin1");
  cprt.write(copyright, 8, "latin1");
  const tags: [string, Buffer][] = [
    ["desc", desc],
    ["cprt", cprt],
    ["wtpt", xyz(0.9642, 1, 0.8249)],
    ["rXYZ", xyz(0.4361, 0.2225, 0.0139)],
    ["gXYZ", xyz(0.3851, 0.7169, 0.0971)],
    ["bXYZ", xyz(0.1431, 0.0606, 0.7141)],
    ["rTRC", curve],
    ["gTRC", curve],
    ["bTRC", curve],
  ];
  const pad = (len: number) => (len + 3) & ~3;
  const tableSize = 4 + 12 * tags.length;
  let offset = 128 + tableSize;
  const table = Buffer.alloc(tableSize);
  table.writeUInt32BE(tags.length, 0);
  const blobs: Buffer[] = [];
  let curveOffset = 0;
  tags.forEach(([sig, data], i) => {
    let at = offset;
    if (data === curve && curveOffset) at = curveOffset;
    else {
      if (data === curve) curveOffset = offset;
      blobs.push(Buffer.concat([data, Buffer.alloc(pad(data.length) - data.length)]));
      offset += pad(data.length);
    }
    table.write(sig, 4 + 12 * i, "latin1");
    table.writeUInt32BE(at, 8 + 12 * i);
    table.writeUInt32BE(data.length, 12 + 12 * i);
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8);
  header.write("mntrRGB XYZ ", 12, "latin1");
  // 2026-01-01 00:00:00, the profile's creation date.
  [2026, 1, 1, 0, 0, 0].forEach((v, i) => header.writeUInt16BE(v, 24 + 2 * i));
  header.write("acsp", 36, "latin1");
  header.writeInt32BE(s15(0.9642), 68);
  header.writeInt32BE(s15(1), 72);
  header.writeInt32BE(s15(0.8249), 76);
  return new Uint8Array(Buffer.concat([header, table, ...blobs]));
}

/**
 * Makes `pdf` a Factur-X PDF/A-3B: the document information matching the XMP, the XML attached,
 * the metadata stream, the output intent and the file identifier. Call before `save`.
 */
export async function makeFacturX(pdf: PDFDocument, info: FacturXInfo, producer: string): Promise<void> {
  const { AFRelationship, PDFHexString, PDFName, PDFString } = await import("pdf-lib");
  pdf.setTitle(info.title, { showInWindowTitleBar: true });
  pdf.setSubject(info.subject);
  pdf.setAuthor(info.author);
  pdf.setProducer(producer);
  pdf.setCreator(producer);
  pdf.setCreationDate(info.date);
  pdf.setModificationDate(info.date);
  pdf.setLanguage(info.lang);

  const xml = new TextEncoder().encode(info.xml);
  await pdf.attach(xml, FACTUR_X_FILE_NAME, {
    mimeType: "text/xml",
    description: "Factur-X invoice (EN 16931)",
    creationDate: info.date,
    modificationDate: info.date,
    afRelationship: AFRelationship.Alternative,
  });

  const context = pdf.context;
  const metadata = context.stream(new TextEncoder().encode(facturXmp(info, producer)), {
    Type: "Metadata",
    Subtype: "XML",
  });
  pdf.catalog.set(PDFName.of("Metadata"), context.register(metadata));

  const icc = context.flateStream(srgbIccProfile(), { N: 3 });
  const intent = context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFString.of("sRGB IEC61966-2.1"),
    Info: PDFString.of("sRGB IEC61966-2.1"),
    DestOutputProfile: context.register(icc),
  });
  pdf.catalog.set(PDFName.of("OutputIntents"), context.obj([context.register(intent)]));

  // PDF/A needs the file identifier; derived from the content, so the same invoice gets the same one.
  const id = createHash("md5").update(info.xml).update(info.title).digest("hex");
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}
