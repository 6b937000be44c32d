import { describe, expect, it } from "vitest";
import type { Language } from "#app/lib/i18n/languages.ts";
import { leadMailsEn, leadMailsFr } from "./mail-locales.ts";
import {
  chatbotAck,
  contactAck,
  demoAck,
  demoCancelledAck,
  demoRescheduledAck,
  feedbackAck,
  orderAck,
  quoteAck,
  webinarAck,
} from "./mails.server.ts";

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

/** Every acknowledgement to a visitor, with its optional parts given, in a language. */
function acknowledgements(lang: Language) {
  const order = {
    name: "Camille Martin",
    reference: "CMD-2026-0042",
    planName: "Campus",
    students: 1200,
    addons: ["Analytics"],
    billingName: "Lycée Victor Hugo",
    dashboardUrl: "https://ga.example/dashboard",
  };
  return {
    contactAck: contactAck(lang, { firstName: "Camille", subject: "sales", message: "…", reference: "CT-1" }),
    demoRequest: demoAck(lang, { ...booked, slot: undefined }),
    demoAck: demoAck(lang, { ...booked, timeZone: "America/New_York" }),
    demoRescheduledAck: demoRescheduledAck(lang, { ...booked, timeZone: "America/New_York" }),
    demoCancelledAck: demoCancelledAck(lang, { ...booked, bookUrl: "https://ga.example/demo" }),
    quoteAck: quoteAck(lang, {
      firstName: "Camille",
      institution: "Lycée Victor Hugo",
      reference: "QT-1",
      offer: "Campus",
    }),
    sepaOrder: orderAck(lang, {
      ...order,
      paymentMethod: "sepa-debit",
      iban: "FR7630006000011234567890189",
      mandateReference: "MD-1",
    }),
    purchaseOrder: orderAck(lang, { ...order, paymentMethod: "purchase-order", commitmentNumber: "EJ-1" }),
    webinarAck: webinarAck(lang, { firstName: "Camille", webinar: "Skills", reference: "WB-1" }),
    feedbackAck: feedbackAck(lang, { reference: "FB-1" }),
    chatbotAck: chatbotAck(lang, { name: "Camille", institution: "Lycée Victor Hugo", reference: "CB-1" }),
  };
}

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** Whether a text holds a fragment as whole words ("mandat" is not in "mandate"). */
function holds(text: string, fragment: string): boolean {
  const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(text);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the texts of the visitors' e-mails", () => {
  it("have the same keys and the same placeholders in English as in French, none empty", () => {
    const fr = leaves(leadMailsFr);
    const en = new Map(leaves(leadMailsEn));
    expect([...en.keys()]).toEqual(fr.map(([key]) => key));
    for (const [key, text] of fr) {
      expect(text, key).not.toBe("");
      expect(en.get(key), key).not.toBe("");
      expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
      // English typography: no space before a colon, a question or an exclamation mark.
      expect(en.get(key), key).not.toMatch(/\s[:?!]/);
    }
  });

  it("are all English in English: no French sentence, greeting or subject", () => {
    const french = acknowledgements("fr");
    const english = acknowledgements("en");
    // The French texts' own words: what lies around their placeholders (not a mere "– IBAN").
    const fragments = leaves(leadMailsFr)
      .flatMap(([, text]) => text.split(/\{\{\w+\}\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 8);
    for (const [name, mail] of Object.entries(english)) {
      expect(mail.subject, name).not.toBe(french[name as keyof typeof french].subject);
      expect(mail.text, name).toMatch(/^Hello( [^\n,]+)?,\n/);
      expect(mail.html, name).not.toContain("Bonjour");
      expect(mail.text, name).toContain(leadMailsEn.signature);
      for (const fragment of fragments) {
        expect(holds(mail.subject, fragment), `${name}: "${fragment}"`).toBe(false);
        expect(holds(mail.text, fragment), `${name}: "${fragment}"`).toBe(false);
      }
    }
    for (const [name, mail] of Object.entries(french)) {
      expect(mail.text, name).toMatch(/^Bonjour( [^\n,]+)?,\n/);
      expect(mail.text, name).toContain(leadMailsFr.signature);
      expect(mail.text, name).not.toContain("{{");
    }
  });
});
