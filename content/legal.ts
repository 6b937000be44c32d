import type { Language } from "./languages.ts";
import type { LText } from "./localized.ts";
import { lt } from "./typography.ts";
import { LEGAL_ANCHORS, LEGAL_SECTIONS, type LegalSectionId } from "./legal-anchors.ts";
import { resolve, type Resolved } from "./resolve.ts";
import { COMPANY } from "./company.ts";

export { COMPANY };

/**
 * The legal page (`/legal`, spec §2: privacy, terms, cookies and legal notice, plus the RGAA
 * accessibility statement), in both languages. Facts that change each live in one place: the
 * company's name, address, SIREN (from the SIRET), VAT number, phone and e-mail are the business
 * details of the admin CRM's configuration page, which the page's loader passes in; its other
 * registration facts (share capital, register, DPO and accessibility addresses) in company.ts;
 * the cookies the site sets and the accessibility status below.
 */

/** The site's host (LCEN article 6: name, address and phone of the hosting provider). */
export const HOSTING_PROVIDER = {
  name: "OVH SAS (OVHcloud)",
  address: "2 rue Kellermann, 59100 Roubaix",
  phone: "+33 9 72 10 10 07",
  website: "ovhcloud.com",
} as const;

const formatSiren = (siren: string) => siren.replace(/(\d{3})(?=\d)/g, "$1 ");

/**
 * The company facts the texts print. The page's loader gives them from the business details saved
 * on the admin CRM's configuration page (`app/features/site/legal-page.ts`).
 */
export interface LegalCompany {
  readonly legalName: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2 code, and the country's name in each language. */
  readonly country: { readonly code: string; readonly name: LText };
  /** The 9-digit SIREN, unformatted. */
  readonly siren: string;
  readonly vatNumber: string;
  readonly phone: string;
  readonly email: string;
}

/** The company as the texts write it. */
interface PrintedCompany {
  readonly legalName: string;
  /** The postal address as the texts write it: without the country in French when in France. */
  readonly address: LText;
  readonly siren: string;
  readonly vatNumber: string;
  readonly phone: string;
  readonly email: string;
}

function printedCompany(company: LegalCompany): PrintedCompany {
  const street = `${company.street}, ${company.postalCode} ${company.city}`;
  const { code, name } = company.country;
  return {
    legalName: company.legalName,
    address: { fr: code === "FR" ? street : `${street}, ${name.fr}`, en: `${street}, ${name.en}` },
    siren: company.siren,
    vatNumber: company.vatNumber,
    phone: company.phone,
    email: company.email,
  };
}

/**
 * Every cookie the site sets (checked against the code: `app/lib/cookies.ts` for language and
 * theme; Better Auth for the session, with the cookie prefix "ga" and no session cookie cache, in
 * `server/auth/auth.ts`: keep this list in step with it). None is used for analytics or
 * advertising, so none needs consent and the site shows no consent banner (CNIL guidelines on
 * strictly necessary cookies).
 */
export const SITE_COOKIES: readonly {
  readonly name: string;
  readonly purpose: LText;
  readonly duration: LText;
  readonly setWhen: LText;
}[] = [
  {
    name: "i18nextLng",
    purpose: lt("Mémorise la langue que vous avez choisie.", "Remembers the language you chose."),
    duration: lt("1 an", "1 year"),
    setWhen: lt("Quand vous changez de langue.", "When you switch language."),
  },
  {
    name: "theme",
    purpose: lt(
      "Mémorise le thème choisi (clair, sombre, système ou automatique).",
      "Remembers the theme you chose (light, dark, system or automatic).",
    ),
    duration: lt("1 an", "1 year"),
    setWhen: lt("Quand vous changez de thème.", "When you change the theme."),
  },
  {
    name: "ga.session_token",
    purpose: lt(
      "Vous garde connecté à votre espace client, de façon sécurisée (cookie inaccessible aux scripts).",
      "Keeps you signed in to your client space, securely (the cookie is out of reach of scripts).",
    ),
    duration: lt(
      "Fin de la session de navigation, ou 30 jours avec « Se souvenir de moi ».",
      "End of the browsing session, or 30 days with “Remember me”.",
    ),
    setWhen: lt("Quand vous vous connectez.", "When you sign in."),
  },
  {
    name: "ga.dont_remember",
    purpose: lt(
      "Indique que vous n'avez pas coché « Se souvenir de moi » : la session se termine à la fermeture du navigateur.",
      "Records that you did not tick “Remember me”: the session ends when the browser closes.",
    ),
    duration: lt("Fin de la session de navigation", "End of the browsing session"),
    setWhen: lt(
      "Quand vous vous connectez sans « Se souvenir de moi ».",
      "When you sign in without “Remember me”.",
    ),
  },
  {
    name: "ga.two_factor",
    purpose: lt(
      "Relie les deux étapes d'une connexion avec double authentification.",
      "Links the two steps of a sign-in with two-factor authentication.",
    ),
    duration: lt("10 minutes", "10 minutes"),
    setWhen: lt(
      "Quand vous vous connectez à un compte protégé par double authentification.",
      "When you sign in to an account protected by two-factor authentication.",
    ),
  },
];

