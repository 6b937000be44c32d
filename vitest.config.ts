import { defineConfig } from "vitest/config";

// Vitest runs without the React Router plugin: unit tests import plain modules.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
