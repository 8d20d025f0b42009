import { uniqueSources, youtubeThumbnailChain } from '../../../lib/youtube-thumbnails.ts';

/**
 * A favourite video's thumbnail falls back through mqdefault, hqdefault
 * and maxresdefault, then a placeholder (FallbackThumbnail shows it when the list runs out).
 * An id that is not a YouTube id can only use the stored thumbnail.
 */
export function favoriteThumbnailSources(youtubeId: string, storedUrl?: string | null): string[] {
  const chain = youtubeThumbnailChain(youtubeId);
  return chain.length > 0 ? chain : uniqueSources([storedUrl]);
}
