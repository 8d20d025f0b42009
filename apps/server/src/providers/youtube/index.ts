import { createDataApiProvider } from './data-api.ts';
import { createKeylessProvider } from './keyless.ts';
import type { KeyValueCache, LocalPlaylistSearch, LocalVideoSearch, UsageLedger, YouTubeProvider } from './types.ts';

export { createDataApiProvider, type DataApiOptions } from './data-api.ts';
export { createDbCache, createDbUsageLedger, usageDay } from './db-cache.ts';
export { formatIsoDuration, parseIsoDuration } from './duration.ts';
export { YouTubeQuotaError, YouTubeUpstreamError } from './errors.ts';
export { isYouTubeVideoId, parsePlaylistUrl, parseYouTubeVideoInput, type VideoInput } from '@learnstack/contracts';
export { createKeylessProvider, type KeylessOptions } from './keyless.ts';
export { createMemoryCache, createMemoryLedger } from './memory-cache.ts';
export type * from './types.ts';
export { VIDEO_FACTS_SOURCES } from './types.ts';

export interface YouTubeProviderOptions {
  apiKey: string | undefined;
  apiBaseUrl: string;
  publicBaseUrl: string;
  cache: KeyValueCache;
  usage: UsageLedger;
  localSearch: LocalVideoSearch;
  localPlaylistSearch: LocalPlaylistSearch;
  fetch?: typeof fetch;
  /** Per attempt; the providers' defaults when unset (10 s, 2 retries). */
  timeoutMs?: number;
  retries?: number;
}

/** The Data API when a key is configured, otherwise the key-less provider over public endpoints and our catalog. */
export function createYouTubeProvider(options: YouTubeProviderOptions): YouTubeProvider {
  const common = {
    cache: options.cache,
    usage: options.usage,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
  };
  if (options.apiKey) {
    return createDataApiProvider({ ...common, apiKey: options.apiKey, baseUrl: options.apiBaseUrl });
  }
  return createKeylessProvider({
    ...common,
    publicBaseUrl: options.publicBaseUrl,
    localSearch: options.localSearch,
    localPlaylistSearch: options.localPlaylistSearch,
  });
}
export { correctYouTubeUnitsToday, readYouTubeUsage, YOUTUBE_USAGE_SERVICE, type YouTubeUsageSummary } from './quota.ts';
