import type { User } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/user/supporter { isSupporter: true }. */
export function useMarkSupporter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ user: User; message: string }>('/api/user/supporter', { isSupporter: true }),
    retry: false,
    onSuccess: (reply) => queryClient.setQueryData(['auth', 'user'], reply.user),
  });
}
