// Types of scripts/eslint-task-writes.mjs, for its test (tests/unit/task-writes-rule.test.ts).
import type { ESLint } from "eslint";

export declare const taskWritesPlugin: ESLint.Plugin;
