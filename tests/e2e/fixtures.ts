import path from "node:path";
import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { E2E_PORT, SMTP_HTTP_PORT } from "../../playwright.config.ts";

/**
 * Every test fails on a console error or warning, or on an uncaught page error (STYLE.md, Tests).
 * A test that expects one (e.g. an offline fetch) lists it in `allowedConsole`.
 */
/** What the test runner itself logs, not the site: the service worker is blocked outside its own spec. */
const RUNNER_MESSAGES = [/^Service Worker registration blocked by Playwright$/];

export const test = base.extend<{ allowedConsole: RegExp[]; consoleProblems: string[] }>({
  allowedConsole: [[], { option: true }],
  // The list is its own fixture (tests may read it); the `page` override fills and checks it.
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, allowedConsole, consoleProblems }, use) => {
    page.on("console", (msg) => {
      if (msg.type() !== "error" && msg.type() !== "warning") return;
      const text = msg.text();
      if (allowedConsole.some((re) => re.test(text)) || RUNNER_MESSAGES.some((re) => re.test(text))) return;
      consoleProblems.push(`${msg.type()}: ${text}`);
    });
    page.on("pageerror", (err) => consoleProblems.push(`pageerror: ${err.message}`));
    await use(page);
    expect(consoleProblems, "console errors or warnings").toEqual([]);
  },
});

export { expect };

/**
 * Which screens run a test. Every test runs on the desktop screen. What depends on the screen
 * (layout, navigation, forms, tables) runs on the phone screen too: `ON_PHONE` (tag `@mobile`),
 * the mobile project's opt-in (playwright.config.ts). Checks that set their own phone screen run
 * in the mobile project only (`@mobile-only`). A browser flow that depends on the screen runs in
 * both languages on the desktop screen and in French, the reference language, on the phone screen:
 * `flowScreens(lang)`.
 */
export const ON_PHONE = { tag: "@mobile" } as const;
export const MOBILE_ONLY = { tag: "@mobile-only" } as const;
export function flowScreens(lang: "fr" | "en"): { tag?: string } {
  return lang === "fr" ? ON_PHONE : {};
}

function registerNothing(): void {}

/**
 * `test`, for a check of behaviour inside a loop over the languages: it runs in French, the
 * reference language. In English it would repeat the same steps with other words; those words are
 * checked by the locale tests, the pages' checks in both languages and the loop's English flows.
 */
export function frenchOnly(lang: "fr" | "en"): typeof test {
  return lang === "fr" ? test : (registerNothing as unknown as typeof test);
}

export interface SinkMessage {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  receivedAt: string;
}

/**
 * How long a test waits for the staff's copy of a lead or a ticket on the shared server. The queue
 * sends staff copies after every mail a customer or a visitor waits for (decision 038), so under
 * the suite's load other tests' mails are often ahead of it; the wait ends as soon as it arrives.
 */
export const STAFF_MAIL_TIMEOUT_MS = 30_000;

/** Messages the SMTP sink received for an address (waits until at least `count` arrived). */
export async function mailsTo(address: string, count = 1, timeoutMs = 10_000): Promise<SinkMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
    const list = (await res.json()) as SinkMessage[];
    if (list.length >= count || Date.now() > deadline) return list;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The latest message to an address whose subject matches (waits until one arrives): for a mail
 * among others sent to the same person (a ticket's acknowledgement, then its reply), where a count
 * would depend on which arrives first.
 */
export async function mailTo(
  address: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<SinkMessage | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address, 1, 0)).filter((m) => subject.test(m.subject)).at(-1);
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A picture of a screen for a person to look at, in the folder `E2E_SCREENSHOTS` names
 * (`E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`); without it, nothing is drawn. The tests check
 * what they see with assertions; the pictures are for review, and drawing and encoding them costs
 * the browser's time in every run.
 */
export async function lookAt(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const file = path.join(folder, `${name}.png`);
  await ("goto" in target
    ? target.screenshot({ path: file, ...options })
    : target.screenshot({ path: file }));
}

/**
 * Waits until `expectation` passes, moving the page's fake clock (`page.clock.install()`) forward
 * by `stepMs` before each try: for what a page does after a delay of its own (a reply's typing
 * delay, a retry's wait, a background download), without waiting that delay out.
 */
export async function advanceUntil(
  page: Page,
  stepMs: number,
  expectation: () => Promise<void>,
  timeout = 15_000,
): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(stepMs);
    await expectation();
  }).toPass({ timeout });
}

/** Waits for the page to be hydrated (React attached its event handlers). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * A request context with a client address of its own (`x-test-client-address`, honoured by E2E
 * servers only): its sign-ups and sign-ins never share the per-address limits with the tests that
 * run at the same time.
 */
export function apiContext(): Promise<APIRequestContext> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return request.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    extraHTTPHeaders: { "x-test-client-address": `10.${part()}.${part()}.${part()}` },
  });
}
