// Sub-tasks become checklist items of their parent, wherever the parent stands in the file; an
// orphan is left out with a warning naming its line (lib/import/read-common.ts attachChildren).
import { expect, it } from "vitest";
import { attachChildren, type ReadTask } from "@/lib/import/read-common";
import type { ImportWarning } from "@/lib/import/shapes";

const task = (ref: string): ReadTask => ({
  ref,
  line: 1,
  description: ref,
  notes: null,
  dueDate: null,
  dueTime: null,
  recurrence: null,
  estimateMinutes: null,
  completed: false,
  completedAt: null,
  important: false,
  items: [],
  origin: "Inbox",
  hints: [],
});

it("attaches children to their parent and warns about an orphan", () => {
  const parent = task("p1");
  const warnings: ImportWarning[] = [];
  attachChildren(
    [
      { line: 2, parent: "p1", text: "Passport", done: true },
      { line: 3, parent: "p1", text: "Tickets", done: false },
      { line: 9, parent: "gone", text: "Lost child", done: false },
    ],
    new Map([["p1", parent]]),
    warnings,
  );
  expect(parent.items).toEqual([
    { text: "Passport", done: true },
    { text: "Tickets", done: false },
  ]);
  expect(warnings).toEqual([
    { line: 9, message: 'Sub-task "Lost child" has no parent in the file; left out' },
  ]);
});
