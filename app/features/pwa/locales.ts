import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * Texts of the installable site: the update prompt (in its lazy chunk) and the offline pages the
 * build writes as static files (scripts/build-service-worker.ts), so they show without the network.
 */
export const pwaFr = {
  update: {
    label: "Mise à jour du site",
    title: "Nouvelle version disponible",
    text: "Rechargez la page pour utiliser la dernière version du site.",
    reload: "Recharger",
    later: "Plus tard",
  },
  offline: {
    pageTitle: "Hors ligne — GA Éducation",
    brand: "GA Éducation",
    title: "Vous êtes hors ligne",
    text: "Cette page n'a pas pu être chargée : vérifiez votre connexion internet, puis réessayez.",
    hint: "Les pages publiques déjà consultées restent disponibles sans connexion.",
    retry: "Réessayer",
    home: "Retour à l'accueil",
  },
};

const pwaEn = {
  update: {
    label: "Site update",
    title: "New version available",
    text: "Reload the page to use the latest version of the site.",
    reload: "Reload",
    later: "Later",
  },
  offline: {
    pageTitle: "Offline — GA Éducation",
    brand: "GA Éducation",
    title: "You are offline",
    text: "This page could not be loaded: check your internet connection, then try again.",
    hint: "Public pages you have already visited remain available without a connection.",
    retry: "Try again",
    home: "Back to the home page",
  },
} satisfies LocaleShape<typeof pwaFr>;

export const pwaNamespace = defineNamespace({ name: "pwa", fr: pwaFr, en: pwaEn });
