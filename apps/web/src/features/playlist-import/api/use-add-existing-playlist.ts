import type { AddExistingPlaylistReply } from '@learnstack/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/youtube/add-existing-playlist { existingPlanId }: a private copy of someone's public import. */
export function addExistingPlaylist(existingPlanId: number): Promise<AddExistingPlaylistReply> {
  return api.post<AddExistingPlaylistReply>('/api/youtube/add-existing-playlist', { existingPlanId });
}
