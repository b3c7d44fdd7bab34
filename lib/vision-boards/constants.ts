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
