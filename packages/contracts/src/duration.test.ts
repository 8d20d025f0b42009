import { describe, expect, it } from 'vitest';
import { formatTotalDuration, SELF_PACED } from './duration.ts';

describe('formatTotalDuration', () => {
  it('writes nothing to watch, or nonsense, as self-paced', () => {
    for (const value of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatTotalDuration(value)).toBe(SELF_PACED);
  });

  it('writes minutes under an hour, at least one', () => {
    expect(formatTotalDuration(1)).toBe('1 min');
    expect(formatTotalDuration(29 * 60 + 29)).toBe('29 min');
    expect(formatTotalDuration(59 * 60)).toBe('59 min');
  });

  it('writes hours and minutes from an hour', () => {
    expect(formatTotalDuration(3600)).toBe('1h 0m');
    expect(formatTotalDuration(3 * 3600 + 20 * 60)).toBe('3h 20m');
    expect(formatTotalDuration(59 * 60 + 40)).toBe('1h 0m');
  });
});
