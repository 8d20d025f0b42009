import type { PlaylistSummary } from '@learnstack/contracts';
import { storageGetJson, storageSetJson } from '../../../lib/storage.ts';

/**
 * The playlist summary a search result leaves for the preview page (/playlist-preview/{id}),
 * which shows it at once and loads the videos: title, thumbnailUrl, videoCount, channelTitle,
 * publishedAt, description, playlistUrl and videos. Written and read here only.
 */
const previewStorageKey = (playlistId: string) => `playlist_preview_${playlistId}`;

export const previewHref = (playlistId: string) => `/playlist-preview/${encodeURIComponent(playlistId)}`;

/** Leaves a search result's summary for the preview page (search results carry no videos: the page loads them). */
export function storePreview(p: PlaylistSummary): boolean {
  return storageSetJson(previewStorageKey(p.playlistId), {
    title: p.title,
    thumbnailUrl: p.thumbnailUrl,
    videoCount: p.videoCount,
    channelTitle: p.channelTitle,
    publishedAt: p.publishedAt,
    description: p.description,
    playlistUrl: p.playlistUrl,
    videos: [],
  });
}

export interface StoredPreviewVideo {
  youtubeId: string;
  title: string;
  thumbnailUrl: string;
  duration: string | null;
  channelTitle: string;
  publishedAt: string | null;
  description: string;
}

export interface StoredPreview {
  title: string;
  thumbnailUrl: string;
  videoCount: number | null;
  channelTitle: string;
  publishedAt: string | null;
  description: string;
  playlistUrl: string;
  videos: StoredPreviewVideo[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The stored summary, or null when there is none (or it is not one). Unknown fields are ignored. */
export function readStoredPreview(playlistId: string): StoredPreview | null {
  const raw = storageGetJson<unknown>(previewStorageKey(playlistId), null);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const title = str(r.title).trim();
  if (!title) return null;
  const videos = Array.isArray(r.videos)
    ? r.videos
        .filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && typeof (v as Record<string, unknown>).youtubeId === 'string')
        .map((v) => ({
          youtubeId: str(v.youtubeId),
          title: str(v.title),
          thumbnailUrl: str(v.thumbnailUrl),
          duration: strOrNull(v.duration),
          channelTitle: str(v.channelTitle),
          publishedAt: strOrNull(v.publishedAt),
          description: str(v.description),
        }))
    : [];
  return {
    title,
    thumbnailUrl: str(r.thumbnailUrl),
    videoCount: typeof r.videoCount === 'number' && Number.isFinite(r.videoCount) ? r.videoCount : null,
    channelTitle: str(r.channelTitle),
    publishedAt: strOrNull(r.publishedAt),
    description: str(r.description),
    playlistUrl: str(r.playlistUrl),
    videos,
  };
}

export function playlistUrlOf(playlistId: string): string {
  return `https://www.youtube.com/playlist?list=${encodeURIComponent(playlistId)}`;
}

export function videoInPlaylistUrl(youtubeId: string, playlistId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}&list=${encodeURIComponent(playlistId)}`;
}
