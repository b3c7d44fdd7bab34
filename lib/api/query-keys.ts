// Query keys are the API paths they load (spec §7: the loader fetches the key's first element).
export const queryKeys = {
  tasks: ["/api/tasks"] as const,
  // Under the list's key, so every refresh of the list refreshes them too; their own loaders
  // (components/tasks/use-completed.ts) ask GET /api/tasks/completed (docs/decisions/completed-pages.md).
  completedSummary: ["/api/tasks", "completed-summary"] as const,
  completedOlder: ["/api/tasks", "completed-older"] as const,
  task: (id: number) => [`/api/tasks/${id}`] as const,
  analysis: ["/api/tasks/analyze"] as const,
  settings: ["/api/settings"] as const,
  habits: ["/api/habits"] as const,
  visionBoards: ["/api/vision-boards"] as const,
  checkins: ["/api/checkins"] as const,
  calendarBalance: ["/api/calendars/balance"] as const,
  goals: ["/api/goals"] as const,
  /** One task's time entries (issue 46: the time recorded on it, corrected by hand). */
  taskTimeEntries: (taskId: number) => [`/api/time-entries?taskId=${taskId}`] as const,
  visionBoardItems: (boardId: number) => [`/api/vision-boards/${boardId}/items`] as const,
};
