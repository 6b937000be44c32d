import { describe, expect, it } from "vitest";
import { parseWith } from "#app/lib/forms/parse.ts";
import { ADMIN_ERRORS } from "../locales.ts";
import { bucketOf, digestTasks, groupTasks, isTaskIntent, parisDay, taskRecordPath } from "./tasks.ts";
import { TaskDigestSchema, TaskFormSchema } from "./tasks-schemas.ts";

const at = (iso: string) => new Date(iso);
const task = (dueDay: string, dueTime: string | null = null) => ({ dueDay, dueTime });

describe("the Paris day of the server's clock", () => {
  it("is already tomorrow at 00:30 Paris, while UTC is still on the day before (winter, UTC+1)", () => {
    expect(parisDay(at("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
  });
  it("is still today at 23:30 Paris (winter)", () => {
    expect(parisDay(at("2026-11-27T22:30:00Z"))).toBe("2026-11-27");
  });
  it("follows summer time (UTC+2): 00:30 Paris is 22:30 UTC the day before", () => {
    expect(parisDay(at("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(parisDay(at("2026-07-01T21:30:00Z"))).toBe("2026-07-01");
  });
});

describe("bucketOf", () => {
  it("at 00:30 Paris, a task of the new day is today's and one of the day before is overdue", () => {
    const now = at("2026-11-26T23:30:00Z"); // 27 Nov, 00:30 Paris; 26 Nov in UTC
    expect(bucketOf(task("2026-11-27"), now)).toBe("today");
    expect(bucketOf(task("2026-11-26"), now)).toBe("overdue");
    expect(bucketOf(task("2026-11-28"), now)).toBe("upcoming");
  });
  it("at 23:30 Paris (summer), today's task is still today's and tomorrow's upcoming", () => {
    const now = at("2026-07-01T21:30:00Z"); // 1 July, 23:30 Paris
    expect(bucketOf(task("2026-07-01"), now)).toBe("today");
    expect(bucketOf(task("2026-07-02"), now)).toBe("upcoming");
    expect(bucketOf(task("2026-06-30"), now)).toBe("overdue");
  });
  it("a task of today whose time has passed (Paris time) is overdue; a later one is today's", () => {
    const now = at("2026-11-27T09:00:00Z"); // 10:00 Paris
    expect(bucketOf(task("2026-11-27", "09:30"), now)).toBe("overdue");
    expect(bucketOf(task("2026-11-27", "10:00"), now)).toBe("today");
    expect(bucketOf(task("2026-11-27", "11:00"), now)).toBe("today");
  });
  it("reads a time in Paris time around midnight: 23:45 is not past at 23:30 Paris", () => {
    const now = at("2026-11-27T22:30:00Z"); // 23:30 Paris
    expect(bucketOf(task("2026-11-27", "23:45"), now)).toBe("today");
    expect(bucketOf(task("2026-11-27", "23:00"), now)).toBe("overdue");
  });
});

describe("groupTasks and digestTasks", () => {
  const tasks = [
    { id: "c", ...task("2026-11-30") },
    { id: "b", ...task("2026-11-27") },
    { id: "a2", ...task("2026-11-27", "08:00") },
    { id: "z", ...task("2026-11-20") },
  ];
  it("groups open tasks, earliest first, a timed task before the untimed ones of its day", () => {
    const g = groupTasks(tasks, at("2026-11-27T06:00:00Z")); // 07:00 Paris
    expect(g.overdue.map((t) => t.id)).toEqual(["z"]);
    expect(g.today.map((t) => t.id)).toEqual(["a2", "b"]);
    expect(g.upcoming.map((t) => t.id)).toEqual(["c"]);
  });
  it("the digest of a day lists what is due that day or before, by day only", () => {
    const d = digestTasks(tasks, "2026-11-27");
    expect(d.overdue.map((t) => t.id)).toEqual(["z"]);
    expect(d.today.map((t) => t.id)).toEqual(["a2", "b"]);
    expect(digestTasks(tasks, "2026-11-19")).toEqual({ overdue: [], today: [] });
  });
});

describe("the task form's schema", () => {
  const ok = { title: "  Rappeler la proviseure ", dueDay: "2026-11-27", ownerId: "u1" };
  it("trims and accepts a task without time or note", () => {
    const r = parseWith(TaskFormSchema, ok, ADMIN_ERRORS);
    expect(r).toEqual({
      ok: true,
      data: {
        title: "Rappeler la proviseure",
        dueDay: "2026-11-27",
        ownerId: "u1",
        dueTime: null,
        note: null,
      },
    });
  });
  it("answers the CRM's error keys", () => {
    const r = parseWith(
      TaskFormSchema,
      { title: "x".repeat(201), dueDay: "2026-02-30", dueTime: "25:00", ownerId: "" },
      ADMIN_ERRORS,
    );
    expect(r).toEqual({
      ok: false,
      errors: { title: "tooLong", dueDay: "invalidDate", dueTime: "invalidTime", ownerId: "required" },
    });
    expect(parseWith(TaskFormSchema, { ...ok, title: "  " }, ADMIN_ERRORS)).toMatchObject({
      errors: { title: "required" },
    });
  });
  it("reads the profile's checkbox", () => {
    expect(TaskDigestSchema.parse({ taskDigest: "on" })).toEqual({ taskDigest: true });
    expect(TaskDigestSchema.parse({})).toEqual({ taskDigest: false });
  });
  it("knows its intents and its records' pages", () => {
    expect(isTaskIntent("task-done")).toBe(true);
    expect(isTaskIntent("note")).toBe(false);
    expect(taskRecordPath("institution", "i1")).toBe("/admin/clients/i1");
    expect(taskRecordPath("ticket", "t1")).toBe("/admin/support/t1");
    expect(taskRecordPath("lead", "l1")).toBe("/admin/quotes/l1");
  });
});
