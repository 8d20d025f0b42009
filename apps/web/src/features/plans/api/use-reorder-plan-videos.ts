import type { PlanPage, PlanVideoEntry, ReorderBody } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { planKeys } from '../keys.ts';

/** PUT /api/learning-plans/{id}/reorder with the full permutation: every entry with its new index. */
export function reorderPlanVideos(planId: number, orderedEntryIds: number[]): Promise<{ message: string }> {
  const body: ReorderBody = { videos: orderedEntryIds.map((planVideoId, orderIndex) => ({ planVideoId, orderIndex })) };
  return api.put<{ message: string }>(`/api/learning-plans/${planId}/reorder`, body);
}

/** The entries in the given order (ids not among them are left out), indexes renumbered. */
function inOrder(entries: PlanVideoEntry[], orderedEntryIds: number[]): PlanVideoEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return orderedEntryIds.flatMap((id, orderIndex) => {
    const entry = byId.get(id);
    return entry ? [{ ...entry, orderIndex }] : [];
  });
}

/**
 * Reorders the videos of the plan shown at `slug`: the page shows the new order at once and gets
 * the old one back if the server refuses. Not retried: the page already shows the outcome.
 */
export function useReorderPlanVideos(slug: string) {
  const queryClient = useQueryClient();
  const key = planKeys.page(slug);
  return useMutation({
    mutationFn: ({ planId, orderedEntryIds }: { planId: number; orderedEntryIds: number[] }) => reorderPlanVideos(planId, orderedEntryIds),
    retry: false,
    onMutate: async ({ orderedEntryIds }) => {
      // A read still on its way would bring the old order back over the new one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanPage>(key);
      if (previous) queryClient.setQueryData<PlanPage>(key, { ...previous, videos: inOrder(previous.videos, orderedEntryIds) });
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
