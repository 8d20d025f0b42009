import { favoriteChangeReply, favoritePlaylist, favoriteStatus, favoriteVideo, idParams } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

/** Spec 2 section 7 Favorites; spec 3 section 7 (the spec calls favourite plans "playlists"). */
export function favoritesRoutes(app: App, { favorites }: Services): void {
  app.get('/api/favorites/videos', { schema: { response: { 200: z.array(favoriteVideo) } } }, (req) => favorites.videoList(requireUser(req).id));
  app.get('/api/favorites/playlists', { schema: { response: { 200: z.array(favoritePlaylist) } } }, (req) => favorites.planList(requireUser(req).id));

  app.get('/api/favorites/videos/:id/status', { schema: { params: idParams, response: { 200: favoriteStatus } } }, (req) =>
    favorites.videoStatus(requireUser(req).id, req.params.id),
  );
  app.get('/api/favorites/playlists/:id/status', { schema: { params: idParams, response: { 200: favoriteStatus } } }, (req) =>
    favorites.planStatus(requireUser(req).id, req.params.id),
  );

  app.post('/api/favorites/videos/:id', { schema: { params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.addVideo(requireUser(req).id, req.params.id),
  );
  app.delete('/api/favorites/videos/:id', { schema: { params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.removeVideo(requireUser(req).id, req.params.id),
  );
  app.post('/api/favorites/playlists/:id', { schema: { params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.addPlan(requireUser(req).id, req.params.id),
  );
  app.delete('/api/favorites/playlists/:id', { schema: { params: idParams, response: { 200: favoriteChangeReply } } }, (req) =>
    favorites.removePlan(requireUser(req).id, req.params.id),
  );
}
