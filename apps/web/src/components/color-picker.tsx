import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { COLOR_LABEL, swatchClass } from './color-swatches.ts';

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
