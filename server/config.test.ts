import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, isWeakSecret, loadConfig } from "./config.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "ga-config-"));

describe("loadConfig", () => {
  it("starts with no configuration at all, on port 3000, with an embedded database and a kept secret", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBe(`file:${path.join(dir, "app.db")}`);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
    expect(config.requireAdmin2fa).toBe(false);
  });

  it("stops a production start without secret or public address, with a clear message", () => {
    expect(() => loadConfig({ APP_ENV: "production", DATA_DIR: tmp() })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: "production", DATA_DIR: tmp() })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ APP_ENV: "production", AUTH_SECRET: "x".repeat(64), DATA_DIR: tmp() })).toThrow(
      /BASE_URL/,
    );
  });

  it("refuses a weak secret in production", () => {
    expect(isWeakSecret("short")).toBe(true);
    expect(isWeakSecret("a".repeat(40))).toBe(true);
    expect(() =>
      loadConfig({
        APP_ENV: "production",
        AUTH_SECRET: "abababababababababababababababababab",
        BASE_URL: "https://x.fr",
      }),
    ).toThrow(/too weak/);
    const ok = loadConfig({
      APP_ENV: "production",
      AUTH_SECRET: "k3Jd9-Qz8LmN2pR7sT4vW1xY6bC0eF5gH",
      BASE_URL: "https://ga.example/",
      DATA_DIR: tmp(),
    });
    expect(ok.baseUrl).toBe("https://ga.example");
    expect(ok.requireAdmin2fa).toBe(true);
  });

  it("validates values and parses lists and flags", () => {
    expect(() => loadConfig({ PORT: "http", DATA_DIR: tmp() })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAILS: "a@b.fr, nope", DATA_DIR: tmp() })).toThrow(/ADMIN_EMAILS/);
    const c = loadConfig({ ADMIN_EMAILS: " A@B.fr ,c@d.fr", TRUST_PROXY: "true", DATA_DIR: tmp() });
    expect(c.adminEmails).toEqual(["a@b.fr", "c@d.fr"]);
    expect(c.trustProxy).toBe(true);
    expect(c.mailRetrySeconds).toBe(30);
    expect(loadConfig({ MAIL_RETRY_SECONDS: "2", DATA_DIR: tmp() }).mailRetrySeconds).toBe(2);
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: "0", DATA_DIR: tmp() })).toThrow(/MAIL_RETRY_SECONDS/);
  });

  it("reads the daily backup's time and retention: 03:00 and 14 days unless told, or off", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ backupMinutes: 180, backupRetentionDays: 14 });
    expect(loadConfig({ DATA_DIR: dir, BACKUP_TIME: "22:45", BACKUP_RETENTION_DAYS: "30" })).toMatchObject({
      backupMinutes: 22 * 60 + 45,
      backupRetentionDays: 30,
    });
    expect(loadConfig({ DATA_DIR: dir, BACKUP_TIME: "off" }).backupMinutes).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_TIME: "3h" })).toThrow(/BACKUP_TIME/);
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_RETENTION_DAYS: "0" })).toThrow(/BACKUP_RETENTION_DAYS/);
  });

  it("lowers the forms' minimum fill time on end-to-end servers only", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).formMinFillMs).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, FORM_MIN_FILL_MS: "50" }).formMinFillMs).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, FORM_MIN_FILL_MS: "50", E2E: "1" }).formMinFillMs).toBe(50);
    expect(() => loadConfig({ DATA_DIR: dir, FORM_MIN_FILL_MS: "-1", E2E: "1" })).toThrow(/FORM_MIN_FILL_MS/);
  });
});
