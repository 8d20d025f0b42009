import { favoriteChangeReply, favoritePlaylist, favoriteStatus, favoriteVideo, idParams } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

/** Favourite videos and plans; the paths call favourite plans "playlists", as the web's first clients did. */
export function favoritesRoutes(app: App, { favorites }: Services): void {
  app.get('/api/favorites/videos', { schema: { summary: 'List favorite videos', response: { 200: z.array(favoriteVideo) } } }, (req) => favorites.videoList(requireUser(req).id));
  app.get('/api/favorites/playlists', { schema: { summary: 'List favorite learning plans', response: { 200: z.array(favoritePlaylist) } } }, (req) => favorites.planList(requireUser(req).id));

  app.get('/api/favorites/videos/:id/status', { schema: { summary: 'Check whether a video is a favorite', errors: [404], params: idParams, response: { 200: favoriteStatus } } }, (req) =>
    favorites.videoStatus(requireUser(req).id, req.params.id),
  );
  app.get('/api/favorites/playlists/:id/status', { schema: { summary: 'Check whether a learning plan is a favorite', errors: [404], params: idParams, response: { 200: favoriteStatus } } }, (req) =>
    favorites.planStatus(requireUser(req).id, req.params.id),
  );

  app.post('/api/favorites/videos/:id', { schema: { summary: 'Add a video to favorites', errors: [404], params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.addVideo(requireUser(req).id, req.params.id),
  );
  app.delete('/api/favorites/videos/:id', { schema: { summary: 'Remove a video from favorites', errors: [404], params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.removeVideo(requireUser(req).id, req.params.id),
  );
  app.post('/api/favorites/playlists/:id', { schema: { summary: 'Add a learning plan to favorites', errors: [404], params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.addPlan(requireUser(req).id, req.params.id),
  );
  app.delete('/api/favorites/playlists/:id', { schema: { summary: 'Remove a learning plan from favorites', errors: [404], params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.removePlan(requireUser(req).id, req.params.id),
  );
}
