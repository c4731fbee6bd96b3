// One flat config for every workspace: TypeScript rules everywhere, React hooks rules where React lives.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const siteKnowsApiOverHttp = { group: ["@storyfront/api", "@storyfront/api/*"], message: "The site knows the API only over HTTP." };

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "**/.next-*/**",
      "**/.bench/**",
      "preview-diff/**",
      "**/.turbo/**",
      "**/dist/**",
      "**/next-env.d.ts",
      "**/test-results/**",
      "**/playwright-report/**",
      "content/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Readable lines (ARCHITECTURE.md): Prettier wraps code at 140 columns but leaves a long string, template or
    // comment whole, so those are broken by hand; a URL may run on.
    rules: { "max-len": ["error", { code: 140, tabWidth: 2, ignoreUrls: true }] },
  },
  {
    files: ["renderer/**/*.tsx", "site/**/*.tsx", "site/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // One way to reach the API (ARCHITECTURE.md): the site's API client builds every request from the
    // contract; islands call same-origin route handlers through callSiteRoute. Nothing else fetches.
    files: ["site/src/**/*.ts", "site/src/**/*.tsx"],
    ignores: ["site/src/api-client/**", "site/src/**/*.test.ts", "site/src/**/*.test.tsx"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Reach the API through @/api-client (server) or callSiteRoute (islands)." },
      ],
      "no-restricted-imports": ["error", { patterns: [siteKnowsApiOverHttp, { group: ["../../*"], message: "Use the @/ alias." }] }],
    },
  },
  {
    files: ["site/e2e/**/*.ts", "site/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [siteKnowsApiOverHttp] }] },
  },
);
