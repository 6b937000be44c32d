import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  PDFString,
  PDFHexString,
} from "pdf-lib";

/**
 * What a Factur-X PDF carries besides its pages: the embedded files (name, AFRelationship, bytes)
 * and the XMP metadata, read with pdf-lib as a receiving platform would.
 */
export interface EmbeddedFile {
  readonly name: string;
  readonly relationship: string;
  readonly bytes: Uint8Array;
}

export async function pdfAttachments(pdfBytes: Uint8Array): Promise<{
  files: EmbeddedFile[];
  xmp: string;
  associated: number;
}> {
  const pdf = await PDFDocument.load(pdfBytes);
  const catalog = pdf.catalog;
  const files: EmbeddedFile[] = [];
  const names = catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const embedded = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const list = embedded?.lookupMaybe(PDFName.of("Names"), PDFArray);
  for (let i = 0; list && i + 1 < list.size(); i += 2) {
    const spec = list.lookup(i + 1, PDFDict);
    const name = spec.lookup(PDFName.of("UF")) ?? spec.lookup(PDFName.of("F"));
    const ef = spec.lookup(PDFName.of("EF"), PDFDict);
    const stream = ef.lookup(PDFName.of("F")) as PDFRawStream;
    files.push({
      name: name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : String(name),
      relationship: String(spec.lookup(PDFName.of("AFRelationship"))),
      bytes: decodePDFRawStream(stream).decode(),
    });
  }
  const meta = catalog.lookup(PDFName.of("Metadata")) as PDFRawStream | undefined;
  const xmp = meta ? new TextDecoder().decode(decodePDFRawStream(meta).decode()) : "";
  const associated = catalog.lookupMaybe(PDFName.of("AF"), PDFArray)?.size() ?? 0;
  return { files, xmp, associated };
}
