import { describe, expect, it } from "vitest";
import { auditVerdict } from "./audit-verdict.ts";

const report = (vulnerabilities: Record<string, { severity: string }>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
      dependencies: { prod: 212, dev: 540, optional: 3, peer: 0, peerOptional: 0, total: 754 },
    },
  });

describe("auditVerdict", () => {
  it("is clean without high or critical advisories, whatever the lower ones", () => {
    expect(auditVerdict(report({}, {}))).toEqual({
      kind: "clean",
      counts: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
      dependencies: 212,
    });
    expect(auditVerdict(report({ cookie: { severity: "low" } }, { low: 1 })).kind).toBe("clean");
    expect(auditVerdict(report({ esbuild: { severity: "moderate" } }, { moderate: 1 })).kind).toBe("clean");
  });

  it("names the packages with a high or critical advisory", () => {
    const verdict = auditVerdict(
      report(
        {
          "path-to-regexp": { severity: "high" },
          cookie: { severity: "low" },
          jose: { severity: "critical" },
        },
        { high: 1, critical: 1, low: 1 },
      ),
    );
    expect(verdict).toMatchObject({
      kind: "advisories",
      counts: { high: 1, critical: 1, low: 1 },
      packages: ["jose (critical)", "path-to-regexp (high)"],
    });
  });

  it("says the audit could not run when the service refuses, or prints no report", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    expect(auditVerdict(refused)).toEqual({
      kind: "unavailable",
      reason: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(auditVerdict("").kind).toBe("unavailable");
    expect(auditVerdict("npm error network").kind).toBe("unavailable");
  });
});