/**
 * The RGAA accessibility statement's facts. When the audit is done, set `auditDate`, the rate and
 * the status here: the statement's text follows.
 */
export const ACCESSIBILITY_STATUS = {
  standard: "RGAA 4.1.2",
  /** "partial" until the independent audit gives a measured rate. */
  conformity: "partial" as "full" | "partial" | "none",
  /** Date of the statement (ISO). */
  statementDate: "2026-11-20",
  /** Date and measured rate of the audit, once it exists. */
  auditDate: null as string | null,
  conformityRate: null as number | null,
  /**
   * The automated check the end-to-end suite runs at every change (tests/e2e/foundation.spec.ts and
   * signed-in-pages.spec.ts): axe-core on every page of the route table, WCAG 2.2 A and AA rules.
   * Update the date and count when stated.
   */
  automatedCheck: { date: "2026-11-21", violations: 0 },
};

export function formatLegalDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Paris",
  }).format(new Date(`${iso}T12:00:00Z`));
}

export type LegalBlock =
  | { readonly type: "p"; readonly text: LText }
  | { readonly type: "list"; readonly items: readonly LText[] }
  | {
      readonly type: "table";
      readonly caption: LText;
      readonly columns: readonly LText[];
      /** The first cell of each row heads the row. Plain strings are the same in both languages. */
      readonly rows: readonly (readonly (LText | string)[])[];
    }
  | { readonly type: "facts"; readonly items: readonly { readonly term: LText; readonly detail: LText }[] };

interface LegalSubsectionDef {
  readonly title: LText;
  readonly blocks: readonly LegalBlock[];
}

interface LegalSectionDef {
  readonly id: LegalSectionId;
  readonly title: LText;
  /** ISO date of the last change. */
  readonly updated: string;
  readonly intro: LText;
  readonly subsections: readonly LegalSubsectionDef[];
}

const p = (fr: string, en: string): LegalBlock => ({ type: "p", text: lt(fr, en) });
const list = (...items: LText[]): LegalBlock => ({ type: "list", items });

