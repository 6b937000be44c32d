import { formatDateTime, formatNumber } from "#app/features/client-space/format.ts";
import { isAddonId, type AddonId } from "#content/plans.ts";
import { addonName, offerName } from "#app/features/leads/catalogue.ts";
import formsEn from "#app/lib/forms/locales/en.ts";
import formsFr from "#app/lib/forms/locales/fr.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { formatSiret } from "#app/lib/siret.ts";
import { countryName } from "#app/features/crm/settings/business.ts";
import { analyticsEn, analyticsFr } from "../analytics/analytics-locales.ts";
import { submissionEn, submissionFr } from "./submission-locales.ts";

/**
 * What a visitor sent, as the admin lead page shows it: each field under the label the visitor
 * saw on the form, each value in words (the option's name, not its id; "Oui" rather than `true`;
 * the chatbot's conversation as lines). Technical fields (the chat session's id, the buyer's
 * account id) are left out: they are not something the visitor wrote.
 */
export type SubmissionRow =
  | { readonly key: string; readonly label: string; readonly value: string }
  | {
      readonly key: string;
      readonly label: string;
      readonly conversation: readonly { readonly speaker: string; readonly text: string }[];
    };

const HIDDEN = new Set(["sessionId", "userId", "source", "timestamp"]);

/** Order of the fields: the forms' own order, then anything else as sent. */
const ORDER = [
  "offer",
  "plan",
  "subject",
  "institution",
  "billingName",
  "institutionType",
  "students",
  "studentCount",
  "establishments",
  "siret",
  "modules",
  "moduleCount",
  "addons",
  "countries",
  "timeline",
  "slot",
  "callback",
  "timeZone",
  "webinar",
  "title",
  "firstName",
  "lastName",
  "name",
  "position",
  "email",
  "phone",
  "message",
];

type Texts = { forms: typeof formsFr; own: typeof submissionFr; languages: Record<string, string> };

function textsOf(lang: Language): Texts {
  return lang === "en"
    ? {
        forms: formsEn as typeof formsFr,
        own: submissionEn as typeof submissionFr,
        languages: analyticsEn.languages,
      }
    : { forms: formsFr, own: submissionFr, languages: analyticsFr.languages };
}

function labelOf(key: string, t: Texts): string {
  const own = t.own.fields as Record<string, string>;
  const forms = t.forms.fields as Record<string, string>;
  return forms[key] ?? own[key] ?? key;
}

function named(options: Record<string, string>, id: unknown): string {
  return typeof id === "string" ? (options[id] ?? id) : String(id);
}

function list(value: unknown, name: (id: string) => string): string {
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((v) => v !== null && v !== undefined && v !== "")
    .map((v) => name(String(v)))
    .join(", ");
}

function plain(value: unknown, lang: Language, t: Texts): string {
  if (typeof value === "boolean") return value ? t.own.yes : t.own.no;
  if (typeof value === "number") return formatNumber(value, lang);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map((v) => plain(v, lang, t)).join(", ");
  return JSON.stringify(value);
}

function valueOf(key: string, value: unknown, lang: Language, t: Texts): string {
  const options = t.forms.options;
  switch (key) {
    case "offer":
    case "plan":
    case "recommendedPlan":
      return offerName(String(value), lang);
    case "subject":
      return named(options.subjects, value);
    case "institutionType":
      return named(options.institutionTypes, value);
    case "timeline":
      return named(options.timelines, value);
    case "paymentMethod":
      return named(options.paymentMethods, value);
    case "modules":
      return list(value, (id) => named(options.modules, id));
    case "addons":
      return list(value, (id) => (isAddonId(id) ? addonName(id as AddonId, lang) : id));
    case "country":
      return countryName(String(value), lang);
    case "siret":
      return formatSiret(String(value));
    case "slot":
      return typeof value === "string" && !Number.isNaN(Date.parse(value))
        ? formatDateTime(value, lang)
        : String(value);
    case "quality":
      return value === "warm" ? t.own.warm : value === "cold" ? t.own.cold : String(value);
    case "language":
      return named(t.languages, value);
    default:
      return plain(value, lang, t);
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

interface ChatLine {
  readonly sender?: unknown;
  readonly text?: unknown;
}

export function submissionRows(payload: Record<string, unknown>, lang: Language): SubmissionRow[] {
  const t = textsOf(lang);
  const keys = Object.keys(payload).filter((k) => !HIDDEN.has(k) && !isEmpty(payload[k]));
  const rank = (k: string) => {
    const i = ORDER.indexOf(k);
    return i === -1 ? ORDER.length : i;
  };
  keys.sort((a, b) => rank(a) - rank(b));
  return keys.map((key): SubmissionRow => {
    const label = labelOf(key, t);
    const value = payload[key];
    if (key === "transcript" && Array.isArray(value)) {
      return {
        key,
        label,
        conversation: (value as ChatLine[]).map((line) => ({
          speaker: line.sender === "bot" ? t.own.bot : t.own.visitor,
          text: typeof line.text === "string" ? line.text : "",
        })),
      };
    }
    return { key, label, value: valueOf(key, value, lang, t) };
  });
}
