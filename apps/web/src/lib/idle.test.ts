import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from './idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    let readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState as DocumentReadyState);
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2000);
      idle.push(cb);
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const task = vi.fn();
    whenIdleAfterLoad(task);
    expect(idle).toHaveLength(0);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels before the load event and after it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const early = vi.fn();
    whenIdleAfterLoad(early)();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    const late = vi.fn();
    const cancel = whenIdleAfterLoad(late);
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
    whenIdleAfterLoad(late);
    vi.runAllTimers();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
