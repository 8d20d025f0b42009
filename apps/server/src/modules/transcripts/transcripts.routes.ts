import { messageReply, momentsQuery, momentsReply, transcriptParams, transcriptPendingReply, transcriptReply, uploadTranscriptBody } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';
import { transcriptHeadWithSession } from './transcripts.queries.ts';

/** An upload's JSON body: the 2 MB file, escaped (every byte may need two), and the rest of the object. */
const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024 + 1024;

/** Transcripts of videos (YouTube's caption tracks and the caller's own uploads) and the moments search over them. */
export function transcriptsRoutes(app: App, { transcripts, universalSearch, config }: Services): void {
  // A 2,000-segment transcript is some 150 KB of JSON: serialized and compressed once per instance.
  const cache = new JsonCache(compileSerializer(transcriptReply, { checkWithZod: config.env !== 'production' }));
  app.addHook('onClose', async () => transcripts.stopBackground());

  app.get(
    '/api/videos/:youtubeId/transcript',
    {
      config: { sessionWith: transcriptHeadWithSession },
      schema: {
        summary: "Get a video's transcript (the caller's upload, else YouTube's captions); 202 while the first fetch runs",
        errors: [404],
        params: transcriptParams,
        response: { 200: transcriptReply, 202: transcriptPendingReply },
      },
    },
    async (req, reply) => {
      const answer = await transcripts.get(requireUser(req).id, req.params.youtubeId, req.sessionCompanion);
      if (answer.pending) return reply.status(202).send({ status: 'pending' as const });
      return sendJson(req, reply, await cache.get(answer.transcript));
    },
  );

  app.put(
    '/api/videos/:youtubeId/transcript',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { summary: "Upload the caller's own transcript of a video (.vtt or .srt, at most 2 MB)", errors: [400, 404], params: transcriptParams, body: uploadTranscriptBody, response: { 200: transcriptReply } },
    },
    (req) => transcripts.upload(requireUser(req).id, req.params.youtubeId, req.body),
  );

  app.delete(
    '/api/videos/:youtubeId/transcript',
    { schema: { summary: "Delete the caller's own transcript of a video", errors: [404], params: transcriptParams, response: { 200: messageReply } } },
    (req) => transcripts.deleteUpload(requireUser(req).id, req.params.youtubeId),
  );

  app.get(
    '/api/transcripts/search',
    { schema: { summary: 'Search what was said in the transcripts of the videos the caller may see', errors: [400], querystring: momentsQuery, response: { 200: momentsReply } } },
    (req) => universalSearch.moments(requireUser(req).id, req.query.q, req.query.limit),
  );
}
