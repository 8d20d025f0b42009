/** A video's status for the learner: Not Started, In Progress once its time is above 0, Completed. */
export type VideoStatus = 'Not Started' | 'In Progress' | 'Completed';

export interface ProgressLike {
  currentTime: number;
  isCompleted: boolean;
}

export function videoStatus(progress: ProgressLike | undefined): VideoStatus {
  if (progress?.isCompleted) return 'Completed';
  return progress && progress.currentTime > 0 ? 'In Progress' : 'Not Started';
}

/** The watch button: 'Watch' with no progress, 'Continue' with some, 'Watch Again' when completed. */
export function watchLabel(status: VideoStatus): 'Watch' | 'Continue' | 'Watch Again' {
  return status === 'Completed' ? 'Watch Again' : status === 'In Progress' ? 'Continue' : 'Watch';
}

/** The player's address for a video of a plan (the plan, and the group it was opened from, stay in the query). */
export function videoHref(youtubeId: string, planSlug: string, from?: { groupId: string } | null): string {
  const params = new URLSearchParams({ plan: planSlug });
  if (from) {
    params.set('from', 'group');
    params.set('groupId', from.groupId);
  }
  return `/video/${encodeURIComponent(youtubeId)}?${params}`;
}

/** The first video not completed, else the first video (a finished plan starts again). */
export function firstUnfinished<T extends { videoId: number }>(entries: T[], progress: Array<{ videoId: number; isCompleted: boolean }>): T | undefined {
  const done = new Set(progress.filter((p) => p.isCompleted).map((p) => p.videoId));
  return entries.find((e) => !done.has(e.videoId)) ?? entries[0];
}
