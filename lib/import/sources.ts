// The sources POST /api/import reads ("balance-json": a Balance export, restored). Browser-safe.
export const READABLE_SOURCE_NAMES = [
  "todoist-csv",
  "todoist-zip",
  "ticktick-csv",
  "google-tasks",
  "ics",
  "balance-json",
] as const;
export type ReadableSource = (typeof READABLE_SOURCE_NAMES)[number];
