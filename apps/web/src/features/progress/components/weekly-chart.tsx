import { BarChart, barShares } from '../../../components/bar-chart.tsx';
import { formatHours } from '../lib/messages.ts';

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Each day's bar as a share of the chart's height: against the week's best day, or the day's share
 * of the weekly goal (goal / 7) when that is larger, so that 0.06 h against a 5 h goal looks small
 * rather than full height (decision 0046); 0 for an empty day, at least 8% otherwise.
 */
export function weeklyBarShares(dailyHours: readonly number[], weeklyGoalHours?: number): number[] {
  return barShares(dailyHours, weeklyGoalHours && weeklyGoalHours > 0 ? weeklyGoalHours / 7 : 0);
}

/** The week's hours per day as bars, today in full colour; the table below is its text alternative. */
export default function WeeklyChart({ dailyHours, todayIndex, weeklyGoalHours }: { dailyHours: readonly number[]; todayIndex: number; weeklyGoalHours?: number }) {
  const shares = weeklyBarShares(dailyHours, weeklyGoalHours);
  const bars = SHORT.map((label, i) => ({ key: label, label, share: shares[i] ?? 0, valueLabel: dailyHours[i] ? formatHours(dailyHours[i] ?? 0) : '' }));
  return (
    <figure className="flex flex-col gap-2">
      <BarChart bars={bars} highlight={todayIndex} testId="weekly-chart" />
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
