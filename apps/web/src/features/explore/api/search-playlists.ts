import type { PlaylistSearchReply } from '@learnstack/contracts';
import { api } from '../../../lib/api.ts';
import type { PlaylistOrder } from '../lib/messages.ts';

export interface PlaylistSearchParams {
  q: string;
  order: PlaylistOrder;
  maxResults: number;
  pageToken?: string | null;
}

/** GET /api/youtube/search-playlists?q=&maxResults=&pageToken=&order= (public). */
export function searchPlaylists({ q, order, maxResults, pageToken }: PlaylistSearchParams, signal?: AbortSignal): Promise<PlaylistSearchReply> {
  const params = new URLSearchParams({ q, maxResults: String(maxResults) });
  if (pageToken) params.set('pageToken', pageToken);
  params.set('order', order);
  return api.get<PlaylistSearchReply>(`/api/youtube/search-playlists?${params}`, { on401: 'ignore', ...(signal ? { signal } : {}) });
}
