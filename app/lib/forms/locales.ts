import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import en from "./locales/en.ts";
import fr from "./locales/fr.ts";

/** The `forms` namespace: labels, hints, errors and messages of every form (French is the reference). */
export const formsNamespace = defineNamespace({ name: "forms", fr, en });
export type FormsTexts = typeof fr;
