import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { PAGES, publicPaths } from "#app/lib/routing/pages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { adminApi, signUp, uniqueEmail } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 10: nothing secret is ever sent to the browser. The secrets the running server holds
 * (its signing secret, the password hashes, session tokens, two-factor keys and backup codes,
 * pending verification values, the private signing keys) are read from its data folder, then
 * looked for in every page a visitor, a customer and an admin can open (the HTML carries each
 * page's loader data) and in every file of the built client.
 */
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${E2E_PORT}`;
const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build-e2e", "client");

function serverSecrets(): { name: string; value: string }[] {
  const secrets = [
    { name: "AUTH_SECRET", value: readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim() },
  ];
  const db = new DatabaseSync(path.join(dataDir, "app.db"), { readOnly: true });
  try {
    const rows = (sql: string) => db.prepare(sql).all() as Record<string, string | null>[];
    for (const r of rows(`SELECT password FROM account WHERE password IS NOT NULL`))
      secrets.push({ name: "a password hash", value: r.password! });
    for (const r of rows(`SELECT token FROM session`))
      secrets.push({ name: "a session token", value: r.token! });
    for (const r of rows(`SELECT secret, backupCodes FROM twoFactor`)) {
      secrets.push({ name: "a two-factor key", value: r.secret! });
      secrets.push({ name: "two-factor backup codes", value: r.backupCodes! });
    }
    for (const r of rows(`SELECT value FROM verification`))
      secrets.push({ name: "a verification value", value: r.value! });
    for (const r of rows(`SELECT privateKey FROM jwks`))
      secrets.push({ name: "a private signing key", value: r.privateKey! });
  } finally {
    db.close();
  }
  // Short values could match by chance; every real secret is long.
  return secrets.filter((s) => s.value.length >= 16);
}

function leaks(body: string, secrets: readonly { name: string; value: string }[]): string[] {
  return secrets.filter((s) => body.includes(s.value)).map((s) => s.name);
}

test("no secret of the server reaches the browser", async () => {
  test.setTimeout(120_000);
  // Accounts with sessions, a pending verification and the admin, so that there is something to leak.
  const customer = await signUp(uniqueEmail("secrets"), { institution: "Lycée des Secrets gardés" });
  const admin = await adminApi();
  const secrets = serverSecrets();
  expect(secrets.filter((s) => s.name === "a session token").length).toBeGreaterThan(0);
  expect(secrets.filter((s) => s.name === "a password hash").length).toBeGreaterThan(0);

  const problems: string[] = [];
  const check = async (api: typeof admin, url: string) => {
    const res = await api.get(url);
    const found = leaks(await res.text(), secrets);
    if (found.length) problems.push(`${url}: ${found.join(", ")}`);
  };
  const pathsOf = (area: string) =>
    PAGES.filter((p) => p.area === area && !p.path.includes(":")).map((p) => p.path);
  for (const lang of ["fr", "en"] as const) {
    for (const p of publicPaths()) await check(customer, localizedPath(p, lang));
    for (const p of pathsOf("client-space")) await check(customer, localizedPath(p, lang));
    for (const p of [...pathsOf("client-space"), ...pathsOf("admin")])
      await check(admin, localizedPath(p, lang));
  }
  let files = 0;
  for (const file of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || !/\.(js|css|html|json|webmanifest)$/.test(file.name)) continue;
    files++;
    const found = leaks(readFileSync(path.join(file.parentPath, file.name), "utf8"), secrets);
    if (found.length) problems.push(`${file.name}: ${found.join(", ")}`);
  }
  expect(files).toBeGreaterThan(20);
  expect(problems).toEqual([]);
  await customer.dispose();
  await admin.dispose();
});
