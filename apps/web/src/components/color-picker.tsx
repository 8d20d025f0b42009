import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '../lib/cn.ts';

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


export interface ColorPickerProps {
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  /** The visible label's id. */
  labelledBy: string;
}

/** Colour swatches as a radio group (arrow keys move, each swatch named by its colour). */
export function ColorPicker({ colors, value, onChange, labelledBy }: ColorPickerProps) {
  return (
    <RadioGroup.Root value={value} onValueChange={onChange} aria-labelledby={labelledBy} orientation="horizontal" className="flex flex-wrap gap-2">
      {colors.map((color) => (
        <RadioGroup.Item
          key={color}
          value={color}
          aria-label={COLOR_LABEL[color] ?? color}
          className={cn(
            'flex size-9 items-center justify-center rounded-full border-2 border-transparent text-white transition-shadow',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
            'data-[state=checked]:border-foreground',
            swatchClass(color),
          )}
        >
          <RadioGroup.Indicator>
            <Check className="size-4" aria-hidden="true" />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
