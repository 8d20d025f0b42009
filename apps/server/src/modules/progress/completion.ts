import type { Completion } from '@learnstack/contracts';

/**
 * A plan is complete when every one of its videos is; progress is a whole
 * percent that only reaches 100 then (199 of 200 done shows 99, not a rounded-up 100).
 */
export function toCompletion(videoCount: number, completedCount: number): Completion {
  const isCompleted = videoCount > 0 && completedCount >= videoCount;
  const progress = isCompleted ? 100 : videoCount > 0 ? Math.floor((completedCount / videoCount) * 100) : 0;
  return { videoCount, completedCount, progress, isCompleted };
}
