import { describe, expect, it } from "vitest";
import { buildInvite, escapeText, foldLine, icsDate } from "./ics.ts";

const base = {
  uid: "demo-1234@ga-education.fr",
  start: "2026-03-30T07:00:00.000Z",
  end: "2026-03-30T07:30:00.000Z",
  summary: "Démonstration GA Éducation",
  description: "Lien de visioconférence envoyé la veille.\nÀ bientôt, l'équipe GA",
  organizer: { name: "GA Éducation", email: "demo@ga-education.fr" },
  attendee: { name: 'Camille "CD" Durand', email: "camille@lycee.fr" },
  stamp: "2026-03-26T09:00:00.000Z",
};

describe("calendar invitation", () => {
  it("writes UTC times and a confirmed event with a reminder", () => {
    const ics = buildInvite(base);
    expect(ics).toContain("DTSTART:20260330T070000Z\r\n");
    expect(ics).toContain("DTEND:20260330T073000Z\r\n");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("BEGIN:VALARM");
    expect(ics).toContain('ATTENDEE;CN="Camille CD Durand"');
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("cancels with the same UID and a higher sequence", () => {
    const ics = buildInvite({ ...base, method: "CANCEL", sequence: 2 });
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain(`UID:${base.uid}`);
    expect(ics).not.toContain("VALARM");
  });

  it("escapes text and folds long lines without splitting characters", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    const long = "DESCRIPTION:" + "é".repeat(80);
    const folded = foldLine(long);
    for (const part of folded.split("\r\n"))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(icsDate("2026-10-25T01:30:00Z")).toBe("20261025T013000Z");
  });
});
