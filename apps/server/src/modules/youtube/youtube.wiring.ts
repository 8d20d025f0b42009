import type { Deps } from '../../services.ts';
import { createDbCache, createDbUsageLedger, createYouTubeProvider } from '../../providers/youtube/index.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import { PlaylistImportService } from '../playlist-import/playlist-import.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { YouTubeService } from './youtube.service.ts';

/**
 * The YouTube provider (Data API with a key, key-less public endpoints and our catalog without one),
 * backed by the database cache and quota ledger, and the services built on it.
 */
export function createYouTubeServices(deps: Deps, others: { plans: PlansService; videos: VideosService }) {
  const { config, db, log } = deps;
  const catalog = new CatalogService(db);
  const youtubeProvider = createYouTubeProvider({
    apiKey: config.youtube.apiKey,
    apiBaseUrl: config.youtube.apiBaseUrl,
    publicBaseUrl: config.youtube.publicBaseUrl,
    cache: createDbCache(db),
    usage: createDbUsageLedger(db),
    localSearch: (q, limit, offset) => catalog.searchVideos(q, limit, offset),
    localPlaylistSearch: async (q, limit, offset) => catalog.searchPlaylists(q, limit, offset),
  });
  return {
    catalog,
    youtubeProvider,
    youtube: new YouTubeService(youtubeProvider, catalog),
    playlistImport: new PlaylistImportService(db, youtubeProvider, others.plans, others.videos, log),
  };
}
