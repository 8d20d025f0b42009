import {
  playlistParams,
  playlistSearchQuery,
  playlistSearchReply,
  playlistVideosReply,
  videoLookupReply,
  videoSearchQuery,
  videoSearchReply,
  youtubeVideoParams,
} from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { limit } from '../../http/rate-limit.ts';

/** Search, lookup and playlist preview. Playlist search and preview are public (explore shows them to visitors). */
export function youtubeRoutes(app: App, { youtube, config }: Services): void {
  const searchLimit = limit(config, 'search');

  app.get(
    '/api/youtube/search',
    { config: { rateLimit: searchLimit }, schema: { summary: 'Search YouTube videos', errors: [502, 503], querystring: videoSearchQuery, response: { 200: videoSearchReply } } },
    async (req) => youtube.searchVideos(req.query),
  );

  app.get(
    '/api/youtube/video/:youtubeId',
    { config: { rateLimit: searchLimit }, schema: { summary: 'Look up a YouTube video', errors: [404, 502, 503], params: youtubeVideoParams, response: { 200: videoLookupReply } } },
    async (req) => youtube.lookupVideo(req.params.youtubeId),
  );

  app.get(
    '/api/youtube/search-playlists',
    {
      config: { auth: 'public', rateLimit: searchLimit },
      schema: { summary: 'Search YouTube playlists', errors: [502, 503], querystring: playlistSearchQuery, response: { 200: playlistSearchReply } },
    },
    async (req) => youtube.searchPlaylists(req.query),
  );

  app.get(
    '/api/youtube/playlist/:playlistId/videos',
    { config: { auth: 'public', rateLimit: searchLimit }, schema: { summary: 'Preview the videos of a YouTube playlist', errors: [404, 502, 503], params: playlistParams, response: { 200: playlistVideosReply } } },
    async (req) => youtube.playlistVideos(req.params.playlistId),
  );
}
