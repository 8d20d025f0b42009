import type { Deps } from '../../deps.ts';
import { createDbCache, createDbUsageLedger, createYouTubeProvider, type YouTubeProvider } from '../../providers/youtube/index.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import { PlaylistImportService } from '../playlist-import/playlist-import.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { YouTubeService } from './youtube.service.ts';

/** A save waits at most this long for YouTube to confirm the video (one attempt, no retry). */
export const SAVE_CONFIRM_TIMEOUT_MS = 2000;

/**
 * The YouTube provider (Data API with a key, key-less public endpoints and our catalog without one),
 * backed by the database cache and quota ledger, plus a quick variant of it for requests that must
 * answer even when YouTube does not (a save confirms its video through it).
 */
export function createYouTubeProviders(deps: Pick<Deps, 'config' | 'db'>) {
  const { config, db } = deps;
  const catalog = new CatalogService(db);
  const options = {
    apiKey: config.youtube.apiKey,
    apiBaseUrl: config.youtube.apiBaseUrl,
    publicBaseUrl: config.youtube.publicBaseUrl,
    cache: createDbCache(db),
    usage: createDbUsageLedger(db),
    localSearch: (q: string, limit: number, offset: number) => catalog.searchVideos(q, limit, offset),
    localPlaylistSearch: async (q: string, limit: number, offset: number) => catalog.searchPlaylists(q, limit, offset),
  };
  const youtubeProvider = createYouTubeProvider(options);
  const quickYoutubeProvider = createYouTubeProvider({ ...options, timeoutMs: SAVE_CONFIRM_TIMEOUT_MS, retries: 0 });
  return { catalog, youtubeProvider, quickYoutubeProvider };
}

/** The services built on the provider. */
export function createYouTubeServices(
  deps: Deps,
  providers: { catalog: CatalogService; youtubeProvider: YouTubeProvider },
  others: { plans: PlansService; videos: VideosService },
) {
  const { db, log } = deps;
  const { catalog, youtubeProvider } = providers;
  return {
    catalog,
    youtubeProvider,
    youtube: new YouTubeService(youtubeProvider, catalog),
    playlistImport: new PlaylistImportService(db, youtubeProvider, others.plans, others.videos, log),
  };
}
