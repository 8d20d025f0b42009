import type { PlanVideoEntry, SaveVideoBody, Video } from '@learnstack/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/videos: saves (or finds) the video and answers it with our id. */
export function saveVideo(body: SaveVideoBody): Promise<Video> {
  return api.post<Video>('/api/videos', body);
}

/** POST /api/learning-plans/{id}/videos { videoId }: appends the saved video to the plan. */
export function addVideoToPlan(planId: number, videoId: number): Promise<PlanVideoEntry & { message: string }> {
  return api.post<PlanVideoEntry & { message: string }>(`/api/learning-plans/${planId}/videos`, { videoId });
}
