import { DatabaseSync } from "node:sqlite";
import type { Locator, Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config.ts";
import { advanceUntil, expect, flowScreens, frenchOnly, hydrated, mailsTo, test } from "./fixtures.ts";

/**
 * The sales assistant (issue 6; spec §2 "Chatbot", §4 "Chat", §9 chat constants), in French and
 * English, through the page as a visitor uses it.
 */

interface Texts {
  readonly home: string;
  readonly launcher: string;
  readonly placeholder: string;
  readonly menu: string;
  readonly clear: string;
  readonly close: string;
  readonly more: string;
}

const FR: Texts = {
  home: "/",
  launcher: "Ouvrir l'assistant commercial",
  placeholder: "Votre question...",
  menu: "Options de la conversation",
  clear: "Effacer la conversation",
  close: "Fermer l'assistant",
  more: "+2 autres",
};

const EN: Texts = {
  home: "/en",
  launcher: "Open the sales assistant",
  placeholder: "Your question...",
  menu: "Conversation options",
  clear: "Clear the conversation",
  close: "Close the assistant",
  more: "+2 more",
};

// Every reply waits its typing delay (up to 3 s, spec §9): conversations need more than the default.
test.describe.configure({ timeout: 90_000 });

/** spec §9: the longest typing delay. */
const MAX_TYPING_MS = 3_000;
/** A reply is there after its typing delay; the margin absorbs a busy test machine. */
const REPLY_TIMEOUT = MAX_TYPING_MS + 7_000;

interface AnalyticsCall {
  readonly event: string;
  readonly action?: string;
  readonly leadQuality?: string;
  readonly [key: string]: unknown;
}

declare global {
  interface Window {
    __analytics?: AnalyticsCall[];
  }
}

/** A global analytics function (spec §7) that records what the site sends it. */
async function stubAnalytics(page: Page) {
  await page.addInitScript(() => {
    window.__analytics = [];
    window.analytics = {
      track: (event: string, props?: Record<string, unknown>) =>
        window.__analytics?.push({ event, ...props }),
    };
  });
}

const analyticsCalls = (page: Page) => page.evaluate(() => window.__analytics ?? []);

async function openHome(page: Page, texts: Texts) {
  await page.goto(texts.home);
  await hydrated(page);
}

async function openChat(page: Page, texts: Texts): Promise<Locator> {
  await page.getByRole("button", { name: texts.launcher }).click();
  const dialog = page.getByRole("dialog", {
    name: texts === FR ? "Assistant GA Éducation" : "GA Education assistant",
  });
  // The panel's code is downloaded on this first use.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

const messages = (dialog: Locator) => dialog.getByRole("log").getByRole("listitem");

/**
 * Waits for what the visitor's last action brings (a reply after its typing delay, a lead's
 * answer after its request), moving the page's fake clock (`page.clock.install()`) past each
 * typing delay instead of waiting it out. The delays themselves are checked once, in real time
 * ("the reply comes after the typing indicator"), and their figures by the unit tests.
 */
function replied(page: Page, expectation: () => Promise<void>) {
  return advanceUntil(page, MAX_TYPING_MS, expectation, REPLY_TIMEOUT);
}

/** Sends a message; with a fake clock the typing delay is skipped by moving time forward. */
async function ask(page: Page, dialog: Locator, text: string, options: { clock?: boolean } = {}) {
  const count = await messages(dialog).count();
  await dialog.getByPlaceholder(/Votre question|Your question/).fill(text);
  await dialog.getByRole("button", { name: /^(Envoyer|Send)$/ }).click();
  // The visitor's message shows at once (the reply may already follow it on a slow machine).
  await expect(messages(dialog).nth(count)).toContainText(text);
  if (options.clock) await page.clock.fastForward(MAX_TYPING_MS);
  await expect(messages(dialog)).toHaveCount(count + 2, { timeout: REPLY_TIMEOUT });
  return messages(dialog).last();
}

async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem("ga-chat-session");
    return raw
      ? (
          JSON.parse(raw) as {
            session: {
              messages: { text: string; sender: string; metadata?: { intent: string; confidence: number } }[];
              context: { studentCount?: number; institution?: string };
            };
          }
        ).session
      : null;
  });
}

