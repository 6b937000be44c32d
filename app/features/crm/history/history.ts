import type { Language } from "#app/lib/i18n/languages.ts";
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from "#app/features/client-space/format.ts";
import { priorityLevel } from "#app/features/client-space/sla.ts";
import { isPlanChangeFacts, planChangeInWords } from "#app/features/orders/plan-words.ts";
import type { TicketPriority } from "#server/db/schema.ts";
import { adminEn, adminFr } from "../locales.ts";
import { historyTexts } from "./history-section-locales.ts";
import { operationsTexts } from "../system/operations-section-locales.ts";
import { proposalsTexts } from "../proposals/proposals-section-locales.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * The CRM's history in words (issue 20, part 4): one renderer for every timeline (lead, client,
 * ticket, invoice…) and for the audit log. Given an audit entry and the names of the people and
 * records it mentions (looked up by the page's loader, with the links the reader's role may open),
 * it says what happened in the reader's language: the action's name, each change as
 * "label: before → after" with money, dates and codes formatted, people and records named and
 * linked. Unknown fields get a label made from their key and an id that names nothing reads
 * "deleted record": a raw id is never shown. Pure: no React, no I/O (twenty's timeline activity).
 */

/** One audit log entry as stored. */
export interface HistoryEntry {
  readonly id: string;
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly actorId: string | null;
  readonly changes: Readonly<Record<string, unknown>>;
  readonly at: string;
}

/** A person or a record as the reader sees it: its name and, when the reader may open it, a link. */
export interface NamedRef {
  readonly label: string;
  readonly href?: string;
}

/** The names an entry's ids stand for, by id (people: user ids; records: every other id). */
export interface HistoryLookup {
  readonly people: Readonly<Record<string, NamedRef>>;
  readonly records: Readonly<Record<string, NamedRef>>;
}

export const EMPTY_LOOKUP: HistoryLookup = { people: {}, records: {} };

/** A piece of text, linked when `href` is set. */
export interface Part {
  readonly text: string;
  readonly href?: string;
}

/** One change: "label: before → after", or "label: value" for a fact. */
export interface HistoryLine {
  readonly key: string;
  readonly label: string;
  readonly before?: Part;
  readonly after?: Part;
  readonly value?: Part;
}

export interface RenderedEntry {
  readonly id: string;
  readonly title: string;
  readonly actor: Part;
  readonly at: string;
  /** The record the entry is about: its kind ("Lead") and its name, linked when it may be opened. */
  readonly entity: { readonly type: string; readonly record: Part | null };
  readonly entityId: string | null;
  readonly lines: readonly HistoryLine[];
}

// The words of the statuses, plans and kinds that a change names come from the sections' parts.
type AdminTexts = typeof adminFr &
  typeof historyTexts.fr &
  typeof operationsTexts.fr &
  typeof proposalsTexts.fr;
const TEXTS: Readonly<Record<Language, AdminTexts>> = {
  fr: { ...adminFr, ...historyTexts.fr, ...operationsTexts.fr, ...proposalsTexts.fr },
  en: { ...adminEn, ...historyTexts.en, ...operationsTexts.en, ...proposalsTexts.en } as AdminTexts,
};

/** Every action name the history can say in words (the keys of the French texts). */
export type AuditAction = keyof AdminTexts["actions"];
export const AUDIT_ACTIONS = Object.keys(adminFr.actions) as AuditAction[];

export function isKnownAction(action: string): action is AuditAction {
  return Object.hasOwn(adminFr.actions, action);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Better Auth's user ids: 32 letters and digits; a customer's own institution is `inst-` and their id. */
const TOKEN_ID = /^(?:inst-)?(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{20,40}$/;

/** True for a value that is a record's id rather than words. */
export function looksLikeId(value: unknown): value is string {
  return typeof value === "string" && (UUID.test(value) || TOKEN_ID.test(value));
}

/** "valueCents" → "Value cents", "payment_method.added" → "Payment method added". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export function actionTitle(action: string, lang: Language): string {
  return isKnownAction(action) ? TEXTS[lang].actions[action] : humanise(action);
}

export function entityTypeLabel(type: string, lang: Language): string {
  const names: Readonly<Record<string, string>> = TEXTS[lang].history.entities;
  return names[type] ?? humanise(type);
}

export function fieldLabel(key: string, lang: Language): string {
  const names: Readonly<Record<string, string>> = TEXTS[lang].history.fields;
  return names[key] ?? humanise(key);
}

type Kind =
  | "money"
  | "person"
  | "record"
  | "date"
  | "dateTime"
  | "count"
  | "bytes"
  | "cap"
  | "hash"
  | "stage"
  | "orderStage"
  | "status"
  | "priority"
  | "role"
  | "plan"
  | "kind"
  | "method"
  | "endReason"
  | "from";

const KINDS: Readonly<Record<string, Kind>> = {
  orderStage: "orderStage",
  valueCents: "money",
  totalCents: "money",
  subtotalCents: "money",
  mrrCents: "money",
  amountCents: "money",
  owner: "person",
  assignee: "person",
  note: "record",
  noteId: "record",
  subscriptionId: "record",
  institutionId: "record",
  leadId: "record",
  fromLead: "record",
  merged: "record",
  into: "record",
  attachmentId: "record",
  paidAt: "dateTime",
  until: "dateTime",
  renewsAt: "date",
  due: "date",
  validUntil: "date",
  rows: "count",
  lines: "count",
  recipients: "count",
  daysLate: "count",
  sessionsEnded: "count",
  size: "bytes",
  studentCap: "cap",
  sha256: "hash",
  stage: "stage",
  status: "status",
  priority: "priority",
  role: "role",
  plan: "plan",
  kind: "kind",
  method: "method",
  ended: "endReason",
  from: "from",
};

function pick(map: Readonly<Record<string, string>>, value: string): string | undefined {
  return Object.hasOwn(map, value) ? map[value] : undefined;
}

type WordsByEntity = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The codes whose words depend on the record they belong to (a ticket's and an invoice's "paid"). */
function wordsByEntity(t: AdminTexts): Readonly<Record<"status" | "kind", WordsByEntity>> {
  return {
    status: {
      ticket: t.support.statuses,
      invoice: t.billing.statuses,
      quote: t.proposals.statuses,
      lead: t.proposals.statuses,
      subscription: t.subscriptions.statuses,
      change_request: t.subscriptions.statuses,
    },
    kind: {
      payment_method: t.history.paymentKinds,
      change_request: t.history.requestKinds,
      invoice: t.billing.kinds,
    },
  };
}

/** The word for such a code: the record's own, else the first record type's that has one. */
function pickByEntity(byEntity: WordsByEntity, entityType: string, value: string): string | undefined {
  const own = byEntity[entityType];
  return (
    (own && pick(own, value)) ??
    Object.values(byEntity)
      .map((m) => pick(m, value))
      .find(Boolean)
  );
}

interface Context {
  readonly lang: Language;
  readonly t: AdminTexts;
  readonly lookup: HistoryLookup;
  readonly entityType: string;
}

/** A value in words. */
function valuePart(key: string, value: unknown, c: Context): Part {
  const { lang, t, lookup } = c;
  const h = t.history;
  if (value === null || value === undefined || value === "") return { text: h.empty };
  if (typeof value === "boolean") return { text: value ? h.yes : h.no };
  const kind = KINDS[key];
  if (Array.isArray(value)) {
    return { text: value.map((v) => valuePart(key, v, c).text).join(", ") || h.empty };
  }
  // A plan change is kept as facts (plans, caps, prices, adjustment) and said in the reader's words.
  if (key === "planChange" && isPlanChangeFacts(value)) return { text: planChangeInWords(value, lang) };
  if (typeof value === "object") {
    const text = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .map(([k, v]) => interpolate(h.value, { label: fieldLabel(k, lang), value: valuePart(k, v, c).text }))
      .join(", ");
    return { text: text || h.empty };
  }
  if (typeof value === "number") {
    switch (kind) {
      case "money":
        return { text: formatMoney(value, lang) };
      case "bytes":
        return { text: formatBytes(value, lang) };
      default:
        return { text: formatNumber(value, lang) };
    }
  }
  const text = String(value);
  if (kind === "money" && /^-?\d+$/.test(text)) return { text: formatMoney(Number(text), lang) };
  if (kind === "cap" && /^\d+$/.test(text)) return { text: formatNumber(Number(text), lang) };
  if ((kind === "date" || kind === "dateTime") && !Number.isNaN(Date.parse(text)))
    return { text: kind === "date" ? formatDate(text, lang) : formatDateTime(text, lang) };
  if (kind === "hash") return { text: text.length > 16 ? `${text.slice(0, 16)}…` : text };
  const word = wordFor(kind, text, c);
  if (word) return { text: word };
  if (looksLikeId(text)) {
    const found = lookup.people[text] ?? lookup.records[text];
    return found ? { text: found.label, ...(found.href ? { href: found.href } : {}) } : { text: h.deleted };
  }
  return { text };
}

/** The words for a code (a stage, a status…), or undefined when the value is not one. */
function wordFor(kind: Kind | undefined, value: string, c: Context): string | undefined {
  const { t } = c;
  switch (kind) {
    case "stage":
      return pick(t.stages, value);
    case "orderStage":
      return pick(t.orders.stages, value);
    case "status":
    case "kind":
      return pickByEntity(wordsByEntity(t)[kind], c.entityType, value);
    case "priority":
      return /^(low|normal|high|urgent)$/.test(value) ? priorityLevel(value as TicketPriority) : undefined;
    case "role":
      return pick(t.roles, value);
    case "plan":
      return pick(t.subscriptions.plans, value);
    case "method":
      return pick(t.history.paymentKinds, value);
    case "endReason":
      return pick(t.history.endReasons, value);
    case "from":
      return value === "selection" ? t.history.selection : undefined;
    default:
      return undefined;
  }
}

/** A change of the form [before, after]. */
function isChange(value: unknown): value is readonly [unknown, unknown] {
  return Array.isArray(value) && value.length === 2;
}

export function renderEntry(entry: HistoryEntry, lookup: HistoryLookup, lang: Language): RenderedEntry {
  const t = TEXTS[lang];
  const c: Context = { lang, t, lookup, entityType: entry.entityType };
  // A file is named by its record while it exists (with its link), by the name kept otherwise.
  const fileKnown =
    looksLikeId(entry.changes.attachmentId) && Boolean(lookup.records[entry.changes.attachmentId]);
  const lines: HistoryLine[] = Object.entries(entry.changes)
    // The impersonation's own id says nothing more than "by support signed in as the customer".
    .filter(([key, value]) => key !== "impersonation" && value !== undefined)
    .filter(([key]) => (fileKnown ? key !== "file" : key !== "attachmentId" || !("file" in entry.changes)))
    .map(([key, value]) => {
      const label = fieldLabel(key, lang);
      if (isChange(value) && KINDS[key] !== "hash")
        return { key, label, before: valuePart(key, value[0], c), after: valuePart(key, value[1], c) };
      return { key, label, value: valuePart(key, value, c) };
    });
  const actor = entry.actorId ? lookup.people[entry.actorId] : undefined;
  const signedLink = !entry.actorId && /^proposal\.(viewed|accepted|declinedOnline)$/.test(entry.action);
  const record = entry.entityId ? lookup.records[entry.entityId] : undefined;
  return {
    id: entry.id,
    title: actionTitle(entry.action, lang),
    actor: actor
      ? { text: actor.label, ...(actor.href ? { href: actor.href } : {}) }
      : { text: entry.actorId ? t.history.deleted : signedLink ? t.history.signedLink : t.history.system },
    at: formatDateTime(entry.at, lang),
    entity: {
      type: entityTypeLabel(entry.entityType, lang),
      record: record
        ? { text: record.label, ...(record.href ? { href: record.href } : {}) }
        : entry.entityId && !looksLikeId(entry.entityId)
          ? // Records named by a word: a setting's section, a backup's file name.
            { text: entry.entityType === "app_setting" ? fieldLabel(entry.entityId, lang) : entry.entityId }
          : null,
    },
    entityId: entry.entityId,
    lines,
  };
}

/** One line as plain text ("Value: 0,00 € → 12 031,20 €"), for a cell's full value on hover. */
export function lineText(line: HistoryLine, lang: Language): string {
  const h = TEXTS[lang].history;
  return line.value
    ? interpolate(h.value, { label: line.label, value: line.value.text })
    : interpolate(h.change, {
        label: line.label,
        before: line.before?.text ?? h.empty,
        after: line.after?.text ?? h.empty,
      });
}

/** The changes of an entry as plain text. */
export function linesText(entry: RenderedEntry, lang: Language): string {
  return entry.lines.map((l) => lineText(l, lang)).join(" · ");
}

/** Every id an entry mentions (its actor, its record, and the ids in its changes), to look them up. */
export function idsOf(entry: HistoryEntry): string[] {
  const ids = new Set<string>();
  const walk = (v: unknown): void => {
    if (looksLikeId(v)) ids.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  if (entry.actorId) ids.add(entry.actorId);
  if (entry.entityId && looksLikeId(entry.entityId)) ids.add(entry.entityId);
  walk(entry.changes);
  return [...ids];
}
