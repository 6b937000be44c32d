import { describe, expect, it } from "vitest";
import {
  appendMessage,
  CONFIDENCE,
  createSession,
  detectIntent,
  extractEmail,
  extractInstitution,
  extractStudentCount,
  handleOption,
  handleText,
  handoverHref,
  INTENT_KEYWORDS,
  isExpired,
  KEYWORD_INTENTS,
  leadPayload,
  leadQuality,
  leadResult,
  matchesKeyword,
  MAX_VISIBLE_OPTIONS,
  recommendedPlan,
  SESSION_TTL_MS,
  SIZE_BUTTONS,
  typingDelay,
  visibleOptions,
  type ChatEnv,
  type ChatOption,
  type ChatSession,
  type ChatTurn,
} from "./engine.ts";

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);

function env(now = T0): ChatEnv {
  let n = 0;
  return { now, newId: () => `id-${++n}` };
}

/** Keyword as written in the table, without the "verb forms" marker. */
const bare = (k: string) => k.replace(/\*$/, "");

function send(session: ChatSession, text: string, lang: "fr" | "en" = "fr"): ChatTurn {
  const turn = handleText(session, text, lang, env(session.lastActivity + 1000));
  if (!turn) throw new Error("blank");
  return turn;
}

/** The session after a turn's replies have been shown. */
function settle(turn: ChatTurn): ChatSession {
  return turn.replies.reduce((s, m) => appendMessage(s, m, s.lastActivity + 1), turn.session);
}

function optionOf(message: { options?: readonly ChatOption[] } | undefined, action: string): ChatOption {
  const option = message?.options?.find((o) => o.action === action);
  if (!option) throw new Error(`no ${action} option`);
  return option;
}

