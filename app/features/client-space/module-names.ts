import { MODULES } from "#content/modules/index.ts";
import { pick } from "#content/localized.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { MODULE_SLUGS, type ModuleSetId, type ModuleSlug } from "#app/lib/routing/pages.ts";

/**
 * The name a customer reads for a module of their subscription. Subscriptions store module ids as
 * the sales team writes them: a content set ("examens"), one of its page slugs ("gestion-examens")
 * or a short usual name ("scolarite"); the names come from the module pages (content/modules).
 */
const ALIASES: Readonly<Record<string, ModuleSetId>> = {
  scolarite: "etudiants",
  "vie-scolaire": "services-etudiants",
  rh: "ressources-humaines",
  lms: "e-learning",
};

function setOf(id: string): ModuleSetId | undefined {
  if (Object.hasOwn(MODULES, id)) return id as ModuleSetId;
  if (Object.hasOwn(MODULE_SLUGS, id)) return MODULE_SLUGS[id as ModuleSlug];
  return Object.hasOwn(ALIASES, id) ? ALIASES[id] : undefined;
}

export function moduleName(id: string, lang: Language): string {
  const set = setOf(id.trim().toLowerCase());
  if (set) return pick(MODULES[set].title, lang);
  // A module without a page (e.g. an option sold on quotation): its id, made readable.
  const words = id.trim().replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
