import { createHash } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext, type RequestInfo } from "#app/context.ts";
import { canonicalJson, fillTimeVerdict, idempotencyKey, type FormKind } from "./idempotency.ts";
import { UTM_KEYS, type UtmKey } from "./attribution.ts";
import { CONTROL_FIELDS, echoValues, formValues } from "#app/lib/forms/fields.ts";
import {
  BODY_PROBLEM_STATUS,
  bodyRefusalMessage,
  readFormBody,
  type BodyProblem,
} from "#app/lib/forms/form-body.server.ts";
import type {
  FormRefused,
  FormResult,
  FormSuccess,
  FormValues,
  RefusalReason,
} from "#app/lib/forms/result.ts";
import type { ParseResult } from "#app/lib/forms/parse.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import type { AppServices } from "#server/services.ts";
import { newId, toInt, toJson } from "#server/db/mapping.ts";
import { isDatabaseUnavailable, sqliteFault, UNAVAILABLE_RETRY_SECONDS } from "#server/db/unavailable.ts";
import { sql } from "kysely";
import { leadsDb, type LeadsKysely, type LeadsTx } from "./db.server.ts";
import { flashCookie } from "./flash.server.ts";
import { signedInAccount } from "./account.server.ts";
import { linkParties, type CaptureAccount, type ContactDetails } from "./contacts.server.ts";
import { issueFormToken, verifyFormToken } from "./form-token.server.ts";
import { deliverSoon } from "./mail-queue.server.ts";
import { formsText, translateErrors } from "./texts.server.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";

/**
 * The one path every form submission takes (issue 5, "Server side"): read the body, refuse robots
 * (honeypot, minimum fill time), limit each address, validate with the form's schema (the same as
 * in the browser), recognise a repeated post, then store the lead, its details and its e-mails in
 * one transaction. The answer is data for the page (with JavaScript, or to render errors) or a
 * redirect with a one-shot message (success without JavaScript).
 */

/** spec-free limit chosen for lead forms: 10 accepted submissions per form, address and 10 minutes. */
export const LEAD_RATE_RULE = { max: 10, windowMs: 10 * 60_000 } as const;

export interface LeadMeta {
  /** Path of the page the form was sent from (with its language prefix). */
  readonly page: string;
  readonly referrer: string | null;
  readonly landing: string | null;
  readonly utm: Partial<Record<UtmKey, string>>;
  readonly language: Language;
  readonly clientAddress: string;
  /** The signed-in customer who sent it, whose institution the lead joins (decision 035). */
  readonly account?: CaptureAccount;
}

export interface StoreArgs<T> {
  readonly tx: LeadsTx;
  readonly data: T;
  readonly meta: LeadMeta;
  readonly key: string;
  readonly now: Date;
  readonly services: AppServices;
}

export interface StoredLead {
  readonly leadId: string;
  readonly reference: string;
  readonly extra?: Partial<Pick<FormSuccess, "slot" | "email" | "redirectTo">>;
}

export interface FormHandler<T> {
  readonly kind: FormKind;
  parse(values: FormValues): ParseResult<T>;
  /** Stores the lead and its details and queues its e-mails, inside the transaction. */
  store(args: StoreArgs<T>): Promise<StoredLead | FormResult>;
  /** The public details of a lead already stored under the same key (a replayed post). */
  replay(db: LeadsKysely, leadId: string): Promise<StoredLead>;
  /** After a failed insert: a business conflict to report (a slot taken meanwhile), if that was it. */
  conflict?(db: LeadsKysely, data: T, meta: LeadMeta): Promise<FormResult | undefined>;
  /** Without JavaScript, where a success lands (default: the form's page). */
  successPath?(stored: StoredLead, meta: LeadMeta): string;
}

interface HandlerArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

/** Public reference of a lead: a prefix per form and the start of its id ("DM-3F9A1C2B"). */
const PREFIX: Record<FormKind, string> = {
  contact: "CT",
  demo: "DM",
  quote: "DV",
  checkout: "CMD",
  feedback: "FB",
  webinar: "WB",
  chatbot: "CB",
};

