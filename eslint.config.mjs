import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (e.g. a field dropped by destructuring).
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // End-to-end specs wait for a response or a state, never for a fixed time.
    files: ["tests/e2e/**"],
    rules: {
      "no-restricted-properties": ["error", { property: "waitForTimeout", message: "Wait for a response or a state (expect(...), waitForResponse, settled() in tests/e2e/helpers.ts) instead of sleeping." }],
    },
  },
  {
    ignores: [".next*/**", "node_modules/**", ".data*/**", "bench/tmp/**", "test-results*/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
