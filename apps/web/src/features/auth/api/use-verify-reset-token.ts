import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from '../keys.ts';

export interface VerifyResetTokenReply {
  valid: boolean;
  message: string;
}

/** GET /api/auth/verify-reset-token/{token}. */
export function verifyResetToken(token: string, signal?: AbortSignal): Promise<VerifyResetTokenReply> {
  return api.get<VerifyResetTokenReply>(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`, {
    on401: 'ignore',
    ...(signal ? { signal } : {}),
  });
}

export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: authKeys.resetToken(token ?? ''),
    queryFn: ({ signal }) => verifyResetToken(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