describe("intent keywords (spec §4)", () => {
  for (const intent of KEYWORD_INTENTS) {
    for (const lang of ["fr", "en"] as const) {
      for (const keyword of INTENT_KEYWORDS[intent][lang]) {
        it(`${lang} "${bare(keyword)}" → ${intent}`, () => {
          expect(detectIntent(bare(keyword))).toBe(intent);
          expect(detectIntent(`Bonjour, une question : ${bare(keyword)} ?`)).toBe(intent);
          expect(detectIntent(bare(keyword).toUpperCase())).toBe(intent);
        });
      }
    }
  }

  it("lists the spec's French keywords in the spec's order of intents", () => {
    expect(KEYWORD_INTENTS).toEqual([
      "pricing_inquiry",
      "demo_request",
      "contact_request",
      "features_inquiry",
      "institution_sizing",
      "technical_inquiry",
      "farewell",
    ]);
    expect(Object.fromEntries(KEYWORD_INTENTS.map((i) => [i, INTENT_KEYWORDS[i].fr.map(bare)]))).toEqual({
      pricing_inquiry: ["prix", "tarif", "coût", "calculer", "budget"],
      demo_request: ["démo", "démonstration", "essai", "tester"],
      contact_request: ["contact", "expert", "commercial", "parler", "rendez-vous"],
      features_inquiry: ["modules", "fonctionnalités", "services", "logiciel"],
      institution_sizing: ["étudiant", "élève", "nombre", "taille", "établissement"],
      technical_inquiry: ["intégration", "compatible", "api", "technique"],
      farewell: ["merci", "au revoir", "fini", "terminé"],
    });
  });

  it("ignores case and accents and tolerates plurals", () => {
    expect(detectIntent("Quels sont les couts ?")).toBe("pricing_inquiry");
    expect(detectIntent("COÛTS")).toBe("pricing_inquiry");
    expect(detectIntent("Demo")).toBe("demo_request");
    expect(detectIntent("des démos")).toBe("demo_request");
    expect(detectIntent("500 etudiants")).toBe("institution_sizing");
    expect(detectIntent("nos Élèves")).toBe("institution_sizing");
    expect(detectIntent("vos fonctionnalites")).toBe("features_inquiry");
    expect(detectIntent("un module")).toBe("features_inquiry");
    expect(detectIntent("les commerciaux")).toBe("contact_request");
    expect(detectIntent("Integrations")).toBe("technical_inquiry");
    expect(detectIntent("Prices")).toBe("pricing_inquiry");
    expect(detectIntent("STUDENTS")).toBe("institution_sizing");
  });

  it("reads verb and derived forms of the marked keywords", () => {
    expect(detectIntent("Contactez-moi")).toBe("contact_request");
    expect(detectIntent("Je voudrais parlez à quelqu'un")).toBe("contact_request");
    expect(detectIntent("Combien ça coûte ?")).toBe("pricing_inquiry");
    expect(detectIntent("votre tarification")).toBe("pricing_inquiry");
    expect(detectIntent("le calculateur")).toBe("pricing_inquiry");
    expect(detectIntent("what is your pricing")).toBe("pricing_inquiry");
    expect(detectIntent("can we test it")).toBe("demo_request");
    expect(detectIntent("prendre rendez-vous")).toBe("contact_request");
    expect(detectIntent("J'ai terminé")).toBe("farewell");
    expect(detectIntent("Au revoir !")).toBe("farewell");
    expect(detectIntent("thank you")).toBe("farewell");
  });

  it("does not match words that merely start like a keyword", () => {
    for (const text of [
      "un couteau",
      "la démographie",
      "un testament",
      "le parlement",
      "l'apiculture",
      "un essaim",
      "Jean Mercier",
      "notre expertise",
      "I don't know",
      "testimonials",
      "costume",
      "terminal",
      "nombreux",
    ]) {
      expect(detectIntent(text), text).toBe("general_inquiry");
    }
  });

  it("tests intents in the spec's order: the first match wins", () => {
    expect(detectIntent("prix de la démo")).toBe("pricing_inquiry");
    expect(detectIntent("une démo avec un expert")).toBe("demo_request");
    expect(detectIntent("parler des modules")).toBe("contact_request");
    expect(detectIntent("les modules pour 300 étudiants")).toBe("features_inquiry");
    expect(detectIntent("taille et intégration")).toBe("institution_sizing");
    expect(detectIntent("api, merci")).toBe("technical_inquiry");
    expect(detectIntent("merci")).toBe("farewell");
    expect(detectIntent("budget, demo, contact, modules, students, api, bye")).toBe("pricing_inquiry");
  });

  it("falls back to general_inquiry", () => {
    expect(detectIntent("Bonjour")).toBe("general_inquiry");
    expect(detectIntent("???")).toBe("general_inquiry");
    expect(detectIntent("")).toBe("general_inquiry");
  });

  it("exposes the matching rule per keyword", () => {
    expect(matchesKeyword("les tarifs", "tarif*")).toBe(true);
    expect(matchesKeyword("les tarifs", "tarif")).toBe(true);
    expect(matchesKeyword("tarification", "tarif")).toBe(false);
    expect(matchesKeyword("numbers", "number", "en")).toBe(true);
  });
});

