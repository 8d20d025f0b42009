import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatHours } from '../lib/messages.ts';

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** A day with any watch time stays visible: at least this share of the chart's height. */
export const MIN_BAR_SHARE = 0.08;

const WIDTH = 560;
const HEIGHT = 220;
const AXIS = 28;
const TOP = 24;

/** Each bar's height as a share of the tallest (0 for an empty day, at least 8% otherwise). */
export function barShares(dailyHours: readonly number[]): number[] {
  const max = Math.max(0, ...dailyHours);
  return dailyHours.map((h) => (h <= 0 || max <= 0 ? 0 : Math.max(MIN_BAR_SHARE, h / max)));
}

/**
 * The week's hours per day as bars (visx: scales and shapes only, drawn in theme colours through
 * CSS variables so every theme and dark mode read it). The drawing is hidden from screen readers;
 * the table below it is its text alternative.
 */
export default function WeeklyChart({ dailyHours, todayIndex }: { dailyHours: readonly number[]; todayIndex: number }) {
  const shares = barShares(dailyHours);
  const x = scaleBand<number>({ domain: [0, 1, 2, 3, 4, 5, 6], range: [0, WIDTH], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, 1], range: [HEIGHT - AXIS - TOP, 0] });
  const plot = HEIGHT - AXIS - TOP;
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" data-testid="weekly-chart">
        <Group top={TOP}>
          <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="stroke-border" strokeWidth={1} />
          {shares.map((share, i) => {
            const barX = x(i) ?? 0;
            const barHeight = plot - y(share);
            const hoursLabel = dailyHours[i] ? formatHours(dailyHours[i] ?? 0) : '';
            return (
              <g key={SHORT[i]}>
                <rect x={barX} y={0} width={x.bandwidth()} height={plot} rx={8} className="fill-muted" opacity={0.5} />
                {barHeight > 0 ? (
                  <Bar x={barX} y={plot - barHeight} width={x.bandwidth()} height={barHeight} rx={8} className={i === todayIndex ? 'fill-primary' : 'fill-primary/60'} data-share={share.toFixed(2)} />
                ) : null}
                {hoursLabel ? (
                  <text x={barX + x.bandwidth() / 2} y={plot - barHeight - 6} textAnchor="middle" className="fill-muted-foreground text-[13px]">
                    {hoursLabel}
                  </text>
                ) : null}
                <text x={barX + x.bandwidth() / 2} y={plot + 20} textAnchor="middle" className={i === todayIndex ? 'fill-foreground text-[14px] font-semibold' : 'fill-muted-foreground text-[14px]'}>
                  {SHORT[i]}
                </text>
              </g>
            );
          })}
        </Group>
      </svg>
      <table className="sr-only">
        <caption>Hours watched each day this week</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {DAY_NAMES.map((day, i) => (
            <tr key={day}>
              <th scope="row">
                {day}
                {i === todayIndex ? ' (today)' : ''}
              </th>
              <td>{formatHours(dailyHours[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
