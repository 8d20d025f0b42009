import * as contracts from '@learnstack/contracts';
import { describe, expect, it } from 'vitest';
import { isYouTubeStandIn } from '../../../components/fallback-thumbnail.tsx';
import { FAVORITES_LIST_MAX } from './messages.ts';
import { favoriteThumbnailSources } from './thumbnail-fallback.ts';

describe('constants mirrored from the contracts (zod stays out of the bundle)', () => {
  it('match', () => {
    expect(FAVORITES_LIST_MAX).toBe(contracts.FAVORITES_LIST_MAX);
  });
});

describe('favourite thumbnails', () => {
  it('try mqdefault, hqdefault, maxresdefault; a non-YouTube id uses the stored picture', () => {
    expect(favoriteThumbnailSources('dQw4w9WgXcQ', 'x.jpg')).toEqual([
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    ]);
    expect(favoriteThumbnailSources('bad id', 'https://example.com/x.jpg')).toEqual(['https://example.com/x.jpg']);
    expect(favoriteThumbnailSources('bad id', '')).toEqual([]);
  });

  it("treat YouTube's 120-pixel stand-in as missing", () => {
    expect(isYouTubeStandIn('https://i.ytimg.com/vi/x/maxresdefault.jpg', 120)).toBe(true);
    expect(isYouTubeStandIn('https://i.ytimg.com/vi/x/mqdefault.jpg', 320)).toBe(false);
    expect(isYouTubeStandIn('https://example.com/x.jpg', 100)).toBe(false);
  });
});
