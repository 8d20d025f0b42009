import { randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url (43 characters): unguessable, kept until the owner revokes it. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** Anything else cannot be a token we made: answered "not found" without a query. */
export const looksLikeShareToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Compares in constant time, so response timing says nothing about how much of a guess was right. */
export function sameToken(given: string | undefined, stored: string | null): boolean {
  if (!given || !stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The web paths of shared pages: /shared/{token} for a plan, /shared-group/{id}?token= for a group. */
export const sharedPlanPath = (token: string) => `/shared/${token}`;
export const sharedGroupPath = (groupId: number, token: string) => `/shared-group/${groupId}?token=${encodeURIComponent(token)}`;
