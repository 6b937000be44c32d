import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Validates a CII invoice (the `factur-x.xml` of a Factur-X PDF) against the official EN 16931
 * business rules (`en16931/`), with SaxonJS from the `xslt3` package: the stylesheet is compiled
 * to a SEF file once (cached under node_modules/.cache, keyed by the stylesheet's hash), then each
 * validation runs it on the XML and reads the SVRL report.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const XSLT = path.join(import.meta.dirname, "en16931", "EN16931-CII-validation.xslt");
const XSLT3 = path.join(ROOT, "node_modules", "xslt3", "xslt3.js");
export const CII_EXAMPLE = path.join(import.meta.dirname, "en16931", "CII_example1.xml");

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

let compiling: Promise<string> | undefined;

/** The compiled stylesheet's path, compiling it first when the cache does not hold it. */
export function compiledRules(): Promise<string> {
  compiling ??= (async () => {
    const hash = createHash("sha256").update(readFileSync(XSLT)).digest("hex").slice(0, 16);
    const dir = path.join(ROOT, "node_modules", ".cache", "en16931");
    const sef = path.join(dir, `cii-${hash}.sef.json`);
    if (existsSync(sef)) return sef;
    mkdirSync(dir, { recursive: true });
    // One compilation at a time on a machine: test files starting together wait for the first
    // (the lock is a directory, created atomically); a lock left by a killed run expires.
    const lock = `${sef}.lock`;
    try {
      mkdirSync(lock);
    } catch {
      for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
        if (existsSync(sef)) return sef;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    try {
      // Compiled beside, then renamed: a parallel test run never reads half a file.
      const partial = `${sef}.${process.pid}.tmp`;
      await run(process.execPath, [XSLT3, `-xsl:${XSLT}`, `-export:${partial}`, "-nogo"], {
        maxBuffer: 16 * 1024 * 1024,
      });
      renameSync(partial, sef);
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
