import { cv } from "./claims.ts";
import { lt } from "./localized.ts";

/** The /success page shown after an order (spec §2): what happens next and where to go. */
export const SUCCESS = {
  stepsTitle: lt("Et maintenant ?", "What happens next?"),
  steps: [
    {
      icon: "mail",
      title: lt("Un e-mail de confirmation", "A confirmation e-mail"),
      text: lt(
        "Vous recevez le récapitulatif de votre demande à l'adresse indiquée. Pensez à vérifier vos courriers indésirables.",
        "You receive a summary of your request at the address you gave. Remember to check your spam folder.",
      ),
    },
    {
      icon: "headset",
      title: lt(
        `Un conseiller vous appelle sous ${cv("quoteReplyIn24h").fr}`,
        `An adviser calls you within ${cv("quoteReplyIn24h").en}`,
      ),
      text: lt(
        `Du lundi au vendredi, de 9:00 à 18:00, pour valider votre configuration et répondre à vos questions.`,
        `Monday to Friday, 9:00 to 18:00, to confirm your set-up and answer your questions.`,
      ),
    },
    {
      icon: "rocket",
      title: lt("Le lancement de votre projet", "Your project kicks off"),
      text: lt(
        "Votre chef de projet planifie avec vous le paramétrage, la reprise des données et les formations.",
        "Your project manager plans the configuration, data migration and training with you.",
      ),
    },
  ],
  linksTitle: lt("En attendant", "In the meantime"),
  links: [
    { label: lt("Accéder à mon espace client", "Go to my client space"), href: "/dashboard", primary: true },
    { label: lt("Découvrir les modules", "Explore the modules"), href: "/modules", primary: false },
    { label: lt("Retour à l'accueil", "Back to the home page"), href: "/", primary: false },
  ],
  help: lt(
    "Une question sur votre commande ? Écrivez-nous depuis la page contact en précisant votre établissement.",
    "A question about your order? Write to us from the contact page, mentioning your institution.",
  ),
  helpLink: lt("Nous contacter", "Contact us"),
} as const;
