/**
 * Plan colours (contracts PLAN_COLORS, repeated here so the page does not load
 * zod).
 */
export const PLAN_COLOR_OPTIONS = ['blue', 'green', 'purple', 'pink', 'orange', 'teal'] as const;
export type PlanColor = (typeof PLAN_COLOR_OPTIONS)[number];

export { COLOR_LABEL, swatchClass } from '../../../components/color-swatches.ts';
