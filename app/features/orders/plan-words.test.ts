import { describe, expect, it } from "vitest";
import { adjustmentForStaff, adjustmentInWords, capWords, termsInWords } from "./plan-words.ts";

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
});