const privacy = (company: PrintedCompany): LegalSectionDef => ({
  id: "privacy",
  title: lt("Politique de confidentialité", "Privacy policy"),
  updated: "2026-11-20",
  intro: lt(
    "Cette politique explique quelles données personnelles GA Éducation traite quand vous utilisez ce site, votre espace client et nos formulaires, pourquoi, combien de temps, et comment exercer vos droits au titre du RGPD et de la loi Informatique et Libertés.",
    "This policy explains which personal data GA Education processes when you use this website, your client space and our forms, why, for how long, and how to exercise your rights under the GDPR and the French Data Protection Act.",
  ),
  subsections: [
    {
      title: lt(
        "Responsable du traitement et délégué à la protection des données",
        "Controller and data protection officer",
      ),
      blocks: [
        p(
          `Le responsable du traitement est ${company.legalName}, ${company.address.fr}. Notre délégué à la protection des données (DPO) répond à toute question sur vos données : ${COMPANY.dpoEmail}, ou par courrier à l'adresse ci-dessus, à l'attention du DPO.`,
          `The controller is ${company.legalName}, ${company.address.en}. Our data protection officer (DPO) answers any question about your data: ${COMPANY.dpoEmail}, or by post to the address above, for the attention of the DPO.`,
        ),
        p(
          "Pour les données des élèves, apprenants, familles et personnels que les établissements clients gèrent dans nos logiciels, l'établissement est responsable du traitement et GA Éducation agit comme sous-traitant au sens de l'article 28 du RGPD, selon l'accord de traitement des données annexé au contrat. Adressez vos demandes concernant ces données à votre établissement : nous l'aidons à y répondre.",
          "For the data of students, learners, families and staff that client institutions manage in our software, the institution is the controller and GA Education acts as processor under Article 28 GDPR, under the data processing agreement attached to the contract. Please address requests about that data to your institution: we help it answer them.",
        ),
      ],
    },
    {
      title: lt("Données que nous traitons", "Data we process"),
      blocks: [
        list(
          lt(
            "Formulaires de contact, de démonstration et de devis : nom, prénom, e-mail, téléphone, établissement, fonction, nombre d'apprenants, message.",
            "Contact, demo and quote forms: first and last name, e-mail, phone, institution, role, number of learners, message.",
          ),
          lt(
            "Compte client : nom, prénom, e-mail, établissement, mot de passe (conservé uniquement sous forme chiffrée par hachage), facteurs de double authentification.",
            "Client account: first and last name, e-mail, institution, password (stored only as a hash), two-factor authentication factors.",
          ),
          lt(
            "Espace client : abonnement, factures, moyens de paiement (IBAN masqué, numéro SIRET et code service Chorus Pro pour les établissements publics), demandes d'assistance. Aucun numéro de carte bancaire n'est jamais conservé.",
            "Client space: subscription, invoices, payment methods (masked IBAN, SIRET number and Chorus Pro service code for public institutions), support requests. No card number is ever stored.",
          ),
          lt(
            "Assistant commercial et avis : les messages que vous y écrivez et, si vous les donnez, vos coordonnées.",
            "Sales assistant and feedback: the messages you write there and, if you give them, your contact details.",
          ),
          lt(
            "Journaux techniques : adresse IP, date, page demandée et navigateur, pour la sécurité du service.",
            "Technical logs: IP address, date, page requested and browser, for the security of the service.",
          ),
          lt(
            "Mesure d'audience : pages vues et événements, sans cookie ni identifiant durable (une empreinte renouvelée chaque jour, sans adresse IP), et sans croisement avec d'autres données.",
            "Audience measurement: page views and events, without cookies or lasting identifiers (a fingerprint renewed every day, no IP address), and never combined with other data.",
          ),
        ),
      ],
    },
    {
      title: lt("Finalités et bases légales", "Purposes and legal bases"),
      blocks: [
        {
          type: "table",
          caption: lt("Pourquoi nous traitons vos données", "Why we process your data"),
          columns: [lt("Finalité", "Purpose"), lt("Base légale", "Legal basis")],
          rows: [
            [
              lt(
                "Répondre à vos demandes de contact, de démonstration et de devis",
                "Answering your contact, demo and quote requests",
              ),
              lt(
                "Mesures précontractuelles prises à votre demande",
                "Pre-contractual steps taken at your request",
              ),
            ],
            [
              lt(
                "Gérer votre compte, votre abonnement et votre facturation",
                "Managing your account, subscription and billing",
              ),
              lt("Exécution du contrat", "Performance of the contract"),
            ],
            [
              lt("Conserver les factures et pièces comptables", "Keeping invoices and accounting records"),
              lt("Obligation légale (Code de commerce)", "Legal obligation (French Commercial Code)"),
            ],
            [
              lt(
                "Suivre la relation commerciale avec les établissements",
                "Following up the business relationship with institutions",
              ),
              lt(
                "Intérêt légitime, dans le cadre professionnel",
                "Legitimate interest, in a professional context",
              ),
            ],
            [
              lt("Sécuriser le site et prévenir les abus", "Securing the site and preventing abuse"),
              lt("Intérêt légitime", "Legitimate interest"),
            ],
            [
              lt("Mesurer l'audience pour améliorer le site", "Measuring audience to improve the site"),
              lt(
                "Intérêt légitime (mesure sans cookie ni identifiant)",
                "Legitimate interest (measurement without cookies or identifiers)",
              ),
            ],
          ],
        },
      ],
    },
    {
      title: lt("Durées de conservation", "Retention periods"),
      blocks: [
        {
          type: "table",
          caption: lt("Combien de temps nous gardons vos données", "How long we keep your data"),
          columns: [lt("Données", "Data"), lt("Durée", "Period")],
          rows: [
            [
              lt(
                "Demandes de contact, de démonstration et de devis sans suite",
                "Contact, demo and quote requests not followed by a contract",
              ),
              lt("3 ans après le dernier échange", "3 years after the last exchange"),
            ],
            [
              lt("Compte et données du client", "Client account and data"),
              lt(
                "Durée du contrat, puis 5 ans (prescription civile)",
                "Term of the contract, then 5 years (civil limitation period)",
              ),
            ],
            [
              lt("Factures et pièces comptables", "Invoices and accounting records"),
              lt(
                "10 ans à compter de la clôture de l'exercice",
                "10 years from the end of the financial year",
              ),
            ],
            [
              lt("Demandes d'assistance", "Support requests"),
              lt("Durée du contrat, puis 1 an", "Term of the contract, then 1 year"),
            ],
            [lt("Journaux techniques", "Technical logs"), lt("1 an", "1 year")],
            [
              lt("Mesure d'audience (sans identifiant)", "Audience measurement (no identifier)"),
              lt("25 mois", "25 months"),
            ],
            [
              lt(
                "Conversation avec l'assistant, dans votre navigateur",
                "Conversation with the assistant, in your browser",
              ),
              lt("24 heures", "24 hours"),
            ],
          ],
        },
      ],
    },
    {
      title: lt("Destinataires et sous-traitants", "Recipients and processors"),
      blocks: [
        p(
          "Vos données sont réservées aux équipes de GA Éducation qui en ont besoin (commerce, assistance, facturation). Nous ne les vendons ni ne les louons jamais. Nos sous-traitants agissent sur nos seules instructions, sous contrat conforme à l'article 28 du RGPD :",
          "Your data is available only to the GA Education teams who need it (sales, support, billing). We never sell or rent it. Our processors act only on our instructions, under contracts that comply with Article 28 GDPR:",
        ),
        {
          type: "table",
          caption: lt("Nos sous-traitants", "Our processors"),
          columns: [
            lt("Sous-traitant", "Processor"),
            lt("Rôle", "Role"),
            lt("Localisation des données", "Data location"),
          ],
          rows: [
            [
              lt(`Hébergeur (${HOSTING_PROVIDER.name})`, `Hosting provider (${HOSTING_PROVIDER.name})`),
              lt("Serveurs, bases de données et sauvegardes", "Servers, databases and backups"),
              lt("France", "France"),
            ],
            [
              lt("Service d'envoi d'e-mails", "E-mail delivery service"),
              lt(
                "Envoi des e-mails de compte et de confirmation",
                "Sending account and confirmation e-mails",
              ),
              lt("Union européenne", "European Union"),
            ],
            [
              lt("Banque", "Bank"),
              lt(
                "Encaissement des virements et prélèvements SEPA",
                "Collecting transfers and SEPA direct debits",
              ),
              lt("France", "France"),
            ],
          ],
        },
        p(
          "Aucune donnée n'est transférée hors de l'Union européenne. Le site ne charge aucun script, police ou image depuis un autre domaine.",
          "No data is transferred outside the European Union. The site loads no script, font or image from another domain.",
        ),
      ],
    },
    {
      title: lt("Sécurité", "Security"),
      blocks: [
        p(
          "Nos systèmes sont certifiés ISO 27001 : chiffrement des échanges (HTTPS) et des sauvegardes, mots de passe hachés, double authentification, droits d'accès limités au besoin, journalisation des actions sensibles et tests réguliers.",
          "Our systems are ISO 27001 certified: encrypted traffic (HTTPS) and backups, hashed passwords, two-factor authentication, need-to-know access rights, logging of sensitive actions and regular testing.",
        ),
      ],
    },
    {
      title: lt("Vos droits", "Your rights"),
      blocks: [
        p("Vous disposez à tout moment des droits suivants :", "You have the following rights at any time:"),
        list(
          lt("accès à vos données et obtention d'une copie ;", "access to your data and a copy of it;"),
          lt("rectification des données inexactes ;", "rectification of inaccurate data;"),
          lt(
            "effacement, dans les limites de nos obligations légales ;",
            "erasure, within the limits of our legal obligations;",
          ),
          lt("limitation du traitement ;", "restriction of processing;"),
          lt("portabilité des données que vous nous avez fournies ;", "portability of the data you gave us;"),
          lt(
            "opposition au traitement fondé sur l'intérêt légitime, notamment à la prospection ;",
            "objection to processing based on legitimate interest, including marketing;",
          ),
          lt(
            "définition de directives sur le sort de vos données après votre décès.",
            "setting instructions for your data after your death.",
          ),
        ),
        p(
          `Écrivez à ${COMPANY.dpoEmail} ou par courrier à ${company.legalName}, DPO, ${company.address.fr}. Nous répondons dans un délai d'un mois. Nous ne demandons un justificatif d'identité qu'en cas de doute raisonnable sur votre identité. Les données de votre compte se consultent et se modifient aussi directement dans votre espace client.`,
          `Write to ${COMPANY.dpoEmail} or by post to ${company.legalName}, DPO, ${company.address.en}. We answer within one month. We only ask for proof of identity if we have reasonable doubts about it. You can also view and change your account data directly in your client space.`,
        ),
        p(
          "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur cnil.fr.",
          "If you believe your rights are not respected, you may lodge a complaint with the CNIL (the French data protection authority), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, or at cnil.fr.",
        ),
      ],
    },
  ],
});

