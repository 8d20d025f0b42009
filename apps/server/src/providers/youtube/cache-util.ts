import { createHash } from 'node:crypto';
import type { KeyValueCache } from './types.ts';

/** Cache lifetimes from the design: searches and playlists change often, video facts rarely. */
export const TTL = {
  search: 6 * 3600,
  video: 3 * 86_400,
  missingVideo: 6 * 3600,
  playlist: 6 * 3600,
} as const;

/**
 * A readable key such as `yt:search:video:q=rust&max=6`, built only from request parameters (never the API key).
 * Long keys are hashed so free text cannot make an oversized primary key.
 */
export function cacheKey(kind: string, params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params)
    .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  const key = `yt:${kind}:${parts.join('&')}`;
  if (key.length <= 200) return key;
  return `yt:${kind}:#${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/** The cached value when there is one (checked by `isValid`), otherwise `load()` stored for `ttlSeconds`. */
export async function cached<T>(
  cache: KeyValueCache,
  key: string,
  ttlSeconds: number,
  isValid: (value: unknown) => value is T,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get(key);
  if (hit !== undefined && isValid(hit)) return hit;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}

export async function getMany(cache: KeyValueCache, keys: string[]): Promise<Map<string, unknown>> {
  if (cache.getMany) return cache.getMany(keys);
  const values = await Promise.all(keys.map((k) => cache.get(k)));
  const found = new Map<string, unknown>();
  keys.forEach((k, i) => {
    if (values[i] !== undefined) found.set(k, values[i]);
  });
  return found;
}

export async function setMany(
  cache: KeyValueCache,
  entries: { key: string; value: unknown }[],
  ttlSeconds: number,
): Promise<void> {
  if (entries.length === 0) return;
  if (cache.setMany) return cache.setMany(entries, ttlSeconds);
  await Promise.all(entries.map((e) => cache.set(e.key, e.value, ttlSeconds)));
}
