import type { EmailPreferences, ProfileBody, User, ViewingHistoryItem } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from '../../auth/keys.ts';
import { accountKeys } from '../keys.ts';

/** PUT /api/user/profile; the signed-in user is refreshed everywhere. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api.put<{ message: string; user: User }>('/api/user/profile', body),
    onSuccess: (reply) => {
      queryClient.setQueryData(authKeys.user(), reply.user);
      void queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}

export function useEmailPreferences() {
  return useQuery({ queryKey: accountKeys.emailPreferences(), queryFn: ({ signal }) => api.get<EmailPreferences>('/api/user/email-preferences', { signal }) });
}

/** POST /api/user/email-preferences with one change, shown at once and undone on failure. */
export function useSaveEmailPreference() {
  const queryClient = useQueryClient();
  const key = accountKeys.emailPreferences();
  return useMutation({
    mutationFn: (change: Partial<Omit<EmailPreferences, 'securityAlerts'>>) => api.post<{ preferences: EmailPreferences }>('/api/user/email-preferences', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<EmailPreferences>(key);
      if (before) queryClient.setQueryData<EmailPreferences>(key, { ...before, ...change });
      return { before };
    },
    onError: (_err, _change, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (reply) => queryClient.setQueryData(key, reply.preferences),
  });
}

export function useViewingHistory() {
  return useQuery({ queryKey: accountKeys.viewingHistory(), queryFn: ({ signal }) => api.get<ViewingHistoryItem[]>('/api/user/viewing-history', { signal }) });
}

/** DELETE /api/user/account { email }. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (email: string) => api.delete<{ message: string }>('/api/user/account', { email }) });
}
