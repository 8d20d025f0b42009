import type { LikeReply } from '@learnstack/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST (like) or DELETE (unlike) /api/plans/{id}/like → { liked, likeCount }. */
export function setLike(planId: number, like: boolean): Promise<LikeReply> {
  const path = `/api/plans/${planId}/like`;
  return like ? api.post<LikeReply>(path) : api.delete<LikeReply>(path);
}

export function useToggleLike() {
  return useMutation({ mutationFn: ({ planId, like }: { planId: number; like: boolean }) => setLike(planId, like), retry: false });
}
