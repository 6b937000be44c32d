import { describe, expect, it } from "vitest";
import { demoAck, demoRescheduledAck } from "./mails.server.ts";

const booked = {
  firstName: "Camille",
  institution: "Lycée Victor Hugo",
  reference: "DM-3F9A1C2B",
  slot: { start: "2026-03-30T07:00:00.000Z", end: "2026-03-30T07:30:00.000Z" },
  rescheduleUrl: "https://ga.example/demo/reprogrammer/tok",
  cancelUrl: "https://ga.example/demo/annuler/tok",
};

describe("a demo's e-mails", () => {
  it("confirm a booking with the links to change its time and to cancel it, and the button to move it", () => {
    const fr = demoAck("fr", booked);
    expect(fr.text).toContain("Changer de créneau : https://ga.example/demo/reprogrammer/tok");
    expect(fr.text).toContain("Annuler la démonstration : https://ga.example/demo/annuler/tok");
    expect(fr.html).toContain(">Changer de créneau</a>");
    const en = demoAck("en", booked);
    expect(en.text).toContain("Change the time: https://ga.example/demo/reprogrammer/tok");
    expect(en.text).toContain("Cancel the demo: https://ga.example/demo/annuler/tok");
    expect(en.html).toContain(">Change the time</a>");
  });

  it("say a callback request without any link", () => {
    const mail = demoAck("fr", { ...booked, slot: undefined });
    expect(mail.text).not.toContain("/demo/");
  });

  it("move a booking with the cancel link as a line and the change of time as the button only", () => {
    const mail = demoRescheduledAck("en", booked);
    expect(mail.text).toContain("Cancel the demo: https://ga.example/demo/annuler/tok");
    expect(mail.text.match(/\/demo\/reprogrammer\/tok/g)).toHaveLength(1);
    expect(mail.html).toContain(">Change the time</a>");
    const bare = demoRescheduledAck("fr", { ...booked, rescheduleUrl: undefined, cancelUrl: undefined });
    expect(bare.text).not.toContain("/demo/");
    expect(bare.html).not.toContain("Changer de créneau");
  });
});
