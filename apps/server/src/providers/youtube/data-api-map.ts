import type { ApiPlaylist, ApiVideo, Thumbnails } from './api-schemas.ts';
import { parseIsoDuration } from './duration.ts';
import type { PlaylistSummary, YouTubeVideo } from './types.ts';

/** Google's resources turned into our DTOs. */

/** Links shown to people always point at YouTube itself, whatever API host we talk to. */
export const YOUTUBE_WEB = 'https://www.youtube.com';

/** YouTube's video category ids (videoCategories.list, region US) to their names. */
const CATEGORY_NAMES: Record<string, string> = {
  '1': 'Film & Animation',
  '2': 'Autos & Vehicles',
  '10': 'Music',
  '15': 'Pets & Animals',
  '17': 'Sports',
  '19': 'Travel & Events',
  '20': 'Gaming',
  '22': 'People & Blogs',
  '23': 'Comedy',
  '24': 'Entertainment',
  '25': 'News & Politics',
  '26': 'Howto & Style',
  '27': 'Education',
  '28': 'Science & Technology',
  '29': 'Nonprofits & Activism',
};

export function bestThumbnail(thumbnails: Thumbnails | undefined): string | null {
  if (!thumbnails) return null;
  return thumbnails.high?.url ?? thumbnails.medium?.url ?? thumbnails.default?.url ?? null;
}

export function videoThumbnailFallback(youtubeId: string): string {
  return `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;
}

function toCount(text: string | undefined): number {
  const n = text === undefined ? 0 : Number(text);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export function toVideo(item: ApiVideo): YouTubeVideo {
  const s = item.snippet;
  return {
    youtubeId: item.id,
    title: s?.title ?? '',
    description: s?.description ?? '',
    thumbnailUrl: bestThumbnail(s?.thumbnails) ?? videoThumbnailFallback(item.id),
    channelTitle: s?.channelTitle ?? '',
    publishedAt: s?.publishedAt ?? null,
    durationSeconds: parseIsoDuration(item.contentDetails?.duration),
    viewCount: toCount(item.statistics?.viewCount),
    category: (s?.categoryId && CATEGORY_NAMES[s.categoryId]) ?? null,
    tags: s?.tags ?? [],
    factsSource: 'data_api',
  };
}

const UNAVAILABLE_TITLES = new Set(['Deleted video', 'Private video']);
const UNAVAILABLE_PRIVACY = new Set(['private', 'privacyStatusUnspecified']);

/** Deleted and private videos stay in playlists as placeholders that cannot be watched or imported. */
export function isUnavailableItem(title: string | undefined, privacyStatus: string | undefined): boolean {
  return UNAVAILABLE_TITLES.has(title ?? '') || UNAVAILABLE_PRIVACY.has(privacyStatus ?? '');
}

export function playlistUrl(playlistId: string): string {
  return `${YOUTUBE_WEB}/playlist?list=${encodeURIComponent(playlistId)}`;
}

export function toPlaylist(item: ApiPlaylist): PlaylistSummary {
  const s = item.snippet;
  return {
    playlistId: item.id,
    title: s?.title ?? '',
    description: s?.description ?? '',
    thumbnailUrl: bestThumbnail(s?.thumbnails) ?? '',
    channelTitle: s?.channelTitle ?? '',
    publishedAt: s?.publishedAt ?? null,
    videoCount: item.contentDetails?.itemCount ?? 0,
    viewCount: null,
    playlistUrl: playlistUrl(item.id),
  };
}
