import type { LoginBody, LoginReply } from '@learnstack/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/login. A 401 here means wrong credentials, not an expired session; with two-factor sign-in on, the code step follows. */
export function login(body: LoginBody): Promise<LoginReply> {
  return api.post<LoginReply>('/api/auth/login', body, { on401: 'ignore' });
}

export function useLogin() {
  // No automatic retry: every attempt counts toward the server's failed-login limit.
  return useMutation({ mutationFn: login, retry: false });
}
