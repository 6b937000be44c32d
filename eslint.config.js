import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".tmp-*",
      ".tmp-*/**",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // `import()` types stay allowed in type positions (`disallowTypeAnnotations: false`).
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Icons come from the site's sprite (app/ui/icon.tsx), never as lucide components. The schema
    // library comes configured from app/lib/forms/zod.ts (types may come from "zod" itself).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/forms/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "lucide-react", message: 'Use spriteIcon("name") from #app/ui/icon.tsx.' },
            {
              name: "zod",
              message: 'Import z from "#app/lib/forms/zod.ts" (configured for the strict CSP).',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ["lucide-react/*"],
              message: 'Use spriteIcon("name") from #app/ui/icon.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    // server/ is infrastructure only and content/ is the copy as data: neither imports the
    // application (the application imports them). What the server needs of the features reaches it
    // through server/composition.ts, filled in by app/compose.server.ts.
    files: ["server/**/*.{ts,tsx,js,mjs}", "content/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // `#app/…` and any relative path through an `app` folder (`../app/…`, `../../app/…`).
              regex: "^#app(/|$)|^(\\.\\.?/)+(.*/)?app(/|$)",
              message:
                "server/ and content/ import nothing from app/: move a pure helper or fact down, or let the application hand it over (server/composition.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a callback named `use`, which is not React's hook, and a fixture
    // without dependencies must still destructure its first argument (`async ({}, use) => …`).
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
