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
      // `import()` types stay allowed: declaration files (i18next's CustomTypeOptions) need them.
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Icons come from the site's sprite (app/ui/icon.tsx), never as lucide components.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "lucide-react", message: 'Use spriteIcon("name") from #app/ui/icon.tsx.' }],
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
    // content/ is the copy as data: it imports nothing from the app (the app imports it).
    files: ["content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // `#` starts a comment in these gitignore-style patterns, hence the escape.
              group: ["\\#app/*", "**/app/*", "**/app"],
              message: "content/ imports nothing from app/: move the code to app/ or the fact to content/.",
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
