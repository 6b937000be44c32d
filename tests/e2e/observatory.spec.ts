import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { request, type APIRequestContext } from "@playwright/test";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { mailLink } from "../support/mail-text.ts";
import { startNginxFront, type NginxFront } from "../support/nginx-front.ts";
import { PASSWORD, uniqueEmail } from "./accounts.ts";
import { expect, mailsTo, test } from "./fixtures.ts";

/**
 * Issue 10: behind TLS (the documented nginx front, tests/support/nginx-front.ts), the MDN HTTP
 * Observatory's own scanner grades the home page, a pricing page, /auth and a signed-in /dashboard
 * A+ (its grade includes the redirect of plain HTTP to HTTPS); the session cookie is Secure,
 * HttpOnly and SameSite=Lax.
 */
const run = promisify(execFile);
const SCANNER = path.resolve(import.meta.dirname, "../../tools/observatory/scan.js");

interface Scan {
  readonly grade: string;
  readonly score: number;
  readonly status: number;
  readonly tests: Record<string, { pass: boolean; result: string; modifier: number }>;
}

async function observatory(front: NginxFront, pagePath: string, cookie?: string): Promise<Scan> {
  const args = [SCANNER, "localhost", String(front.httpPort), String(front.httpsPort), pagePath];
  if (cookie) args.push(cookie);
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: front.certFile },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as Scan;
}

function setCookies(headers: { name: string; value: string }[]): string[] {
  return headers.filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
}

test.describe("security headers behind TLS", () => {
  // One server and one proxy on fixed ports, in one worker.
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  let front: NginxFront;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    const port = E2E_PORT + 110;
    const httpsPort = E2E_PORT + 111;
    app = await startAppServer(port, {
      BASE_URL: `https://localhost:${httpsPort}`,
      TRUST_PROXY: "true",
      HOST: "127.0.0.1",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    });
    front = await startNginxFront({ upstreams: [`127.0.0.1:${port}`], httpsPort, httpPort: E2E_PORT + 112 });
    api = await request.newContext({ baseURL: front.httpsOrigin, ignoreHTTPSErrors: true });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await front?.stop();
    await app?.stop();
  });

  test("the session cookie is Secure, HttpOnly and SameSite=Lax; the Observatory grades every page A+", async () => {
    test.setTimeout(120_000);
    const email = uniqueEmail("observatory");
    const signUp = await api.post("/auth?view=sign-up", {
      form: {
        intent: "sign-up",
        firstName: "Inès",
        lastName: "Lefort",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        terms: "on",
      },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(200);
    const link = mailLink((await mailsTo(email, 1)).at(-1)!.raw, "/api/auth/verify-email");
    expect(link.startsWith(front.httpsOrigin)).toBe(true);
    await api.get(link, { maxRedirects: 0 });

    const signIn = await api.post("/auth", {
      form: { intent: "sign-in", email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    const cookies = setCookies(signIn.headersArray());
    const session = cookies.find((c) => /session_token=/.test(c));
    expect(session, cookies.join("\n")).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    // Every cookie the sign-in sets is Secure behind HTTPS.
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    const cookieHeader = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const dashboard = await api.get("/dashboard", { maxRedirects: 0 });
    expect(dashboard.status(), "signed in through the proxy").toBe(200);

    for (const [pagePath, cookie] of [
      ["/", undefined],
      ["/tarification", undefined],
      ["/auth", undefined],
      ["/dashboard", cookieHeader],
    ] as const) {
      const scan = await observatory(front, pagePath, cookie);
      test
        .info()
        .annotations.push({ type: "observatory", description: `${pagePath}: ${scan.grade} (${scan.score})` });
      const failed = Object.entries(scan.tests)
        .filter(([, t]) => !t.pass)
        .map(([name, t]) => `${name}: ${t.result}`);
      expect(scan.status, `${pagePath} answered`).toBe(200);
      expect(failed, `${pagePath}: failed Observatory tests`).toEqual([]);
      expect(scan.grade, `${pagePath} scored ${scan.score}`).toBe("A+");
    }
  });
});
