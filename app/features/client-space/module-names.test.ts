import { describe, expect, it } from "vitest";
import { MODULES } from "#content/modules/index.ts";
import { moduleName } from "./module-names.ts";

describe("moduleName", () => {
  it("names content sets, page slugs and usual names from the module pages", () => {
    expect(moduleName("examens", "fr")).toBe(MODULES.examens.title.fr);
    expect(moduleName("examens", "en")).toBe(MODULES.examens.title.en);
    expect(moduleName("gestion-financiere", "fr")).toBe(MODULES.finance.title.fr);
    expect(moduleName("scolarite", "fr")).toBe(MODULES.etudiants.title.fr);
    expect(moduleName("vie-scolaire", "en")).toBe(MODULES["services-etudiants"].title.en);
  });

  it("makes an unknown id readable", () => {
    expect(moduleName("analytics", "fr")).toBe("Analytics");
    expect(moduleName("pilotage_avance", "en")).toBe("Pilotage avance");
  });
});
