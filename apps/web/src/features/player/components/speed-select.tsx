import { Gauge } from 'lucide-react';
import { useId } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';

/** Playback speeds offered: 0.5x to 2x (the server credits watch time up to 2x). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export function rateLabel(rate: number): string {
  return rate === 1 ? 'Normal (1x)' : `${rate}x`;
}

/**
 * The speed select. `value` is what the player reports (onPlaybackRateChange), not what was asked:
 * setPlaybackRate is only a suggestion, so a refused speed snaps back.
 */
export function SpeedSelect({ value, onChange, disabled }: { value: number; onChange: (rate: number) => void; disabled?: boolean }) {
  const id = useId();
  const options: number[] = PLAYBACK_RATES.includes(value as (typeof PLAYBACK_RATES)[number]) ? [...PLAYBACK_RATES] : [...PLAYBACK_RATES, value].sort((a, b) => a - b);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="inline-flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
        <Gauge className="size-4" aria-hidden="true" />
        Playback speed
      </Label>
      <NativeSelect id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled} className="h-9 w-32">
        {options.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rateLabel(rate)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
