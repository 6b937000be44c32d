import { startHarness, type Harness } from "#server/auth/test-harness.ts";
import { composition } from "./compose.server.ts";

/**
 * The server's test harness (server/auth/test-harness.ts) with the application's composition: its
 * `routeContext` is the router context loaders and actions get, and the server answers with the
 * application's texts.
 */
export function startAppHarness(env: Record<string, string> = {}): Promise<Harness> {
  return startHarness(env, composition);
}
