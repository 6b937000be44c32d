import type { LocaleShape } from "#app/lib/i18n/shape.ts";
import { defineTextsPart } from "#app/lib/i18n/use-translation.ts";
import { clientAccessEn, clientAccessFr } from "./client-access-locales.ts";
import { clientLinksEn, clientLinksFr } from "./links-locales.ts";
import { impersonationEn, impersonationFr } from "./impersonation-locales.ts";

/** The clients' list and page: texts of the `admin` namespace that load with the pages using them (issue 21). */
export const clientsFr = {
  clients: {
    filters: { q: "Nom, ville ou SIRET", ...clientLinksFr.clients.filters },
    show: clientLinksFr.clients.show,
    emptyPending: clientLinksFr.clients.emptyPending,
    columns: {
      name: "Établissement",
      city: "Ville",
      plan: "Offre",
      status: "Statut",
      mrr: "Revenu mensuel",
      users: "Utilisateurs",
      created: "Client depuis",
    },
    empty: "Aucun client ne correspond à cette recherche.",
    noPlan: "Sans abonnement",
    plans: { essential: "Essentiel", premium: "Premium", excellence: "Excellence", custom: "Sur mesure" },
    statuses: { trial: "Essai", active: "Actif", past_due: "Impayé", cancelled: "Résilié" },
    detail: {
      siret: "SIRET",
      address: "Adresse",
      students: "Élèves",
      users: "Utilisateurs",
      subscription: "Abonnement",
      noSubscription: "Aucun abonnement.",
      renews: "Renouvellement le {{date}}",
      cap: "Plafond : {{cap}} élèves",
      unlimited: "Élèves illimités",
      invoices: "Factures",
      noInvoices: "Aucune facture.",
      tickets: "Tickets",
      noTickets: "Aucun ticket.",
      leads: "Demandes",
      noLeads: "Aucune demande liée.",
      timeline: "Historique",
      noTimeline: "Aucune modification enregistrée.",
      membershipRoles: { owner: "Responsable du compte", billing: "Contact facturation", member: "Membre" },
      invoiceStatuses: { draft: "Brouillon", issued: "Émise", paid: "Payée", cancelled: "Annulée" },
      ticketStatuses: { open: "Ouvert", pending: "En attente", resolved: "Résolu", closed: "Fermé" },
      draftNumber: "Brouillon",
      ...clientAccessFr.detail,
      ...clientLinksFr.detail,
      ...impersonationFr.detail,
    },
  },
};

export const clientsEn: LocaleShape<typeof clientsFr> = {
  clients: {
    filters: { q: "Name, city or SIRET", ...clientLinksEn.clients.filters },
    show: clientLinksEn.clients.show,
    emptyPending: clientLinksEn.clients.emptyPending,
    columns: {
      name: "Institution",
      city: "City",
      plan: "Plan",
      status: "Status",
      mrr: "Monthly revenue",
      users: "Users",
      created: "Client since",
    },
    empty: "No client matches this search.",
    noPlan: "No subscription",
    plans: { essential: "Essential", premium: "Premium", excellence: "Excellence", custom: "Custom" },
    statuses: { trial: "Trial", active: "Active", past_due: "Past due", cancelled: "Cancelled" },
    detail: {
      siret: "SIRET",
      address: "Address",
      students: "Students",
      users: "Users",
      subscription: "Subscription",
      noSubscription: "No subscription.",
      renews: "Renews on {{date}}",
      cap: "Cap: {{cap}} students",
      unlimited: "Unlimited students",
      invoices: "Invoices",
      noInvoices: "No invoices.",
      tickets: "Tickets",
      noTickets: "No tickets.",
      leads: "Leads",
      noLeads: "No linked leads.",
      timeline: "History",
      noTimeline: "No change recorded.",
      membershipRoles: { owner: "Account owner", billing: "Billing contact", member: "Member" },
      invoiceStatuses: { draft: "Draft", issued: "Issued", paid: "Paid", cancelled: "Cancelled" },
      ticketStatuses: { open: "Open", pending: "Pending", resolved: "Resolved", closed: "Closed" },
      draftNumber: "Draft",
      ...clientAccessEn.detail,
      ...clientLinksEn.detail,
      ...impersonationEn.detail,
    },
  },
};

export const clientsTexts = defineTextsPart("admin", clientsFr, clientsEn);
