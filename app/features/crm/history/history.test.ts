import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_KEYS } from "../settings/defaults.ts";
import { adminEn, adminFr } from "../locales.ts";
import {
  EMPTY_LOOKUP,
  humanise,
  idsOf,
  isKnownAction,
  linesText,
  lineText,
  renderEntry,
  type HistoryEntry,
  type HistoryLookup,
} from "./history.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
/** French and English put narrow or plain no-break spaces in numbers and before colons. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

function entry(partial: Partial<HistoryEntry> & Pick<HistoryEntry, "action">): HistoryEntry {
  return {
    id: "e1",
    entityType: "lead",
    entityId: "0b7c5d0e-1111-4222-8333-444455556666",
    actorId: null,
    changes: {},
    at: "2026-11-26T09:30:00.000Z",
    ...partial,
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** What each action written with a template becomes (`settings.${key}`, `ticket.${change}`). */
const TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  "settings.": SETTING_KEYS,
  "ticket.": ["reopen", "resolve"],
};

/**
 * Every action name the code writes to the audit log, read from the code itself: the `action:` of
 * the entries given to `recordAudit` and the other writers, and the third argument of the client
 * space's `audit(…)`. A new action appears here without anyone listing it.
 */
function writtenActions(): { actions: Set<string>; templates: Set<string> } {
  const actions = new Set<string>();
  const templates = new Set<string>();
  for (const file of ["app", "server", "scripts"].flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const code = readFileSync(file, "utf8");
    if (!/audit/i.test(code)) continue;
    const expressions = [
      ...[...code.matchAll(/\baction:\s*([^,\n}]+)/g)].map((m) => m[1]!),
      ...[...code.matchAll(/\baudit\(\s*[\w.]+,\s*[^,]+,\s*([^,]+),/g)].map((m) => m[1]!),
    ];
    for (const expression of expressions) {
      for (const [, name] of expression.matchAll(/"([a-z_]+\.[A-Za-z_]+)"/g)) actions.add(name!);
      for (const [, prefix] of expression.matchAll(/`([a-z_]+\.)\$\{/g)) templates.add(prefix!);
    }
  }
  for (const prefix of templates) for (const rest of TEMPLATES[prefix] ?? []) actions.add(prefix + rest);
  return { actions, templates };
}

describe("the history's words for every action", () => {
  const { actions, templates } = writtenActions();

  it("reads the actions from the code (a few dozen, the known ones among them)", () => {
    expect(actions.size).toBeGreaterThan(50);
    for (const a of [
      "lead.value",
      "payment_method.added",
      "ticket.attachment_download",
      "settings.reminders",
    ])
      expect(actions).toContain(a);
    // An action written with a template must say what it becomes.
    for (const prefix of templates) expect(Object.keys(TEMPLATES), prefix).toContain(prefix);
  });

  it("names every action written to the audit log, in French and in English", () => {
    const missing = [...actions].filter((a) => !isKnownAction(a));
    expect(missing, "actions without a text in app/features/crm (history-locales.ts)").toEqual([]);
    for (const a of actions) {
      const fr = (adminFr.actions as Record<string, string>)[a];
      const en = (adminEn.actions as Record<string, string>)[a];
      expect(fr, a).toBeTruthy();
      expect(en, a).toBeTruthy();
    }
  });

  it("says an action in the reader's language", () => {
    expect(renderEntry(entry({ action: "payment_method.added" }), EMPTY_LOOKUP, "fr").title).toBe(
      "Moyen de paiement ajouté",
    );
    expect(renderEntry(entry({ action: "payment_method.added" }), EMPTY_LOOKUP, "en").title).toBe(
      "Payment method added",
    );
    // An action from elsewhere (an older version, a script) still reads as words.
    expect(renderEntry(entry({ action: "contract.auto_renewed" }), EMPTY_LOOKUP, "en").title).toBe(
      "Contract auto renewed",
    );
  });
});

describe("renderEntry", () => {
  const marie = "PgKPz8mWq3Xv0aLk9bYtR2uN5sHc7dJe";
  const lookup: HistoryLookup = {
    people: { [marie]: { label: "Marie Dupont", href: "/admin/logs?actor=marie%40ga.example" } },
    records: {
      "0b7c5d0e-1111-4222-8333-444455556666": { label: "Lycée Jean Moulin", href: "/admin/quotes/0b7c5d0e" },
      "9f1e2d3c-aaaa-4bbb-8ccc-ddddeeeeffff": { label: "FA-2026-0007", href: "/admin/billing/9f1e2d3c" },
    },
  };

  it("formats money before → after with the locale", () => {
    const e = entry({ action: "lead.value", changes: { valueCents: [0, 1203120] } });
    const fr = renderEntry(e, lookup, "fr");
    expect(fr.title).toBe("Montant de demande modifié");
    expect(plain(lineText(fr.lines[0]!, "fr"))).toBe("Valeur : 0,00 € → 12 031,20 €");
    expect(plain(lineText(renderEntry(e, lookup, "en").lines[0]!, "en"))).toBe("Value: €0.00 → €12,031.20");
  });

  it("says an applied plan change from its facts, in the reader's language", () => {
    const planChange = {
      before: { plan: "excellence", studentCap: null, mrrCents: 79_900 },
      after: { plan: "essential", studentCap: 100, mrrCents: 30_000 },
      amountCents: -24_950,
    };
    const e = entry({ action: "change_request.accepted", changes: { planChange } });
    expect(plain(lineText(renderEntry(e, lookup, "fr").lines[0]!, "fr"))).toBe(
      "Changement d'offre : Excellence · élèves illimités · 799,00 € HT par mois → Essential · jusqu'à 100 élèves · 300,00 € HT par mois · Crédit de 249,50 € sur la prochaine facture.",
    );
    expect(lineText(renderEntry(e, lookup, "en").lines[0]!, "en")).toBe(
      "Plan change: Excellence · unlimited students · €799.00 excl. VAT per month → Essential · up to 100 students · €300.00 excl. VAT per month · €249.50 credited on the next invoice.",
    );
  });

  it("names and links people instead of their ids; an id that names nothing never shows", () => {
    const e = entry({
      action: "ticket.assign",
      entityType: "ticket",
      actorId: marie,
      changes: { assignee: [null, marie] },
    });
    const fr = renderEntry(e, lookup, "fr");
    expect(fr.lines[0]).toMatchObject({
      label: "Assigné",
      before: { text: "—" },
      after: { text: "Marie Dupont", href: "/admin/logs?actor=marie%40ga.example" },
    });
    expect(fr.actor).toEqual({ text: "Marie Dupont", href: "/admin/logs?actor=marie%40ga.example" });
    const gone = renderEntry(
      entry({ action: "lead.owner", changes: { owner: [marie, "zzZZ9988776655443322110011aa"] } }),
      lookup,
      "en",
    );
    expect(linesText(gone, "en")).toBe("Owner: Marie Dupont → deleted record");
    expect(JSON.stringify(gone)).not.toContain("zzZZ9988");
  });

  it("names the record an entry is about, and the records its changes mention", () => {
    const e = entry({
      action: "invoice.credit_note",
      entityType: "invoice",
      entityId: "9f1e2d3c-aaaa-4bbb-8ccc-ddddeeeeffff",
      changes: { leadId: "0b7c5d0e-1111-4222-8333-444455556666", totalCents: -12000 },
    });
    const en = renderEntry(e, lookup, "en");
    expect(en.entity).toEqual({
      type: "Invoice",
      record: { text: "FA-2026-0007", href: "/admin/billing/9f1e2d3c" },
    });
    expect(en.lines[0]).toMatchObject({
      label: "Lead",
      value: { text: "Lycée Jean Moulin", href: "/admin/quotes/0b7c5d0e" },
    });
    expect(plain(lineText(en.lines[1]!, "en"))).toBe("Total: -€120.00");
  });

  it("names a customer's own institution (`inst-` and their id) by its name, never by the id", () => {
    const id = "inst-H1kYfHacCKKe4Plmt6fXlRlnO7RxO9Zt";
    const e = entry({ action: "impersonation.end", entityType: "institution", entityId: id });
    const named = renderEntry(e, { people: {}, records: { [id]: { label: "Lycée Signé" } } }, "fr");
    expect(named.entity.record).toEqual({ text: "Lycée Signé" });
    expect(renderEntry(e, EMPTY_LOOKUP, "en").entity.record).toBeNull();
    expect(idsOf(e)).toContain(id);
  });

  it("translates codes: stages, statuses by record, priorities, roles, plans, payment kinds", () => {
    const stage = renderEntry(
      entry({ action: "lead.stage", changes: { stage: ["new", "won"] } }),
      lookup,
      "fr",
    );
    expect(linesText(stage, "fr")).toBe("Étape\u00a0: Nouveau → Gagné");
    const ticket = renderEntry(
      entry({
        action: "ticket.status",
        entityType: "ticket",
        changes: { status: ["open", "resolved"], priority: ["normal", "urgent"] },
      }),
      lookup,
      "en",
    );
    expect(linesText(ticket, "en")).toBe("Status: Open → Resolved · Priority: P3 → P1");
    const invoice = renderEntry(
      entry({
        action: "invoice.paid",
        entityType: "invoice",
        changes: { status: ["issued", "paid"], method: "sepa" },
      }),
      lookup,
      "fr",
    );
    expect(plain(linesText(invoice, "fr"))).toBe(
      "Statut : Émise → Payée · Moyen de paiement : prélèvement SEPA",
    );
    const role = renderEntry(
      entry({ action: "staff.role", entityType: "user", changes: { role: [null, "support"] } }),
      lookup,
      "en",
    );
    expect(linesText(role, "en")).toBe("Role: — → Support");
    const method = renderEntry(
      entry({
        action: "payment_method.added",
        entityType: "payment_method",
        changes: { kind: "purchase_order" },
      }),
      lookup,
      "en",
    );
    expect(linesText(method, "en")).toBe("Type: purchase order");
    const plan = renderEntry(
      entry({
        action: "subscription.update",
        entityType: "subscription",
        changes: { plan: ["essential", "premium"], studentCap: [200, null] },
      }),
      lookup,
      "fr",
    );
    expect(plain(linesText(plan, "fr"))).toBe("Formule : Essentiel → Premium · Plafond d'élèves : 200 → —");
  });

  it("formats dates and times in the reader's language (Paris time)", () => {
    const e = entry({
      action: "invoice.paid",
      entityType: "invoice",
      changes: { paidAt: "2026-03-05T10:00:00.000Z" },
    });
    expect(plain(linesText(renderEntry(e, lookup, "fr"), "fr"))).toBe("Payée le : 5 mars 2026, 11:00");
    expect(plain(linesText(renderEntry(e, lookup, "en"), "en"))).toBe("Paid on: 5 Mar 2026, 11:00");
    expect(plain(renderEntry(e, lookup, "fr").at)).toBe("26 nov. 2026, 10:30");
  });

  it("gives unknown fields a label made from their key, and objects in words", () => {
    const e = entry({
      action: "leads.export",
      entityId: null,
      changes: { rows: 1234, filters: { stage: "won", page: undefined }, customFieldX: "abc" },
    });
    expect(plain(linesText(renderEntry(e, lookup, "fr"), "fr"))).toBe(
      "Lignes exportées : 1 234 · Filtres : Étape : Gagné · Custom field x : abc",
    );
  });

  it("says who acted: a person, the system, or the holder of a proposal's signed link", () => {
    expect(renderEntry(entry({ action: "invoice.reminder" }), lookup, "fr").actor).toEqual({
      text: "Système",
    });
    expect(renderEntry(entry({ action: "proposal.accepted" }), lookup, "en").actor).toEqual({
      text: "Customer (signed link)",
    });
    // An account deleted since: its id is not shown.
    expect(
      renderEntry(entry({ action: "lead.note", actorId: "aaaaBBBB1111cccc2222dddd3333eeee" }), lookup, "en")
        .actor,
    ).toEqual({
      text: "deleted record",
    });
  });

  it("names a downloaded attachment by its record while it exists, by the name kept otherwise", () => {
    const attachment = "11111111-2222-4333-8444-555555555555";
    const e = entry({
      action: "ticket.attachment_download",
      entityType: "ticket",
      changes: { attachmentId: attachment, file: "capture.png" },
    });
    const known = renderEntry(
      e,
      {
        ...lookup,
        records: {
          ...lookup.records,
          [attachment]: { label: "capture.png", href: `/admin/support/attachments/${attachment}` },
        },
      },
      "fr",
    );
    expect(known.lines).toEqual([
      {
        key: "attachmentId",
        label: "Pièce jointe",
        value: { text: "capture.png", href: `/admin/support/attachments/${attachment}` },
      },
    ]);
    expect(linesText(renderEntry(e, lookup, "en"), "en")).toBe("File: capture.png");
  });

  it("lists the ids an entry mentions, for the loader to look them up", () => {
    expect(
      idsOf(
        entry({
          action: "ticket.assign",
          actorId: marie,
          changes: { assignee: [null, marie], note: "texte" },
        }),
      ).sort(),
    ).toEqual(["0b7c5d0e-1111-4222-8333-444455556666", marie].sort());
  });

  it("humanises keys", () => {
    expect(humanise("valueCents")).toBe("Value cents");
    expect(humanise("payment_method.added")).toBe("Payment method added");
  });
});
