/**
 * The readable text of a raw e-mail as the SMTP sink keeps it: every text part of the MIME tree,
 * decoded from quoted-printable or base64, so that tests can find the links a person would click.
 */
function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const ch = unfolded[i]!;
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(part: string): { headers: string; body: string } {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return { headers: part, body: "" };
  return { headers: part.slice(0, match.index), body: part.slice(match.index + match[0].length) };
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(headers);
  return match?.[1]?.replace(/\r?\n[ \t]/g, " ").trim() ?? "";
}

function textParts(raw: string): string[] {
  const { headers, body } = splitHeaders(raw);
  const type = header(headers, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith("--"))
      .flatMap((p) => textParts(p.replace(/^\r?\n/, "")));
  }
  if (type && !/^text\//i.test(type)) return [];
  const encoding = header(headers, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "base64") return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
  if (encoding === "quoted-printable") return [decodeQuotedPrintable(body)];
  return [body];
}

/** The text of every text part of a message, joined. */
export function mailText(raw: string): string {
  return textParts(raw).join("\n");
}

/** The first http(s) link of a message that contains `fragment`. */
export function mailLink(raw: string, fragment: string): string {
  const links = mailText(raw).match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => l.replace(/&amp;/g, "&")).find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link containing "${fragment}" in the message`);
  return link;
}

export interface MailAttachmentPart {
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** The attached files of a raw message (parts with a file name), decoded. */
export function mailAttachments(raw: string): MailAttachmentPart[] {
  const { headers, body } = splitHeaders(raw);
  const type = header(headers, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith("--"))
      .flatMap((p) => mailAttachments(p.replace(/^\r?\n/, "")));
  }
  const disposition = header(headers, "Content-Disposition");
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  if (!filename) return [];
  const encoding = header(headers, "Content-Transfer-Encoding").toLowerCase();
  const bytes =
    encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(body, "utf8");
  return [{ filename, contentType: type.split(";")[0]!.trim(), bytes }];
}
