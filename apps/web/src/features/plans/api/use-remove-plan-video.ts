import { api } from '../../../lib/api.ts';

/** DELETE /api/learning-plans/{id}/videos/{videoId} (the video's id, not the entry's). */
export function removePlanVideo(planId: number, videoId: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/learning-plans/${planId}/videos/${videoId}`);
}
