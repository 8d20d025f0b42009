import {
  addExistingPlaylistBody,
  addExistingPlaylistReply,
  importParams,
  importPlaylistBody,
  importPlaylistReply,
  importStartedReply,
  importStatusReply,
} from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

/** Import a playlist as a plan (202 + progress by polling), or reuse someone's public import. */
export function playlistImportRoutes(app: App, { playlistImport }: Services): void {
  app.post(
    '/api/youtube/import-playlist',
    { schema: { summary: 'Import a YouTube playlist as a learning plan', errors: [404, 409, 502, 503], body: importPlaylistBody, response: { 200: importPlaylistReply, 202: importStartedReply } } },
    async (req, reply) => {
      const result = await playlistImport.start(requireUser(req).id, req.body);
      return reply.status(result.isNewImport ? 202 : 200).send(result);
    },
  );

  app.get('/api/youtube/imports/:importId', { schema: { summary: 'Get the progress of a playlist import', errors: [404], params: importParams, response: { 200: importStatusReply } } }, async (req) =>
    playlistImport.status(requireUser(req).id, req.params.importId),
  );

  app.post(
    '/api/youtube/add-existing-playlist',
    { schema: { summary: "Copy another user's imported playlist plan to your plans", errors: [404], body: addExistingPlaylistBody, response: { 200: addExistingPlaylistReply } } },
    async (req) => playlistImport.addExisting(requireUser(req).id, req.body.existingPlanId),
  );

  app.addHook('onReady', async () => playlistImport.startBackground());
  app.addHook('onClose', async () => playlistImport.stopBackground());
}
