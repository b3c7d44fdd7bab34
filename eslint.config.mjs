import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import fs from "node:fs";
import path from "node:path";
import { taskWritesPlugin } from "./scripts/eslint-task-writes.mjs";

// The server/client boundary. Server modules say so with `import "server-only"` (the build then
// refuses them in a client bundle); this lists them so that lint says it earlier, at the import.
const walk = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
const serverModules = ["db", "lib"]
  .flatMap(walk)
  .filter((f) => /^import "server-only";$/m.test(fs.readFileSync(f, "utf8")))
  .map((f) => "@/" + f.replace(/\\/g, "/").replace(/\.tsx?$/, ""));
// Client code outside components/: files that start with "use client".
const clientFiles = walk("app")
  .filter((f) => /^["']use client["']/.test(fs.readFileSync(f, "utf8")))
  .map((f) => f.replace(/\\/g, "/"));
const serverMessage =
  "Server code in a client file: import only types from it (import type), or move what both sides need to the feature's shapes.ts.";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (e.g. a field dropped by destructuring).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles, or one passed where a plain callback
    // is expected (an async onClick whose rejection nobody sees).
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["components/**/*.{ts,tsx}", ...clientFiles],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                "zod stays on the server: the browser checks forms with lib/<feature>/shapes.ts.",
              allowTypeImports: true,
            },
            {
              name: "zod/mini",
              message:
                "zod stays on the server: the browser checks forms with lib/<feature>/shapes.ts.",
              allowTypeImports: true,
            },
            ...serverModules.map((name) => ({
              name,
              message: serverMessage,
              allowTypeImports: true,
            })),
          ],
          patterns: [
            {
              group: ["@/db", "@/db/*"],
              message: "The database is server-only; import its types with import type.",
              allowTypeImports: true,
            },
            {
              group: ["@/lib/*/schemas", "@/lib/**/schemas"],
              message:
                "zod schemas stay on the server; use the feature's shapes.ts (types: import type).",
              allowTypeImports: true,
            },
            {
              group: ["@/lib/server/*", "@/lib/auth/session*", "@/lib/auth/next-auth"],
              message: serverMessage,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Arrows run down only: lib/ (the domain) never imports the screens, db/ never imports the
    // domain, not even its types (the schema's value sets live in db/column-types.ts).
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/components", "@/components/*"],
              message:
                "lib/ must not import components/: move what both need into lib/ (a component may import lib/, not the reverse).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["db/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib", "@/lib/*"],
              message:
                "db/ must not import lib/, not even types: declare what the schema needs in db/column-types.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tasks are written in one module, which marks the list cache (scripts/eslint-task-writes.mjs).
    files: ["app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "db/**/*.ts", "components/**/*.{ts,tsx}"],
    ignores: ["lib/tasks/write.ts"],
    plugins: { balance: taskWritesPlugin },
    rules: { "balance/task-writes": "error" },
  },
  {
    // No hand-written source file over 400 lines (issue 42 item 5): a longer one holds more than
    // one job, and is split into parts with one job each. Data aside: the categorizer's knowledge
    // and the drizzle schema. Tests are left out: a test file is one feature's cases.
    files: ["**/*.{ts,tsx,mts,mjs,js}"],
    ignores: ["tests/**", "db/migrations/**", "lib/ai/local/category-knowledge.ts", "db/schema.ts"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  {
    // End-to-end specs wait for a response or a state, never for a fixed time.
    files: ["tests/e2e/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message:
            "Wait for a response or a state (expect(...), waitForResponse, settled() in tests/e2e/helpers.ts) instead of sleeping.",
        },
      ],
    },
  },
  {
    ignores: [
      ".next*/**",
      "node_modules/**",
      ".data*/**",
      "bench/tmp/**",
      "test-results*/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
