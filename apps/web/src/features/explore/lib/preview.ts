import type { PlaylistSummary } from '@learnstack/contracts';
import { storageSetJson } from '../../../lib/storage.ts';

/** Where the playlist preview page (/playlist-preview/{playlistId}) reads the summary explore leaves. */
export const previewKey = (playlistId: string) => `playlist_preview_${playlistId}`;

export const previewHref = (playlistId: string) => `/playlist-preview/${encodeURIComponent(playlistId)}`;

/**
 * Spec 2 section 3 "Playlist preview": title, thumbnailUrl, videoCount, channelTitle, publishedAt,
 * description, playlistUrl and videos. Search results carry no videos; the preview page loads them.
 */
export function storePreview(p: PlaylistSummary): boolean {
  return storageSetJson(previewKey(p.playlistId), {
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