const TERMS: LegalSectionDef = {
  id: "terms",
  title: lt("Conditions d'utilisation", "Terms of service"),
  updated: "2026-11-20",
  intro: lt(
    "Ces conditions s'appliquent à l'utilisation du site de GA Éducation et de l'espace client. L'abonnement aux logiciels est régi par le contrat et les conditions générales de vente signés avec chaque établissement.",
    "These terms apply to the use of GA Education's website and client space. Software subscriptions are governed by the contract and general terms of sale signed with each institution.",
  ),
  subsections: [
    {
      title: lt("Accès au site", "Access to the site"),
      blocks: [
        p(
          "Le site est accessible gratuitement, à toute personne disposant d'un accès à Internet. Nous pouvons en suspendre l'accès pour maintenance, en limitant ces interruptions au strict nécessaire et en les programmant hors des heures ouvrées autant que possible.",
          "The site is free to access for anyone with an Internet connection. We may suspend access for maintenance, keeping such interruptions to a minimum and scheduling them outside business hours whenever possible.",
        ),
      ],
    },
    {
      title: lt("Compte client", "Client account"),
      blocks: [
        p(
          "Le compte client est réservé aux représentants des établissements clients et prospects. Vous vous engagez à fournir des informations exactes, à garder votre mot de passe confidentiel et à nous signaler sans délai toute utilisation non autorisée. Nous recommandons vivement d'activer la double authentification.",
          "The client account is for representatives of client and prospective institutions. You agree to provide accurate information, to keep your password confidential and to tell us without delay about any unauthorised use. We strongly recommend enabling two-factor authentication.",
        ),
        p(
          "Nous pouvons suspendre un compte en cas d'utilisation frauduleuse ou contraire à ces conditions, après vous en avoir informé, sauf urgence liée à la sécurité.",
          "We may suspend an account used fraudulently or against these terms, after informing you, except in a security emergency.",
        ),
      ],
    },
    {
      title: lt("Prix, calculateur et devis", "Prices, calculator and quotations"),
      blocks: [
        p(
          "Nos offres sont proposées sur devis. Les montants affichés sur le site, y compris ceux du calculateur, sont indicatifs, exprimés hors taxes et sans valeur contractuelle. Seule une proposition commerciale signée par les deux parties engage GA Éducation ; elle est valable trois mois à compter de son émission.",
          "Our plans are offered on quotation. Amounts shown on the site, including those of the calculator, are indicative, exclusive of VAT and not contractual. Only a commercial proposal signed by both parties binds GA Education; it is valid for three months from its issue.",
        ),
      ],
    },
    {
      title: lt("Propriété intellectuelle", "Intellectual property"),
      blocks: [
        p(
          "Les textes, illustrations, logos, captures d'écran et documents du site sont la propriété de GA Éducation. Vous pouvez les consulter, les imprimer et partager les brochures au sein de votre établissement ; toute autre reproduction demande notre accord écrit.",
          "The site's texts, illustrations, logos, screenshots and documents belong to GA Education. You may view and print them and share the brochures within your institution; any other reproduction needs our written consent.",
        ),
      ],
    },
    {
      title: lt("Contenus que vous nous transmettez", "Content you send us"),
      blocks: [
        p(
          "Les messages envoyés par nos formulaires, l'assistant ou le support ne doivent contenir ni contenu illicite, ni données sensibles d'élèves : pour un problème portant sur un dossier, indiquez son identifiant plutôt que son contenu.",
          "Messages sent through our forms, the assistant or support must not contain unlawful content or sensitive student data: for an issue with a record, give its identifier rather than its content.",
        ),
      ],
    },
    {
      title: lt("Responsabilité", "Liability"),
      blocks: [
        p(
          "Nous veillons à l'exactitude des informations publiées sans pouvoir garantir l'absence d'erreur. Les engagements de disponibilité et de délais de réponse des offres (SLA) s'appliquent aux logiciels souscrits, dans les conditions du contrat, et non au site vitrine.",
          "We take care that published information is accurate but cannot guarantee it is free of errors. The plans' uptime and response-time commitments (SLA) apply to the subscribed software, under the contract's terms, not to the marketing website.",
        ),
      ],
    },
    {
      title: lt("Droit applicable", "Governing law"),
      blocks: [
        p(
          "Ces conditions sont régies par le droit français. Nous pouvons les modifier ; la date de mise à jour figure en tête de section. En cas de litige entre professionnels, et à défaut d'accord amiable, les tribunaux de Paris sont seuls compétents.",
          "These terms are governed by French law. We may change them; the date of the last update is shown at the top of the section. In a dispute between businesses that cannot be settled amicably, the courts of Paris have sole jurisdiction.",
        ),
      ],
    },
  ],
};

