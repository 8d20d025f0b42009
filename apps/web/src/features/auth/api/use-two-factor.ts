import type { AuthReply, ConfirmTwoFactorBody, RecoveryCodesReply, TwoFactorSetup, TwoFactorStatus } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from '../keys.ts';

/** Two-factor sign-in (decision 0042). */

export function useTwoFactorStatus() {
  return useQuery({ queryKey: authKeys.twoFactor(), queryFn: () => api.get<TwoFactorStatus>('/api/auth/two-factor') });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/auth/two-factor/setup', {}) });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesReply>('/api/auth/two-factor/enable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) => api.post<{ message: string }>('/api/auth/two-factor/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor() }),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) => api.post<RecoveryCodesReply>('/api/auth/two-factor/recovery-codes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor() }),
  });
}

/** The second step of signing in. A 401 here is a wrong code, not an expired session. */
export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: (code: string) => api.post<AuthReply>('/api/auth/two-factor/verify', { code }, { on401: 'ignore' }), retry: false });
}
