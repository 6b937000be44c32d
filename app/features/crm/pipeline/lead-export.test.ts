import { describe, expect, it } from "vitest";
import { toCsv } from "#app/lib/csv.ts";
import { LEAD_EXPORT_HEADER, leadContact } from "./lead-export.ts";

describe("leads export", () => {
  it("takes names, phone and message from a form's submission", () => {
    expect(
      leadContact({
        firstName: " Camille ",
        lastName: "Durand",
        phone: "+33 1 23 45 67 89",
        message: "Bonjour ; une démo ?",
      }),
    ).toEqual({
      firstName: "Camille",
      lastName: "Durand",
      phone: "+33 1 23 45 67 89",
      message: "Bonjour ; une démo ?",
    });
  });

  it("keeps the chatbot's single name, and leaves out what is missing or not text", () => {
    expect(leadContact({ name: "Alex Martin" })).toEqual({
      firstName: "",
      lastName: "Alex Martin",
      phone: "",
      message: "",
    });
    expect(leadContact({ phone: 33123, message: ["x"] })).toEqual({
      firstName: "",
      lastName: "",
      phone: "",
      message: "",
    });
    expect(leadContact(null)).toEqual({ firstName: "", lastName: "", phone: "", message: "" });
    expect(leadContact(["a"])).toEqual({ firstName: "", lastName: "", phone: "", message: "" });
  });

  it("writes a phone number as text and a message with separators in one cell", () => {
    const { firstName, lastName, phone, message } = leadContact({
      firstName: "=cmd",
      lastName: "Durand",
      phone: "+33 1 23",
      message: 'Ligne 1;\n"Ligne 2"',
    });
    const csv = toCsv(
      ["first_name", "last_name", "phone", "message"],
      [[firstName, lastName, phone, message]],
    );
    expect(csv).toBe(
      '\uFEFFfirst_name;last_name;phone;message\r\n\'=cmd;Durand;\'+33 1 23;"Ligne 1;\n""Ligne 2"""\r\n',
    );
    expect(LEAD_EXPORT_HEADER).toContain("phone");
  });
});
