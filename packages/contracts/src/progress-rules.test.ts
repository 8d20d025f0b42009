import { describe, expect, it } from 'vitest';
import { completionThreshold, completionTime, DEFAULT_DURATION_SECONDS, effectiveDuration, reachedCompletion } from './progress-rules.ts';

describe('the duration to reckon with', () => {
  it('is the first valid one, else 180 s', () => {
    expect(effectiveDuration(200, 300)).toBe(200);
    expect(effectiveDuration(0, 300)).toBe(300);
    expect(effectiveDuration(null, undefined, 42)).toBe(42);
    expect(effectiveDuration(0, null)).toBe(DEFAULT_DURATION_SECONDS);
    expect(effectiveDuration(-5, Number.NaN, Number.POSITIVE_INFINITY)).toBe(180);
    expect(effectiveDuration()).toBe(180);
  });
});

describe('completion by time', () => {
  it('happens at 95 % of a known duration', () => {
    expect(completionThreshold(200)).toBe(190);
    expect(reachedCompletion(94, 100)).toBe(false);
    expect(reachedCompletion(95, 100)).toBe(true);
    expect(reachedCompletion(183.3, 193)).toBe(false);
    expect(reachedCompletion(183.35, 193)).toBe(true);
  });

  it('never happens for an unknown duration', () => {
    expect(reachedCompletion(10_000, null)).toBe(false);
    expect(reachedCompletion(10_000, 0)).toBe(false);
    expect(reachedCompletion(Number.NaN, 100)).toBe(false);
  });
});

describe('the time a completion saves', () => {
  it('is the greatest of the time, 95 % of the duration and 1', () => {
    expect(completionTime(50, 300)).toBe(285);
    expect(completionTime(299, 300)).toBe(299);
    expect(completionTime(10, 200)).toBe(190);
    expect(completionTime(0, 0.5)).toBe(1);
  });

  it('rounds the time to whole seconds and the 95 % mark up, so the saved time reads as complete', () => {
    expect(completionTime(290.6, 300)).toBe(291);
    expect(completionTime(100.4, 300)).toBe(285);
    // 95 % of 193 s is 183.35: rounding to the nearest second would store 183, short of the mark.
    expect(completionTime(0, 193)).toBe(184);
    expect(reachedCompletion(completionTime(0, 193), 193)).toBe(true);
    for (let duration = 1; duration <= 2000; duration++) expect(reachedCompletion(completionTime(0, duration), duration)).toBe(true);
  });

  it('without a duration keeps the time (at least 1)', () => {
    expect(completionTime(0, null)).toBe(1);
    expect(completionTime(0, 0)).toBe(1);
    expect(completionTime(37.2, undefined)).toBe(37);
    expect(completionTime(Number.NaN, null)).toBe(1);
    expect(completionTime(0, effectiveDuration(0, null))).toBe(171);
  });
});
