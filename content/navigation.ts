import { legalHref } from "./legal-anchors.ts";
import type { ServiceId } from "./slugs.ts";

/**
 * The main menu (spec §2 "Shared layout", §3 "Navigation item"): the one source the desktop header,
 * the mobile panel and the footer columns read. Labels are keys of the `common` namespace; hrefs are
 * French paths of the route table (the components localise them for `/en`), written out rather than
 * read from the table, so the table stays out of every page's JavaScript;
 * `app/features/site/navigation.test.ts` checks each one against the table.
 */

/**
 * A key of the `common` namespace. The app declares the keys (typed from its French reference
 * file) by augmenting this interface, so that content/ imports nothing from the app.
 */
export interface CommonKeys {
  /** Never set: only names the interface until the app adds `key`. */
  readonly _declaredBy?: "content/navigation.ts";
}
export type CommonKey = CommonKeys extends { key: infer K } ? K : string;

/** Icons are named here and drawn by the layout components, so this module stays free of React. */
export type NavIcon =
  | "academic"
  | "learning"
  | "services"
  | "enterprise"
  | "sectors"
  | "mobile"
  | "web"
  | "support"
  | "innovation"
  | "help"
  | "docs"
  | "training"
  | "api"
  | "blog"
  | "cases"
  | "webinars";

export interface NavLink {
  readonly id: string;
  readonly name: CommonKey;
  /** French path of the route table. */
  readonly href: string;
  readonly description?: CommonKey;
  readonly badge?: CommonKey;
  /** Shown with emphasis (spec §2: GA Enterprise, help centre). */
  readonly highlight?: boolean;
  readonly icon?: NavIcon;
}

export interface NavGroup {
  readonly id: string;
  readonly title: CommonKey;
  readonly items: readonly NavLink[];
}

export interface NavItem {
  readonly id: string;
  readonly name: CommonKey;
  /** The section's own page; for a dropdown it is offered as the panel's closing link. */
  readonly href: string;
  readonly description?: CommonKey;
  readonly badge?: CommonKey;
  readonly highlight?: boolean;
  /** Rendered as a button-styled link (spec §2: Client Space). */
  readonly button?: boolean;
  /** Present for dropdown entries. */
  readonly groups?: readonly NavGroup[];
  /** Label of the link to `href` at the foot of the dropdown. */
  readonly overview?: CommonKey;
}

const service = (id: ServiceId) => `/services/${id}`;

export const SOLUTIONS_GROUP: NavGroup = {
  id: "offers",
  title: "nav.groups.offers",
  items: [
    {
      id: "ga-academic",
      name: "nav.items.gaAcademic.name",
      description: "nav.items.gaAcademic.description",
      badge: "nav.items.gaAcademic.badge",
      href: "/solutions/ga-academic",
      icon: "academic",
    },
    {
      id: "ga-learning",
      name: "nav.items.gaLearning.name",
      description: "nav.items.gaLearning.description",
      badge: "nav.items.gaLearning.badge",
      href: "/solutions/ga-learning",
      icon: "learning",
    },
    {
      id: "ga-services",
      name: "nav.items.gaServices.name",
      description: "nav.items.gaServices.description",
      badge: "nav.items.gaServices.badge",
      href: "/solutions/ga-services",
      icon: "services",
    },
    {
      id: "ga-enterprise",
      name: "nav.items.gaEnterprise.name",
      description: "nav.items.gaEnterprise.description",
      href: "/solutions/ga-enterprise",
      highlight: true,
      icon: "enterprise",
    },
    {
      id: "sectors",
      name: "nav.items.sectors.name",
      description: "nav.items.sectors.description",
      href: "/secteurs",
      icon: "sectors",
    },
  ],
};

export const SERVICES_GROUPS: readonly NavGroup[] = [
  {
    id: "digital-development",
    title: "nav.groups.digitalDevelopment",
    items: [
      {
        id: "mobile-apps",
        name: "nav.items.mobileApps.name",
        description: "nav.items.mobileApps.description",
        href: service("developpement-applications"),
        icon: "mobile",
      },
      {
        id: "websites",
        name: "nav.items.websites.name",
        description: "nav.items.websites.description",
        href: service("sites-web-portails"),
        icon: "web",
      },
    ],
  },
  {
    id: "support-innovation",
    title: "nav.groups.supportInnovation",
    items: [
      {
        id: "project-support",
        name: "nav.items.projectSupport.name",
        description: "nav.items.projectSupport.description",
        href: service("accompagnement-projet"),
        icon: "support",
      },
      {
        id: "pedagogical-innovation",
        name: "nav.items.pedagogicalInnovation.name",
        description: "nav.items.pedagogicalInnovation.description",
        badge: "nav.items.pedagogicalInnovation.badge",
        href: service("innovations-pedagogiques"),
        icon: "innovation",
      },
    ],
  },
];

