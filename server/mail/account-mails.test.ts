import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import {
  existingAccountMail,
  passwordChangedMail,
  resetPasswordMail,
  twoFactorChangedMail,
  verifyEmailMail,
} from "./account-mails.ts";
import { escapeHtml } from "./layout.ts";
import { outboxTransport } from "./transport.ts";

const URL_WITH_QUERY = "https://www.ga.example/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard";

describe("account e-mails", () => {
  it("come in French and English, in HTML and text, with the link in both", () => {
    for (const lang of ["fr", "en"] as const) {
      const mails = [
        verifyEmailMail({ name: "Jeanne Dupont", lang }, URL_WITH_QUERY),
        resetPasswordMail({ name: "Jeanne Dupont", lang }, URL_WITH_QUERY),
        twoFactorChangedMail({ name: "Jeanne Dupont", lang }, true, URL_WITH_QUERY),
        twoFactorChangedMail({ name: "Jeanne Dupont", lang }, false, URL_WITH_QUERY),
        existingAccountMail({ name: "Jeanne Dupont", lang }, URL_WITH_QUERY, URL_WITH_QUERY),
      ];
      for (const mail of mails) {
        expect(mail.text).toContain(URL_WITH_QUERY);
        expect(mail.html).toContain(escapeHtml(URL_WITH_QUERY));
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.text).toContain(lang === "fr" ? "Bonjour Jeanne Dupont," : "Hello Jeanne Dupont,");
        expect(mail.subject).toMatch(lang === "fr" ? /GA Éducation$/ : /GA Education$/);
      }
    }
    expect(verifyEmailMail({ lang: "fr" }, URL_WITH_QUERY).subject).toBe(
      "Confirmez votre adresse e-mail – GA Éducation",
    );
    expect(resetPasswordMail({ lang: "en" }, URL_WITH_QUERY).subject).toBe(
      "Reset your password – GA Education",
    );
    expect(passwordChangedMail({ lang: "fr" }, URL_WITH_QUERY).text).toContain("Bonjour,");
  });

  it("escape what the user typed", () => {
    const mail = verifyEmailMail({ name: '<script>alert("x")</script>', lang: "fr" }, URL_WITH_QUERY);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});

describe("outbox", () => {
  it("keeps each message as an .eml file when no SMTP server is configured", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ga-outbox-"));
    const transport = outboxTransport(dir, createLogger("silent"));
    const mail = verifyEmailMail({ name: "Jeanne", lang: "fr" }, URL_WITH_QUERY);
    await transport.send({
      id: "m1",
      from: "GA Éducation <no-reply@ga.example>",
      to: "jeanne@lycee.example",
      ...mail,
    });
    const [file] = readdirSync(dir);
    expect(file).toMatch(/-m1\.eml$/);
    const raw = readFileSync(path.join(dir, file!), "utf8");
    expect(raw).toMatch(/^To: jeanne@lycee\.example$/m);
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("Content-Type: text/plain");
  });
});
