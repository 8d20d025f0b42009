/**
 * The library's limits, without zod: the web app's pages import values from here, never from the
 * contracts index (whose schemas would bring zod into their chunk).
 */

/** GET /api/videos: a page holds LIBRARY_PAGE_SIZE saved videos unless `limit` asks otherwise, at most LIBRARY_LIST_LIMIT. */
export const LIBRARY_LIST_LIMIT = 200;
export const LIBRARY_PAGE_SIZE = 50;
/** The library's search text, at most (longer is refused). */
export const LIBRARY_SEARCH_MAX = 200;
