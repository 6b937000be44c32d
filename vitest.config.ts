import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const ROOTS = ["app", "content", "server", "scripts", "tools"];
const INCLUDE = ROOTS.map((root) => `${root}/**/*.test.${root === "app" ? "{ts,tsx}" : "ts"}`);
// PostgreSQL-only tests (`*.pg.test.ts`) run under `npm run test:pg`, which sets TEST_DATABASE_URL.
const EXCLUDE = process.env.TEST_DATABASE_URL
  ? configDefaults.exclude
  : [...configDefaults.exclude, "**/*.pg.test.ts"];

/**
 * The test files that replace a module (`vi.mock`): each runs in a module graph of its own. The
 * others share one graph per worker (`isolate: false`): they change no state another file reads,
 * and the run takes about half the time on this machine.
 */
const MOCKING = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(root, file))
    .filter((file) => readFileSync(file, "utf8").includes("vi.mock(")),
);

// Vitest runs without the React Router plugin: unit tests import plain modules.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    projects: [
      {
        extends: true,
        test: { name: "shared", include: INCLUDE, exclude: [...EXCLUDE, ...MOCKING], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: MOCKING, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
