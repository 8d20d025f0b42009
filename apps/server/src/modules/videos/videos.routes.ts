import { libraryPage, libraryQuery, messageReply, relatedVideo, saveVideoBody, video, videoIdParams, videoPlan, youtubeIdParams } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, maxAge, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';
import { LIBRARY_FACTS_MAX_AGE_MS } from './videos.service.ts';

export function videosRoutes(app: App, { videos, config, clock }: Services): void {
  // The library's first page, what opening it reads: kept per learner and limit (decision 0058). Later
  // pages and searches are read each time (cursors and search texts would be keys seldom asked again).
  const firstPages = new JsonCache(compileSerializer(libraryPage, { checkWithZod: config.env !== 'production' }), 16 * 1024 * 1024, { until: maxAge(LIBRARY_FACTS_MAX_AGE_MS) });

  // The model's answers on subjects still in flight store nothing once the app closes.
  app.addHook('onClose', async () => videos.stopBackground());

  app.get(
    '/api/videos',
    { schema: { summary: "One page of the signed-in user's saved videos, newest first, with the cursor of the next", querystring: libraryQuery, response: { 200: libraryPage } } },
    async (req, reply) => {
      const { limit, cursor, search } = req.query;
      if (cursor || search?.trim()) return videos.library(requireUser(req).id, req.query);
      return sendJson(req, reply, await firstPages.get({ ...videos.firstLibraryPage(requireUser(req), limit), now: clock.now().getTime() }));
    },
  );

  app.post('/api/videos', { schema: { summary: 'Save a YouTube video to the library', body: saveVideoBody, response: { 200: video } } }, (req) => videos.saveForUser(requireUser(req).id, req.body));

  app.get('/api/videos/youtube/:youtubeId', { schema: { summary: 'Get a saved video by its YouTube id', errors: [404], params: youtubeIdParams, response: { 200: video } } }, (req) =>
    videos.getByYoutubeId(requireUser(req).id, req.params.youtubeId),
  );

  app.get('/api/videos/:id', { schema: { summary: 'Get a saved video', errors: [404], params: videoIdParams, response: { 200: video } } }, (req) => videos.get(requireUser(req).id, req.params.id));

  app.get('/api/videos/:id/plans', { schema: { summary: "List the signed-in user's plans that hold a video", errors: [404], params: videoIdParams, response: { 200: z.array(videoPlan) } } }, (req) =>
    videos.plansWith(requireUser(req).id, req.params.id),
  );

  app.get('/api/videos/:id/related', { schema: { summary: 'List videos related to a video', errors: [404], params: videoIdParams, response: { 200: z.array(relatedVideo) } } }, (req) =>
    videos.related(requireUser(req).id, req.params.id),
  );

  app.delete('/api/videos/:id', { schema: { summary: 'Remove a video from the library', errors: [404, 409], params: videoIdParams, response: { 200: messageReply } } }, async (req) => {
    await videos.removeFromLibrary(requireUser(req).id, req.params.id);
    return { message: 'Video removed from your library' };
  });
}