describe("extraction", () => {
  it("finds an e-mail address", () => {
    expect(extractEmail("Écrivez-moi à Marie.Dupont@Lycee-Hugo.fr merci")).toBe("marie.dupont@lycee-hugo.fr");
    expect(extractEmail("pas d'adresse ici @ rien")).toBeUndefined();
    expect(extractEmail("a@b")).toBeUndefined();
  });

  it("finds an institution by cue, by kind then name, and by name then kind", () => {
    expect(extractInstitution("Je travaille au Lycée Victor Hugo.")).toBe("Lycée Victor Hugo");
    expect(extractInstitution("je suis à l'université de Lyon, et vous ?")).toBe("Université de Lyon");
    expect(extractInstitution("IUT de Lannion")).toBe("IUT de Lannion");
    expect(extractInstitution("l'école primaire Jules-Ferry")).toBe("École primaire Jules-Ferry");
    expect(extractInstitution("Établissement : Cours Saint-Louis")).toBe("Cours Saint-Louis");
    expect(extractInstitution("mon école s'appelle Les Tilleuls")).toBe("Les Tilleuls");
    expect(extractInstitution("We are Springfield High School")).toBe("Springfield High School");
    expect(extractInstitution("I work at Harvard University")).toBe("Harvard University");
    expect(extractInstitution("University of Leeds")).toBe("University of Leeds");
    expect(extractInstitution("marie@lycee-hugo.fr, Lycée Victor Hugo")).toBe("Lycée Victor Hugo");
  });

  it("does not invent an institution", () => {
    for (const text of [
      "notre école compte 500 élèves",
      "une université publique",
      "mon école est grande",
      "Quel prix pour un Lycée ?",
      "école de commerce",
      "Our school has 500 students",
      "mon établissement compte 300 élèves",
      "marie@lycee-hugo.fr",
    ]) {
      expect(extractInstitution(text), text).toBeUndefined();
    }
  });

  it("finds a student count", () => {
    expect(extractStudentCount("nous avons 1 200 étudiants")).toBe(1200);
    expect(extractStudentCount("800 élèves")).toBe(800);
    expect(extractStudentCount("about 2,500 students")).toBe(2500);
    expect(extractStudentCount("3 000 à 5 000 étudiants")).toBe(5000);
    expect(extractStudentCount("en 2024")).toBeUndefined();
    expect(extractStudentCount("0 étudiant")).toBeUndefined();
  });
});

describe("session", () => {
  it("is created with id, times, context and a greeting (spec §3, §4)", () => {
    const s = createSession("fr", env());
    expect(s).toMatchObject({
      id: "id-1",
      startTime: T0,
      lastActivity: T0,
      context: { preferredLanguage: "fr", interests: [] },
    });
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]).toMatchObject({
      sender: "bot",
      metadata: { intent: "greeting", confidence: 0.95 },
    });
    expect(s.messages[0]?.text).toMatch(/^Bonjour/);
    expect(createSession("en", env()).messages[0]?.text).toMatch(/^Hello/);
  });

  it("expires 24 hours after the last activity (spec §9)", () => {
    const s = createSession("fr", env());
    expect(SESSION_TTL_MS).toBe(86_400_000);
    expect(isExpired(s, T0 + SESSION_TTL_MS - 1)).toBe(false);
    expect(isExpired(s, T0 + SESSION_TTL_MS)).toBe(true);
    const later = settle(send(s, "prix"));
    expect(isExpired(later, T0 + SESSION_TTL_MS + 500)).toBe(false);
  });

  it("records lead quality: warm with an institution, cold otherwise (spec §4)", () => {
    const s = createSession("fr", env());
    expect(leadQuality(s.context)).toBe("cold");
    const turn = send(s, "Je suis au Lycée Victor Hugo");
    expect(leadQuality(turn.session.context)).toBe("warm");
  });
});

describe("typing delay (spec §9)", () => {
  it("is 30 ms per character, clamped to 800–3000 ms", () => {
    expect(typingDelay("")).toBe(800);
    expect(typingDelay("x".repeat(26))).toBe(800);
    expect(typingDelay("x".repeat(27))).toBe(810);
    expect(typingDelay("x".repeat(50))).toBe(1500);
    expect(typingDelay("x".repeat(100))).toBe(3000);
    expect(typingDelay("x".repeat(5000))).toBe(3000);
  });
});

describe("options overflow (spec §2, §9)", () => {
  it("shows at most 4 options and counts the rest", () => {
    expect(MAX_VISIBLE_OPTIONS).toBe(4);
    expect(visibleOptions([1, 2, 3], false)).toEqual({ visible: [1, 2, 3], hidden: 0 });
    expect(visibleOptions([1, 2, 3, 4], false)).toEqual({ visible: [1, 2, 3, 4], hidden: 0 });
    expect(visibleOptions([1, 2, 3, 4, 5, 6], false)).toEqual({ visible: [1, 2, 3, 4], hidden: 2 });
    expect(visibleOptions([1, 2, 3, 4, 5, 6], true)).toEqual({ visible: [1, 2, 3, 4, 5, 6], hidden: 0 });
  });

  it("gives the greeting more than four options", () => {
    expect(createSession("fr", env()).messages[0]?.options?.length).toBeGreaterThan(MAX_VISIBLE_OPTIONS);
  });
});