export const RESOURCES_GROUPS: readonly NavGroup[] = [
  {
    id: "global-support",
    title: "nav.groups.globalSupport",
    items: [
      {
        id: "help-center",
        name: "nav.items.helpCenter.name",
        description: "nav.items.helpCenter.description",
        href: "/ressources/support",
        highlight: true,
        icon: "help",
      },
      {
        id: "documentation",
        name: "nav.items.documentation.name",
        description: "nav.items.documentation.description",
        href: "/ressources/documentation",
        icon: "docs",
      },
      {
        id: "training",
        name: "nav.items.training.name",
        description: "nav.items.training.description",
        href: "/ressources/formation",
        icon: "training",
      },
      {
        id: "api",
        name: "nav.items.api.name",
        description: "nav.items.api.description",
        href: "/ressources/api",
        icon: "api",
      },
    ],
  },
  {
    id: "expert-content",
    title: "nav.groups.expertContent",
    items: [
      {
        id: "blog",
        name: "nav.items.blog.name",
        description: "nav.items.blog.description",
        href: "/ressources/blog",
        icon: "blog",
      },
      {
        id: "case-studies",
        name: "nav.items.caseStudies.name",
        description: "nav.items.caseStudies.description",
        href: "/ressources/cas-usage",
        icon: "cases",
      },
      {
        id: "webinars",
        name: "nav.items.webinars.name",
        description: "nav.items.webinars.description",
        href: "/ressources/webinaires",
        icon: "webinars",
      },
    ],
  },
];

/** spec §2: Home; Solutions; Services; Resources; Pricing; Contact; Client Space (button). */
export const MAIN_NAV: readonly NavItem[] = [
  { id: "home", name: "nav.home", href: "/" },
  {
    id: "solutions",
    name: "nav.solutions",
    href: "/solutions",
    groups: [SOLUTIONS_GROUP],
    overview: "nav.allSolutions",
  },
  {
    id: "services",
    name: "nav.services",
    href: "/services",
    groups: SERVICES_GROUPS,
    overview: "nav.allServices",
  },
  {
    id: "resources",
    name: "nav.resources",
    href: "/ressources",
    groups: RESOURCES_GROUPS,
    overview: "nav.allResources",
  },
  { id: "pricing", name: "nav.pricing", href: "/tarification" },
  { id: "contact", name: "nav.contact", href: "/contact" },
  { id: "client-space", name: "nav.clientSpace", href: "/dashboard", button: true },
];

export interface FooterColumn {
  readonly id: string;
  readonly title: CommonKey;
  readonly links: readonly { readonly id: string; readonly name: CommonKey; readonly href: string }[];
}

/**
 * Footer link columns (spec §2 "Footer"): solutions and resources come from the menu above, so the
 * two never disagree; the company column reaches the pages the menu does not list.
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: "solutions",
    title: "footer.solutionsTitle",
    links: [
      ...SOLUTIONS_GROUP.items.map(({ id, name, href }) => ({ id, name, href })),
      { id: "lms", name: "footer.links.lms", href: "/lms" },
      { id: "modules", name: "footer.links.modules", href: "/modules" },
      { id: "software", name: "footer.links.software", href: "/logiciel" },
    ],
  },
  {
    id: "resources",
    title: "footer.resourcesTitle",
    links: [
      ...RESOURCES_GROUPS.flatMap((g) => g.items).map(({ id, name, href }) => ({ id, name, href })),
      { id: "downloads", name: "footer.links.downloads", href: "/ressources/telechargements" },
    ],
  },
  {
    id: "company",
    title: "footer.companyTitle",
    links: [
      { id: "about", name: "footer.links.about", href: "/about" },
      { id: "services", name: "footer.links.services", href: "/services" },
      { id: "pricing", name: "footer.links.pricing", href: "/tarification" },
      { id: "calculator", name: "footer.links.calculator", href: "/tarification/calculateur" },
      { id: "quote", name: "footer.links.quote", href: "/devis" },
      { id: "demo", name: "footer.links.demo", href: "/demo" },
      { id: "contact", name: "footer.links.contact", href: "/contact" },
    ],
  },
];

/** spec §2: legal links to the sections of the /legal page. */
export const LEGAL_LINKS: readonly {
  readonly id: string;
  readonly name: CommonKey;
  readonly href: string;
}[] = [
  { id: "privacy", name: "footer.legal.privacy", href: legalHref("privacy") },
  { id: "terms", name: "footer.legal.terms", href: legalHref("terms") },
  { id: "cookies", name: "footer.legal.cookies", href: legalHref("cookies") },
  { id: "notice", name: "footer.legal.notice", href: legalHref("notice") },
  { id: "accessibility", name: "footer.legal.accessibility", href: legalHref("accessibility") },
];

/** True when `pathname` (French, unprefixed) is `href` or one of its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** True when the current page is one of a dropdown's links or its section page. */
export function isActiveSection(pathname: string, item: NavItem): boolean {
  if (isActivePath(pathname, item.href)) return true;
  return (item.groups ?? []).some((g) => g.items.some((link) => isActivePath(pathname, link.href)));
}
