import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * The launcher's own texts, apart from the panel's (locales.ts): the launcher is in every page's
 * first load, so it carries only what it shows before the panel is loaded.
 */
export const chatLauncherFr = {
  open: "Ouvrir l'assistant commercial",
  loading: "Chargement de l'assistant…",
};

const chatLauncherEn = {
  open: "Open the sales assistant",
  loading: "Loading the assistant…",
} satisfies LocaleShape<typeof chatLauncherFr>;

export const chatLauncherNamespace = defineNamespace({
  name: "chatLauncher",
  fr: chatLauncherFr,
  en: chatLauncherEn,
});