const COOKIES: LegalSectionDef = {
  id: "cookies",
  title: lt("Politique de cookies", "Cookie policy"),
  updated: "2026-11-20",
  intro: lt(
    "Ce site ne dépose aucun cookie de mesure d'audience, de publicité ou de réseau social. Les seuls cookies utilisés sont strictement nécessaires au service que vous demandez : mémoriser vos préférences et vous garder connecté. Ils sont exemptés de consentement, c'est pourquoi le site n'affiche pas de bandeau cookies.",
    "This site sets no audience-measurement, advertising or social-network cookie. The only cookies used are strictly necessary for the service you ask for: remembering your preferences and keeping you signed in. They are exempt from consent, which is why the site shows no cookie banner.",
  ),
  subsections: [
    {
      title: lt("Les cookies du site", "The site's cookies"),
      blocks: [
        {
          type: "table",
          caption: lt("Cookies déposés par ce site", "Cookies set by this site"),
          columns: [lt("Nom", "Name"), lt("Rôle", "Purpose"), lt("Durée", "Duration"), lt("Déposé", "Set")],
          rows: SITE_COOKIES.map((c) => [c.name, c.purpose, c.duration, c.setWhen]),
        },
        p(
          "Sur une connexion sécurisée (HTTPS), les cookies de session portent le préfixe « __Secure- » (par exemple __Secure-ga.session_token) : le navigateur ne les envoie alors que de façon chiffrée. Ils sont tous limités à notre domaine et ne sont jamais lus par un tiers.",
          "Over a secure connection (HTTPS), the session cookies carry the “__Secure-” prefix (for example __Secure-ga.session_token): the browser then only sends them encrypted. All of them are limited to our domain and never read by a third party.",
        ),
      ],
    },
    {
      title: lt("Mesure d'audience sans cookie", "Audience measurement without cookies"),
      blocks: [
        p(
          "Nous comptons les pages vues et quelques événements (formulaires envoyés, démonstrations lancées, actions de l'assistant) sur nos propres serveurs, sans cookie, sans rien enregistrer sur votre appareil et sans outil tiers. Votre adresse IP n'est pas conservée : pour compter les visiteurs uniques, elle est combinée à votre navigateur et à une clé secrète renouvelée chaque jour, puis réduite à une empreinte qui ne permet de vous reconnaître ni d'un jour à l'autre, ni sur un autre site.",
          "We count page views and a few events (forms sent, demos played, assistant actions) on our own servers, without cookies, without storing anything on your device and without any third-party tool. Your IP address is not kept: to count unique visitors, it is combined with your browser and a secret key renewed every day, then reduced to a fingerprint that cannot recognise you from one day to the next, nor on another site.",
        ),
        p(
          "Aucun traceur ni cookie non essentiel n'étant utilisé, le site n'affiche pas de bandeau de consentement. Si nous en ajoutions un jour, il ne serait déposé qu'avec votre accord, que vous pourriez refuser aussi simplement qu'accepter et modifier à tout moment depuis le pied de page.",
          "As no tracker and no non-essential cookie is used, the site shows no consent banner. Should we ever add one, it would only be set with your agreement, which you could refuse as easily as give and change at any time from the footer.",
        ),
      ],
    },
    {
      title: lt("Stockage local du navigateur", "Browser local storage"),
      blocks: [
        p(
          "Votre langue (clé i18nextLng) et votre thème sont aussi gardés dans le stockage local de votre navigateur, pour s'appliquer dès l'ouverture d'une page. La conversation avec l'assistant commercial y est conservée 24 heures. Ces informations ne quittent pas votre appareil.",
          "Your language (key i18nextLng) and theme are also kept in your browser's local storage, so they apply as soon as a page opens. The conversation with the sales assistant is kept there for 24 hours. This information does not leave your device.",
        ),
      ],
    },
    {
      title: lt("Les supprimer", "Deleting them"),
      blocks: [
        p(
          "Vous pouvez supprimer ces cookies à tout moment depuis les réglages de votre navigateur. Vous serez alors déconnecté et le site reprendra la langue et le thème par défaut.",
          "You can delete these cookies at any time from your browser's settings. You will then be signed out and the site will go back to the default language and theme.",
        ),
      ],
    },
  ],
};

