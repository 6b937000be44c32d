import { createApp } from "../app.ts";
import { loadConfig, type AppConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createLogger } from "../logger.ts";
import type { MailTransport, OutgoingMail } from "../mail/transport.ts";
import { createServices, type AppServices, type ServicesHandle } from "../services.ts";
import { authRoutes } from "./routes.ts";
import type { RouterContextProvider } from "react-router";
import type { ServerComposition } from "../composition.ts";
import { bareComposition } from "../test-composition.ts";

/**
 * The server with a fresh database and a mailbox that keeps every message, for integration tests
 * of accounts without a browser. Requests go through the real Hono app (auth API, JWKS, origin
 * check); the React Router build is not loaded. The composition gives the router contexts and the
 * texts: none of the application's by default (app/test-harness.server.ts passes the application's).
 */
export const TEST_BASE_URL = "http://localhost:3999";
/** The password of the accounts the harness signs up. */
export const TEST_PASSWORD = "Cahier-lune-7";

export interface Harness {
  readonly t: TestDatabase;
  readonly config: AppConfig;
  readonly services: AppServices;
  readonly handle: ServicesHandle;
  readonly app: ReturnType<typeof createApp>;
  /** Messages delivered so far to an address (waits for the background work first). */
  mails(to: string): Promise<OutgoingMail[]>;
  browser(): Browser;
  /** A browser that signed up with TEST_PASSWORD and opened the confirmation link (signed in). */
  verified(email: string, names?: { firstName: string; lastName: string }): Promise<Browser>;
  /** The id of the user with this address. */
  userId(email: string): Promise<string>;
  /** The router context a loader or action gets: request info and the harness's services. */
  routeContext(clientAddress?: string): RouterContextProvider;
  /**
   * Another instance of the server on the same database (its own connection and services), like
   * a second process behind a load balancer.
   */
  secondInstance(): Promise<Instance>;
  close(): Promise<void>;
}

export interface Instance {
  readonly app: ReturnType<typeof createApp>;
  readonly services: AppServices;
  close(): Promise<void>;
}

/** A cookie jar in front of the app, like one browser. */
export interface Browser {
  readonly cookies: Map<string, string>;
  cookieHeader(): string;
  headers(extra?: Record<string, string>): Headers;
  fetch(
    path: string,
    init?: { method?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

export function setCookies(response: Response): { name: string; value: string; attributes: string }[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attrs] = line.split(";");
    const eq = pair.indexOf("=");
    return {
      name: pair.slice(0, eq).trim(),
      value: pair.slice(eq + 1).trim(),
      attributes: attrs.join(";").trim(),
    };
  });
}

export async function startHarness(
  env: Record<string, string> = {},
  composition: ServerComposition = bareComposition,
): Promise<Harness> {
  const t = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: t.dir,
    BASE_URL: TEST_BASE_URL,
    ADMIN_EMAILS: "direction@ga-education.fr",
    AUTH_RATE_LIMIT_WINDOW: "3",
    // Each test browser has its own address (X-Forwarded-For), like separate visitors.
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    ...env,
  });
  const logger = createLogger("silent");
  const outbox: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: "smtp",
    async send(mail) {
      outbox.push(mail);
    },
    close() {},
  };
  const handle = createServices(config, logger, t.database, { transport, startWorker: false });
  const { services } = handle;
  const appOn = (own: AppServices) =>
    createApp({
      config,
      logger,
      mode: "production",
      version: "test",
      getBuild: async () => {
        throw new Error("no React Router build in these tests");
      },
      health: async () => ({ database: await own.database.ping() }),
      services: own,
      composition,
      extraRoutes: authRoutes(own),
    });
  const app = appOn(services);

  let browsers = 0;
  const browser = (): Browser => {
    const cookies = new Map<string, string>();
    const n = ++browsers;
    const address = `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return {
      cookies,
      cookieHeader,
      headers(extra = {}) {
        const h = new Headers({ origin: TEST_BASE_URL, "x-forwarded-for": address, ...extra });
        if (cookies.size) h.set("cookie", cookieHeader());
        return h;
      },
      async fetch(path, init = {}) {
        const headers = this.headers(init.headers);
        if (init.json !== undefined) headers.set("content-type", "application/json");
        const response = await app.request(`${TEST_BASE_URL}${path}`, {
          method: init.method ?? (init.json === undefined ? "GET" : "POST"),
          headers,
          ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        });
        for (const c of setCookies(response)) {
          if (/max-age=0/i.test(c.attributes) || c.value === "") cookies.delete(c.name);
          else cookies.set(c.name, c.value);
        }
        return response;
      },
    };
  };

  const mails = async (to: string): Promise<OutgoingMail[]> => {
    await handle.settle();
    await services.mailer.processDue();
    return outbox.filter((m) => m.to === to);
  };

  return {
    t,
    config,
    services,
    handle,
    app,
    mails,
    browser,
    async verified(email, names = { firstName: "Camille", lastName: "Durand" }) {
      const signedUp = browser();
      await signedUp.fetch("/api/auth/sign-up/email", {
        json: { email, password: TEST_PASSWORD, name: "Test", ...names, callbackURL: "/dashboard" },
      });
      const [mail] = await mails(email);
      const link = new URL(linkIn(mail, "verify-email"));
      await signedUp.fetch(link.pathname + link.search);
      return signedUp;
    },
    async userId(email) {
      const row = await t.database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    routeContext(clientAddress = "10.9.9.9") {
      return composition.routerContext({ nonce: "", origin: TEST_BASE_URL, clientAddress, services }).context;
    },
    async secondInstance() {
      const database = openDatabase(t.url, { poolSize: 4 });
      const second = createServices(config, logger, database, { transport, startWorker: false });
      return {
        app: appOn(second.services),
        services: second.services,
        async close() {
          await second.close();
          await database.close();
        },
      };
    },
    async close() {
      await handle.close();
      await t.destroy();
    },
  };
}

/** The first link of a message's text that contains `fragment`. */
export function linkIn(mail: OutgoingMail | undefined, fragment: string): string {
  const link = mail?.text.split(/\s+/).find((word) => word.startsWith("http") && word.includes(fragment));
  if (!link) throw new Error(`No link with "${fragment}" in the message "${mail?.subject}"`);
  return link;
}

/** Form data from fields; undefined ones are left out. */
export function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value);
  return data;
}
