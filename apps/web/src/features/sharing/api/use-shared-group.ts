import type { AcceptGroupReply, SharedGroupReply } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { groupKeys } from '../../groups/keys.ts';
import { planKeys } from '../../plans/keys.ts';
import { sharingKeys } from '../keys.ts';

/** GET /api/shared-group/{groupId}?token= (public). The `email` parameter of old links is not sent: the server ignores it. */
export function sharedGroupPath(groupId: string, token: string | null): string {
  const base = `/api/shared-group/${encodeURIComponent(groupId)}`;
  return token ? `${base}?${new URLSearchParams({ token })}` : base;
}

export function useSharedGroup(groupId: string, token: string | null, enabled = true) {
  return useQuery({
    queryKey: sharingKeys.groupWithToken(groupId, token),
    queryFn: ({ signal }) => api.get<SharedGroupReply>(sharedGroupPath(groupId, token), { on401: 'ignore', signal }),
    enabled,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** POST /api/shared-group/{groupId}/accept { token } → { message, groupId, planCount }; 409 ALREADY_ADDED carries existingGroupId. */
export function acceptSharedGroup(groupId: string, token: string | null): Promise<AcceptGroupReply> {
  return api.post<AcceptGroupReply>(`/api/shared-group/${encodeURIComponent(groupId)}/accept`, token ? { token } : {});
}

export function useAcceptSharedGroup(groupId: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptSharedGroup(groupId, token),
    retry: false,
    // The groups and plans lists are refreshed: the plans came with the group.
    onSettled: () => Promise.all([groupKeys.list(), planKeys.list(), sharingKeys.group(groupId)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
