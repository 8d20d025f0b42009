import type { ModificationRequest } from '@learnstack/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ModificationRequestInput =
  | { requestType: 'add_video'; requestData: { videoId: number; videoTitle?: string }; message: string }
  | { requestType: 'remove_video'; requestData: { videoId: number; videoTitle?: string }; message: string }
  | { requestType: 'reorder_videos'; requestData: { videoOrder: number[] }; message: string }
  | { requestType: 'edit_plan'; requestData: { title?: string; description?: string }; message: string };

/** POST /api/learning-plans/{id}/modification-request. */
export function sendModificationRequest(planId: number, body: ModificationRequestInput) {
  return api.post<{ request: ModificationRequest; message: string }>(`/api/learning-plans/${planId}/modification-request`, body);
}

export function useSendModificationRequest() {
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number; body: ModificationRequestInput }) => sendModificationRequest(planId, body),
    retry: false,
  });
}
