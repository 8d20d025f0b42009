import type { ModificationRequest } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from './invalidate.ts';

export interface DecisionReply {
  request: ModificationRequest;
  applied: boolean;
  message: string;
}

/** POST /api/modification-requests/{id}/approve | decline (owner only). */
export function decideModificationRequest(requestId: number, decision: 'approve' | 'decline'): Promise<DecisionReply> {
  return api.post<DecisionReply>(`/api/modification-requests/${requestId}/${decision}`);
}

export function useDecideModificationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: number; decision: 'approve' | 'decline' }) => decideModificationRequest(requestId, decision),
    retry: false,
    onSuccess: () => invalidatePlanData(queryClient),
  });
}
