// Grades one page with the MDN HTTP Observatory's own scanner (retrieval, tests and grading of
// @mdn/mdn-http-observatory), on the ports and path given, which its command line cannot take.
// Usage: NODE_EXTRA_CA_CERTS=cert.pem node scan.js <host> <httpPort> <httpsPort> <path> [cookie]
// Prints one JSON object: { grade, score, tests: { name: { pass, result } } }.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "node_modules/@mdn/mdn-http-observatory",
);
// The package's install script downloads the HSTS preload list and the TLD list; installed without
// it, both start empty: no host here is preloaded, and no public suffix matters for localhost.
for (const [file, empty] of [
  ["conf/hsts-preload.json", "{}"],
  ["conf/tld-list.json", "[]"],
]) {
  const target = path.join(packageDir, file);
  if (!existsSync(target)) writeFileSync(target, empty);
}

const { retrieve } = await import(path.join(packageDir, "src/retriever/retriever.js"));
const { ALL_TESTS } = await import(path.join(packageDir, "src/constants.js"));
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(path.join(packageDir, "src/grader/charts.js"));
const { getGradeForScore, getScoreModifier } = await import(path.join(packageDir, "src/grader/grader.js"));

const [host, httpPort, httpsPort, pagePath, cookie] = process.argv.slice(2);
const headers = ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"];
if (cookie) headers.push(`Cookie: ${cookie}`);
const requests = await retrieve(host, { httpPort, httpsPort, path: pagePath, headers });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: "no response" }));
  process.exit(1);
}

// As the package's scanner does (src/scanner/index.js): bonuses count only for a page already at A.
let withBonus = 100;
let withoutBonus = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(requests);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withBonus += modifier;
  if (modifier < 0) withoutBonus += modifier;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, modifier };
}
const { grade, score } = getGradeForScore(
  withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus,
);
console.log(
  JSON.stringify({
    grade,
    score,
    status: requests.responses.auto.status,
    finalUrl: requests.session?.response?.request?.res?.responseUrl ?? null,
    tests,
  }),
);