const notice = (company: PrintedCompany): LegalSectionDef => ({
  id: "notice",
  title: lt("Mentions légales", "Legal notice"),
  updated: "2026-11-20",
  intro: lt(
    "Informations sur l'éditeur et l'hébergement du site, conformément à l'article 6 de la loi pour la confiance dans l'économie numérique.",
    "Information on the publisher and hosting of the site, as required by Article 6 of the French Act on Confidence in the Digital Economy.",
  ),
  subsections: [
    {
      title: lt("Éditeur", "Publisher"),
      blocks: [
        {
          type: "facts",
          items: [
            {
              term: lt("Société", "Company"),
              detail: lt(
                `${company.legalName}, société par actions simplifiée`,
                `${company.legalName}, a French simplified joint-stock company (SAS)`,
              ),
            },
            {
              term: lt("Capital social", "Share capital"),
              detail: lt(
                `${COMPANY.shareCapital.toLocaleString("fr-FR")} €`,
                `€${COMPANY.shareCapital.toLocaleString("en-GB")}`,
              ),
            },
            {
              term: lt("Immatriculation", "Registration"),
              detail: lt(
                `RCS ${COMPANY.rcsCity} ${formatSiren(company.siren)}`,
                `Paris Trade and Companies Register (RCS ${COMPANY.rcsCity}) ${formatSiren(company.siren)}`,
              ),
            },
            {
              term: lt("N° de TVA intracommunautaire", "EU VAT number"),
              detail: lt(company.vatNumber, company.vatNumber),
            },
            {
              term: lt("Siège social", "Registered office"),
              detail: lt(company.address.fr, company.address.en),
            },
            { term: lt("Téléphone", "Phone"), detail: lt(company.phone, company.phone) },
            { term: lt("E-mail", "E-mail"), detail: lt(company.email, company.email) },
            {
              term: lt("Directeur de la publication", "Publication director"),
              detail: lt(`Le président de ${company.legalName}`, `The president of ${company.legalName}`),
            },
          ],
        },
      ],
    },
    {
      title: lt("Hébergement", "Hosting"),
      blocks: [
        {
          type: "facts",
          items: [
            {
              term: lt("Hébergeur", "Hosting provider"),
              detail: lt(HOSTING_PROVIDER.name, HOSTING_PROVIDER.name),
            },
            {
              term: lt("Adresse", "Address"),
              detail: lt(HOSTING_PROVIDER.address, `${HOSTING_PROVIDER.address}, France`),
            },
            { term: lt("Téléphone", "Phone"), detail: lt(HOSTING_PROVIDER.phone, HOSTING_PROVIDER.phone) },
            { term: lt("Site", "Website"), detail: lt(HOSTING_PROVIDER.website, HOSTING_PROVIDER.website) },
          ],
        },
        p(
          "Le site, l'espace client et les logiciels GA sont hébergés en France, dans des centres de données situés en France métropolitaine. Les données et leurs sauvegardes ne quittent pas le territoire français.",
          "The website, the client space and the GA software are hosted in France, in data centres located in mainland France. The data and its backups never leave French territory.",
        ),
      ],
    },
    {
      title: lt("Crédits", "Credits"),
      blocks: [
        p(
          "Illustrations et captures d'écran : équipe GA Éducation. Icônes : Lucide, sous licence ISC.",
          "Illustrations and screenshots: the GA Education team. Icons: Lucide, under the ISC licence.",
        ),
      ],
    },
  ],
});

