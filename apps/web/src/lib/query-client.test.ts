import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { createQueryClient, shouldRetryQuery } from './query-client.ts';

const apiError = (status: number) => new ApiError(status, 'x', null);

describe('query client defaults', () => {
  it('retries queries up to 2 times', () => {
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(2, apiError(500))).toBe(false);
  });

  it('never retries 401, 403 or 404', () => {
    for (const status of [401, 403, 404]) expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('keeps answers fresh 5 minutes and cached 10, and retries a mutation once', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.gcTime).toBe(10 * 60 * 1000);
    expect(defaults.mutations?.retry).toBe(1);
  });
});
