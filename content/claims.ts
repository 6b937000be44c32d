import { lt, type LText } from "./localized.ts";

/**
 * Every marketing figure of the site, in one place (spec §1, "Marketing claims shown"). The spec
 * gives some figures with different values in different places (50+ partners in the hero, 100+ in
 * the home statistics, 2000+ in the home "about" block…): each value is a claim of its own, with
 * the places it appears in. Content files build their texts from these values, and
 * `claims.test.ts` checks that each claim really appears where it is declared.
 */

/** The blocks of the site that show claims. */
export type ClaimPlace =
  | "home.hero"
  | "home.stats"
  | "home.offers"
  | "home.testimonials"
  | "home.about"
  | "home.cta"
  | "about"
  | "modules"
  | "lms"
  | "solutions.academic";

export interface Claim {
  /** The figure itself, as shown ("50+", "4,8/5", "Hébergé en France"). */
  readonly value: LText;
  /** What the figure counts, shown next to it. */
  readonly label: LText;
  readonly places: readonly ClaimPlace[];
}

const claim = (value: LText, label: LText, places: readonly ClaimPlace[]): Claim => ({
  value,
  label,
  places,
});

// French typography: a non-breaking space before "%" and inside thousands.
const NBSP = "\u00a0";

export const CLAIMS = {
  partners50: claim(lt("50+", "50+"), lt("établissements partenaires", "partner institutions"), [
    "home.hero",
    "about",
  ]),
  partners100: claim(lt("100+", "100+"), lt("établissements clients", "client institutions"), ["home.stats"]),
  partners2000: claim(
    lt("2000+", "2,000+"),
    lt("établissements dans notre réseau partenaire", "institutions in our partner network"),
    ["home.about"],
  ),
  users1000: claim(lt("1000+", "1,000+"), lt("utilisateurs chaque jour", "daily users"), ["home.stats"]),
  users1200000: claim(
    lt("1,2M+", "1.2M+"),
    lt("élèves, familles et enseignants connectés", "students, families and teachers connected"),
    ["home.about"],
  ),
  students15000: claim(lt(`15${NBSP}000+`, "15,000+"), lt("étudiants gérés", "students managed"), ["about"]),
  satisfaction95: claim(lt(`95${NBSP}%`, "95%"), lt("de clients satisfaits", "customer satisfaction"), [
    "home.stats",
    "about",
  ]),
  rating48: claim(lt("4,8/5", "4.8/5"), lt("de satisfaction", "satisfaction"), ["home.hero"]),
  rating49: claim(lt("4,9/5", "4.9/5"), lt("sur 247 avis", "from 247 reviews"), ["home.testimonials"]),
  countries15: claim(lt("15+", "15+"), lt("pays", "countries"), ["home.about", "about"]),
  continents5: claim(lt("5", "5"), lt("continents", "continents"), ["home.about", "about"]),
  experts60: claim(lt("60+", "60+"), lt("experts", "experts"), ["home.about", "about"]),
  founded2018: claim(lt("2018", "2018"), lt("année de création", "year founded"), ["home.about", "about"]),
  hostedInFrance: claim(
    lt("Hébergé en France", "Hosted in France"),
    lt("données dans des centres de données français", "data kept in French data centres"),
    ["home.hero", "about"],
  ),
  modules13to17: claim(
    lt("13 à 17", "13 to 17"),
    lt("modules selon votre configuration", "modules depending on your set-up"),
    ["modules"],
  ),
  modules15: claim(lt("15", "15"), lt("modules intégrés", "integrated modules"), [
    "home.offers",
    "solutions.academic",
  ]),
  iso27001: claim(lt("ISO 27001", "ISO 27001"), lt("sécurité certifiée", "certified security"), [
    "home.offers",
    "about",
  ]),
  gdpr: claim(lt("RGPD", "GDPR"), lt("conformité", "compliance"), ["home.offers", "about"]),
  support247: claim(lt("24/7", "24/7"), lt("support", "support"), ["home.offers"]),
  deployment24h: claim(lt(`24${NBSP}h`, "24 h"), lt("pour déployer", "to deploy"), ["home.offers", "lms"]),
  quoteIn5Days: claim(
    lt(`5${NBSP}jours`, "5 days"),
    lt("pour recevoir votre proposition chiffrée", "to receive your priced proposal"),
    ["home.offers"],
  ),
  quoteReplyIn24h: claim(
    lt(`24${NBSP}h`, "24 hours"),
    lt("pour une réponse à votre demande de devis", "for a reply to your quote request"),
    ["home.cta"],
  ),
  demo2Minutes: claim(lt(`2${NBSP}min`, "2 min"), lt("de démo vidéo", "video demo"), ["home.hero"]),
  demo30Minutes: claim(lt(`30${NBSP}minutes`, "30 minutes"), lt("de démonstration", "demo"), ["home.cta"]),
  audit2Hours: claim(lt(`2${NBSP}heures`, "2 hours"), lt("d'audit gratuit sur site", "free on-site audit"), [
    "home.cta",
  ]),
  businessHours: claim(
    lt(`Lun–ven, 9:00–18:00`, "Mon–Fri, 9:00–18:00"),
    lt("heures d'ouverture", "opening hours"),
    ["home.cta"],
  ),
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof CLAIMS;

/** The value of a claim in both languages, for building sentences. */
export function cv(id: ClaimId): LText {
  return CLAIMS[id].value;
}

/** A figure and its label, as shown in statistics blocks. */
export interface StatText {
  readonly value: LText;
  readonly label: LText;
}

export function stat(id: ClaimId): StatText {
  return { value: CLAIMS[id].value, label: CLAIMS[id].label };
}

/** "50+ établissements partenaires": the figure followed by its label. */
export function claimLine(id: ClaimId): LText {
  const { value, label } = CLAIMS[id];
  return lt(`${value.fr} ${label.fr}`, `${value.en} ${label.en}`);
}