export function leadReference(kind: FormKind, leadId: string): string {
  return `${PREFIX[kind]}-${leadId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** SHA-256 of the normalised values: the fingerprint part of the idempotency key. */
export function fingerprint(values: unknown): string {
  return createHash("sha256").update(canonicalJson(values)).digest("hex");
}

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  return e.code === "23505" || (typeof e.message === "string" && /UNIQUE constraint failed/i.test(e.message));
}

/**
 * The client address rate limits use. End-to-end tests run every browser from one address, so
 * with E2E=1 (test servers only) a test may name its own address in a header to stay isolated.
 */
export function clientAddressOf(request: Request, info: RequestInfo): string {
  if (process.env.E2E === "1") {
    const forced = request.headers.get("x-test-client-address");
    if (forced && /^[\w.:-]{1,64}$/.test(forced)) return forced;
  }
  return info.clientAddress;
}

function requestPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/_root$/, "");
  return path || "/";
}

function text(value: FormDataEntryValue | null, max = 300): string | null {
  if (typeof value !== "string") return null;
  // eslint-disable-next-line no-control-regex -- control characters never belong in these tags
  const v = value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return v ? v.slice(0, max) : null;
}

export function metaOf(form: FormData | null, request: Request, address: string, page?: string): LeadMeta {
  const path = page ?? requestPath(request);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const v = text(form?.get(key) ?? null);
    if (v) utm[key] = v;
  }
  const referrer = text(form?.get(CONTROL_FIELDS.referrer) ?? null);
  return {
    page: path,
    referrer: referrer && /^https?:\/\//.test(referrer) ? referrer : null,
    landing: text(form?.get(CONTROL_FIELDS.landing) ?? null),
    utm,
    language: languageOfPath(path),
    clientAddress: address,
  };
}

/** What a robot typed into the hidden field, if anything. */
export function honeypotOf(form: FormData): string | null {
  return text(form.get(CONTROL_FIELDS.honeypot), 1000);
}

export interface LeadRow {
  readonly id: string;
  readonly type: "contact" | "demo" | "quote" | "order" | "webinar" | "feedback" | "chatbot";
  readonly email: string | null;
  readonly institution: string | null;
  readonly payload: unknown;
  readonly contactId: string | null;
  /** Its institution, when known (`linkParties`). */
  readonly institutionId: string | null;
}

/** Inserts the `lead` row with its tags (page, referrer, UTM, language) and idempotency key. */
export async function insertLead(
  tx: LeadsTx,
  row: LeadRow,
  meta: LeadMeta,
  key: string,
  now: Date,
): Promise<void> {
  await tx
    .insertInto("lead")
    .values({
      id: row.id,
      type: row.type,
      email: row.email,
      institution_name: row.institution,
      payload: toJson(row.payload),
      page: meta.page,
      referrer: meta.referrer,
      utm_source: meta.utm.utm_source ?? null,
      utm_medium: meta.utm.utm_medium ?? null,
      utm_campaign: meta.utm.utm_campaign ?? null,
      utm_term: meta.utm.utm_term ?? null,
      utm_content: meta.utm.utm_content ?? null,
      language: meta.language,
      contact_id: row.contactId,
      institution_id: row.institutionId,
      idempotency_key: key,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * A new lead from someone who left their details: their contact and institution are matched or
 * created (`linkParties`), then the lead is inserted linked to them.
 */
export async function insertLinkedLead(
  { tx, meta, key, now }: Pick<StoreArgs<unknown>, "tx" | "meta" | "key" | "now">,
  lead: {
    readonly type: "contact" | "demo" | "quote" | "webinar" | "chatbot";
    /** Who sent it, as `linkParties` matches them. */
    readonly details: ContactDetails;
    /** What the lead keeps of the submission. */
    readonly payload: unknown;
  },
): Promise<{ id: string; reference: string }> {
  const { type, details, payload } = lead;
  const id = newId();
  const reference = leadReference(type, id);
  const { contactId, institutionId } = await linkParties(tx, details, now, meta.account);
  await insertLead(
    tx,
    {
      id,
      type,
      email: details.email,
      institution: details.institution ?? null,
      payload,
      contactId,
      institutionId,
    },
    meta,
    key,
    now,
  );
  return { id, reference };
}

/** `replay` for the forms whose answer is only the lead's reference. */
export function replayReference(kind: FormKind): FormHandler<unknown>["replay"] {
  return (_db, leadId) => Promise.resolve({ leadId, reference: leadReference(kind, leadId) });
}

export interface Outcome {
  readonly result: FormResult;
  readonly status: number;
  readonly headers?: HeadersInit;
}

function refusal(
  reason: RefusalReason,
  lang: Language,
  values: FormValues,
  extra: { token?: string; retryAfterSeconds?: number } = {},
): FormRefused {
  const s = formsText(lang).server;
  const title = reason === "rateLimited" ? s.rateLimitedTitle : s.refusedTitle;
  const message =
    reason === "rateLimited"
      ? interpolate(s.rateLimited, { minutes: Math.max(1, Math.ceil((extra.retryAfterSeconds ?? 60) / 60)) })
      : s[reason];
  return { status: "refused", reason, title, message, values, ...extra };
}

class RateLimited extends Error {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super("rate limited");
    this.retryAfter = retryAfter;
  }
}

/**
 * Counts one accepted submission for an address in the data layer's `rate_limit` table (fixed
 * window, the same rows and rule shape as server/auth/rate-limit.ts), inside the caller's
 * transaction. Only submissions that passed every check count, so a person correcting errors is
 * never locked out.
 */
async function countHit(
  tx: LeadsTx,
  key: string,
  now: number,
): Promise<{ limited: boolean; retryAfter: number }> {
  const expired = now - LEAD_RATE_RULE.windowMs;
  const row = await tx
    .insertInto("rate_limit")
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limit.window_start <= ${expired} then 1 else rate_limit.count + 1 end`,
        window_start: sql<number>`case when rate_limit.window_start <= ${expired} then ${now} else rate_limit.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  const count = toInt(row.count);
  const retryAfter = Math.max(1, Math.ceil((toInt(row.window_start) + LEAD_RATE_RULE.windowMs - now) / 1000));
  return { limited: count > LEAD_RATE_RULE.max, retryAfter };
}

/**
 * A submission the database could not take. Nothing was stored: the lead, its details, its
 * e-mails and the address's counter share one transaction. An outage of the storage (database
 * unreachable, locked, disk full) is a 503 that asks to try again shortly, with the typed values
 * for the form to show; anything else is an error of ours (500), with the same values kept.
 */
function storageFailure(
  services: AppServices,
  kind: FormKind,
  lang: Language,
  values: FormValues,
  error: unknown,
): Outcome {
  const t = formsText(lang);
  if (isDatabaseUnavailable(error)) {
    services.logger.error(
      { err: error, form: kind, fault: sqliteFault(error) },
      "lead not stored: the database is unavailable",
    );
    return {
      result: { status: "failed", title: t.server.unavailableTitle, message: t.server.unavailable, values },
      status: 503,
      headers: { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) },
    };
  }
  services.logger.error({ err: error, form: kind }, "lead could not be stored");
  const texts = kind === "contact" || kind === "demo" || kind === "quote" ? t[kind] : t.contact;
  return {
    result: { status: "failed", title: texts.failureTitle, message: texts.failureText, values },
    status: 500,
  };
}

export interface SubmitInput {
  readonly form: FormData | null;
  readonly values: FormValues;
  readonly token: unknown;
  readonly honeypot: string | null;
  readonly meta: LeadMeta;
}

/**
 * The checks and the storage, independent of how the submission arrived (form post or JSON).
 * `requireToken: false` is for clients that name their own idempotency nonce (the chatbot).
 */
export async function processSubmission<T>(
  services: AppServices,
  handler: FormHandler<T>,
  input: SubmitInput,
  options: { requireToken?: boolean; nonce?: string } = {},
): Promise<Outcome> {
  const { meta, values } = input;
  const lang = meta.language;
  const echo = echoValues(values);
  const secret = services.config.authSecret;
  const now = new Date();

  if (input.honeypot) {
    services.logger.info({ form: handler.kind, ip: meta.clientAddress }, "form refused: honeypot filled");
    return { result: refusal("honeypot", lang, echo), status: 400 };
  }

  const rateKey = `lead:${handler.kind}:${meta.clientAddress}`;

  let nonce = options.nonce;
  if (options.requireToken !== false) {
    const token = verifyFormToken(secret, input.token);
    if (!token)
      return { result: refusal("expired", lang, echo, { token: issueFormToken(secret) }), status: 400 };
    if (fillTimeVerdict(token.issuedAt, now.getTime(), services.config.formMinFillMs) !== "ok") {
      return { result: refusal("tooFast", lang, echo), status: 400 };
    }
    nonce = token.nonce;
  }
  if (!nonce)
    return { result: refusal("expired", lang, echo, { token: issueFormToken(secret) }), status: 400 };

  const parsed = handler.parse(values);
  if (!parsed.ok) {
    return {
      result: { status: "invalid", errors: translateErrors(parsed.errors, lang), values: echo },
      status: 400,
    };
  }

  const db = leadsDb(services.db);
  const key = idempotencyKey(handler.kind, nonce, fingerprint(parsed.data));
  const success = (stored: StoredLead, replay: boolean): Outcome => ({
    result: { status: "success", form: handler.kind, reference: stored.reference, replay, ...stored.extra },
    status: 200,
  });

  const findByKey = () =>
    db.selectFrom("lead").select("id").where("idempotency_key", "=", key).executeTakeFirst();

  let stored: StoredLead | FormResult;
  try {
    const existing = await findByKey();
    if (existing) return success(await handler.replay(db, existing.id), true);
    try {
      stored = await db.transaction().execute(async (tx) => {
        // The address's counter moves in the lead's own transaction: one commit per submission.
        const hit = await countHit(tx, rateKey, now.getTime());
        if (hit.limited) throw new RateLimited(hit.retryAfter);
        return handler.store({ tx, data: parsed.data, meta, key, now, services });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent identical post won the race: answer as it did.
      const winner = await findByKey();
      if (winner) return success(await handler.replay(db, winner.id), true);
      const conflict = await handler.conflict?.(db, parsed.data, meta);
      if (conflict) return { result: conflict, status: 409 };
      throw error;
    }
  } catch (error) {
    if (error instanceof RateLimited) {
      return {
        result: refusal("rateLimited", lang, echo, { retryAfterSeconds: error.retryAfter }),
        status: 429,
        headers: { "Retry-After": String(error.retryAfter) },
      };
    }
    return storageFailure(services, handler.kind, lang, echo, error);
  }
  if ("status" in stored) return { result: stored, status: stored.status === "slotTaken" ? 409 : 400 };

  deliverSoon(services.mailer, services.logger);
  services.logger.info({ form: handler.kind, lead: stored.leadId }, "lead stored");
  return success(stored, false);
}

/** The answer to a form post whose body cannot be read: a refusal the form shows, with the body's status. */
export function unreadableForm(problem: BodyProblem, lang: Language) {
  const refused: FormResult = {
    ...refusal("unreadable", lang, {}),
    message: bodyRefusalMessage(problem, lang),
  };
  return data(refused, {
    status: BODY_PROBLEM_STATUS[problem],
    ...(problem === "method" ? { headers: { Allow: "POST" } } : {}),
  });
}

/**
 * A React Router action for a form page: runs the submission and answers data for the page
 * (JavaScript, or errors to render) or, for a success without JavaScript, a 303 redirect with a
 * one-shot message.
 */
export async function handleFormAction<T>({ request, context }: HandlerArgs, handler: FormHandler<T>) {
  const services = context.get(servicesContext);
  const info = context.get(requestInfoContext);
  const address = clientAddressOf(request, info);
  const read = await readFormBody(request);
  if (!read.ok) return unreadableForm(read.problem, metaOf(null, request, address).language);
  const form = read.value;
  const account = await signedInAccount({ request, context });
  const meta: LeadMeta = {
    ...metaOf(form, request, address),
    ...(account
      ? { account: { userId: account.userId, email: account.email, institutionId: account.institutionId } }
      : {}),
  };
  const enhanced = form.get(CONTROL_FIELDS.enhanced) === "1";
  const outcome = await processSubmission(services, handler, {
    form,
    values: formValues(form),
    token: form.get(CONTROL_FIELDS.token),
    honeypot: honeypotOf(form),
    meta,
  });
  return answer(outcome, enhanced, meta, handler, info);
}

export function answer<T>(
  outcome: Outcome,
  enhanced: boolean,
  meta: LeadMeta,
  handler: FormHandler<T>,
  info: RequestInfo,
) {
  const { result } = outcome;
  if (result.status === "success" && !enhanced) {
    const target =
      result.redirectTo ??
      handler.successPath?.({ leadId: "", reference: result.reference, extra: result }, meta) ??
      meta.page;
    const headers = new Headers(outcome.headers);
    headers.append(
      "Set-Cookie",
      flashCookie(
        { form: result.form, reference: result.reference, slot: result.slot, email: result.email },
        info.origin.startsWith("https:"),
      ),
    );
    return redirect(target, { status: 303, headers });
  }
  return data(result, { status: outcome.status, headers: outcome.headers });
}
