/** The progress area's numbers and texts, free of zod so the web can import them alone. */
export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 50;
export const WEEKLY_GOAL_DEFAULT = 10;
export const WEEKLY_GOAL_INVALID = 'Weekly goal must be between 1 and 50 hours';
export const RECENT_ACHIEVEMENTS = 3;
export const TOP_CATEGORIES = 2;
