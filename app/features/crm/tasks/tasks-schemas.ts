import { z } from "#app/lib/forms/zod.ts";
import { parseDateKey } from "#server/scheduler/civil-dates.ts";
import { TASK_NOTE_MAX, TASK_TITLE_MAX } from "./tasks.ts";

/**
 * The schemas of the tasks' forms, apart from the rules (tasks.ts) so that the pages showing tasks
 * do not load the schema library with their first load: the forms load these on demand
 * (`lazySchema`).
 */

const text = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "tooLong" });

/** A day of the calendar, `YYYY-MM-DD` (what `<input type="date">` sends). */
const DaySchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .refine((v) => parseDateKey(v) !== undefined, { error: "invalidDate" });

/** An optional time, `HH:MM` (what `<input type="time">` sends); empty: none. */
const TimeSchema = z
  .string()
  .trim()
  .regex(/^(?:([01]\d|2[0-3]):[0-5]\d)?$/, { error: "invalidTime" })
  .optional()
  .transform((v) => (v ? v : null));

/** The "add a task" form of a record's Tasks panel; the action checks the owner against the staff. */
export const TaskFormSchema = z.object({
  title: text(TASK_TITLE_MAX),
  note: z
    .string()
    .trim()
    .max(TASK_NOTE_MAX, { error: "tooLong" })
    .optional()
    .transform((v) => (v ? v : null)),
  dueDay: DaySchema,
  dueTime: TimeSchema,
  ownerId: text(64),
});
export type TaskInput = z.infer<typeof TaskFormSchema>;

/** Completing or reopening a task. */
export const TaskIdSchema = z.object({ taskId: text(64) });

/** Giving a task to someone else. */
export const TaskAssignSchema = z.object({ taskId: text(64), ownerId: text(64) });

/** The profile's digest preference (a checkbox: sent as "on" when ticked, absent otherwise). */
export const TaskDigestSchema = z.object({
  taskDigest: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});
