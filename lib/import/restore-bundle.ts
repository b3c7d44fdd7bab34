// What a Balance backup restores besides its tasks (issue 43), as read and checked by
// ./balance-json.ts, kept in the stored preview and written by ./restore.ts at commit. Ids are the
// old account's: the commit maps each to the row it creates. Pictures are stored in the user's
// image folder when the preview is made (`storedUrl`); an import never committed leaves them
// unused, and the image sweep deletes them a day later (lib/vision-boards/image-sweep.ts).
export type RestorePicture = {
  url: string;
  mimeType: "image/png" | "image/jpeg" | "image/webp";
  /** Base64 bytes, until the preview stores them. */
  data?: string;
  storedUrl?: string;
};

type When = string | null | undefined;

export type RestoreBundle = {
  journals: {
    id: number;
    title: string;
    content: string;
    category: string;
    createdAt?: When;
    updatedAt?: When;
  }[];
  visionBoards: {
    id: number;
    title: string;
    description?: string | null;
    imageUrl?: string | null;
    createdAt?: When;
  }[];
  visionBoardItems: {
    id: number;
    visionBoardId: number;
    imageUrl: string;
    description: string;
    positionX?: number;
    positionY?: number;
    createdAt?: When;
  }[];
  pictures: RestorePicture[];
  goals: {
    id: number;
    title: string;
    category: string;
    why?: string | null;
    targetDate?: string | null;
    status: "active" | "achieved" | "dropped";
    visionBoardItemId?: number | null;
    achievedAt?: When;
    createdAt?: When;
    updatedAt?: When;
  }[];
  checkins: {
    date: string;
    scores: Record<string, number>;
    note?: string | null;
    createdAt?: When;
    updatedAt?: When;
  }[];
  habits: {
    id: number;
    title: string;
    category: string;
    targetTimes: number;
    targetPer: "day" | "week";
    estimateMinutes?: number | null;
    reminderTime?: string | null;
    archived?: boolean;
    createdAt?: When;
  }[];
  habitChecks: { habitId: number; date: string; createdAt?: When }[];
  timeEntries: {
    taskId?: number | null;
    habitId?: number | null;
    date: string;
    startedAt?: When;
    endedAt?: When;
    minutes: number;
    capped?: boolean;
    manual?: boolean;
    corrected?: boolean;
  }[];
  weeklyReviews: {
    weekStart: string;
    journalId?: number | null;
    focusAreas: string[];
    focusTaskIds: number[];
    createdAt?: When;
    updatedAt?: When;
  }[];
  /** Settings as PATCH /api/settings takes them (checked with its schema). */
  settings: Record<string, unknown>;
  /** The user's own area names (in force while they have premium, like any). */
  categoryNames: Record<string, string>;
};

export type RestoreCounts = {
  pictures: number;
  goals: number;
  checkins: number;
  habits: number;
  weeklyReviews: number;
  settings: boolean;
};

/** How many of each a restore brings back, for the preview. */
export function restoreCounts(bundle: RestoreBundle): RestoreCounts {
  return {
    pictures: bundle.pictures.length,
    goals: bundle.goals.length,
    checkins: bundle.checkins.length,
    habits: bundle.habits.length,
    weeklyReviews: bundle.weeklyReviews.length,
    settings: Object.keys(bundle.settings).length > 0,
  };
}