const INTENTS_FR: readonly [string, string, RegExp][] = [
  ["Quels sont vos tarifs ?", "pricing_inquiry", /Toutes nos offres sont sur devis/],
  ["Je voudrais une démo", "demo_request", /démonstration dure 30\s+minutes/],
  ["Je souhaite parler à un commercial", "contact_request", /Nos conseillers pédagogiques vous répondent/],
  ["Quelles fonctionnalités proposez-vous ?", "features_inquiry", /GA Academic\+ réunit 15 modules/],
  ["Nous sommes un petit établissement", "institution_sizing", /combien d'étudiants ou d'élèves/],
  ["Êtes-vous compatible avec notre ENT ?", "technical_inquiry", /hébergée en France, certifiée ISO 27001/],
  ["Merci, au revoir", "farewell", /Merci pour votre visite/],
  ["Bonjour", "general_inquiry", /pas certain d'avoir compris/],
];

const INTENTS_EN: readonly [string, string, RegExp][] = [
  ["How much does it cost?", "pricing_inquiry", /priced on quotation/],
  ["Can I get a demo?", "demo_request", /demo lasts 30 minutes/],
  ["I'd like to talk to sales", "contact_request", /advisors are available Monday to Friday/],
  ["Which features do you have?", "features_inquiry", /brings together 15 modules/],
  ["We are a large school", "institution_sizing", /how many students does your institution have/],
  ["Do you have an API?", "technical_inquiry", /hosted in France, ISO 27001 certified/],
  ["Thanks, bye", "farewell", /Thank you for your visit/],
  ["Hello", "general_inquiry", /not sure I understood/],
];

for (const [label, texts, intents] of [
  ["French", FR, INTENTS_FR],
  ["English", EN, INTENTS_EN],
] as const) {
  test.describe(`chat in ${label}`, () => {
    // The conversation's mechanics run in French; English checks its own replies and hand-over.
    const frTest = frenchOnly(texts === FR ? "fr" : "en");

    test(
      "greets on first open and answers each intent, in the spec's order of keywords",
      flowScreens(texts === FR ? "fr" : "en"),
      async ({ page }) => {
        test.slow(); // eight exchanges
        await page.clock.install();
        await openHome(page, texts);
        const dialog = await openChat(page, texts);
        await expect(messages(dialog)).toHaveCount(1);
        await expect(messages(dialog).first()).toContainText(texts === FR ? "Bonjour !" : "Hello!");
        for (const [text, intent, reply] of intents) {
          const answer = await ask(page, dialog, text, { clock: true });
          await expect(answer, intent).toContainText(reply);
          const stored = await storedSession(page);
          expect(stored?.messages.at(-1)?.metadata, intent).toEqual({ intent, confidence: 0.95 });
        }
        // The clarification message offers four options (spec §4).
        await expect(messages(dialog).last().getByRole("group").getByRole("button")).toHaveCount(4);
      },
    );

    frTest("shows 4 options and reveals the others with +N", async ({ page }) => {
      await openHome(page, texts);
      const dialog = await openChat(page, texts);
      const options = messages(dialog).first().getByRole("group");
      await expect(options.getByRole("button")).toHaveCount(5); // 4 options + "+2"
      const more = options.getByRole("button", { name: texts.more });
      await more.click();
      await expect(more).toHaveCount(0);
      await expect(options.getByRole("button")).toHaveCount(6);
      // Focus lands on the first option that was hidden, for keyboard users.
      await expect(options.getByRole("button").nth(4)).toBeFocused();
    });

    frTest("ignores empty input; the reply comes after the typing indicator", async ({ page }) => {
      await openHome(page, texts);
      const dialog = await openChat(page, texts);
      const field = dialog.getByPlaceholder(texts.placeholder);
      const send = dialog.getByRole("button", { name: texts === FR ? "Envoyer" : "Send" });
      await expect(send).toBeDisabled();
      await field.fill("   ");
      await expect(send).toBeDisabled();
      await field.press("Enter");
      await expect(messages(dialog)).toHaveCount(1);

      // The panel's own timeline: when each message appeared and whether the indicator showed.
      await page.evaluate(() => {
        const panel = document.querySelector("[data-chat-panel]");
        const w = window as unknown as { __timeline: { t: number; count: number; typing: boolean }[] };
        w.__timeline = [];
        new MutationObserver(() => {
          w.__timeline.push({
            t: performance.now(),
            count: panel?.querySelectorAll("[role=log] > li").length ?? 0,
            typing: panel?.querySelector("[data-chat-typing]") !== null,
          });
        }).observe(panel!, { childList: true, subtree: true });
      });
      await field.fill(texts === FR ? "prix" : "price");
      await field.press("Enter");
      await expect(messages(dialog)).toHaveCount(3, { timeout: REPLY_TIMEOUT });
      await expect(dialog.locator("[data-chat-typing]")).toHaveCount(0);
      await expect(field).toHaveValue("");
      const timeline = await page.evaluate(
        () =>
          (window as unknown as { __timeline: { t: number; count: number; typing: boolean }[] }).__timeline,
      );
      const asked = timeline.find((e) => e.count === 2);
      const answered = timeline.find((e) => e.count === 3);
      expect(
        timeline.some((e) => e.count === 2 && e.typing),
        "typing indicator while the reply is pending",
      ).toBe(true);
      // The pricing reply is long: spec §9 clamps its delay to 3000 ms (exact figures are unit-tested).
      expect(answered!.t - asked!.t).toBeGreaterThanOrEqual(MAX_TYPING_MS - 100);
    });

    // Conversation state and analytics do not depend on the screen: checked on the desktop one.
    frTest("restores the conversation after a reload, and clears it", async ({ page }) => {
      test.slow(); // two reloads
      await page.clock.install();
      await openHome(page, texts);
      let dialog = await openChat(page, texts);
      const question = texts === FR ? "Avez-vous une API ?" : "Do you have an API?";
      await ask(page, dialog, question, { clock: true });
      await page.reload();
      await hydrated(page);
      dialog = await openChat(page, texts);
      await expect(messages(dialog)).toHaveCount(3);
      await expect(messages(dialog).nth(1)).toContainText(question);

      await dialog.getByRole("button", { name: texts.menu }).click();
      await dialog.getByRole("menuitem", { name: texts.clear }).click();
      await expect(messages(dialog)).toHaveCount(1);
      await expect(dialog.getByText(question)).toHaveCount(0);
      expect((await storedSession(page))?.messages).toHaveLength(1);
      await page.reload();
      await hydrated(page);
      dialog = await openChat(page, texts);
      await expect(messages(dialog)).toHaveCount(1);
    });

    frTest("starts afresh once the last activity is 24 hours old", async ({ page }) => {
      test.slow(); // three page loads and two conversations
      const start = new Date("2026-11-02T09:00:00+01:00");
      await page.clock.install({ time: start });
      await openHome(page, texts);
      let dialog = await openChat(page, texts);
      const question = texts === FR ? "Quels modules ?" : "Which modules?";
      await ask(page, dialog, question, { clock: true });
      await dialog.getByRole("button", { name: texts.close }).click();

      // 23 h 59 later the conversation is still there…
      await page.clock.setSystemTime(start.getTime() + 24 * 3_600_000 - 60_000);
      await page.reload();
      await hydrated(page);
      dialog = await openChat(page, texts);
      await expect(messages(dialog)).toHaveCount(3);
      await dialog.getByRole("button", { name: texts.close }).click();

      // …and 24 hours after the last activity it is gone, on reload as on reopening the panel.
      const lastActivity = (await page.evaluate(
        () => JSON.parse(localStorage.getItem("ga-chat-session") ?? "{}").session.lastActivity,
      )) as number;
      await page.clock.setSystemTime(lastActivity + 24 * 3_600_000);
      dialog = await openChat(page, texts);
      await expect(messages(dialog)).toHaveCount(1);
      await expect(dialog.getByText(question)).toHaveCount(0);

      await ask(page, dialog, question, { clock: true });
      await dialog.getByRole("button", { name: texts.close }).click();
      const second = (await page.evaluate(
        () => JSON.parse(localStorage.getItem("ga-chat-session") ?? "{}").session.lastActivity,
      )) as number;
      await page.clock.setSystemTime(second + 24 * 3_600_000 + 1_000);
      await page.reload();
      await hydrated(page);
      dialog = await openChat(page, texts);
      await expect(messages(dialog)).toHaveCount(1);
    });

    frTest(
      "is a keyboard-operable dialog: focus in, trapped, Escape closes and focus returns",
      async ({ page }, testInfo) => {
        await openHome(page, texts);
        const launcher = page.getByRole("button", { name: texts.launcher });
        await launcher.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAttribute("aria-modal", "true");
        if (testInfo.project.name === "mobile") await expect(dialog).toBeFocused();
        else await expect(dialog.getByPlaceholder(texts.placeholder)).toBeFocused();

        // Tab cycles inside the dialog.
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press("Tab");
          expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }

        // Escape first closes the menu, then the dialog.
        await dialog.getByRole("button", { name: texts.menu }).click();
        await expect(dialog.getByRole("menuitem", { name: texts.clear })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(dialog.getByRole("menu")).toHaveCount(0);
        await expect(dialog.getByRole("button", { name: texts.menu })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(launcher).toBeFocused();

        // An option chosen by keyboard keeps focus in the dialog.
        await page.keyboard.press("Enter");
        await expect(dialog).toBeVisible();
        const first = messages(dialog).first().getByRole("group").getByRole("button").first();
        await first.focus();
        await page.keyboard.press("Enter");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      },
    );

    frTest(
      "records the lead quality on close: cold, then warm once an institution is known",
      async ({ page }) => {
        await stubAnalytics(page);
        await page.clock.install();
        await openHome(page, texts);
        let dialog = await openChat(page, texts);
        await dialog.getByRole("button", { name: texts.close }).click();
        await expect(dialog).toHaveCount(0);
        expect((await analyticsCalls(page)).filter((c) => c.action === "chat_closed")).toEqual([
          expect.objectContaining({ event: "user-action", action: "chat_closed", leadQuality: "cold" }),
        ]);

        dialog = await openChat(page, texts);
        const answer = await ask(
          page,
          dialog,
          texts === FR ? "Je travaille au Lycée Victor Hugo." : "I work at Springfield High School.",
          { clock: true },
        );
        await expect(answer).toContainText(texts === FR ? "Lycée Victor Hugo" : "Springfield High School");
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        const closes = (await analyticsCalls(page)).filter((c) => c.action === "chat_closed");
        expect(closes.map((c) => c.leadQuality)).toEqual(["cold", "warm"]);
      },
    );

    frTest("size buttons set the student count; the calculator shows its notification", async ({ page }) => {
      await page.clock.install();
      await openHome(page, texts);
      const dialog = await openChat(page, texts);
      const greeting = messages(dialog).first().getByRole("group");
      await greeting.getByRole("button", { name: texts.more }).click();
      await greeting
        .getByRole("button", {
          name: texts === FR ? "Indiquer mon effectif" : "Tell you my student numbers",
        })
        .click();
      const sizes = messages(dialog).last().getByRole("group");
      await replied(page, () => expect(sizes).toBeVisible({ timeout: 1_000 }));
      await sizes
        .getByRole("button", { name: texts === FR ? "500 à 2 000 étudiants" : "500 to 2,000 students" })
        .click();
      await replied(page, () =>
        expect(messages(dialog).last()).toContainText(
          texts === FR ? /environ 1\s000 étudiants/ : /about 1,000 students/,
          { timeout: 1_000 },
        ),
      );
      expect((await storedSession(page))?.context.studentCount).toBe(1000);

      await messages(dialog)
        .last()
        .getByRole("button", { name: texts === FR ? "Calculateur de prix" : "Price calculator" })
        .click();
      // The notification's library is downloaded with the first toast.
      await expect(page.locator("[data-sonner-toast]")).toContainText(
        texts === FR ? "Calculateur de prix" : "Price calculator",
        {
          timeout: 15_000,
        },
      );
      // On a large screen the toast sits beside the open panel, never over its text field.
      const toastBox = await page.locator("[data-sonner-toast]").first().boundingBox();
      const panelBox = await dialog.boundingBox();
      if (toastBox && panelBox && panelBox.width < (page.viewportSize()?.width ?? 0)) {
        expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(panelBox.x);
      }
      const link = messages(dialog)
        .last()
        .getByRole("link", { name: texts === FR ? "Ouvrir le calculateur" : "Open the calculator" });
      await replied(page, () => expect(link).toBeVisible({ timeout: 1_000 }));
      await expect(link).toHaveAttribute(
        "href",
        `${texts === FR ? "" : "/en"}/tarification/calculateur?plan=excellence&students=1000`,
      );
    });

    test("hands over to the contact form, prefilled from the conversation", async ({ page }) => {
      await stubAnalytics(page);
      await page.clock.install();
      await openHome(page, texts);
      const dialog = await openChat(page, texts);
      await ask(
        page,
        dialog,
        texts === FR
          ? "Je suis au Collège Jean Moulin, nous avons 600 élèves"
          : "We are Springfield High School with 600 students",
        { clock: true },
      );
      await messages(dialog)
        .last()
        .getByRole("button", { name: texts === FR ? "Parler à un conseiller" : "Talk to an advisor" })
        .click();
      await expect(page).toHaveURL(new RegExp(`${texts === FR ? "" : "/en"}/contact\\?`));
      const url = new URL(page.url());
      expect(url.searchParams.get("subject")).toBe("sales");
      expect(url.searchParams.get("institution")).toBe(
        texts === FR ? "Collège Jean Moulin" : "Springfield High School",
      );
      expect(url.searchParams.get("students")).toBe("600");
      expect(url.searchParams.get("message")).toContain(
        texts === FR ? "Effectif : environ 600 étudiants." : "Student numbers: about 600.",
      );
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // The form shows what the visitor already said.
      await expect(page.getByLabel(/^(Établissement|Institution)/)).toHaveValue(
        texts === FR ? "Collège Jean Moulin" : "Springfield High School",
      );
      await expect(page.getByLabel(/^Message/)).toHaveValue(
        new RegExp(texts === FR ? "Effectif : environ 600 étudiants\\." : "Student numbers: about 600\\."),
      );
      const calls = await analyticsCalls(page);
      expect(calls).toContainEqual(
        expect.objectContaining({ action: "chat_contact_request", leadQuality: "warm" }),
      );
      expect(calls).toContainEqual(expect.objectContaining({ action: "chat_closed", leadQuality: "warm" }));
    });

    frTest("book_demo is recorded and opens the demo form", async ({ page }) => {
      await stubAnalytics(page);
      await page.clock.install();
      await openHome(page, texts);
      const dialog = await openChat(page, texts);
      await messages(dialog)
        .first()
        .getByRole("button", { name: texts === FR ? "Réserver une démo" : "Book a demo" })
        .click();
      const bookDemo = messages(dialog)
        .last()
        .getByRole("button", { name: texts === FR ? "Réserver ma démo" : "Book my demo" });
      await replied(page, () => expect(bookDemo).toBeVisible({ timeout: 1_000 }));
      await bookDemo.click();
      await expect(page).toHaveURL(new RegExp(`${texts === FR ? "" : "/en"}/demo\\?`));
      expect(new URL(page.url()).searchParams.get("message")).toBeTruthy();
      expect(await analyticsCalls(page)).toContainEqual(
        expect.objectContaining({ event: "user-action", action: "chat_book_demo", leadQuality: "cold" }),
      );
    });
  });
}

/** The e2e server's database (SQLite in DATA_DIR, see playwright.config.ts). */
function chatbotLeadsOf(
  email: string,
): { type: string; email: string; language: string; page: string; payload: string }[] {
  const conn = new DatabaseSync(`${process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`}/app.db`, {
    readOnly: true,
  });
  try {
    return conn.prepare("select * from lead where email = ? and type = 'chatbot'").all(email) as never;
  } finally {
    conn.close();
  }
}

test.describe("the chat lead", () => {
  test("reaches the database and the visitor's mailbox once confirmed", async ({ page }, info) => {
    const email = `chat-${info.project.name}-${Date.now().toString(36)}@lycee-e2e.example`;
    // Each test names its own client address, so the endpoint's rate limit never mixes tests.
    await page.setExtraHTTPHeaders({
      "x-test-client-address": `10.61.${info.workerIndex % 250}.${Math.floor(Math.random() * 250)}`,
    });
    await page.clock.install();
    await openHome(page, FR);
    const dialog = await openChat(page, FR);
    await ask(page, dialog, "Nous avons 800 élèves, quel budget prévoir ?", { clock: true });
    await ask(page, dialog, `${email}, Lycée Victor Hugo`, { clock: true });
    const offer = messages(dialog).last();
    await expect(offer).toContainText("Souhaitez-vous qu'un conseiller vous recontacte ?");
    expect(chatbotLeadsOf(email)).toHaveLength(0);
    await offer.getByRole("button", { name: "Oui, me recontacter" }).click();
    await replied(page, () =>
      expect(messages(dialog).last()).toContainText("C'est transmis", { timeout: 1_000 }),
    );

    const leads = chatbotLeadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: "chatbot", email, language: "fr", page: "/" });
    const payload = JSON.parse(leads[0]!.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({
      institution: "Lycée Victor Hugo",
      studentCount: 800,
      recommendedPlan: "excellence",
      quality: "warm",
      interests: ["pricing"],
    });
    expect(payload.transcript).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sender: "user", text: "Nous avons 800 élèves, quel budget prévoir ?" }),
      ]),
    );
    const mails = await mailsTo(email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });

  test.describe("when the endpoint fails", () => {
    test.use({ allowedConsole: [/status of 503/] });
    test("says so and offers to try again (English)", async ({ page }) => {
      let calls = 0;
      await page.route("**/api/leads/chatbot", async (route) => {
        calls++;
        await route.fulfill({ status: calls === 1 ? 503 : 201, json: {} });
      });
      await page.clock.install();
      await openHome(page, EN);
      const dialog = await openChat(page, EN);
      await ask(page, dialog, "jane@springfield-high.org, Springfield High School", { clock: true });
      await expect(messages(dialog).last()).toContainText("Would you like an advisor to get back to you?");
      await messages(dialog).last().getByRole("button", { name: "Yes, contact me" }).click();
      await replied(page, () =>
        expect(messages(dialog).last()).toContainText("could not be sent", { timeout: 1_000 }),
      );
      await messages(dialog).last().getByRole("button", { name: "Try again" }).click();
      await replied(page, () => expect(messages(dialog).last()).toContainText("Done!", { timeout: 1_000 }));
      expect(calls).toBe(2);
    });
  });

  test("declining sends nothing", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/leads/chatbot", (route) => {
      calls++;
      return route.fulfill({ status: 201, json: {} });
    });
    await page.clock.install();
    await openHome(page, FR);
    const dialog = await openChat(page, FR);
    await ask(page, dialog, "marie@lycee-hugo.fr, Lycée Victor Hugo", { clock: true });
    await messages(dialog).last().getByRole("button", { name: "Non merci" }).click();
    await replied(page, () =>
      expect(messages(dialog).last()).toContainText("je ne transmets rien", { timeout: 1_000 }),
    );
    expect(calls).toBe(0);
  });
});
