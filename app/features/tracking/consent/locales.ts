import { defineNamespace } from "#app/lib/i18n/use-translation.ts";
import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/** Texts of the consent banner (in its lazy chunk: only sites that configure a tracker load it). */
export const consentFr = {
  label: "Cookies de mesure d'audience",
  title: "Acceptez-vous la mesure d'audience\u00a0?",
  text: "Nous aimerions utiliser un outil tiers de mesure d'audience, qui dépose des cookies, pour comprendre comment le site est utilisé. Il ne sera chargé qu'avec votre accord. Refuser n'a aucune conséquence sur votre navigation\u00a0; vous pouvez changer d'avis à tout moment depuis «\u00a0Gérer les cookies\u00a0» en bas de page.",
  policy: "Politique relative aux cookies",
  accept: "Accepter",
  refuse: "Refuser",
  current: {
    granted: "Votre choix actuel\u00a0: accepté.",
    denied: "Votre choix actuel\u00a0: refusé.",
  },
};

const consentEn = {
  label: "Audience-measurement cookies",
  title: "Do you accept audience measurement?",
  text: "We would like to use a third-party audience-measurement tool, which sets cookies, to understand how the site is used. It will only be loaded with your agreement. Refusing has no effect on your browsing; you can change your mind at any time from “Manage cookies” at the bottom of the page.",
  policy: "Cookie policy",
  accept: "Accept",
  refuse: "Refuse",
  current: {
    granted: "Your current choice: accepted.",
    denied: "Your current choice: refused.",
  },
} satisfies LocaleShape<typeof consentFr>;

export const consentNamespace = defineNamespace({ name: "consent", fr: consentFr, en: consentEn });
