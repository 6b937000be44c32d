import type { LocaleShape } from "#app/i18n/shape.ts";

/**
 * Texts of the admin CRM's analytics page (issues 8 and 9), merged into the `admin` namespace by
 * locales.ts under `analytics`. French is the reference.
 */
export const analyticsFr = {
  lead: "Mesure d'audience propre au site : sans cookie ni traceur tiers, aucune adresse IP conservée.",
  period: "Période",
  lastDays: "{{days}} derniers jours",
  range: "Du {{from}} au {{to}}",
  views: "Pages vues",
  visitors: "Visiteurs uniques",
  visitorsNote:
    "Un visiteur est compté une fois par jour : sans cookie, il n'est pas reconnu d'un jour à l'autre.",
  leads: "Demandes",
  conversion: "Conversion (demandes / visiteurs)",
  trafficTitle: "Pages vues par jour",
  trafficSummary:
    "{{views}} pages vues et {{visitors}} visiteurs uniques sur la période ; au plus {{max}} pages vues en un jour.",
  perDayTable: "Chiffres par jour (pages vues, visiteurs, demandes par type)",
  topPages: "Pages les plus vues",
  events: "Événements",
  leadsByType: "Demandes par type",
  leadsBySource: "Demandes par source",
  direct: "Accès direct",
  empty: "Aucune donnée sur la période.",
  columns: {
    day: "Jour",
    views: "Pages vues",
    visitors: "Visiteurs uniques",
    leads: "Demandes",
    page: "Page",
    type: "Type",
    name: "Événement",
    count: "Nombre",
  },
  eventTypes: {
    form: "Formulaire",
    error: "Erreur",
    "user-action": "Action",
    "page-view": "Page vue",
  },
};

export const analyticsEn = {
  lead: "The site's own audience measurement: no cookies, no third-party trackers, no IP address kept.",
  period: "Period",
  lastDays: "Last {{days}} days",
  range: "From {{from}} to {{to}}",
  views: "Page views",
  visitors: "Unique visitors",
  visitorsNote:
    "A visitor is counted once a day: without cookies, they are not recognised from one day to the next.",
  leads: "Leads",
  conversion: "Conversion (leads / visitors)",
  trafficTitle: "Page views per day",
  trafficSummary:
    "{{views}} page views and {{visitors}} unique visitors over the period; at most {{max}} page views in one day.",
  perDayTable: "Figures per day (page views, visitors, leads by type)",
  topPages: "Most viewed pages",
  events: "Events",
  leadsByType: "Leads by type",
  leadsBySource: "Leads by source",
  direct: "Direct access",
  empty: "No data for this period.",
  columns: {
    day: "Day",
    views: "Page views",
    visitors: "Unique visitors",
    leads: "Leads",
    page: "Page",
    type: "Type",
    name: "Event",
    count: "Count",
  },
  eventTypes: {
    form: "Form",
    error: "Error",
    "user-action": "Action",
    "page-view": "Page view",
  },
} satisfies LocaleShape<typeof analyticsFr>;
