import { z } from "#app/lib/forms/zod.ts";
import { NOTIFICATION_KINDS, type NotificationKind, type StaffRole } from "#server/db/schema.ts";
import { can } from "../permissions.ts";

/**
 * CRM notifications (issue 20 §7, decision 038): who is told of which event, by which channel,
 * given each person's role and preferences. Pure rules, read by notifications.server.ts.
 */
export { NOTIFICATION_KINDS, type NotificationKind };

export type Channel = "inApp" | "email";
export interface Preference {
  readonly inApp: boolean;
  readonly email: boolean;
}

/**
 * Events told to a pool of people (support for a ticket without an assignee, sales for a lead
 * without an owner, billing): admins see everything already, so they are told of these only when
 * they ask for it in their profile; the people of the pool's role are told by default.
 */
const POOL_KINDS: ReadonlySet<NotificationKind> = new Set([
  "ticket-opened",
  "ticket-answered",
  "sla-at-risk",
  "proposal-viewed",
  "proposal-accepted",
  "proposal-declined",
  "invoice-overdue",
]);

/** The section a person must be able to open to be told of a kind (and to follow its link). */
export const KIND_SECTION = {
  "lead-assigned": "leads",
  "ticket-opened": "support",
  "ticket-answered": "support",
  "sla-at-risk": "support",
  "proposal-viewed": "leads",
  "proposal-accepted": "leads",
  "proposal-declined": "leads",
  "invoice-overdue": "billing",
} as const satisfies Record<NotificationKind, "leads" | "support" | "billing">;

/** The pool told when no one person is in charge: who may work on that kind of record. */
function inPool(kind: NotificationKind, role: StaffRole): boolean {
  if (kind === "ticket-opened" || kind === "ticket-answered" || kind === "sla-at-risk")
    return can(role, "support", "edit");
  if (kind === "invoice-overdue") return can(role, "billing", "edit");
  if (kind === "lead-assigned") return false;
  return can(role, "proposals", "edit");
}

/** Which kinds a role may be told of at all (the profile's table shows these only). */
export function kindsFor(role: StaffRole): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => can(role, KIND_SECTION[kind], "view"));
}

/**
 * A person's preference for a kind when they have not chosen: on, except pool events for admins
 * (told as one of the pool; an admin in charge of the record is told, see `recipientsOf`).
 */
export function defaultPreference(kind: NotificationKind, role: StaffRole): Preference {
  const on = !(role === "admin" && POOL_KINDS.has(kind));
  return { inApp: on, email: on };
}

export function preferenceOf(
  kind: NotificationKind,
  role: StaffRole,
  chosen: Partial<Record<NotificationKind, Preference>>,
): Preference {
  return chosen[kind] ?? defaultPreference(kind, role);
}

export interface StaffCandidate {
  readonly id: string;
  readonly role: StaffRole;
  readonly banned: boolean;
  readonly preferences: Partial<Record<NotificationKind, Preference>>;
}

export interface EventTarget {
  readonly kind: NotificationKind;
  /** Who caused it (a staff member assigning a lead); never told of their own act. */
  readonly actorId: string | null;
  /** The person in charge: the lead's new owner, the ticket's assignee, the lead's owner. */
  readonly personInCharge: string | null;
}

export interface Recipient {
  readonly id: string;
  readonly inApp: boolean;
  readonly email: boolean;
}

/**
 * Who is told of an event: the person in charge if there is one who may open the record's
 * section (a lead assigned: that person only), else the kind's pool (admins only if they asked);
 * never the actor, never a suspended account; each by the channels they keep on.
 */
export function recipientsOf(event: EventTarget, staff: readonly StaffCandidate[]): Recipient[] {
  const section = KIND_SECTION[event.kind];
  const allowed = staff.filter((s) => !s.banned && s.id !== event.actorId && can(s.role, section, "view"));
  const inCharge = event.personInCharge ? allowed.find((s) => s.id === event.personInCharge) : undefined;
  const chosen: StaffCandidate[] = inCharge
    ? [inCharge]
    : event.kind === "lead-assigned"
      ? []
      : event.personInCharge && staff.some((s) => s.id === event.personInCharge && s.id === event.actorId)
        ? // The person in charge did it themself (replied as staff, assigned to themself): nobody.
          []
        : allowed.filter((s) => s.role === "admin" || inPool(event.kind, s.role));
  return chosen
    .map((s) => ({
      id: s.id,
      // The person in charge is told by default whatever their role (an admin too): the pool
      // defaults apply to those told as one of many.
      ...(s === inCharge
        ? (s.preferences[event.kind] ?? { inApp: true, email: true })
        : preferenceOf(event.kind, s.role, s.preferences)),
    }))
    .filter((r) => r.inApp || r.email);
}

// --- SLA: about to be missed -----------------------------------------------------------------------

/**
 * A ticket still waiting for its first staff answer is "about to miss" its response target once a
 * quarter of the time is left (1 h → 15 min, 4 h → 1 h, 24 h → 6 h), and until the target passes.
 */
export function slaAtRisk(target: { hours: number; dueAt: Date }, now: Date): boolean {
  const left = target.dueAt.getTime() - now.getTime();
  return left > 0 && left <= (target.hours * 3_600_000) / 4;
}

/** How often the SLA watch runs: well within the shortest warning (15 min). */
export const SLA_WATCH_EVERY_MS = 5 * 60_000;

// --- where a notification leads -------------------------------------------------------------------

export type NotificationRecord = "lead" | "ticket" | "invoice";

export function recordPath(type: string, id: string): string {
  const enc = encodeURIComponent(id);
  if (type === "lead") return `/admin/quotes/${enc}`;
  if (type === "ticket") return `/admin/support/${enc}`;
  if (type === "invoice") return `/admin/billing/${enc}`;
  return "/admin/notifications";
}

// --- forms ---------------------------------------------------------------------------------------

/** The page's forms: one notification read, or all of them. */
export const MarkReadSchema = z.object({ id: z.string().trim().min(1, "required").max(100, "tooLong") });

/** The profile's table: a checkbox per kind and channel, named `<kind>:inApp` and `<kind>:email`. */
export function preferenceField(kind: NotificationKind, channel: Channel): string {
  return `${kind}:${channel}`;
}

const checkbox = z
  .string()
  .max(10, "invalidChoice")
  .optional()
  .transform((v) => v === "on" || v === "true");

/** The profile's table, on the server and in the browser alike (an unchecked box is not sent). */
export const PreferencesSchema = z
  .object(
    Object.fromEntries(
      NOTIFICATION_KINDS.flatMap((k) => [
        [preferenceField(k, "inApp"), checkbox],
        [preferenceField(k, "email"), checkbox],
      ]),
    ) as Record<string, typeof checkbox>,
  )
  .transform(
    (values) =>
      Object.fromEntries(
        NOTIFICATION_KINDS.map((k) => [
          k,
          {
            inApp: values[preferenceField(k, "inApp")] ?? false,
            email: values[preferenceField(k, "email")] ?? false,
          },
        ]),
      ) as Record<NotificationKind, Preference>,
  );
