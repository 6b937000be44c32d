import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { renderMail, type MailLanguage } from "#server/mail/layout.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { formatDate, formatMoney } from "#app/features/client-space/format.ts";
import { invoiceFileName, invoicePdf } from "#app/features/client-space/invoice-pdf.server.ts";
import { loadSettings } from "#app/features/crm/settings/store.server.ts";
import { invoiceDocument } from "./billing.server.ts";

/**
 * An issued invoice or credit note is e-mailed to its institution's billing contacts (the owners
 * and billing members: client-space/roles.ts), each in their language, with its Factur-X PDF
 * attached; it is also listed in their client space. Queued (server/mail/mailer.ts): a mail
 * server that is down never undoes the issuing. Returns how many were queued.
 */
export async function mailIssuedInvoice(
  deps: { db: Kysely<DB>; mailer: Mailer; origin: string },
  invoiceId: string,
): Promise<number> {
  const { db, mailer, origin } = deps;
  const doc = await invoiceDocument(db, invoiceId);
  if (!doc) return 0;
  const { institutionId } = await db
    .selectFrom("invoice")
    .select("institution_id as institutionId")
    .where("id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  const recipients = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.email", "user.language", "user.first_name"])
    .where("membership.institution_id", "=", institutionId)
    .where("membership.role", "in", ["owner", "billing"])
    .orderBy("user.email")
    .execute();
  if (recipients.length === 0) return 0;
  const { business } = await loadSettings(db);
  const pdfs = new Map<MailLanguage, string>();
  const name = invoiceFileName(doc.invoice);
  for (const r of recipients) {
    const lang: MailLanguage = r.language === "en" ? "en" : "fr";
    let pdf = pdfs.get(lang);
    if (!pdf) {
      pdf = Buffer.from(await invoicePdf(doc, lang, business)).toString("base64");
      pdfs.set(lang, pdf);
    }
    const mail = issuedInvoiceMail(lang, {
      firstName: r.first_name,
      creditNote: doc.invoice.kind === "credit_note",
      number: doc.invoice.number,
      institution: doc.buyer.name,
      total: formatMoney(doc.invoice.totalCents, lang, doc.invoice.currency),
      due: formatDate(doc.invoice.dueAt, lang),
      url: `${origin}${localizedPath("/dashboard/billing", lang)}`,
    });
    await mailer.send({
      to: r.email,
      kind: "invoice-issued",
      ...mail,
      attachments: [{ filename: name, contentType: "application/pdf", content: pdf, encoding: "base64" }],
    });
  }
  return recipients.length;
}

export function issuedInvoiceMail(
  lang: MailLanguage,
  v: {
    firstName: string | null;
    creditNote: boolean;
    number: string;
    institution: string;
    total: string;
    due: string;
    url: string;
  },
) {
  const fr = lang === "fr";
  const what = v.creditNote ? (fr ? "l'avoir" : "credit note") : fr ? "la facture" : "invoice";
  const title = v.creditNote ? (fr ? "Avoir" : "Credit note") : fr ? "Facture" : "Invoice";
  return renderMail({
    lang,
    subject: `${title} ${v.number} — GA Éducation`,
    preheader: fr ? `${v.institution} : ${v.total} TTC.` : `${v.institution}: ${v.total} incl. VAT.`,
    greeting: fr
      ? v.firstName
        ? `Bonjour ${v.firstName},`
        : "Bonjour,"
      : v.firstName
        ? `Hello ${v.firstName},`
        : "Hello,",
    paragraphs: [
      v.creditNote
        ? fr
          ? `Veuillez trouver ci-joint l'avoir ${v.number} émis pour ${v.institution}, d'un montant de ${v.total} TTC.`
          : `Please find attached credit note ${v.number} issued to ${v.institution}, for ${v.total} incl. VAT.`
        : fr
          ? `Veuillez trouver ci-joint la facture ${v.number} de ${v.institution}, d'un montant de ${v.total} TTC, à régler au plus tard le ${v.due}.`
          : `Please find attached invoice ${v.number} for ${v.institution}, for ${v.total} incl. VAT, due by ${v.due}.`,
      fr
        ? `Le PDF joint est une facture électronique Factur-X : ${what} et ses données structurées (EN 16931) sont dans le même fichier, à déposer tel quel sur Chorus Pro ou sur votre plateforme de facturation.`
        : `The attached PDF is a Factur-X e-invoice: the ${what} and its structured data (EN 16931) are in the same file, ready to deposit as it is on Chorus Pro or your invoicing platform.`,
    ],
    action: { label: fr ? "Voir mes factures" : "See my invoices", url: v.url },
    notes: [
      fr
        ? "Vous recevez ce message en tant que contact de facturation de votre établissement."
        : "You receive this message as a billing contact of your institution.",
    ],
  });
}
