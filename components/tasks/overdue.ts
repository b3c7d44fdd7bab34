// The "Overdue" group (issue 27): kept apart from the quick menu's days, which load with the menu.

/** Open tasks whose day has passed. */
export const overdueOf = <T extends { dueDate: string | null; completed: boolean }>(
  tasks: T[],
  today: string,
): T[] => tasks.filter((t) => !t.completed && t.dueDate !== null && t.dueDate < today);
