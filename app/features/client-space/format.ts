import type { Language } from "#app/lib/i18n/languages.ts";

/** Amounts and dates in the page's language (issue 7: EUR, French formats in French). */
const LOCALES: Record<Language, string> = { fr: "fr-FR", en: "en-GB" };

export function formatMoney(cents: number, lang: Language, currency = "EUR"): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency }).format(cents / 100);
}

export function formatDate(iso: string | null | undefined, lang: Language): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone: "Europe/Paris" }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));
}

/** A time of day (Paris time), e.g. "14:30". */
export function formatTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { timeStyle: "short", timeZone: "Europe/Paris" }).format(
    new Date(iso),
  );
}

export function formatNumber(n: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(n);
}

export function formatBytes(bytes: number, lang: Language): string {
  if (bytes < 1024 * 1024)
    return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), lang)} ${lang === "fr" ? "Ko" : "KB"}`;
  return `${new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} ${lang === "fr" ? "Mo" : "MB"}`;
}
