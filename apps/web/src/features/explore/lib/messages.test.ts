import * as contracts from '@learnstack/contracts';
import { describe, expect, it } from 'vitest';
import * as explore from './messages.ts';

describe('constants mirrored from the contracts (zod stays out of the bundle)', () => {
  it('match', () => {
    expect(explore.EXPLORE_SEARCH_MAX).toBe(contracts.EXPLORE_SEARCH_MAX);
    expect(explore.EXPLORE_PAGE_SIZE).toBeLessThanOrEqual(contracts.EXPLORE_PAGE_MAX);
    expect(explore.PLAYLIST_PAGE_SIZE).toBe(contracts.PLAYLIST_SEARCH_PAGE_SIZE);
    expect(explore.PLAYLIST_EXPANDED_PAGE_SIZE).toBe(contracts.PLAYLIST_SEARCH_EXPANDED_PAGE_SIZE);
    expect(explore.PLAYLIST_ORDERS.map((o) => o.value)).toEqual(contracts.playlistOrder.options);
  });
});
