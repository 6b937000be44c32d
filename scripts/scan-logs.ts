// Scans the server log of an end-to-end run for secrets (issue 10: nothing secret is ever written
// to the logs). Run by `npm run test:e2e` after the browser tests; exits 1 when it finds one.
//
//   node scripts/scan-logs.ts [log file] [data folder]
//
// It looks for the values it knows (the server's signing secret, every password the tests type)
// and for the shapes of secrets whatever their value (session cookies, bearer tokens, TOTP keys,
// private keys, password or token fields that were not redacted).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT ?? 3300);
const logFile = process.argv[2] ?? `/tmp/ga-e2e-${port}.log`;
const dataDir = process.argv[3] ?? process.env.E2E_DATA_DIR ?? `/tmp/ga-e2e-${port}`;

/** Passwords the end-to-end tests type, read from their sources. */
export function testPasswords(sources: readonly string[]): string[] {
  const found = new Set<string>();
  const pattern = /(?:PASSWORD|[pP]assword)\s*[:=]\s*"([^"]{6,})"/g;
  for (const source of sources) for (const m of source.matchAll(pattern)) found.add(m[1]!);
  return [...found];
}

const SHAPES: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: "a session cookie", pattern: /session_token=[A-Za-z0-9._~%-]{8,}/ },
  { name: "a token in an address", pattern: /[?&](?:token|code)=[A-Za-z0-9._~-]{16,}/ },
  { name: "a bearer token", pattern: /Bearer\s+[A-Za-z0-9._~+/=-]{16,}/ },
  { name: "a TOTP key", pattern: /otpauth:\/\/|[?&]secret=[A-Z2-7]{16,}/ },
  { name: "a private key", pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  {
    name: "a secret field not redacted",
    pattern:
      /"(?:password|newPassword|currentPassword|confirmPassword|token|secret|authorization|cookie|iban)"\s*:\s*"(?!\[redacted\])[^"]+"/i,
  },
];

export interface Finding {
  readonly line: number;
  readonly what: string;
}

export function scanLog(text: string, knownSecrets: readonly { name: string; value: string }[]): Finding[] {
  const findings: Finding[] = [];
  text.split("\n").forEach((line, i) => {
    for (const secret of knownSecrets) {
      if (secret.value && line.includes(secret.value)) findings.push({ line: i + 1, what: secret.name });
    }
    for (const shape of SHAPES)
      if (shape.pattern.test(line)) findings.push({ line: i + 1, what: shape.name });
  });
  return findings;
}

function main(): void {
  if (!existsSync(logFile)) {
    console.error(`scan-logs: no log at ${logFile}`);
    process.exit(1);
  }
  const text = readFileSync(logFile, "utf8");
  const requests = text.split("\n").filter((l) => l.includes('"msg":"request"')).length;
  if (requests === 0) {
    console.error(`scan-logs: ${logFile} holds no request line: the server did not log at level info`);
    process.exit(1);
  }
  const e2eDir = path.join(root, "tests/e2e");
  const sources = readdirSync(e2eDir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => readFileSync(path.join(e2eDir, f), "utf8"));
  const known = testPasswords(sources).map((value) => ({ name: "a password typed by the tests", value }));
  const secretFile = path.join(dataDir, "auth-secret");
  if (existsSync(secretFile)) {
    known.push({ name: "the signing secret (AUTH_SECRET)", value: readFileSync(secretFile, "utf8").trim() });
  }
  const findings = scanLog(text, known);
  const lines = text.split("\n").length;
  if (findings.length > 0) {
    console.error(`scan-logs: ${findings.length} secret(s) in ${logFile}:`);
    for (const f of findings.slice(0, 20)) console.error(`  line ${f.line}: ${f.what}`);
    process.exit(1);
  }
  console.log(
    `scan-logs: ${lines} lines (${requests} requests) checked against ${known.length} known secrets and ${SHAPES.length} shapes: none found.`,
  );
}

if (import.meta.main) main();
