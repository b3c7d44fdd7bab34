// Vision-board limits without zod (spec §3, §5, §9): the screens import these, and
// lib/vision-boards/schemas.ts builds the API's schemas from the same values.

export const BOARD_TITLE_MAX = 100;
export const BOARD_DESCRIPTION_MAX = 1000;
export const ITEM_DESCRIPTION_MAX = 500;
/** The create dialog generates from the board description, so the prompt limit matches it. */
export const PROMPT_MAX = 1000;
/** Only our own /api/images/<uuid>.<ext> URLs are stored; they are far shorter than this. */
export const IMAGE_URL_MAX = 200;
/** Canvas coordinates in px. Bounded so a bad client cannot park items light-years away. */
export const POSITION_MIN = -10_000;
export const POSITION_MAX = 10_000;
export const VARIATION_MAX = 1_000_000;

// Spec §9 vision-board constants used by the screens.
export const COLLAGE_MAX = 4;
export const ITEM_MAX_WIDTH = 200;
export const CANVAS_MIN_HEIGHT = 500;
/** A selected board with no items loaded is refetched once after this delay. */
export const ITEMS_REFETCH_DELAY_MS = 500;

export const EXPORT_OPTIONS = {
  quality: 0.95,
  pixelRatio: 2,
  backgroundColor: "#ffffff",
} as const;
/** Time given to layout and paint after the images have loaded, before the capture. */
export const EXPORT_SETTLE_MS = 500;
/** An image that has not loaded after this long fails the export instead of hanging it. */
export const EXPORT_IMAGE_TIMEOUT_MS = 15_000;
