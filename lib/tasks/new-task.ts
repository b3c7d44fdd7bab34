// A task to insert, as createTasks and the prepared insert (./insert-task.ts) take it: the columns
// the map gives an input (lib/tasks/task-columns.ts), apart from both so neither imports the other.
import type { NewTaskOf, TASK_COLUMNS } from "./task-columns";

export type NewTask = NewTaskOf<typeof TASK_COLUMNS>;
