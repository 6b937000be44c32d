import type { LText } from "./localized.ts";

/**
 * French typography: a non-breaking space before "?", "!", ":", ";", "»" and "%" and after "«",
 * so that a question mark never starts a line on its own. Applied when the content is written
 * (this `lt` wraps the shared one), never to code samples, which are plain strings.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([?!:;»%])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

/** `lt` with French typography applied to the French text. */
export const lt = (fr: string, en: string): LText => ({ fr: frenchSpacing(fr), en });
