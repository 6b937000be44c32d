/**
 * `Content-Disposition: attachment` for any file name (RFC 6266): a plain-ASCII `filename` every
 * client reads, and the exact name in UTF-8 as `filename*` for those that read it (all current
 * browsers). A header value must be Latin-1: a name such as "写真.png" in `filename` alone makes
 * Node refuse the response.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "fichier";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The answer of a file to download (an invoice, a proposal, a backup, an export, an attachment):
 * always saved, never shown in the page, its type never sniffed, never kept by a cache (they hold
 * customer data). `headers` adds to these (a length, a sandboxing policy, `X-Robots-Tag`).
 */
export function downloadResponse(
  body: BodyInit,
  file: { readonly name: string; readonly type: string },
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": attachmentDisposition(file.name),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}
