import type { SaveVideoBody, SearchVideo } from '@learnstack/contracts';

/** What is cut before a video is saved: its title, description and channel title to these lengths. */
export const SAVED_TITLE_MAX = 200;
export const SAVED_DESCRIPTION_MAX = 1000;
export const SAVED_CHANNEL_MAX = 100;

/** The body of POST /api/videos for a search result or lookup: id stripped to [A-Za-z0-9_-], texts cut, viewCount 0 when missing. */
export function toSaveVideoBody(video: SearchVideo, duration?: string | null): SaveVideoBody {
  const body: SaveVideoBody = {
    youtubeId: video.youtubeId.replace(/[^A-Za-z0-9_-]/g, ''),
    title: (video.title ?? '').slice(0, SAVED_TITLE_MAX),
    description: (video.description ?? '').slice(0, SAVED_DESCRIPTION_MAX),
    thumbnailUrl: video.thumbnailUrl ?? '',
    channelTitle: (video.channelTitle ?? '').slice(0, SAVED_CHANNEL_MAX),
    viewCount: Number.isFinite(video.viewCount) && video.viewCount > 0 ? Math.floor(video.viewCount) : 0,
  };
  if (video.publishedAt) body.publishedAt = video.publishedAt;
  const iso = duration ?? video.duration;
  if (iso) body.duration = iso;
  return body;
}
