import { defineConfig } from "vitest/config";
import path from "node:path";

// Test files that need a process of their own: they set the process's time zone (a worker
// thread's `process.env.TZ` changes nothing), or bound the event loop's longest hold, the memory
// used or the password hash's cost (a production server runs on a process's main thread, not in a
// worker).
const ownProcess = [
  "tests/unit/ai/quick-add.test.ts",
  "tests/unit/ai/prioritize-event-loop.test.ts",
  "tests/unit/calendar-build.test.ts",
  "tests/unit/calendar-read.test.ts",
  "tests/unit/import/read-large.test.ts",
  "tests/unit/multipart.test.ts",
  "tests/unit/password-cost.test.ts",
  "tests/api/calendar.test.ts",
  "tests/api/export-large.test.ts",
  "tests/api/export-stream.test.ts",
  "tests/api/import-large.test.ts",
  "tests/api/sessions-security.test.ts",
];

// `--exclude` on the command line reaches the root config only, not its projects (Vitest 4.1
// hands a project a fixed list of command-line options, and the excludes are not among them);
// the suite's scripts use it (scripts/test-all.sh, scripts/test-quick.sh), so each project adds
// it here.
const cliExclude = process.argv.flatMap((arg, i, all) =>
  arg === "--exclude" && all[i + 1]
    ? [all[i + 1]!]
    : arg.startsWith("--exclude=")
      ? [arg.slice(10)]
      : [],
);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "."),
      // Tests run server modules directly (Node, not a React Server Components bundle).
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    // next-auth imports "next/server" without an extension; let Vite resolve it.
    server: { deps: { inline: ["next-auth"] } },
    // Every other file runs in a worker thread: a third less CPU than a process per file
    // (docs/decisions/test-loop.md).
    projects: [
      {
        extends: true,
        test: {
          name: "threads",
          pool: "threads",
          include: [
            "tests/unit/**/*.test.ts",
            "tests/unit/**/*.test.tsx",
            "tests/api/**/*.test.ts",
            "tests/load/**/*.test.ts",
          ],
          exclude: [...ownProcess, ...cliExclude],
        },
      },
      {
        extends: true,
        test: { name: "process", pool: "forks", include: ownProcess, exclude: cliExclude },
      },
    ],
  },
});
