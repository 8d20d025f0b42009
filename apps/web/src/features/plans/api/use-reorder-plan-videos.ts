import type { ReorderBody } from '@learnstack/contracts';
import { api } from '../../../lib/api.ts';

/** PUT /api/learning-plans/{id}/reorder with the full permutation: every entry with its new index. */
export function reorderPlanVideos(planId: number, orderedEntryIds: number[]): Promise<{ message: string }> {
  const body: ReorderBody = { videos: orderedEntryIds.map((planVideoId, orderIndex) => ({ planVideoId, orderIndex })) };
  return api.put<{ message: string }>(`/api/learning-plans/${planId}/reorder`, body);
}
