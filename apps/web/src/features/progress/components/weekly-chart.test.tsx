import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import WeeklyChart, { weeklyBarShares } from './weekly-chart.tsx';

const shares = () => [...screen.getByTestId('weekly-chart').querySelectorAll('[data-share]')].map((b) => b.getAttribute('data-share'));

describe('the weekly chart', () => {
  it('draws a small day small: 0.06 h against a 5 h goal is not full height (issue 25)', () => {
    render(<WeeklyChart dailyHours={[0.06, 0, 0, 0, 0, 0, 0]} todayIndex={0} weeklyGoalHours={5} />);
    // Against the goal's daily share (5 / 7 h): 0.084, kept at the 8% minimum a non-zero day has.
    expect(shares()).toEqual(['0.08']);
    const table = screen.getByRole('table', { name: 'Hours watched each day this week' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^Monday \(today\)/);
  });

  it("scales against the week's best day when it beats the goal's daily share", () => {
    render(<WeeklyChart dailyHours={[0.5, 2, 1, 0, 0, 0, 0]} todayIndex={2} weeklyGoalHours={7} />);
    expect(shares()).toEqual(['0.25', '1.00', '0.50']);
  });

  it("scales against the goal's daily share while every day is under it", () => {
    expect(weeklyBarShares([0.5, 0.25, 0, 0, 0, 0, 0], 7)).toEqual([0.5, 0.25, 0, 0, 0, 0, 0]);
    expect(weeklyBarShares([3, 0, 0, 0, 0, 0, 0], 7)).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  it('without a goal, the best day is full height and empty days have no bar', () => {
    expect(weeklyBarShares([0.06, 0, 0, 0, 0, 0, 0])).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(weeklyBarShares([0, 0, 0, 0, 0, 0, 0], 10)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
