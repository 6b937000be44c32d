import { readFileSync } from "node:fs";
import path from "node:path";

let version: string | undefined;

/** The application's version (package.json), shown on /healthz and written into backup manifests. */
export function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return version;
}
