import { describe, expect, it } from "vitest";
import { submissionRows, type SubmissionRow } from "./lead-submission.ts";

function asMap(rows: SubmissionRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.map((r) => [r.label, "value" in r ? r.value : `${r.conversation.length} lines`]),
  );
}

describe("submissionRows", () => {
  const quote = {
    offer: "learning-platform",
    institution: "Lycée Victor Hugo",
    institutionType: "secondary",
    students: 1200,
    siret: "73282932000074",
    modules: ["etudiants", "finance"],
    addons: ["sms"],
    timeline: "within-3-months",
    firstName: "Anne",
    lastName: "Martin",
    email: "anne@lycee.fr",
    phone: "",
    message: "Bonjour",
  };

  it("labels each field as the form did and names each option, in French", () => {
    const rows = asMap(submissionRows(quote, "fr"));
    expect(rows["Offre"]).toBe("Learning Platform");
    expect(rows["Établissement"]).toBe("Lycée Victor Hugo");
    expect(rows["Type d'établissement"]).toBe("Collège ou lycée");
    expect(rows["Nombre d'élèves ou d'étudiants"]).toBe("1 200".replace(" ", "\u202f"));
    expect(rows["SIRET"]).toBe("732 829 320 00074");
    expect(rows["Modules qui vous intéressent"]).toBe("Gestion des étudiants, Finance et comptabilité");
    expect(rows["Démarrage souhaité"]).toBe("D'ici 3 mois");
    expect(Object.keys(rows)).not.toContain("Téléphone"); // empty fields are left out
    expect(Object.keys(rows)).not.toContain("firstName");
  });

  it("answers in English on the English page", () => {
    const rows = asMap(submissionRows(quote, "en"));
    expect(rows["Offer"]).toBe("Learning Platform");
    expect(rows["Type of institution"]).toBe("Secondary school");
    expect(rows["Modules you are interested in"]).toBe("Student management, Finance and accounting");
    expect(rows["First name"]).toBe("Anne");
  });

  it("keeps the forms' order: the selection first, the person after", () => {
    const keys = submissionRows({ email: "a@b.fr", offer: "learning", firstName: "A" }, "fr").map(
      (r) => r.key,
    );
    expect(keys).toEqual(["offer", "firstName", "email"]);
  });

  it("writes booleans, countries and the chatbot's qualification in words, and hides technical ids", () => {
    const rows = submissionRows(
      {
        sessionId: "abcdefgh1234",
        userId: "u1",
        mandate: true,
        terms: true,
        country: "BE",
        quality: "warm",
        language: "en",
        callback: false,
      },
      "fr",
    );
    const map = asMap(rows);
    expect(map["Mandat SEPA accepté"]).toBe("Oui");
    expect(map["Rappel demandé"]).toBe("Non");
    expect(map["Pays"]).toBe("Belgique");
    expect(map["Qualification"]).toBe("Chaud");
    expect(map["Langue de la conversation"]).toBe("Anglais");
    expect(rows.map((r) => r.key)).not.toContain("sessionId");
    expect(rows.map((r) => r.key)).not.toContain("userId");
  });

  it("turns the chatbot's transcript into lines said by the visitor or the assistant", () => {
    const rows = submissionRows(
      {
        transcript: [
          { sender: "bot", text: "Bonjour !" },
          { sender: "user", text: "Je veux un devis" },
        ],
      },
      "fr",
    );
    expect(rows).toEqual([
      {
        key: "transcript",
        label: "Conversation",
        conversation: [
          { speaker: "Assistant :", text: "Bonjour !" },
          { speaker: "Visiteur :", text: "Je veux un devis" },
        ],
      },
    ]);
  });

  it("never throws on a value it does not expect", () => {
    const rows = submissionRows(
      { surprise: { nested: [1, 2] }, modules: "etudiants", slot: "not a date" },
      "fr",
    );
    expect(asMap(rows)).toMatchObject({
      surprise: '{"nested":[1,2]}',
      "Modules qui vous intéressent": "Gestion des étudiants",
      Créneau: "not a date",
    });
  });
});
