/**
 * The product's e-mail frame: a branded, table-based HTML layout that renders in every mail client
 * (inline styles only, no external resources), and its plain-text twin. Each message passes its
 * paragraphs and an optional call-to-action button; the text version shows the link in full.
 */
export type MailLanguage = "fr" | "en";

export interface MailContent {
  readonly lang: MailLanguage;
  readonly subject: string;
  /** Shown in the inbox list after the subject. */
  readonly preheader: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs (a digest's items), each linked when it has a URL. */
  readonly items?: readonly MailItem[];
  readonly action?: { readonly label: string; readonly url: string };
  /** After the button: why the reader got this message, what to do if it was not them. */
  readonly notes?: readonly string[];
}

export interface MailItem {
  readonly text: string;
  readonly url?: string;
}

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const BRAND = {
  name: "GA Éducation",
  color: "#1d4ed8",
  address: "GA Éducation · 12 rue de la Sorbonne · 75005 Paris · France",
};

const FOOTER: Record<MailLanguage, string> = {
  fr: "Message automatique, merci de ne pas y répondre directement. Pour toute question : contact@ga-education.fr.",
  en: "Automatic message, please do not reply to it. For any question: contact@ga-education.fr.",
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function renderText(content: MailContent): string {
  const lines = [content.greeting, "", ...content.paragraphs.flatMap((p) => [p, ""])];
  if (content.items?.length) {
    for (const item of content.items) lines.push(`- ${item.text}`, ...(item.url ? [`  ${item.url}`] : []));
    lines.push("");
  }
  if (content.action) {
    lines.push(
      content.lang === "fr" ? `${content.action.label} :` : `${content.action.label}:`,
      content.action.url,
      "",
    );
  }
  for (const note of content.notes ?? []) lines.push(note, "");
  lines.push("—", BRAND.name, BRAND.address, FOOTER[content.lang]);
  return lines.join("\n");
}

export function renderHtml(content: MailContent): string {
  const p = (text: string, muted = false) =>
    `<p style="margin:0 0 16px;font-size:${muted ? 13 : 16}px;line-height:1.55;color:${muted ? "#52525b" : "#18181b"}">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${BRAND.color}">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      p(
        content.lang === "fr"
          ? "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :"
          : "If the button does not work, copy this link into your browser:",
        true,
      ) +
      `<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(content.action.url)}" style="color:${BRAND.color}">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const items = content.items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.55;color:#18181b">${content.items
        .map(
          (item) =>
            `<li style="margin:0 0 8px">${
              item.url
                ? `<a href="${escapeHtml(item.url)}" style="color:${BRAND.color}">${escapeHtml(item.text)}</a>`
                : escapeHtml(item.text)
            }</li>`,
        )
        .join("")}</ul>`
    : "";
  return `<!doctype html>
<html lang="${content.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND.color};padding:20px 32px;font-size:20px;font-weight:700;color:#ffffff;letter-spacing:0.2px">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:32px">
${p(content.greeting)}
${content.paragraphs.map((text) => p(text)).join("\n")}
${items}
${button}
${(content.notes ?? []).map((text) => p(text, true)).join("\n")}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e4e4e7;font-size:12px;line-height:1.5;color:#71717a">${escapeHtml(BRAND.address)}<br>${escapeHtml(FOOTER[content.lang])}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
