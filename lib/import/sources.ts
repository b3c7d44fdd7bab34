// The sources POST /api/import reads today (a Balance backup's restore is not one yet). Browser-safe.
export const READABLE_SOURCE_NAMES = [
  "todoist-csv",
  "todoist-zip",
  "ticktick-csv",
  "google-tasks",
  "ics",
] as const;
export type ReadableSource = (typeof READABLE_SOURCE_NAMES)[number];