describe("turns", () => {
  const fresh = () => createSession("fr", env());

  it("ignores empty and whitespace-only input (spec §5)", () => {
    expect(handleText(fresh(), "", "fr", env())).toBeNull();
    expect(handleText(fresh(), "   \n\t ", "fr", env())).toBeNull();
  });

  it("adds the visitor's message at once and one reply per intent, with metadata", () => {
    for (const [text, intent] of [
      ["Quel est le prix ?", "pricing_inquiry"],
      ["Une démo ?", "demo_request"],
      ["Je veux parler à un commercial", "contact_request"],
      ["Quels modules ?", "features_inquiry"],
      ["La taille de mon établissement", "institution_sizing"],
      ["Avez-vous une API ?", "technical_inquiry"],
      ["Merci !", "farewell"],
      ["Bonjour", "general_inquiry"],
    ] as const) {
      const turn = send(fresh(), text);
      expect(turn.session.messages.at(-1)).toMatchObject({ sender: "user", text });
      expect(turn.replies).toHaveLength(1);
      expect(turn.replies[0]?.metadata).toEqual({ intent, confidence: CONFIDENCE });
      expect(turn.replies[0]?.text.length).toBeGreaterThan(40);
      expect(turn.instant).toBe(false);
    }
  });

  it("answers an unclear message with a clarification and exactly four options", () => {
    const turn = send(fresh(), "Bonjour");
    expect(turn.replies[0]?.text).toMatch(/pas certain d'avoir compris/);
    expect(turn.replies[0]?.options).toHaveLength(4);
    expect(turn.replies[0]?.options?.map((o) => o.action)).toEqual([
      "show_pricing",
      "show_demo",
      "show_modules",
      "contact_request",
    ]);
  });

  it("answers in English on English pages", () => {
    const turn = send(createSession("en", env()), "How much does it cost?", "en");
    expect(turn.replies[0]?.metadata?.intent).toBe("pricing_inquiry");
    expect(turn.replies[0]?.text).toMatch(/on quotation/);
    expect(turn.session.context.preferredLanguage).toBe("en");
  });

  it("states the product's facts", () => {
    const pricing = send(fresh(), "prix").replies[0]?.text ?? "";
    expect(pricing).toMatch(/sur devis/);
    expect(pricing).toMatch(
      /Essential \(jusqu'à 100 étudiants\), Premium \(jusqu'à 300 étudiants\) et Excellence \(effectif illimité\)/,
    );
    expect(pricing).toMatch(/5\u00a0jours/);
    expect(send(fresh(), "démo").replies[0]?.text).toMatch(/30\u00a0minutes/);
    expect(send(fresh(), "modules").replies[0]?.text).toMatch(/15 modules/);
    const technical = send(fresh(), "api").replies[0]?.text ?? "";
    for (const fact of ["hébergée en France", "ISO 27001", "RGPD", "24/7"]) expect(technical).toContain(fact);
  });

  it("size buttons set the student count to 250, 1000, 3000 or 7500 and recommend a plan", () => {
    const sizing = send(fresh(), "taille");
    const buttons = sizing.replies[0]?.options?.filter((o) => o.action === "set_student_count") ?? [];
    expect(buttons.map((b) => b.payload?.studentCount)).toEqual([...SIZE_BUTTONS]);
    expect(SIZE_BUTTONS).toEqual([250, 1000, 3000, 7500]);
    for (const button of buttons) {
      const turn = handleOption(settle(sizing), button, "fr", env());
      expect(turn.session.context.studentCount).toBe(button.payload?.studentCount);
      expect(turn.replies[0]?.metadata?.intent).toBe("institution_sizing");
    }
    expect(handleOption(settle(sizing), buttons[0]!, "fr", env()).replies[0]?.text).toMatch(/Premium/);
    expect(handleOption(settle(sizing), buttons[3]!, "fr", env()).replies[0]?.text).toMatch(
      /Excellence.*GA Enterprise/,
    );
  });

  it("recommends the smallest plan whose cap takes the students", () => {
    expect(recommendedPlan(80)).toBe("essential");
    expect(recommendedPlan(100)).toBe("essential");
    expect(recommendedPlan(101)).toBe("premium");
    expect(recommendedPlan(300)).toBe("premium");
    expect(recommendedPlan(301)).toBe("excellence");
  });

  it("reads a typed student count", () => {
    const turn = send(fresh(), "Nous avons 1 200 étudiants");
    expect(turn.session.context.studentCount).toBe(1200);
    expect(turn.replies[0]?.text).toMatch(/Excellence/);
  });

  it("keeps the interests of the conversation", () => {
    let s = settle(send(fresh(), "prix"));
    s = settle(send(s, "une démo"));
    s = settle(send(s, "les tarifs encore"));
    expect(s.context.interests).toEqual(["pricing", "demo"]);
  });

  it("price_calculator notifies and offers the calculator", () => {
    const s = settle(send(fresh(), "prix"));
    const turn = handleOption(s, optionOf(s.messages.at(-1), "price_calculator"), "fr", env());
    expect(turn.effects).toContainEqual({ type: "notify", kind: "price_calculator" });
    const link = turn.replies[0]?.options?.find((o) => o.action === "open_link");
    expect(link?.payload?.href).toBe("/tarification/calculateur");
  });

  it("book_demo is tracked and hands over to the demo form, prefilled", () => {
    let s = settle(send(fresh(), "Lycée Victor Hugo, 800 élèves"));
    s = settle(send(s, "une démo"));
    const turn = handleOption(s, optionOf(s.messages.at(-1), "book_demo"), "fr", env());
    expect(turn.instant).toBe(true);
    expect(turn.effects).toContainEqual(expect.objectContaining({ type: "track", name: "chat_book_demo" }));
    const nav = turn.effects.find((e) => e.type === "navigate");
    expect(nav?.type === "navigate" && nav.to.startsWith("/demo?")).toBe(true);
    const params = new URLSearchParams(nav?.type === "navigate" ? nav.to.split("?")[1] : "");
    expect(params.get("institution")).toBe("Lycée Victor Hugo");
    expect(params.get("students")).toBe("800");
    expect(params.get("message")).toMatch(/démonstration/);
  });

  it("contact_request hands over to the contact form, prefilled", () => {
    const s = settle(send(fresh(), "Je veux parler à un expert"));
    const turn = handleOption(s, optionOf(s.messages.at(-1), "contact_request"), "fr", env());
    const nav = turn.effects.find((e) => e.type === "navigate");
    expect(nav).toMatchObject({ type: "navigate" });
    expect(nav?.type === "navigate" && nav.to).toMatch(/^\/contact\?subject=sales&message=/);
    expect(
      handoverHref("contact", { preferredLanguage: "en", interests: ["pricing"], studentCount: 250 }, "en"),
    ).toBe(
      "/contact?subject=sales&students=250&message=Hello%2C+I%27ve+just+been+chatting+with+your+online+assistant.+Topics+I%27m+interested+in%3A+pricing.+Student+numbers%3A+about+250.",
    );
  });
});

describe("the chat lead", () => {
  const fresh = () => createSession("fr", env());

  it("asks for the missing detail, then asks for confirmation", () => {
    const first = send(fresh(), "Mon adresse : marie.dupont@lycee-hugo.fr");
    expect(first.session.context.email).toBe("marie.dupont@lycee-hugo.fr");
    expect(first.replies[0]?.text).toMatch(/Quel est le nom de votre établissement/);
    expect(first.session.context.awaiting).toBe("institution");

    const second = send(settle(first), "Lycée des Métiers de la Technique");
    expect(second.session.context.institution).toBe("Lycée des Métiers de la Technique");
    const offer = second.replies.at(-1);
    expect(offer?.text).toMatch(/Souhaitez-vous qu'un conseiller vous recontacte \?/);
    expect(offer?.options?.map((o) => o.action)).toEqual(["confirm_lead", "decline_lead"]);
    expect(second.session.context.lead).toBe("offered");
  });

  it("takes a bare answer as the institution's name", () => {
    const first = settle(send(fresh(), "contact@cours-florent.fr"));
    expect(first.context.awaiting).toBe("institution");
    const second = send(first, "Cours Florent");
    expect(second.session.context.institution).toBe("Cours Florent");
  });

  it("offers the confirmation once, sends on confirm, and says so", () => {
    const s = settle(send(fresh(), "marie@lycee-hugo.fr, Lycée Victor Hugo, 800 élèves"));
    expect(s.context).toMatchObject({
      email: "marie@lycee-hugo.fr",
      institution: "Lycée Victor Hugo",
      lead: "offered",
    });
    const confirm = handleOption(s, optionOf(s.messages.at(-1), "confirm_lead"), "fr", env());
    const submit = confirm.effects.find((e) => e.type === "submit_lead");
    expect(submit?.type === "submit_lead" && submit.payload).toMatchObject({
      source: "chatbot",
      email: "marie@lycee-hugo.fr",
      institution: "Lycée Victor Hugo",
      studentCount: 800,
      recommendedPlan: "excellence",
      language: "fr",
      quality: "warm",
    });
    expect(submit?.type === "submit_lead" && submit.payload.transcript.at(-1)).toMatchObject({
      sender: "user",
      text: "Oui, me recontacter",
    });

    const ok = leadResult(confirm.session, true, "fr", env());
    expect(ok.session.context.lead).toBe("sent");
    expect(ok.replies[0]?.text).toMatch(/C'est transmis/);
    const again = handleOption(settle(ok), optionOf(s.messages.at(-1), "confirm_lead"), "fr", env());
    expect(again.effects.some((e) => e.type === "submit_lead")).toBe(false);

    const failed = leadResult(confirm.session, false, "fr", env());
    expect(failed.session.context.lead).toBe("offered");
    expect(failed.replies[0]?.options?.[0]?.action).toBe("confirm_lead");
  });

  it("does not send when the visitor declines", () => {
    const s = settle(send(fresh(), "marie@lycee-hugo.fr, Lycée Victor Hugo"));
    const turn = handleOption(s, optionOf(s.messages.at(-1), "decline_lead"), "fr", env());
    expect(turn.effects).toEqual([]);
    expect(turn.session.context.lead).toBe("declined");
    expect(
      settle(send(settle(turn), "et les tarifs ?")).messages.some(
        (m) => m.text.includes("Souhaitez-vous") && m.id !== s.messages.at(-1)?.id,
      ),
    ).toBe(false);
  });

  it("a callback request asks for the details first", () => {
    const s = settle(send(fresh(), "contact"));
    const turn = handleOption(s, optionOf(s.messages.at(-1), "request_callback"), "fr", env());
    expect(turn.replies[0]?.text).toMatch(/adresse e-mail et le nom de votre établissement/);
    const next = send(settle(turn), "je ne sais pas");
    expect(next.replies[0]?.text).toMatch(/pas trouvé d'adresse e-mail/);
  });

  it("does not read an e-mail address as a contact request", () => {
    const turn = send(fresh(), "contact@lycee-hugo.fr");
    expect(turn.replies[0]?.metadata?.intent).toBe("lead_capture");
  });

  it("builds no payload without both details", () => {
    expect(leadPayload(fresh())).toBeNull();
  });

  it("sends at most the latest 200 messages of a long conversation", () => {
    let s = settle(send(fresh(), "marie@lycee-hugo.fr, Lycée Victor Hugo"));
    for (let i = 0; i < 120; i++) s = settle(send(s, `question ${i}`));
    const payload = leadPayload(s);
    expect(payload?.transcript).toHaveLength(200);
    expect(payload?.transcript.at(-1)?.text).toBe(s.messages.at(-1)?.text);
  });
});
