/** Sizes fixed by spec section 9. */
export const NAV_WIDTH = 270;
export const NAV_COLLAPSED_WIDTH = 68;
export const BOXED_CONTENT_WIDTH = 1440;
export const SCROLL_TOP_THRESHOLD = 400;
