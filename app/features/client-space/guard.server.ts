import { data, redirect } from "react-router";
import { requireUser, type GuardArgs } from "#app/features/auth/guards.server.ts";
import { services, type SessionInfo } from "#app/features/auth/session.server.ts";
import { languageOfPath, localizedPath } from "#app/lib/routing/localized-path.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { resolveMember, type Member } from "./access.server.ts";
import type { FieldErrors } from "./schemas.ts";
import type { FormValues } from "#app/lib/forms/field-basics.ts";

/**
 * The client space's guard: a signed-in user (redirect to /auth otherwise) and their institution.
 * Pages other than the overview need an institution and send a user without one to /dashboard,
 * where they can create it.
 */
export interface MemberContext {
  readonly session: SessionInfo;
  readonly member: Member | null;
  readonly lang: Language;
}

function langOf(args: GuardArgs): Language {
  const url = args.url ?? new URL(args.request.url);
  return languageOfPath(url.pathname.replace(/\.data$/, ""));
}

export async function loadMember(args: GuardArgs): Promise<MemberContext> {
  const session = await requireUser(args);
  const { db } = services(args.context);
  const found = await resolveMember(db, {
    id: session.user.id,
    companyName: session.user.companyName,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
  });
  const acting = session.impersonation;
  const member =
    found && acting
      ? { ...found, impersonatedBy: { impersonationId: acting.id, staffEmail: acting.staffEmail } }
      : found;
  return { session, member, lang: langOf(args) };
}

export async function requireMember(args: GuardArgs): Promise<MemberContext & { member: Member }> {
  const ctx = await loadMember(args);
  if (!ctx.member) throw redirect(localizedPath("/dashboard", ctx.lang));
  return { ...ctx, member: ctx.member };
}

/** What an action answers; the form with the same `intent` shows it. */
export interface ActionReply {
  readonly intent: string;
  readonly ok?: boolean;
  /** A key under `account:` (e.g. "payment.added"). */
  readonly message?: string;
  readonly count?: number;
  readonly fieldErrors?: FieldErrors;
  /** Errors already translated (attachments). */
  readonly fieldMessages?: Record<string, string>;
  readonly values?: FormValues;
}

export function invalid(intent: string, reply: Omit<ActionReply, "intent">, status = 400) {
  return data<ActionReply>({ intent, ...reply }, { status });
}

export function done(intent: string, message: string, extra: Omit<ActionReply, "intent" | "message"> = {}) {
  return data<ActionReply>({ intent, ok: true, message, ...extra });
}

export function notFound(): never {
  throw new Response(null, { status: 404 });
}
