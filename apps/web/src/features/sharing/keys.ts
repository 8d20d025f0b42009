/** The sharing feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const sharingKeys = {
  all: ['sharing'] as const,
  /** GET /api/shared-plan/{token}. */
  plan: (token: string) => [...sharingKeys.all, 'plan', token] as const,
  /** Every read of a shared group, whatever its token. */
  group: (groupId: string) => [...sharingKeys.all, 'group', groupId] as const,
  /** GET /api/shared-group/{groupId}?token= (no token: the owner's own view, or a public group). */
  groupWithToken: (groupId: string, token: string | null) => [...sharingKeys.group(groupId), token ?? ''] as const,
};
