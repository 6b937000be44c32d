import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";

/**
 * Validates a CII invoice (the `factur-x.xml` of a Factur-X PDF) against the official EN 16931
 * business rules (`en16931/`), with SaxonJS from the `xslt3` package, which runs a stylesheet
 * compiled to a SEF file, then reads the SVRL report. Compiling the stylesheet takes about 40 s of
 * CPU (minutes on a busy two-core machine), so its compiled form is kept in the repository
 * (`en16931/compiled/`, gzipped, named by the stylesheet's hash and xslt3's version) and unpacked
 * into node_modules/.cache; it is compiled here only when that copy is missing or out of date
 * (`node scripts/compile-en16931-rules.ts` writes a new one).
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const XSLT = path.join(import.meta.dirname, "en16931", "EN16931-CII-validation.xslt");
const XSLT3 = path.join(ROOT, "node_modules", "xslt3", "xslt3.js");
const COMPILED_DIR = path.join(import.meta.dirname, "en16931", "compiled");
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "en16931");
export const CII_EXAMPLE = path.join(import.meta.dirname, "en16931", "CII_example1.xml");
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 10 * 60_000;

export interface FailedAssert {
  readonly id: string;
  readonly flag: string;
  readonly text: string;
}

export interface Validation {
  /** Failed assertions flagged fatal: the invoice is not valid when there is one. */
  readonly fatal: readonly FailedAssert[];
  readonly warnings: readonly FailedAssert[];
  /** The SVRL report as written by the stylesheet. */
  readonly svrl: string;
}

/** What a compiled stylesheet depends on: the stylesheet itself and the compiler's version. */
export function rulesKey(): string {
  const hash = createHash("sha256").update(readFileSync(XSLT)).digest("hex").slice(0, 16);
  const { version } = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules", "xslt3", "package.json"), "utf8"),
  ) as {
    version: string;
  };
  return `cii-${hash}-xslt3-${version}`;
}

/** The compiled stylesheet kept in the repository for the current key (it may be missing). */
export function committedRulesPath(): string {
  return path.join(COMPILED_DIR, `${rulesKey()}.sef.json.gz`);
}

/** Compiles the stylesheet into `target` (written beside, then renamed: never read half-written). */
export async function compileRules(target: string): Promise<void> {
  const partial = `${target}.${process.pid}.tmp`;
  await run(process.execPath, [XSLT3, `-xsl:${XSLT}`, `-export:${partial}`, "-nogo"], {
    maxBuffer: 16 * 1024 * 1024,
  });
  renameSync(partial, target);
}

function lockIsLive(lock: string): boolean {
  try {
    return Date.now() - statSync(lock).mtimeMs < STALE_LOCK_MS;
  } catch {
    return false;
  }
}

let compiling: Promise<string> | undefined;

/** The compiled stylesheet's path: unpacked from the repository's copy, or compiled when it has none. */
export function compiledRules(): Promise<string> {
  compiling ??= (async () => {
    const sef = path.join(CACHE_DIR, `${rulesKey()}.sef.json`);
    if (existsSync(sef)) return sef;
    mkdirSync(CACHE_DIR, { recursive: true });
    const committed = committedRulesPath();
    if (existsSync(committed)) {
      const partial = `${sef}.${process.pid}.tmp`;
      writeFileSync(partial, gunzipSync(readFileSync(committed)));
      renameSync(partial, sef);
      return sef;
    }
    // One compilation at a time on a machine: test files starting together wait for the first
    // (the lock is a directory, created atomically) for as long as it works; a lock left by a
    // killed run is taken over.
    const lock = `${sef}.lock`;
    for (;;) {
      try {
        mkdirSync(lock);
        break;
      } catch {
        if (existsSync(sef)) return sef;
        if (!lockIsLive(lock)) rmSync(lock, { recursive: true, force: true });
        else await new Promise((r) => setTimeout(r, 500));
      }
    }
    try {
      if (!existsSync(sef)) await compileRules(sef);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    return sef;
  })();
  return compiling;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The failed assertions of an SVRL report. */
export function failedAsserts(svrl: string): FailedAssert[] {
  const out: FailedAssert[] = [];
  for (const m of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attrs = m[1]!;
    const id = /\bid="([^"]*)"/.exec(attrs)?.[1] ?? "";
    const flag = /\bflag="([^"]*)"/.exec(attrs)?.[1] ?? "";
    const text = decode(/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2]!)?.[1] ?? "").trim();
    out.push({ id, flag, text });
  }
  return out;
}

/** Validates several invoices, one run of SaxonJS each (its command line reads one file at a time). */
export async function validateAll(xmls: readonly (string | Uint8Array)[]): Promise<Validation[]> {
  const results: Validation[] = [];
  for (const xml of xmls) results.push(await validateCii(xml));
  return results;
}

export async function validateCii(xml: string | Uint8Array): Promise<Validation> {
  const sef = await compiledRules();
  const dir = mkdtempSync(path.join(tmpdir(), "en16931-"));
  try {
    const source = path.join(dir, "invoice.xml");
    const report = path.join(dir, "invoice.svrl.xml");
    writeFileSync(source, xml);
    await run(process.execPath, [XSLT3, `-xsl:${sef}`, `-s:${source}`, `-o:${report}`], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const svrl = readFileSync(report, "utf8");
    const failed = failedAsserts(svrl);
    return {
      fatal: failed.filter((f) => f.flag === "fatal"),
      warnings: failed.filter((f) => f.flag !== "fatal"),
      svrl,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
