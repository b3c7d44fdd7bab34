export const PRODUCT_NAME = "Balance";
export const TAGLINE = "Life Balance by Design";
export const LEGAL_EFFECTIVE_DATE = "May 15, 2025";
