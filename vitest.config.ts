import { defineConfig } from "vitest/config";

/**
 * Longer limits for tests that run at the lowest CPU priority beside the end-to-end tests
 * (scripts/test-all.ts sets VITEST_TEST_TIMEOUT_MS): there they wait for the processor, not for
 * anything they test.
 */
const slowCpuTimeout = Number(process.env.VITEST_TEST_TIMEOUT_MS) || undefined;

// Vitest runs without the React Router plugin: unit tests import plain modules.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "content/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tools/**/*.test.ts",
    ],
    environment: "node",
    ...(slowCpuTimeout ? { testTimeout: slowCpuTimeout, hookTimeout: slowCpuTimeout } : {}),
  },
});
