// `npm run lint`: the layer rules (eslint/layers-plugin.mjs), promises that nobody awaits, and a few
// cheap correctness rules. No style rules: formatting is Prettier's job (`npm run format`).
// Why ESLint and these rules: docs/decisions/029-linter-and-layers.md.
import nextPlugin from "@next/eslint-plugin-next";
import tseslint from "typescript-eslint";
import layers from "./eslint/layers-plugin.mjs";

export default tseslint.config(
  {
    // .gitignore's build output, generated client and caches (ESLint does not read .gitignore), and script fixtures (test data, some hostile).
    ignores: [
      ".next/**",
      ".data/**",
      "lib/db/generated/**",
      ".bench/**",
      "test-results/**",
      "playwright-report/**",
      "tests/e2e/screenshots/**",
      "tests/fixtures/**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}",
      "next-env.d.ts",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mts"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin, layers },
    rules: {
      // The layers, by folder (README "Architecture").
      "layers/import-boundaries": "error",
      "layers/client-imports-server": "error",
      // A promise nobody awaits loses its error and its ordering: await it, or `void` it with a reason.
      "@typescript-eslint/no-floating-promises": ["error", { ignoreVoid: true }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      // Cheap correctness. Unused locals catch what knip cannot see: code that lost its last caller.
      "@typescript-eslint/no-unused-vars": ["error", { args: "none", caughtErrors: "none", ignoreRestSiblings: true, varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description" }],
      "no-debugger": "error",
      "no-self-assign": "error",
      "no-self-compare": "error",
      "no-unsafe-finally": "error",
      "no-dupe-else-if": "error",
      "no-constant-binary-expression": "error",
      "no-cond-assign": ["error", "except-parens"],
      "no-sparse-arrays": "error",
    },
  },
  {
    // Next.js's own rules for the website (what `next lint` ran): warnings count as failures (--max-warnings 0).
    files: ["app/**"],
    plugins: { "@next/next": nextPlugin },
    rules: { ...nextPlugin.configs["core-web-vitals"].rules, "@next/next/no-html-link-for-pages": "off" /* no pages/ directory: the App Router only */ },
  },
  {
    // The scanner runs on untrusted bytes and is pure: files in, findings out.
    files: ["scanner/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "process"].map((name) => ({
          name,
          message: "scanner/ is pure: no network, no process (take what you need as an argument).",
        })),
      ],
    },
  },
);
