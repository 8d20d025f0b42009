import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, resetFirstPaint } from './after-first-paint.ts';

beforeEach(() => {
  resetFirstPaint();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  resetFirstPaint();
});

const Count = afterFirstPaint(({ n }: { n: number }) => <span>{n} due</span>);

/** A PerformanceObserver that reports the first contentful paint when told to. */
function stubPaintObserver() {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return () => {
    for (const callback of observers) callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
  };
}

it('renders nothing until the page has shown content, then the component, and at once on later mounts', async () => {
  const paint = stubPaintObserver();
  const first = render(<Count n={3} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS / 2);
  });
  expect(screen.queryByText('3 due')).toBeNull();
  await act(async () => {
    paint();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByText('3 due')).toBeTruthy();
  first.unmount();
  render(<Count n={4} />);
  expect(screen.getByText('4 due')).toBeTruthy();
  vi.unstubAllGlobals();
});

it('does not wait for a paint the browser never tells of (a background tab)', async () => {
  stubPaintObserver();
  render(<Count n={5} />);
  expect(screen.queryByText('5 due')).toBeNull();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
  });
  expect(screen.getByText('5 due')).toBeTruthy();
  vi.unstubAllGlobals();
});
