/* The swatches apart from the picker (radix): lists and cards show a plan's colour without loading it. */

/** Swatch classes for the plan and group colours (literal, so Tailwind generates them); decoration only. */
const SWATCH: Record<string, string> = {
  blue: 'bg-blue-500',
  green: 'bg-emerald-500',
  purple: 'bg-violet-500',
  pink: 'bg-pink-500',
  orange: 'bg-orange-500',
  teal: 'bg-teal-500',
  red: 'bg-red-500',
};

export const COLOR_LABEL: Record<string, string> = {
  blue: 'Blue',
  green: 'Green',
  purple: 'Purple',
  pink: 'Pink',
  orange: 'Orange',
  teal: 'Teal',
  red: 'Red',
};

export function swatchClass(color: string | null | undefined): string {
  return SWATCH[color ?? ''] ?? 'bg-blue-500';
}