function accessibilityResult(): LText {
  const s = ACCESSIBILITY_STATUS;
  if (s.auditDate && s.conformityRate !== null) {
    const fr = s.conformityRate.toLocaleString("fr-FR");
    const en = s.conformityRate.toLocaleString("en-GB");
    return lt(
      `L'audit réalisé le ${formatLegalDate(s.auditDate, "fr")} révèle que ${fr} % des critères du ${s.standard} sont respectés.`,
      `The audit carried out on ${formatLegalDate(s.auditDate, "en")} shows that ${en}% of the ${s.standard} criteria are met.`,
    );
  }
  return lt(
    `Le site est partiellement conforme au ${s.standard}, dans l'attente des résultats de l'audit de conformité confié à un prestataire indépendant. Les résultats mesurés seront publiés ici dès leur réception.`,
    `The site partially conforms to ${s.standard}, pending the results of the conformity audit entrusted to an independent auditor. The measured results will be published here as soon as they are received.`,
  );
}

function automatedCheckResult(): LText {
  const { date, violations } = ACCESSIBILITY_STATUS.automatedCheck;
  const found = (lang: Language) =>
    violations === 0
      ? lang === "fr"
        ? "aucune non-conformité détectée"
        : "no failure found"
      : lang === "fr"
        ? `${violations} non-conformité(s) détectée(s), en cours de correction`
        : `${violations} failure(s) found, being fixed`;
  return lt(
    `Contrôle automatisé du ${formatLegalDate(date, "fr")} : toutes les pages du site, de l'espace client et de l'espace d'administration sur un écran d'ordinateur, en français en thème clair et en thème sombre, en anglais pour tous les critères sauf les contrastes (mêmes couleurs qu'en français) ; sur un écran de téléphone, l'espace client, l'espace d'administration et les premières pages du site en français, analysées avec axe-core selon les critères WCAG 2.2 de niveaux A et AA : ${found("fr")}. Ce contrôle, refait à chaque évolution du site, ne couvre qu'une partie des critères du RGAA ; il ne remplace pas l'audit.`,
    `Automated check of ${formatLegalDate(date, "en")}: every page of the site, the client space and the administration area on a computer screen, in French in the light and dark themes, in English for every criterion but contrast (the same colours as in French); on a phone screen, the client space, the administration area and the site's first pages in French, analysed with axe-core against the WCAG 2.2 level A and AA criteria: ${found("en")}. This check, repeated at every change of the site, covers only part of the RGAA criteria; it does not replace the audit.`,
  );
}

const CONFORMITY_TEXT: Readonly<Record<(typeof ACCESSIBILITY_STATUS)["conformity"], LText>> = {
  full: lt("totalement conforme", "fully conforms"),
  partial: lt("partiellement conforme", "partially conforms"),
  none: lt("non conforme", "does not conform"),
};

