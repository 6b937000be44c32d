import { describe, expect, it } from "vitest";
import { EMPTY_LOOKUP, linesText, renderEntry } from "../history/history.ts";
import {
  isBulkIntent,
  MAX_BULK,
  pageState,
  planStageChange,
  readSelection,
  toggleOne,
  togglePage,
} from "./bulk.ts";

function form(ids: string[], extra: Record<string, string> = {}): FormData {
  const f = new FormData();
  for (const id of ids) f.append("ids", id);
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
}

describe("the ticked ids of a bulk form", () => {
  it("are read once each, trimmed, in the order sent", () => {
    expect(readSelection(form(["b", " a ", "b", ""]))).toEqual({ ok: true, ids: ["b", "a"] });
  });

  it("must hold at least one id", () => {
    expect(readSelection(form([]))).toEqual({ ok: false, error: "noSelection" });
    expect(readSelection(form(["", "  "]))).toEqual({ ok: false, error: "noSelection" });
  });

  it("are at most 200 (a repeated id counts once)", () => {
    const ids = Array.from({ length: MAX_BULK }, (_, i) => `lead-${i}`);
    expect(readSelection(form([...ids, ids[0]!]))).toMatchObject({ ok: true });
    expect(readSelection(form([...ids, "one-more"]))).toEqual({ ok: false, error: "tooManySelected" });
  });

  it("refuse an id longer than any record's", () => {
    expect(readSelection(form(["x".repeat(65)]))).toEqual({ ok: false, error: "invalidSelection" });
  });

  it("ignore files sent as ids", () => {
    const f = form(["a"]);
    f.append("ids", new Blob(["x"]), "x.txt");
    expect(readSelection(f)).toEqual({ ok: true, ids: ["a"] });
  });

  it("name the bulk intents only", () => {
    expect(isBulkIntent("bulk.assign")).toBe(true);
    expect(isBulkIntent("assign")).toBe(false);
    expect(isBulkIntent(null)).toBe(false);
  });
});

describe("a stage change of several leads", () => {
  const leads = [
    { id: "new", stage: "new" as const },
    { id: "qualified", stage: "qualified" as const },
    { id: "won", stage: "won" as const },
    { id: "negotiation", stage: "negotiation" as const },
  ];

  it("moves the leads the pipeline allows, leaves those already there, refuses the others with the reason", () => {
    expect(planStageChange(leads, "qualified")).toEqual({
      move: ["new", "won"],
      unchanged: ["qualified"],
      refused: [{ id: "negotiation", error: "stageNotAllowed" }],
    });
  });

  it("refuses every lead to lost without a reason, moves them with one", () => {
    expect(planStageChange(leads, "lost").refused.map((r) => r.error)).toEqual([
      "lostReasonRequired",
      "lostReasonRequired",
      "stageNotAllowed",
      "lostReasonRequired",
    ]);
    expect(planStageChange(leads, "lost", "Budget gelé").move).toEqual(["new", "qualified", "negotiation"]);
  });
});

describe("the selection in the browser", () => {
  it("ticks and unticks one row", () => {
    expect([...toggleOne(new Set(["a"]), "b", true)]).toEqual(["a", "b"]);
    expect([...toggleOne(new Set(["a", "b"]), "a", false)]).toEqual(["b"]);
  });

  it("ticks the whole page and keeps rows of other pages", () => {
    expect([...togglePage(new Set(["x"]), ["a", "b"], true)].sort()).toEqual(["a", "b", "x"]);
    expect([...togglePage(new Set(["x", "a", "b"]), ["a", "b"], false)]).toEqual(["x"]);
  });

  it("says whether the page is ticked, partly or not", () => {
    expect(pageState(new Set(), ["a", "b"])).toBe("none");
    expect(pageState(new Set(["a"]), ["a", "b"])).toBe("some");
    expect(pageState(new Set(["a", "b", "x"]), ["a", "b"])).toBe("all");
  });
});

describe("the selection's export in the audit log", () => {
  const exported = {
    id: "e1",
    action: "leads.exportSelection",
    entityType: "lead",
    entityId: null,
    actorId: null,
    changes: { rows: 1203 },
    at: "2026-11-27T09:30:00.000Z",
  };

  it("reads in words, in French and in English", () => {
    const fr = renderEntry(exported, EMPTY_LOOKUP, "fr");
    expect(fr.title).toBe("Export CSV d'une sélection de demandes");
    expect(linesText(fr, "fr").replace(/[\u00a0\u202f]/g, " ")).toContain("Lignes exportées : 1 203");
    const en = renderEntry(exported, EMPTY_LOOKUP, "en");
    expect(en.title).toBe("CSV export of selected leads");
    expect(linesText(en, "en")).toContain("Rows exported: 1,203");
  });
});
