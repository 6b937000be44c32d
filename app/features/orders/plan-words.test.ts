import { describe, expect, it } from "vitest";
import {
  adjustmentForStaff,
  adjustmentInWords,
  capWords,
  isPlanChangeFacts,
  planChangeInWords,
  termsInWords,
} from "./plan-words.ts";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("plan changes in words", () => {
  it("says the terms with the plan's name, its cap and its formatted price", () => {
    expect(nbsp(termsInWords({ plan: "essential", studentCap: 100, mrrCents: 100_260 }, "fr"))).toBe(
      "Essential · jusqu'à 100 élèves · 1 002,60 € HT par mois",
    );
    expect(termsInWords({ plan: "excellence", studentCap: null, mrrCents: 79_900 }, "en")).toBe(
      "Excellence · unlimited students · €799.00 excl. VAT per month",
    );
    expect(capWords(null, "fr")).toBe("élèves illimités");
  });

  it("says a credit, a charge or nothing", () => {
    expect(nbsp(adjustmentInWords(-30_000, "fr"))).toBe(
      "Vous serez crédité de 300,00 € sur votre prochaine facture.",
    );
    expect(adjustmentInWords(1_250, "en")).toBe("You will be charged €12.50 on your next invoice.");
    expect(adjustmentInWords(0, "en")).toBe("No adjustment on your next invoice.");
    expect(nbsp(adjustmentForStaff(-30_000, "fr"))).toBe("Crédit de 300,00 € sur la prochaine facture.");
    expect(adjustmentForStaff(1_250, "en")).toBe("€12.50 added to the next invoice.");
  });

  it("says a change kept as facts in the reader's language", () => {
    const facts = {
      before: { plan: "excellence", studentCap: null, mrrCents: 79_900 },
      after: { plan: "essential", studentCap: 100, mrrCents: 30_000 },
      amountCents: -24_950,
    };
    expect(isPlanChangeFacts(facts)).toBe(true);
    expect(isPlanChangeFacts({ ...facts, amountCents: "-249,50 €" })).toBe(false);
    expect(isPlanChangeFacts({ Formule: ["Excellence", "Essential"] })).toBe(false);
    expect(nbsp(planChangeInWords(facts, "fr"))).toBe(
      "Excellence · élèves illimités · 799,00 € HT par mois → Essential · jusqu'à 100 élèves · 300,00 € HT par mois · Crédit de 249,50 € sur la prochaine facture.",
    );
    expect(planChangeInWords(facts, "en")).toBe(
      "Excellence · unlimited students · €799.00 excl. VAT per month → Essential · up to 100 students · €300.00 excl. VAT per month · €249.50 credited on the next invoice.",
    );
  });
});
