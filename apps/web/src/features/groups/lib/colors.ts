/** Group colours (contracts GROUP_COLORS, repeated so the page does not load zod). Default blue. */
export const GROUP_COLOR_OPTIONS = ['blue', 'green', 'purple', 'orange', 'red'] as const;
export type GroupColor = (typeof GROUP_COLOR_OPTIONS)[number];
