import { defineConfig } from "vitest/config";

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
  },
});