const accessibility = (company: PrintedCompany): LegalSectionDef => ({
  id: "accessibility",
  title: lt("Déclaration d'accessibilité", "Accessibility statement"),
  updated: ACCESSIBILITY_STATUS.statementDate,
  intro: lt(
    "GA Éducation s'engage à rendre son site et son espace client accessibles à tous, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration s'applique au site public et à l'espace client.",
    "GA Education is committed to making its website and client space accessible to everyone, in line with Article 47 of French Act no. 2005-102 of 11 February 2005. This statement applies to the public website and the client space.",
  ),
  subsections: [
    {
      title: lt("État de conformité", "Compliance status"),
      blocks: [
        {
          type: "p",
          text: lt(
            `Le site est ${CONFORMITY_TEXT[ACCESSIBILITY_STATUS.conformity].fr} avec le référentiel général d'amélioration de l'accessibilité (${ACCESSIBILITY_STATUS.standard}).`,
            `The site ${CONFORMITY_TEXT[ACCESSIBILITY_STATUS.conformity].en} with the French accessibility standard (${ACCESSIBILITY_STATUS.standard}).`,
          ),
        },
        { type: "p", text: accessibilityResult() },
        { type: "p", text: automatedCheckResult() },
      ],
    },
    {
      title: lt("Contenus non accessibles", "Non-accessible content"),
      blocks: [
        list(
          lt(
            "Les brochures PDF à télécharger ne sont pas balisées pour les technologies d'assistance. Leur contenu est repris intégralement sur les pages Tarification et Solutions du site.",
            "The downloadable PDF brochures are not tagged for assistive technologies. Their full content is available on the site's Pricing and Solutions pages.",
          ),
          lt(
            "Les replays de webinaires sont envoyés sur demande ; leur transcription écrite est disponible sur demande à la même adresse.",
            "Webinar replays are sent on request; a written transcript is available on request at the same address.",
          ),
        ),
      ],
    },
    {
      title: lt("Établissement de cette déclaration", "Preparation of this statement"),
      blocks: [
        {
          type: "p",
          text: lt(
            `Cette déclaration a été établie le ${formatLegalDate(ACCESSIBILITY_STATUS.statementDate, "fr")}.`,
            `This statement was prepared on ${formatLegalDate(ACCESSIBILITY_STATUS.statementDate, "en")}.`,
          ),
        },
        p(
          "Technologies utilisées : HTML5, CSS, JavaScript, WAI-ARIA. Chaque version du site est vérifiée avant sa mise en ligne par des tests automatisés (axe-core) sur mobile et ordinateur, en thème clair et sombre, et par des parcours au clavier.",
          "Technologies used: HTML5, CSS, JavaScript, WAI-ARIA. Every release of the site is checked before going live by automated tests (axe-core) on mobile and desktop, in light and dark themes, and by keyboard walkthroughs.",
        ),
      ],
    },
    {
      title: lt("Retour d'information et contact", "Feedback and contact"),
      blocks: [
        p(
          `Si vous ne pouvez pas accéder à un contenu ou à un service, écrivez-nous à ${COMPANY.accessibilityEmail} ou par courrier à ${company.legalName}, ${company.address.fr} : nous vous proposons une alternative accessible ou le contenu sous une autre forme.`,
          `If you cannot access a piece of content or a service, write to ${COMPANY.accessibilityEmail} or by post to ${company.legalName}, ${company.address.en}: we will offer an accessible alternative or the content in another form.`,
        ),
      ],
    },
    {
      title: lt("Voies de recours", "Enforcement procedure"),
      blocks: [
        p(
          "Si vous nous avez signalé un défaut d'accessibilité sans obtenir de réponse satisfaisante, vous pouvez saisir le Défenseur des droits : par le formulaire en ligne sur defenseurdesdroits.fr, en contactant son délégué dans votre région, ou par courrier gratuit, sans affranchissement, à Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
          "If you reported an accessibility problem to us without a satisfactory answer, you may refer the matter to the Défenseur des droits (French rights ombudsman): through the online form at defenseurdesdroits.fr, through its local delegate in your region, or by free post to Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, France.",
        ),
      ],
    },
  ],
});

/** The sections, in the page's order, with the given company facts. */
export function legalSectionDefinitions(facts: LegalCompany): readonly LegalSectionDef[] {
  const company = printedCompany(facts);
  const defs: Readonly<Record<LegalSectionId, LegalSectionDef>> = {
    privacy: privacy(company),
    terms: TERMS,
    cookies: COOKIES,
    notice: notice(company),
    accessibility: accessibility(company),
  };
  return LEGAL_SECTIONS.map((id) => defs[id]);
}

const UI = {
  contents: lt("Sommaire", "Contents"),
  updated: lt("Mise à jour le {{date}}", "Last updated {{date}}"),
  backToTop: lt("Retour au sommaire", "Back to contents"),
};

export type LegalSection = Resolved<Omit<LegalSectionDef, "updated">> & {
  readonly anchor: string;
  readonly updated: string;
};

/** The page in a language, printing the given company facts. */
export function getLegalPage(lang: Language, company: LegalCompany) {
  const sections: LegalSection[] = legalSectionDefinitions(company).map((def) => ({
    ...resolve(def, lang),
    anchor: LEGAL_ANCHORS[def.id],
    updated: resolve(UI.updated, lang).replace("{{date}}", formatLegalDate(def.updated, lang)),
  }));
  return { sections, ui: { contents: UI.contents[lang], backToTop: UI.backToTop[lang] } };
}

export const LEGAL_UI = UI;
