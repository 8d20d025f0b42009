import type { ShareReply } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { exploreKeys } from '../../explore/keys.ts';
import { groupKeys } from '../../groups/keys.ts';
import { planKeys } from '../../plans/keys.ts';

export type ShareKind = 'plan' | 'group';

/** The share body: by e-mail, to a friend, or `{}` for the link only. */
export type ShareRequest = { email: string } | { friendId: number } | Record<string, never>;

/** /api/learning-plans/{id}/share or /api/plan-groups/{id}/share. */
export function sharePath(kind: ShareKind, id: number): string {
  return kind === 'plan' ? `/api/learning-plans/${id}/share` : `/api/plan-groups/${id}/share`;
}

/** POST .../share → { shareUrl, shareToken, message, userExists, emailSent, emailStatus, shareCount }. */
export function share(kind: ShareKind, id: number, body: ShareRequest): Promise<ShareReply> {
  return api.post<ShareReply>(sharePath(kind, id), body);
}

/** DELETE .../share: the link stops working; the next share makes a new one. */
export function revokeShare(kind: ShareKind, id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(sharePath(kind, id));
}

/** Share counts show on the plan list and on explore: refresh them after a share that reached someone. */
function invalidateShareCounts(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([planKeys.list(), groupKeys.list(), exploreKeys.publicPlans()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useShare(kind: ShareKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareRequest) => share(kind, id, body),
    // Every e-mail or friend share counts against a daily limit: never resend on its own.
    retry: false,
    onSuccess: (_reply, body) => {
      if ('email' in body || 'friendId' in body) void invalidateShareCounts(queryClient);
    },
  });
}

export function useRevokeShare(kind: ShareKind, id: number) {
  return useMutation({ mutationFn: () => revokeShare(kind, id), retry: false });
}
