import type { AdminStats, AuditEntry, IntegrityReport, adminLoginReply } from '@learnstack/contracts';
import { ADMIN_STATS_REFRESH_MS } from '@learnstack/contracts/admin-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, setCsrfToken } from '../../../lib/api.ts';
import { adminKeys } from '../keys.ts';

export type AdminLoginReply = z.infer<typeof adminLoginReply>;
/** Admin calls handle 401 and 403 themselves (back to /admin/login), not with the app's logged-out redirect. */
const own = { on401: 'ignore' } as const;

/** True when the reply means "not signed in as an admin": the page goes to /admin/login. */
export function isNotAdmin(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Queries retry twice, but never on 401, 403 or 404 (spec file 1 section 7). */
const retry = (count: number, error: unknown) => count < 2 && !(error instanceof ApiError && [401, 403, 404].includes(error.status));

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api.post<AdminLoginReply>('/api/admin/login', body, own),
    retry: false,
    onSuccess: (reply) => {
      setCsrfToken(reply.csrfToken);
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}

/**
 * The admin is now signed in to the app as well: refresh the current user. Called once the page has
 * moved on, since a change of sign-in state builds a new router at the address of that moment.
 */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/admin/logout', undefined, own),
    retry: false,
    onSettled: () => {
      setCsrfToken(null);
      queryClient.removeQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
    },
  });
}

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => api.get<AdminStats>('/api/admin/stats', { ...own, background: true, signal }),
    refetchInterval: ADMIN_STATS_REFRESH_MS,
    staleTime: 0,
    retry,
  });
}

export function useIntegrityCheck() {
  return useQuery({
    queryKey: adminKeys.integrity(),
    queryFn: ({ signal }) => api.get<IntegrityReport>('/api/admin/data-integrity/check', { ...own, background: true, signal }),
    staleTime: 0,
    retry,
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => api.get<{ entries: AuditEntry[]; nextBefore: number | null }>('/api/admin/audit?limit=20', { ...own, background: true, signal }),
    refetchInterval: ADMIN_STATS_REFRESH_MS,
    staleTime: 0,
    retry,
  });
}

/**
 * Every write refreshes the stats, the integrity report and the audit trail, in the background: the
 * write is done when the server says so, and a dialog closes then, not after three whole-database
 * reads (seconds at a community's volume when the figures are computed anew).
 */
function useAdminWrite<TBody, TReply>(call: (body: TBody) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: 1,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export const useQuotaUpdate = () => useAdminWrite((quotaUsed: number) => api.post<{ message: string; quotaUsed: number }>('/api/admin/quota/youtube', { quotaUsed }, own));
export const useCleanup = () => useAdminWrite(() => api.post<{ success: boolean; message: string }>('/api/admin/cleanup', undefined, own));
export const useIntegrityFix = () => useAdminWrite(() => api.post<{ message: string }>('/api/admin/data-integrity/cleanup', undefined, own));
