/**
 * Compiles the EN 16931 stylesheet (tests/support/en16931/) to SaxonJS's SEF format and keeps it,
 * gzipped, in tests/support/en16931/compiled/, named by the stylesheet's hash and xslt3's version,
 * so that the tests never compile it (about 40 s of CPU). Run after changing either; the older
 * copies are removed. `cii.test.ts` fails while the copy for the current key is missing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { committedRulesPath, compileRules } from "../tests/support/en16931.ts";

const target = committedRulesPath();
const dir = mkdtempSync(path.join(tmpdir(), "en16931-compile-"));
try {
  const sef = path.join(dir, "rules.sef.json");
  await compileRules(sef);
  const folder = path.dirname(target);
  for (const old of readdirSync(folder)) {
    if (old.endsWith(".sef.json.gz")) rmSync(path.join(folder, old));
  }
  writeFileSync(target, gzipSync(readFileSync(sef), { level: 9 }));
  console.log(`compiled rules written to ${path.relative(process.cwd(), target)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
