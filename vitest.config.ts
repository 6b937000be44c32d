import { configDefaults, defineConfig } from "vitest/config";

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
    // PostgreSQL-only tests (`*.pg.test.ts`) run under `npm run test:pg`, which sets TEST_DATABASE_URL.
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, "**/*.pg.test.ts"],
    environment: "node",
  },
});
