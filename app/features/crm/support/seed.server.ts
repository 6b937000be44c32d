import type { Transaction } from "kysely";
import { newId } from "#server/db/mapping.ts";
import type { DB, TicketPriority, TicketStatus } from "#server/db/schema.ts";
import type { DemoState } from "#app/features/crm/seed-state.ts";

/** Demo support tickets of the client institutions, with their exchanges (app/seed.server.ts). */

const TICKETS: {
  institution: number;
  author: number;
  subject: string;
  category: string;
  status: TicketStatus;
  priority: TicketPriority;
  daysAgo: number;
  messages: { staff: boolean; body: string }[];
}[] = [
  {
    institution: 0,
    author: 0,
    subject: "Import des emplois du temps depuis EDT",
    category: "integration",
    status: "pending",
    priority: "normal",
    daysAgo: 3,
    messages: [
      {
        staff: false,
        body: "Bonjour, l'import de notre export EDT s'arrête à la classe de 1re STMG. Pouvez-vous regarder ?",
      },
      {
        staff: true,
        body: "Bonjour Madame Morel, nous avons reproduit le problème : un créneau sans salle bloque l'import. Un correctif part demain.",
      },
    ],
  },
  {
    institution: 2,
    author: 1,
    subject: "Facture de septembre : ajout du module Analytics Pro",
    category: "billing",
    status: "open",
    priority: "high",
    daysAgo: 1,
    messages: [
      {
        staff: false,
        body: "La facture de septembre ne mentionne pas l'option Analytics Pro souscrite le 2. Merci de corriger.",
      },
    ],
  },
  {
    institution: 1,
    author: 0,
    subject: "Accès parents : réinitialisation en masse",
    category: "account",
    status: "resolved",
    priority: "low",
    daysAgo: 12,
    messages: [
      { staff: false, body: "Comment réinitialiser les accès des parents de 6e en une fois ?" },
      {
        staff: true,
        body: "Depuis Vie scolaire › Comptes, sélectionnez le niveau puis « Renvoyer les accès ». Le guide pas à pas est dans le centre d'aide.",
      },
    ],
  },
];

export async function seedSupport(trx: Transaction<DB>, state: DemoState) {
  for (const ticket of TICKETS) {
    const inst = state.clients[ticket.institution];
    const authorId = inst?.staffIds[ticket.author] ?? null;
    if (!inst) continue;
    const ticketId = newId();
    const opened = state.ago(ticket.daysAgo);
    await trx
      .insertInto("ticket")
      .values({
        id: ticketId,
        institution_id: inst.id,
        user_id: authorId,
        subject: ticket.subject,
        category: ticket.category,
        status: ticket.status,
        priority: ticket.priority,
        created_at: opened,
        updated_at: opened,
      })
      .execute();
    for (const [i, message] of ticket.messages.entries()) {
      await trx
        .insertInto("ticket_message")
        .values({
          id: newId(),
          ticket_id: ticketId,
          author_user_id: message.staff ? null : authorId,
          author_role: message.staff ? "staff" : "client",
          body: message.body,
          created_at: new Date(opened.getTime() + i * 3 * 3600_000),
        })
        .execute();
    }
  }
}
