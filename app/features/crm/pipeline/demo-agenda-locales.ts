import type { LocaleShape } from "#app/lib/i18n/shape.ts";
import { defineTextsPart } from "#app/lib/i18n/use-translation.ts";

/** Texts of the demo bookings view of the leads inbox, merged into the `admin` namespace. */
export const demoAgendaFr = {
  view: "Démos",
  sections: {
    demos: {
      label: "Démonstrations réservées",
      when: "Démonstrations",
      upcoming: "À venir",
      past: "Passées",
      empty: "Aucune démonstration sur cette période.",
      columns: {
        slot: "Date et heure (Paris)",
        institution: "Établissement",
        contact: "Contact",
        language: "Langue",
        status: "Statut",
      },
      statuses: { confirmed: "Confirmée", cancelled: "Annulée" },
    },
  },
};

export const demoAgendaEn: LocaleShape<typeof demoAgendaFr> = {
  view: "Demos",
  sections: {
    demos: {
      label: "Booked demos",
      when: "Demos",
      upcoming: "Upcoming",
      past: "Past",
      empty: "No demo in this period.",
      columns: {
        slot: "Date and time (Paris)",
        institution: "Institution",
        contact: "Contact",
        language: "Language",
        status: "Status",
      },
      statuses: { confirmed: "Confirmed", cancelled: "Cancelled" },
    },
  },
};

/** The demos' agenda of the leads section: texts of the `admin` namespace loaded with it (issue 21). */
export const demoAgendaTexts = defineTextsPart("admin", demoAgendaFr.sections, demoAgendaEn.sections);
