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
