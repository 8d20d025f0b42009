import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/reset-password', body, { on401: 'ignore' });
}

export function useResetPassword() {
  // No automatic retry: the token is single use.
  return useMutation({ mutationFn: resetPassword, retry: false });
}
