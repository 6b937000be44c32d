import { expect } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { collectTexts } from "./resolve.ts";

/** Test helper: every text of a content tree is written in both languages, with no placeholder text. */
export function expectComplete(tree: unknown): void {
  const texts = collectTexts(tree);
  expect(texts.length).toBeGreaterThan(0);
  for (const { path, text } of texts) {
    for (const lang of LANGUAGES) {
      expect(text[lang].trim(), `${path} (${lang})`).not.toBe("");
      expect(text[lang], `${path} (${lang})`).not.toMatch(
        /lorem|ipsum|\btodo\b|\btbd\b|coming soon|bientôt disponible/i,
      );
    }
  }
}
