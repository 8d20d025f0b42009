import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from './invalidate.ts';

export interface MoveVideoReply {
  message: string;
  code: 'MOVED';
  toPlan: { id: number; slug: string; title: string };
}

/** POST /api/learning-plans/{id}/videos/{videoId}/move { toPlanId }. */
export function movePlanVideo(planId: number, videoId: number, toPlanId: number): Promise<MoveVideoReply> {
  return api.post<MoveVideoReply>(`/api/learning-plans/${planId}/videos/${videoId}/move`, { toPlanId });
}

export function useMovePlanVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, videoId, toPlanId }: { planId: number; videoId: number; toPlanId: number }) => movePlanVideo(planId, videoId, toPlanId),
    retry: false,
    onSuccess: () => invalidatePlanData(queryClient),
  });
}
