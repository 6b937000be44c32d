/**
 * What `npm audit --omit=dev --json` said, in one of three verdicts (issue 10: no high or critical
 * advisory in the production dependencies).
 */
export type AuditVerdict =
  | { readonly kind: "clean"; readonly counts: SeverityCounts; readonly dependencies: number }
  | { readonly kind: "advisories"; readonly counts: SeverityCounts; readonly packages: readonly string[] }
  | { readonly kind: "unavailable"; readonly reason: string };

export interface SeverityCounts {
  readonly info: number;
  readonly low: number;
  readonly moderate: number;
  readonly high: number;
  readonly critical: number;
}

const BLOCKING = new Set(["high", "critical"]);

interface AuditJson {
  readonly metadata?: {
    readonly vulnerabilities?: Partial<SeverityCounts>;
    readonly dependencies?: { readonly prod?: number; readonly total?: number };
  };
  readonly vulnerabilities?: Record<string, { readonly severity?: string }>;
  readonly message?: string;
  readonly statusCode?: number;
  readonly error?: { readonly summary?: string };
}

/** The verdict on npm audit's JSON output (its text, as printed). */
export function auditVerdict(output: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(output) as AuditJson;
  } catch {
    return { kind: "unavailable", reason: "npm audit printed no report" };
  }
  const found = report.metadata?.vulnerabilities;
  if (!found) {
    const reason = report.message ?? report.error?.summary ?? "npm audit printed no report";
    return { kind: "unavailable", reason: reason || "the audit service gave no answer" };
  }
  const counts: SeverityCounts = {
    info: found.info ?? 0,
    low: found.low ?? 0,
    moderate: found.moderate ?? 0,
    high: found.high ?? 0,
    critical: found.critical ?? 0,
  };
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => BLOCKING.has(v.severity ?? ""))
    .map(([name, v]) => `${name} (${v.severity})`)
    .sort();
  if (counts.high + counts.critical > 0 || packages.length > 0)
    return { kind: "advisories", counts, packages };
  return {
    kind: "clean",
    counts,
    dependencies: report.metadata?.dependencies?.prod ?? report.metadata?.dependencies?.total ?? 0,
  };
}
