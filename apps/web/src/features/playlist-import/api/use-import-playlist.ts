import type { ImportPlaylistReply, ImportStartedReply } from '@learnstack/contracts';
import { api } from '../../../lib/api.ts';

export type ImportDuplicateReply = Extract<ImportPlaylistReply, { duplicateFound: true }>;
export type { ImportStartedReply };

/**
 * POST /api/youtube/import-playlist { playlistUrl, forceCreate }: 202 with the import to poll, or
 * 200 { duplicateFound: true, existingImports }; 409 USER_ALREADY_IMPORTED carries existingPlanSlug.
 */
export function importPlaylist(playlistUrl: string, forceCreate = false): Promise<ImportPlaylistReply> {
  return api.post<ImportPlaylistReply>('/api/youtube/import-playlist', { playlistUrl, forceCreate });
}
