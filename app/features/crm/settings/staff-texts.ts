import type { LocaleShape } from "#app/lib/i18n/shape.ts";
import { defineTextsPart } from "#app/lib/i18n/use-translation.ts";
import { clientAccessEn, clientAccessFr } from "../clients/client-access-locales.ts";
import { impersonationEn, impersonationFr } from "../clients/impersonation-locales.ts";
import { proposalsEn, proposalsFr } from "../proposals/proposals-locales.ts";
import { systemEn, systemFr } from "../system/system-locales.ts";

/** The team's page of the settings: texts of the `admin` namespace that load with the pages using them (issue 21). */
export const staffFr = {
  staff: {
    title: "Équipe et permissions",
    lead: "Les administrateurs ont tous les droits. Attribuez un rôle aux autres membres de l'équipe : ils ne voient que ce que leur rôle permet.",
    email: "E-mail du compte",
    role: "Rôle",
    assign: "Attribuer le rôle",
    remove: "Retirer",
    members: "Membres de l'équipe",
    noMembers: "Aucun membre avec un rôle d'équipe.",
    matrix: "Permissions par rôle",
    resource: "Section",
    saved: "Rôle attribué.",
    removed: "Rôle retiré.",
    resources: {
      overview: "Tableau de bord",
      leads: "Demandes et devis",
      clients: "Clients",
      subscriptions: "Abonnements",
      billing: "Facturation",
      support: "Support",
      analytics: "Statistiques",
      settings: "Paramètres",
      staff: "Équipe",
      audit: "Journal",
      ...systemFr.resources,
      ...clientAccessFr.resources,
      ...impersonationFr.resources,
      ...proposalsFr.resources,
    },
    actions: { view: "voir", edit: "modifier", export: "exporter" },
  },
};

export const staffEn: LocaleShape<typeof staffFr> = {
  staff: {
    title: "Team and permissions",
    lead: "Administrators can do everything. Give the other team members a role: they only see what their role allows.",
    email: "Account e-mail",
    role: "Role",
    assign: "Assign the role",
    remove: "Remove",
    members: "Team members",
    noMembers: "No member with a staff role.",
    matrix: "Permissions by role",
    resource: "Section",
    saved: "Role assigned.",
    removed: "Role removed.",
    resources: {
      overview: "Dashboard",
      leads: "Leads and quotes",
      clients: "Clients",
      subscriptions: "Subscriptions",
      billing: "Billing",
      support: "Support",
      analytics: "Analytics",
      settings: "Settings",
      staff: "Team",
      audit: "Audit log",
      ...systemEn.resources,
      ...clientAccessEn.resources,
      ...impersonationEn.resources,
      ...proposalsEn.resources,
    },
    actions: { view: "view", edit: "edit", export: "export" },
  },
};

export const staffTexts = defineTextsPart("admin", staffFr, staffEn);
