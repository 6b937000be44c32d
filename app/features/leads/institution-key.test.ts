import { describe, expect, it } from "vitest";
import { institutionKey, nameKey, sameInstitution } from "./institution-key.ts";

describe("institution keys", () => {
  it("ignores accents and case", () => {
    expect(sameInstitution("Lycee Jean Moulin", "Lycée Jean Moulin")).toBe(true);
    expect(sameInstitution("LYCÉE JEAN MOULIN", "lycée jean moulin")).toBe(true);
    expect(sameInstitution("École Saint-Exupéry", "ecole saint exupery")).toBe(true);
    expect(institutionKey("Collège Françoise Dolto")).toBe("college francoise dolto");
  });

  it("ignores spaces and punctuation", () => {
    expect(institutionKey("  Lycée   Jean-Moulin. ")).toBe("lycee jean moulin");
    expect(sameInstitution("Lycée d'Alembert", "Lycée d’Alembert")).toBe(true);
    expect(sameInstitution("Lycée d'Alembert", "LYCEE D ALEMBERT")).toBe(true);
    expect(sameInstitution("Institut (Paris)", "institut paris")).toBe(true);
    expect(institutionKey("Lycée\u00a0Jean\tMoulin")).toBe("lycee jean moulin");
  });

  it("spells ligatures out", () => {
    expect(sameInstitution("Collège Sainte-Œuvre", "College Sainte Oeuvre")).toBe(true);
    expect(institutionKey("Cæsar Academy")).toBe("caesar academy");
  });

  it("keeps different names apart", () => {
    expect(sameInstitution("Lycée Jean Moulin", "Lycée Jean Jaurès")).toBe(false);
    expect(sameInstitution("Lycée Jean Moulin", "Collège Jean Moulin")).toBe(false);
    expect(sameInstitution("Lycée 1", "Lycée 2")).toBe(false);
  });

  it("gives no key to names too short or empty to identify anything", () => {
    expect(institutionKey("")).toBeNull();
    expect(institutionKey(null)).toBeNull();
    expect(institutionKey(undefined)).toBeNull();
    expect(institutionKey(" — ")).toBeNull();
    expect(institutionKey("CE")).toBeNull();
    expect(sameInstitution("—", "-")).toBe(false);
    expect(nameKey(" — ")).toBe("");
  });
});
