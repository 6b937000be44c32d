import { describe, expect, it } from "vitest";
import {
  agingBucket,
  agingOf,
  daysLate,
  DEFAULT_REMINDER_SCHEDULE,
  dueReminderStep,
  reminderRecipients,
  type BillingContact,
} from "./reminders.ts";

// Due on 1 March 2026 at 10:00 Paris time (09:00 UTC).
const DUE = "2026-03-01T09:00:00.000Z";
const base = {
  schedule: DEFAULT_REMINDER_SCHEDULE,
  open: true,
  outstandingCents: 47_880,
  dueAt: DUE,
  sentSteps: [] as number[],
};

describe("days late", () => {
  it("counts calendar days in Paris from the due date", () => {
    expect(daysLate(DUE, "2026-03-01")).toBe(0);
    expect(daysLate(DUE, "2026-03-08")).toBe(7);
    expect(daysLate(DUE, "2026-02-27")).toBe(-2);
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time).
    expect(daysLate("2026-03-31T22:30:00.000Z", "2026-04-01")).toBe(0);
    // Across the change to summer time (29 March 2026).
    expect(daysLate(DUE, "2026-03-31")).toBe(30);
  });
});

describe("which reminder is due", () => {
  it("sends nothing before the first step, then each step on its day", () => {
    expect(dueReminderStep({ ...base, day: "2026-03-01" })).toBeNull();
    expect(dueReminderStep({ ...base, day: "2026-03-07" })).toBeNull();
    expect(dueReminderStep({ ...base, day: "2026-03-08" })).toBe(1);
    expect(dueReminderStep({ ...base, day: "2026-03-16", sentSteps: [1] })).toBe(2);
    expect(dueReminderStep({ ...base, day: "2026-03-31", sentSteps: [1, 2] })).toBe(3);
  });

  it("sends a step once, and nothing after the last one", () => {
    expect(dueReminderStep({ ...base, day: "2026-03-09", sentSteps: [1] })).toBeNull();
    expect(dueReminderStep({ ...base, day: "2026-03-20", sentSteps: [1, 2] })).toBeNull();
    expect(dueReminderStep({ ...base, day: "2026-06-30", sentSteps: [1, 2, 3] })).toBeNull();
  });

  it("after days without a run, sends the latest step passed, never the earlier ones", () => {
    expect(dueReminderStep({ ...base, day: "2026-03-20" })).toBe(2);
    expect(dueReminderStep({ ...base, day: "2026-03-10", sentSteps: [2] })).toBeNull();
    expect(dueReminderStep({ ...base, day: "2026-05-01", sentSteps: [1] })).toBe(3);
  });

  it("sends nothing for a paid, fully credited or undated invoice", () => {
    expect(dueReminderStep({ ...base, day: "2026-03-08", open: false })).toBeNull();
    expect(dueReminderStep({ ...base, day: "2026-03-08", outstandingCents: 0 })).toBeNull();
    expect(dueReminderStep({ ...base, day: "2026-03-08", dueAt: null })).toBeNull();
  });

  it("follows the saved schedule", () => {
    const schedule = { days: [3], ownerOnLast: false };
    expect(dueReminderStep({ ...base, schedule, day: "2026-03-03" })).toBeNull();
    expect(dueReminderStep({ ...base, schedule, day: "2026-03-04" })).toBe(1);
    expect(dueReminderStep({ ...base, schedule, day: "2026-03-20", sentSteps: [1] })).toBeNull();
    expect(
      dueReminderStep({ ...base, schedule: { days: [], ownerOnLast: true }, day: "2026-09-01" }),
    ).toBeNull();
  });
});

describe("who gets a reminder", () => {
  const owner: BillingContact = { email: "owner@lycee.example", role: "owner", language: "fr" };
  const billing: BillingContact = { email: "compta@lycee.example", role: "billing", language: "en" };
  const member: BillingContact = { email: "prof@lycee.example", role: "member", language: "fr" };
  const emails = (list: BillingContact[]) => list.map((c) => c.email);

  it("sends to the billing contacts, and to the owner as well on the last step", () => {
    const all = [owner, billing, member];
    expect(emails(reminderRecipients(all, 1, DEFAULT_REMINDER_SCHEDULE))).toEqual([billing.email]);
    expect(emails(reminderRecipients(all, 2, DEFAULT_REMINDER_SCHEDULE))).toEqual([billing.email]);
    expect(emails(reminderRecipients(all, 3, DEFAULT_REMINDER_SCHEDULE))).toEqual([
      billing.email,
      owner.email,
    ]);
    expect(emails(reminderRecipients(all, 3, { days: [7, 15, 30], ownerOnLast: false }))).toEqual([
      billing.email,
    ]);
  });

  it("sends to the owner when nobody has the billing role; never to plain members; each address once", () => {
    expect(emails(reminderRecipients([owner, member], 1, DEFAULT_REMINDER_SCHEDULE))).toEqual([owner.email]);
    expect(reminderRecipients([member], 3, DEFAULT_REMINDER_SCHEDULE)).toEqual([]);
    const twice = { ...owner, email: "OWNER@lycee.example", role: "billing" as const };
    expect(emails(reminderRecipients([owner, twice], 3, DEFAULT_REMINDER_SCHEDULE))).toEqual([twice.email]);
  });
});

describe("ageing of what is owed", () => {
  const at = (iso: string) => new Date(iso).getTime();

  it("puts each amount in its bucket by days late", () => {
    expect(agingBucket(DUE, at("2026-02-15T12:00:00Z"))).toBe("notDue");
    expect(agingBucket(DUE, at("2026-03-01T08:00:00Z"))).toBe("notDue");
    expect(agingBucket(DUE, at("2026-03-01T12:00:00Z"))).toBe("days0to30");
    expect(agingBucket(DUE, at("2026-03-31T12:00:00Z"))).toBe("days0to30");
    expect(agingBucket(DUE, at("2026-04-01T12:00:00Z"))).toBe("days31to60");
    expect(agingBucket(DUE, at("2026-04-30T12:00:00Z"))).toBe("days31to60");
    expect(agingBucket(DUE, at("2026-05-01T12:00:00Z"))).toBe("over60");
    expect(agingBucket(null, at("2026-05-01T12:00:00Z"))).toBe("notDue");
  });

  it("adds up amounts and counts per bucket, leaving out what is settled", () => {
    const now = at("2026-05-01T12:00:00Z");
    expect(
      agingOf(
        [
          { dueAt: "2026-06-01T09:00:00Z", outstandingCents: 1_000 },
          { dueAt: "2026-04-20T09:00:00Z", outstandingCents: 2_000 },
          { dueAt: "2026-04-10T09:00:00Z", outstandingCents: 3_000 },
          { dueAt: "2026-03-20T09:00:00Z", outstandingCents: 4_000 },
          { dueAt: DUE, outstandingCents: 5_000 },
          { dueAt: "2026-01-01T09:00:00Z", outstandingCents: 6_000 },
          { dueAt: "2026-01-01T09:00:00Z", outstandingCents: 0 },
          { dueAt: "2026-01-01T09:00:00Z", outstandingCents: -500 },
        ],
        now,
      ),
    ).toEqual({
      notDue: { cents: 1_000, count: 1 },
      days0to30: { cents: 5_000, count: 2 },
      days31to60: { cents: 4_000, count: 1 },
      over60: { cents: 11_000, count: 2 },
    });
  });
});
