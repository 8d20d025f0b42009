import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar } from '@visx/shape';

/** A non-zero value stays visible: at least this share of the chart's height. */
export const MIN_BAR_SHARE = 0.08;

/**
 * Each value's height as a share of the chart's (0 for nothing, at least 8% otherwise), against the
 * largest value or `floor` when that is larger: a chart of small values then looks small instead of
 * drawing the largest of them full height.
 */
export function barShares(values: readonly number[], floor = 0): number[] {
  const max = Math.max(floor, ...values);
  return values.map((v) => (v <= 0 || max <= 0 ? 0 : Math.max(MIN_BAR_SHARE, Math.min(1, v / max))));
}

export interface ChartBar {
  key: string;
  /** Under the bar. */
  label: string;
  /** Its height as a share of the plot, 0 to 1 (`barShares`). */
  share: number;
  /** Over the bar; nothing when empty. */
  valueLabel: string;
}

const WIDTH = 560;
const HEIGHT = 220;
const AXIS = 28;
const TOP = 24;
const PLOT = HEIGHT - AXIS - TOP;

/**
 * Bars with their value over them and their label under them: the one chart drawing of the app
 * (visx for the band scale and the shapes only: decision 0046), in theme colours through CSS
 * variables so every theme and dark mode read it. The drawing is hidden from screen readers: the
 * caller puts its text alternative (a table or a list) beside it.
 * - `highlight`: the bar drawn in full colour with a bold label (today), the others lighter; without
 *   it every bar is in full colour;
 * - `slots`: at least this many places, so that two bars are not each half the chart wide.
 */
export function BarChart({ bars, highlight, slots = 7, testId }: { bars: readonly ChartBar[]; highlight?: number; slots?: number; testId?: string }) {
  const count = Math.max(slots, bars.length);
  const x = scaleBand<number>({ domain: Array.from({ length: count }, (_, i) => i), range: [0, WIDTH], padding: 0.3 });
  // Fewer bars than places: centred.
  const offset = ((count - bars.length) / 2) * x.step();
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" data-testid={testId}>
      <Group top={TOP}>
        <line x1={0} x2={WIDTH} y1={PLOT} y2={PLOT} className="stroke-border" strokeWidth={1} />
        {bars.map((bar, i) => {
          const barX = offset + (x(i) ?? 0);
          const barHeight = PLOT * bar.share;
          const strong = highlight === undefined || highlight === i;
          return (
            <g key={bar.key}>
              <rect x={barX} y={0} width={x.bandwidth()} height={PLOT} rx={8} className="fill-muted" opacity={0.5} />
              {barHeight > 0 ? (
                <Bar x={barX} y={PLOT - barHeight} width={x.bandwidth()} height={barHeight} rx={8} className={strong ? 'fill-primary' : 'fill-primary/60'} data-share={bar.share.toFixed(2)} />
              ) : null}
              {bar.valueLabel ? (
                <text x={barX + x.bandwidth() / 2} y={PLOT - barHeight - 6} textAnchor="middle" className="fill-muted-foreground text-[13px]">
                  {bar.valueLabel}
                </text>
              ) : null}
              <text
                x={barX + x.bandwidth() / 2}
                y={PLOT + 20}
                textAnchor="middle"
                className={highlight === i ? 'fill-foreground text-[14px] font-semibold' : 'fill-muted-foreground text-[14px]'}
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </Group>
    </svg>
  );
}
