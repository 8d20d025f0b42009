import type { authConfigReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';
import { api } from '../../../lib/api.ts';
import { authKeys } from '../keys.ts';

export type AuthConfig = z.infer<typeof authConfigReply>;

/** Used when the config cannot be read: the default 30-minute idle limit, no Google sign-in. */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;

/** GET /api/auth/config: whether Google sign-in is set up, the idle limit, the support address. */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return api.get<AuthConfig>('/api/auth/config', { background: true, on401: 'ignore', ...(signal ? { signal } : {}) });
}

/** `waitForFirstPaint`: for a part that can wait (the footer), so that its read is not on the way to the page's first paint. */
export function useAuthConfig({ waitForFirstPaint = false }: { waitForFirstPaint?: boolean } = {}) {
  const painted = useAfterFirstPaint();
  return useQuery({
    queryKey: authKeys.config(),
    enabled: painted || !waitForFirstPaint,
    queryFn: ({ signal }) => getAuthConfig(signal),
    // Server configuration does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
