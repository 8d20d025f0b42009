import { YOUTUBE_VIDEO_ID } from '@learnstack/contracts/youtube-input';

/** YouTube's thumbnails of a video, smallest usable first: mqdefault, hqdefault, maxresdefault (none for a bad id). */
export function youtubeThumbnailChain(youtubeId: string): string[] {
  if (!YOUTUBE_VIDEO_ID.test(youtubeId)) return [];
  return ['mqdefault', 'hqdefault', 'maxresdefault'].map((size) => `https://i.ytimg.com/vi/${youtubeId}/${size}.jpg`);
}

/** Image sources without blanks and repeats, in order. */
export function uniqueSources(sources: Array<string | null | undefined>): string[] {
  return [...new Set(sources.filter((s): s is string => typeof s === 'string' && s.trim() !== ''))];
}
