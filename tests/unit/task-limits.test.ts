// The notes cap's message is written out (formatting it would wake Intl on the dashboard): it must
// say the cap there is.
import { expect, it } from "vitest";
import { TASK_NOTES_MAX, TASK_NOTES_TOO_LONG } from "@/lib/tasks/shapes";

it("the notes message names the cap", () => {
  expect(TASK_NOTES_TOO_LONG).toBe(
    `Notes must be at most ${TASK_NOTES_MAX.toLocaleString("en-US")} characters`,
  );
});
