import type { PlanPage, PlanVideoEntry } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { planKeys } from '../keys.ts';
import { invalidatePlanData } from './invalidate.ts';

/** DELETE /api/learning-plans/{id}/videos/{videoId} (the video's id, not the entry's). */
export function removePlanVideo(planId: number, videoId: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/learning-plans/${planId}/videos/${videoId}`);
}

/**
 * Removes a video from the plan shown at `slug`: it leaves the page at once and comes back if the
 * server refuses; after a removal every plan view is refreshed (counts, progress, groups).
 */
export function useRemovePlanVideo(slug: string) {
  const queryClient = useQueryClient();
  const key = planKeys.page(slug);
  return useMutation({
    mutationFn: ({ planId, entry }: { planId: number; entry: PlanVideoEntry }) => removePlanVideo(planId, entry.videoId),
    retry: false,
    onMutate: async ({ entry }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanPage>(key);
      if (previous) queryClient.setQueryData<PlanPage>(key, { ...previous, videos: previous.videos.filter((e) => e.id !== entry.id) });
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: () => {
      void invalidatePlanData(queryClient);
    },
  });
}
