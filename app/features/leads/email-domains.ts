/**
 * What an e-mail address says about the institution behind it. `direction@lycee-moulin.fr` and
 * `compta@lycee-moulin.fr` write from one institution; two `@gmail.com` addresses say nothing.
 */

/**
 * Domains shared by people of unrelated institutions: public mail providers (`*` stands for any
 * ending: `yahoo.*` is yahoo.fr, yahoo.com, yahoo.co.uk…), and the académies' domains (`ac-*.fr`),
 * which every state school of a region writes from. The one list the CRM uses: contacts are not
 * grouped by these domains (app/features/leads/contacts.server.ts), leads are not duplicates for sharing one
 * (app/features/crm/pipeline/duplicates.ts).
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "yahoo.*",
  "ymail.com",
  "hotmail.*",
  "outlook.*",
  "live.*",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.*",
  "gmx.*",
  "web.de",
  "yandex.*",
  "mail.ru",
  "protonmail.com",
  "protonmail.ch",
  "proton.me",
  "pm.me",
  "tutanota.com",
  "zoho.com",
  "fastmail.com",
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "sfr.fr",
  "neuf.fr",
  "club-internet.fr",
  "cegetel.net",
  "bbox.fr",
  "numericable.fr",
  "aliceadsl.fr",
  "laposte.net",
  "mailo.com",
  "ac-*.fr",
];

const PATTERN = new RegExp(
  `^(?:${PUBLIC_EMAIL_DOMAINS.map((d) => d.replace(/\./g, "\\.").replace(/\*/g, "[a-z0-9.-]+")).join("|")})$`,
);

/** Trimmed and lower-cased; null unless it has one "@" with something on each side. */
export function normaliseEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase();
  if (!email) return null;
  const at = email.indexOf("@");
  return at > 0 && at === email.lastIndexOf("@") && at < email.length - 1 ? email : null;
}

/** The domain of an address (lower-case), public or not; null for something that is not one. */
export function domainOfEmail(value: string | null | undefined): string | null {
  const email = normaliseEmail(value);
  return email ? email.slice(email.indexOf("@") + 1) : null;
}

export function isPublicEmailDomain(domain: string): boolean {
  return PATTERN.test(domain.trim().toLowerCase());
}

/** The domain of an institution's address; null for a public provider's (or no address). */
export function institutionDomain(value: string | null | undefined): string | null {
  const domain = domainOfEmail(value);
  return domain && !isPublicEmailDomain(domain) ? domain : null;
}
