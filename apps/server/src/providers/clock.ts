/**
 * Where the app takes the time from. Logic that depends on the day or on what is due (watch time by
 * day, streaks, weekly windows, review cards due the next day, daily caps) asks the Clock and hands
 * the time to SQL as a parameter, never SQL's now(): tests then move time by moving the clock
 * (decision 0021).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
