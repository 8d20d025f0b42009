import type { DueReply, ReviewBody, ReviewReply, ReviewStats } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from '../keys.ts';

export const REVIEW_BATCH = 20;

export function useDueCards() {
  return useQuery({
    queryKey: reviewKeys.due(REVIEW_BATCH),
    queryFn: ({ signal }) => api.get<DueReply>(`/api/review/due?limit=${REVIEW_BATCH}`, { signal }),
    staleTime: 0,
  });
}

/** The due count alone (the nav badge): no cards, refreshed every five minutes. */
export function useDueCount(enabled = true) {
  return useQuery({
    queryKey: reviewKeys.due(0),
    queryFn: ({ signal }) => api.get<DueReply>('/api/review/due?limit=0', { signal, background: true }),
    select: (reply) => reply.dueCount,
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useReviewStats() {
  return useQuery({ queryKey: reviewKeys.stats(), queryFn: ({ signal }) => api.get<ReviewStats>('/api/review/stats', { signal }) });
}

/** POST /api/review/{cardId}: the same reviewId for a repeated answer, so it grades once. */
export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, body }: { cardId: number; body: ReviewBody }) => api.post<ReviewReply>(`/api/review/${cardId}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
