import { addPlaylistItemBody, commonPlaylistItem, commonPlaylistQuery, planFromPlaylistBody, planIdParam, planSummary, planVideoEntry, playlistSelectionBody, playlistSelectionReply } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function commonPlaylistRoutes(app: App, { commonPlaylist }: Services): void {
  app.get('/api/common-playlist', { schema: { summary: 'List the common playlist, optionally one category', querystring: commonPlaylistQuery, response: { 200: z.array(commonPlaylistItem) } } }, (req) =>
    commonPlaylist.list(requireUser(req).id, req.query.category),
  );

  app.post(
    '/api/plans/from-playlist',
    { schema: { summary: 'Create a private plan from common-playlist items', body: planFromPlaylistBody, response: { 201: planSummary.extend({ message: z.string() }) } } },
    async (req, reply) => reply.status(201).send({ ...(await commonPlaylist.createPlan(requireUser(req).id, req.body)), message: 'Plan created from selected courses' }),
  );

  app.post(
    '/api/plans/:planId/add-playlist-item',
    { schema: { summary: 'Add a common-playlist item to a learning plan', errors: [403, 404, 409], params: planIdParam, body: addPlaylistItemBody, response: { 201: planVideoEntry.extend({ message: z.string() }) } } },
    async (req, reply) => reply.status(201).send({ ...(await commonPlaylist.addToPlan(requireUser(req).id, req.params.planId, req.body.playlistItemId)), message: 'Course added to plan' }),
  );

  app.post('/api/user-playlist-selections', { schema: { summary: 'Bookmark a common-playlist item, or remove the bookmark', errors: [404], body: playlistSelectionBody, response: { 200: playlistSelectionReply } } }, async (req) => {
    await commonPlaylist.setBookmark(requireUser(req).id, req.body.playlistItemId, req.body.isBookmarked);
    return { playlistItemId: req.body.playlistItemId, isBookmarked: req.body.isBookmarked, message: req.body.isBookmarked ? 'Course bookmarked' : 'Bookmark removed' };
  });
}
