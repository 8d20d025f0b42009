import type { Clock } from '../src/providers/clock.ts';

/** The system clock moved by an offset the test controls: it runs on with real time until the test moves it. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward (or back, with a negative amount). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Puts the clock at `date`; it runs on from there. */
  set(date: Date): void {
    this.offsetMs = date.getTime() - Date.now();
  }
}
