import type { Notification } from '@learnstack/contracts';

/** A positive integer field of `data`, else undefined. */
export function idField(n: Pick<Notification, 'data'>, key: string): number | undefined {
  const value = n.data?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function stringField(n: Pick<Notification, 'data'>, key: string): string | undefined {
  const value = n.data?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Where a plan_shared item leads: the server's own relative path (/shared/{token} for a plan,
 * /shared-group/{id}?… for a group) when it gives one, else /shared/{shareToken}.
 */
export function sharedLink(n: Pick<Notification, 'type' | 'data'>): string | undefined {
  // The daily review reminder opens the review.
  if (n.type === 'review') return '/review';
  if (n.type !== 'plan_shared') return undefined;
  const url = stringField(n, 'url');
  if (url?.startsWith('/shared') && !url.startsWith('//')) return url;
  const token = stringField(n, 'shareToken');
  return token ? `/shared/${encodeURIComponent(token)}` : undefined;
}

/** The bell badge: the count, or '9+' above 9; nothing at 0. */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 9 ? '9+' : String(Math.trunc(unread));
}
