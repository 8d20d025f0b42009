import type { AuthReply, SignupBody } from '@learnstack/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/signup (the security check is always required). */
export function signup(body: SignupBody): Promise<AuthReply> {
  return api.post<AuthReply>('/api/auth/signup', body, { on401: 'ignore' });
}

export function useSignup() {
  // No automatic retry: the security check is single use and a retry could create the account twice.
  return useMutation({ mutationFn: signup, retry: false });
}
