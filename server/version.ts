import { readFileSync } from "node:fs";
import path from "node:path";

let version: string | undefined;

/**
 * The application's version (package.json), shown on /healthz and written into backup manifests.
 * Server code only (`server/` runs from its sources; a bundled module would look beside the build).
 */
export function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return version;
}
