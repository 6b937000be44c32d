import { civilDateIn, dateKey, wallClock } from "#server/scheduler/civil-dates.ts";
import { SCHEDULE_TIME_ZONE } from "#server/scheduler/schedule.ts";
import type { TaskRecord } from "#server/db/schema.ts";
import type { Resource } from "../permissions.ts";

/**
 * Follow-up tasks (issue 20 §6): the rules, with no I/O. A task is due on a day of the Paris
 * calendar, optionally at a time; "my tasks" and the morning digest sort open tasks into overdue,
 * today and upcoming by the Paris day of the server's clock (never the machine's zone: a task due
 * tomorrow is still upcoming at 23:30 Paris, which is already tomorrow in UTC in summer).
 */

export const TASK_TITLE_MAX = 200;
export const TASK_NOTE_MAX = 2000;

/** The section a record belongs to: who may open it may follow it up, and own its tasks. */
export const TASK_SECTION: Readonly<Record<TaskRecord, Resource>> = {
  lead: "leads",
  institution: "clients",
  ticket: "support",
};

/** The record's page in the CRM (unprefixed; localizedPath adds `/en`). */
export function taskRecordPath(kind: TaskRecord, id: string): string {
  const base = { lead: "/admin/quotes", institution: "/admin/clients", ticket: "/admin/support" }[kind];
  return `${base}/${encodeURIComponent(id)}`;
}

export type TaskBucket = "overdue" | "today" | "upcoming";
export const TASK_BUCKETS: readonly TaskBucket[] = ["overdue", "today", "upcoming"];

export interface Due {
  readonly dueDay: string;
  readonly dueTime: string | null;
}

/** Today's date in Paris at an instant, `YYYY-MM-DD`. */
export function parisDay(now: Date): string {
  return dateKey(civilDateIn(now.getTime(), SCHEDULE_TIME_ZONE));
}

function parisMinutes(now: Date): number {
  const w = wallClock(now.getTime(), SCHEDULE_TIME_ZONE);
  return w.hour * 60 + w.minute;
}

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Where an open task stands at `now`: before today (Paris) is overdue, after it upcoming; a task of
 * today whose time has passed is overdue too.
 */
export function bucketOf(task: Due, now: Date): TaskBucket {
  const today = parisDay(now);
  if (task.dueDay < today) return "overdue";
  if (task.dueDay > today) return "upcoming";
  if (task.dueTime && minutesOf(task.dueTime) < parisMinutes(now)) return "overdue";
  return "today";
}

/** Earliest first; a task without a time comes after the timed ones of its day. */
export function compareDue(a: Due, b: Due): number {
  if (a.dueDay !== b.dueDay) return a.dueDay < b.dueDay ? -1 : 1;
  return (a.dueTime ?? "99:99").localeCompare(b.dueTime ?? "99:99");
}

/** Open tasks in their three groups, each earliest first. */
export function groupTasks<T extends Due>(tasks: readonly T[], now: Date): Record<TaskBucket, T[]> {
  const groups: Record<TaskBucket, T[]> = { overdue: [], today: [], upcoming: [] };
  for (const task of [...tasks].sort(compareDue)) groups[bucketOf(task, now)].push(task);
  return groups;
}

/**
 * What the morning digest of `day` lists: open tasks due that day or before (by day only: at
 * 07:30 a task of 09:00 is today's, and one of 07:00 too, it is the morning's first read).
 */
export function digestTasks<T extends Due>(tasks: readonly T[], day: string): { overdue: T[]; today: T[] } {
  const sorted = [...tasks].sort(compareDue);
  return {
    overdue: sorted.filter((t) => t.dueDay < day),
    today: sorted.filter((t) => t.dueDay === day),
  };
}

export const TASK_INTENTS = ["task-add", "task-done", "task-reopen", "task-assign"] as const;
export type TaskIntent = (typeof TASK_INTENTS)[number];

export function isTaskIntent(value: unknown): value is TaskIntent {
  return typeof value === "string" && (TASK_INTENTS as readonly string[]).includes(value);
}
