import { describe, expect, it } from "vitest";
import { formValues } from "#app/lib/forms/fields.ts";
import { parseChatbotLead } from "./chatbot.ts";
import { parseCheckout } from "./checkout.ts";
import { parseContact } from "./contact.ts";
import { parseDemo } from "./demo.ts";
import { parseFeedback } from "./feedback.ts";
import { parseQuote } from "./quote.ts";
import { parseWebinar } from "./webinar.ts";
import { parseWith } from "#app/lib/forms/parse.ts";
import { BookingCancelSchema, BookingRescheduleSchema, CANCEL_REASON_MAX } from "./booking.ts";

const person = { firstName: " Camille ", lastName: "Durand", email: "  Camille.Durand@Lycee-Exemple.FR " };

describe("contact", () => {
  it("normalises and accepts a complete message", () => {
    const r = parseContact({
      ...person,
      subject: "demo",
      message: "Bonjour,\r\nnous aimerions une démo.\u0000",
      phone: "01.23.45.67.89",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toEqual({
      firstName: "Camille",
      lastName: "Durand",
      email: "camille.durand@lycee-exemple.fr",
      phone: "01 23 45 67 89",
      institution: undefined,
      subject: "demo",
      message: "Bonjour,\nnous aimerions une démo.",
    });
  });

  it("names each field's problem with an error key", () => {
    const r = parseContact({
      firstName: "",
      email: "pas-un-email",
      subject: "spam",
      message: "court",
      phone: "abc",
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      firstName: "required",
      lastName: "required",
      email: "email",
      phone: "phone",
      subject: "choice",
      message: "tooShort",
    });
  });

  it("refuses oversized values and odd types without throwing", () => {
    const r = parseContact({
      ...person,
      subject: ["demo", "quote"],
      message: "x".repeat(6_000),
      institution: { a: 1 },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.message).toBe("tooLong");
    expect(r.errors.institution).toBeUndefined(); // what cannot be text is left out
    expect(r.errors.subject).toBeUndefined(); // the first of a repeated value is used
  });
});

describe("demo", () => {
  const base = {
    ...person,
    institution: "Lycée Victor Hugo",
    institutionType: "secondary",
    students: "1 200",
  };
  it("keeps a request without slot as a callback request", () => {
    const r = parseDemo(base);
    expect(r.ok && r.data.slot).toBeUndefined();
    expect(r.ok && r.data.students).toBe(1200);
  });
  it("normalises the slot and drops an unknown time zone", () => {
    const r = parseDemo({
      ...base,
      slot: "2026-03-30T09:00+02:00",
      timeZone: "Nowhere/City",
      modules: ["finance", "finance", "examens"],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.slot).toBe("2026-03-30T07:00:00.000Z");
    expect(r.data.timeZone).toBeUndefined();
    expect(r.data.modules).toEqual(["finance", "examens"]);
  });
  it("refuses a malformed slot, unknown modules and a wrong number", () => {
    const r = parseDemo({
      ...base,
      slot: "demain",
      modules: ["finance", "astrologie"],
      students: "beaucoup",
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({ slot: "slotInvalid", modules: "choice", students: "integer" });
  });
});

describe("quote", () => {
  const base = {
    ...person,
    institution: "CFA des Métiers",
    institutionType: "apprenticeship",
    students: "450",
    establishments: "2",
    timeline: "within-3-months",
  };
  it("accepts the calculator's selection", () => {
    const r = parseQuote({
      ...base,
      offer: "premium",
      moduleCount: "12",
      addons: ["creche", "priority-support"],
      countries: "",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({
      offer: "premium",
      moduleCount: 12,
      addons: ["creche", "priority-support"],
      countries: undefined,
    });
  });
  it("checks an optional SIRET", () => {
    expect(parseQuote({ ...base, siret: "732 829 320 00074" })).toMatchObject({
      ok: true,
      data: { siret: "73282932000074" },
    });
    expect(parseQuote({ ...base, siret: "732 829 320 00075" })).toMatchObject({
      ok: false,
      errors: { siret: "siretChecksum" },
    });
    expect(parseQuote({ ...base, siret: "12" })).toMatchObject({ ok: false, errors: { siret: "siret" } });
  });
  it("refuses an unknown offer", () => {
    expect(parseQuote({ ...base, offer: "gold" })).toMatchObject({ ok: false, errors: { offer: "choice" } });
  });
});

describe("checkout", () => {
  const base = {
    plan: "premium",
    students: "250",
    billingName: "Université de Lorraine",
    country: "FR",
    siret: "732 829 320 00074",
    vatNumber: "FR44 732829320",
    addressLine1: "34 cours Léopold",
    postalCode: "54000",
    city: "Nancy",
    billingEmail: "Comptabilite@Univ.example",
    paymentMethod: "bank-transfer",
    terms: "on",
  };

  it("accepts a bank transfer order and keeps no unused payment detail", () => {
    const r = parseCheckout({ ...base, iban: "FR76 3000 6000 0112 3456 7890 189", commitmentNumber: "X" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.iban).toBeUndefined();
    expect(r.data.commitmentNumber).toBeUndefined();
    expect(r.data.vatNumber).toBe("FR44732829320");
    expect(r.data.billingEmail).toBe("comptabilite@univ.example");
  });

  it("asks for the IBAN, holder and mandate of a SEPA direct debit, and checks them", () => {
    const r = parseCheckout({
      ...base,
      paymentMethod: "sepa-debit",
      iban: "FR76 3000 6000 0112 3456 7890 188",
      bic: "BNP",
    });
    expect(r).toMatchObject({
      ok: false,
      errors: { iban: "ibanChecksum", accountHolder: "required", mandate: "mandate", bic: "bic" },
    });
    const ok = parseCheckout({
      ...base,
      paymentMethod: "sepa-debit",
      iban: "fr76 3000 6000 0112 3456 7890 189",
      bic: "bnpafrpp",
      accountHolder: "Agence comptable",
      mandate: "on",
    });
    expect(ok).toMatchObject({
      ok: true,
      data: { iban: "FR7630006000011234567890189", bic: "BNPAFRPP", mandateAccepted: true },
    });
  });

  it("refuses a SEPA debit from outside the SEPA zone", () => {
    const r = parseCheckout({
      ...base,
      paymentMethod: "sepa-debit",
      iban: "BR1800360305000010009795493C1",
      accountHolder: "X",
      mandate: "on",
    });
    expect(r).toMatchObject({ ok: false, errors: { iban: "notSepa" } });
  });

  it("asks for the commitment number of a purchase order", () => {
    expect(parseCheckout({ ...base, paymentMethod: "purchase-order" })).toMatchObject({
      ok: false,
      errors: { commitmentNumber: "required" },
    });
    expect(
      parseCheckout({
        ...base,
        paymentMethod: "purchase-order",
        commitmentNumber: "EJ-2026-00042",
        serviceCode: "SERV_COMPTA",
      }),
    ).toMatchObject({ ok: true, data: { commitmentNumber: "EJ-2026-00042", serviceCode: "SERV_COMPTA" } });
  });

  it("requires a valid SIRET in France only, and a VAT number matching it", () => {
    expect(parseCheckout({ ...base, siret: "" })).toMatchObject({ ok: false, errors: { siret: "required" } });
    expect(parseCheckout({ ...base, vatNumber: "FR40303265045" })).toMatchObject({
      ok: false,
      errors: { vatNumber: "vatSirenMismatch" },
    });
    expect(parseCheckout({ ...base, vatNumber: "DE123456789" })).toMatchObject({
      ok: false,
      errors: { vatNumber: "vatCountry" },
    });
    const belgian = {
      ...base,
      country: "BE",
      siret: "",
      vatNumber: "BE0123456789",
      postalCode: "1000",
      city: "Bruxelles",
    };
    expect(parseCheckout(belgian)).toMatchObject({ ok: true });
  });

  it("keeps students within the plan's cap (Essential 100)", () => {
    expect(parseCheckout({ ...base, plan: "essential", students: "150" })).toMatchObject({
      ok: false,
      errors: { students: "studentsOverPlan" },
    });
    expect(parseCheckout({ ...base, plan: "excellence", students: "15000" })).toMatchObject({ ok: true });
  });

  it("shows every problem at once, including dependent rules", () => {
    const r = parseCheckout({ ...base, billingName: "", terms: undefined, paymentMethod: "sepa-debit" });
    expect(r).toMatchObject({
      ok: false,
      errors: { billingName: "required", terms: "terms", iban: "required", mandate: "mandate" },
    });
  });

  it("never has a card number field", () => {
    const r = parseCheckout({ ...base, cardNumber: "4111111111111111" });
    expect(r.ok && "cardNumber" in r.data).toBe(false);
  });
});

describe("feedback, webinar and chatbot", () => {
  it("feedback: an empty or blank message has its own error", () => {
    expect(parseFeedback({ message: "   " })).toEqual({ ok: false, errors: { message: "feedbackEmpty" } });
    expect(parseFeedback({})).toEqual({ ok: false, errors: { message: "feedbackEmpty" } });
    expect(parseFeedback({ message: " Super site ", page: "/tarification" })).toEqual({
      ok: true,
      data: { message: "Super site", page: "/tarification" },
    });
    expect(parseFeedback({ message: "ok", page: "https://evil.example/" })).toMatchObject({
      ok: true,
      data: { page: undefined },
    });
  });

  it("webinar: needs a known-looking slug and the person", () => {
    expect(parseWebinar({ ...person, webinar: "rentree-2026" })).toMatchObject({ ok: true });
    expect(parseWebinar({ ...person, webinar: "../etc" })).toMatchObject({
      ok: false,
      errors: { webinar: "invalid" },
    });
  });

  it("chatbot: validates the JSON lead", () => {
    const r = parseChatbotLead({
      sessionId: "chat_1774515600000_k3j4h5",
      email: "Direction@Ecole.FR",
      institution: "École Jules Ferry",
      language: "fr",
      transcript: [{ sender: "user", text: "Quel est le prix ?", timestamp: 1774515600000 }],
    });
    expect(r).toMatchObject({
      ok: true,
      data: { email: "direction@ecole.fr", language: "fr", institution: "École Jules Ferry" },
    });
    expect(parseChatbotLead({ sessionId: "x", email: "a", transcript: "nope" })).toMatchObject({
      ok: false,
      errors: { sessionId: "invalid", email: "email", transcript: "invalid" },
    });
  });
});

describe("formValues", () => {
  it("turns repeated names into lists and leaves out control fields", () => {
    const form = new FormData();
    form.append("modules", "finance");
    form.append("modules", "examens");
    form.append("email", "a@b.fr");
    form.append("_token", "t");
    form.append("website_url", "");
    form.append("file", new Blob(["x"]), "x.txt");
    expect(formValues(form)).toEqual({ modules: ["finance", "examens"], email: "a@b.fr" });
  });
});

describe("booking changes", () => {
  it("requires a well-formed slot to move a demo", () => {
    expect(parseWith(BookingRescheduleSchema, {})).toEqual({ ok: false, errors: { slot: "required" } });
    expect(parseWith(BookingRescheduleSchema, { slot: "  " })).toEqual({
      ok: false,
      errors: { slot: "required" },
    });
    expect(parseWith(BookingRescheduleSchema, { slot: "mardi" })).toEqual({
      ok: false,
      errors: { slot: "slotInvalid" },
    });
    const moved = parseWith(BookingRescheduleSchema, { slot: "2026-03-30T09:00+02:00" });
    expect(moved.ok && moved.data.slot).toBe("2026-03-30T07:00:00.000Z");
  });

  it("takes a cancellation without a reason, and a reason up to its limit", () => {
    expect(parseWith(BookingCancelSchema, { reason: " " })).toEqual({ ok: true, data: {} });
    const given = parseWith(BookingCancelSchema, { reason: " Calendrier chargé " });
    expect(given.ok && given.data.reason).toBe("Calendrier chargé");
    expect(parseWith(BookingCancelSchema, { reason: "x".repeat(CANCEL_REASON_MAX + 1) })).toEqual({
      ok: false,
      errors: { reason: "tooLong" },
    });
  });
});
