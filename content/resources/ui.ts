import { lt } from "../typography.ts";

/** Labels shared by the resource pages. `{{x}}` marks a value filled in by the component. */
export const RESOURCES_UI = {
  breadcrumb: lt("Fil d'Ariane", "Breadcrumb"),
  home: lt("Accueil", "Home"),
  resources: lt("Ressources", "Resources"),
  blog: lt("Blog", "Blog"),
  contents: lt("Sommaire", "Contents"),
  readMore: lt("Lire l'article", "Read the article"),
  readMoreAbout: lt("Lire l'article : {{title}}", "Read the article: {{title}}"),
  minutes: lt("{{count}} min de lecture", "{{count}} min read"),
  by: lt("Par {{name}}", "By {{name}}"),
  published: lt("Publié le", "Published on"),
  steps: lt("Étapes", "Steps"),
  explore: lt("Explorer", "Explore"),
  exploreSection: lt("Explorer : {{title}}", "Explore: {{title}}"),
  allResources: lt("Toutes les ressources", "All resources"),
  latestArticles: lt("Derniers articles", "Latest articles"),
  allArticles: lt("Tous les articles", "All articles"),
  nextWebinar: lt("Prochain webinaire", "Next webinar"),
  nextWebinarCta: lt("S'inscrire", "Register"),
  allWebinars: lt("Tous les webinaires", "All webinars"),
  helpCta: {
    title: lt("Besoin d'aide maintenant ?", "Need help right now?"),
    text: lt(
      "Cherchez dans le centre d'aide ou écrivez à notre équipe depuis votre espace client.",
      "Search the help centre or write to our team from your client space.",
    ),
    search: lt("Ouvrir le centre d'aide", "Open the help centre"),
    contact: lt("Contacter le support", "Contact support"),
  },
  sectionsTitle: lt("Toutes nos ressources", "All our resources"),
  relatedTitle: lt("À lire aussi", "Read next"),
  backToBlog: lt("Retour au blog", "Back to the blog"),
  articleCta: {
    title: lt("Voir GA Academic+ en situation", "See GA Academic+ in action"),
    text: lt(
      "Un conseiller vous montre en 30 minutes comment GA répond à ces questions dans votre établissement.",
      "In 30 minutes, an adviser shows you how GA handles these questions in your institution.",
    ),
    demo: lt("Réserver une démo", "Book a demo"),
  },
};
