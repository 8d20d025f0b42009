import { describe, expect, it } from 'vitest';
import { formatIsoDuration, parseIsoDuration } from './duration.ts';

describe('parseIsoDuration', () => {
  it.each([
    ['PT0S', 0],
    ['PT45S', 45],
    ['PT4M13S', 253],
    ['PT1H', 3600],
    ['PT1H2M3S', 3723],
    ['PT10H0M1S', 36001],
    ['PT2M', 120],
    ['P1D', 86_400],
    ['P1DT2H3M4S', 93_784],
    ['P0D', 0],
    ['P1W', 604_800],
    ['PT1.5S', 2],
    ['pt3m', 180],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
  });

  it.each([[''], ['P'], ['PT'], ['3:45'], ['PT-5S'], ['1H2M'], ['PTXS'], [null], [undefined]])(
    '%j is not a duration',
    (text) => {
      expect(parseIsoDuration(text)).toBeNull();
    },
  );
});

describe('formatIsoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [45, 'PT45S'],
    [253, 'PT4M13S'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [93_784, 'PT26H3M4S'],
  ])('%i seconds is %s and parses back', (seconds, text) => {
    expect(formatIsoDuration(seconds)).toBe(text);
    expect(parseIsoDuration(text)).toBe(seconds);
  });
});
