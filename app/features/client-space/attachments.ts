/**
 * Support-ticket attachments (issue 7): images and PDF only, at most 5 MB each, recognised by
 * their content (magic bytes), never by the browser's declared type, so that a renamed executable
 * is refused. The name must not say otherwise either: a real PDF named `facture.pdf.exe` or an
 * image-and-HTML polyglot named `page.html` is refused, not stored under another extension.
 */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
/** The largest support post: every attachment at its limit, with room for the texts and the multipart framing. */
export const MAX_SUPPORT_POST_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 256 * 1024;
export const ATTACHMENT_ACCEPT =
  "image/png,image/jpeg,image/gif,image/webp,application/pdf,.pdf,.png,.jpg,.jpeg,.gif,.webp";

export type AttachmentType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf";

const EXTENSIONS: Readonly<Record<AttachmentType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The file's real type from its first bytes, or null when it is none of the accepted ones. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

/** The last segment of a path, without control or quote characters. */
function cleanBaseName(name: string): string {
  return (
    (name.split(/[\\/]/).pop() ?? "")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f"<>:*?|;]/g, "")
  );
}

/** Extensions a name may end with; any of them fits any accepted content (renamed on storage). */
const ACCEPTED_EXTENSIONS: ReadonlySet<string> = new Set(["png", "jpg", "jpeg", "gif", "webp", "pdf"]);

/**
 * The extension a file's name ends with, lower-cased, as the visitor's system reads it (trailing
 * dots and spaces dropped, as Windows does); none for "scan" or "compte-rendu 12.03.2025".
 */
export function declaredExtension(name: string): string | undefined {
  const base = cleanBaseName(name).replace(/[\s.]+$/, "");
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(base)?.[1]?.toLowerCase();
  return ext && /[a-z]/.test(ext) ? ext : undefined;
}

export type AttachmentProblem = "empty" | "tooLarge" | "type" | "tooMany";

export function attachmentProblem(bytes: Uint8Array, name: string): AttachmentProblem | undefined {
  if (bytes.length === 0) return "empty";
  if (bytes.length > MAX_ATTACHMENT_BYTES) return "tooLarge";
  if (!sniffAttachmentType(bytes)) return "type";
  const ext = declaredExtension(name);
  if (ext !== undefined && !ACCEPTED_EXTENSIONS.has(ext)) return "type";
  return undefined;
}

/**
 * A safe name to show and to offer on download: no path, no control or quote characters, at most
 * 120 characters, and the extension of the real type (a "photo.png" that is a PDF becomes
 * "photo.pdf").
 */
export function safeAttachmentName(name: string, type: AttachmentType): string {
  const base = cleanBaseName(name)
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .slice(0, 110);
  return `${base || "piece-jointe"}.${EXTENSIONS[type]}`;
}
