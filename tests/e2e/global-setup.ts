import { adminApi } from "./accounts.ts";

/**
 * Before any test: the admin of ADMIN_EMAILS signs up and confirms once on the shared server.
 * Tests starting together would otherwise all find no admin, sign up at the same moment and spend
 * the per-account sign-in attempts waiting for the one confirmation (then fail on the limit).
 * Playwright starts the web servers before this runs.
 */
export default async function globalSetup(): Promise<void> {
  const admin = await adminApi();
  await admin.dispose();
}
