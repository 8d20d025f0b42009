import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ForgotPasswordReply {
  message: string;
}

/** POST /api/auth/forgot-password: the same answer whether the address has an account or not. */
export function requestPasswordReset(email: string): Promise<ForgotPasswordReply> {
  return api.post<ForgotPasswordReply>('/api/auth/forgot-password', { email }, { on401: 'ignore' });
}

export function useForgotPassword() {
  // No automatic retry: a retry would send a second e-mail.
  return useMutation({ mutationFn: requestPasswordReset, retry: false });
}
