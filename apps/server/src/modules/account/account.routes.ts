import { deleteAccountBody, messageReply, profileBody, profileReply, VIEWING_HISTORY_LIMIT, viewingHistoryItem } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';

const exportReply = z.object({
  format: z.literal('learnstack-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  plans: z.array(z.object({ id: z.number(), title: z.string(), videos: z.array(z.object({ orderIndex: z.number(), youtubeId: z.string(), title: z.string(), addedAt: z.string() })) })),
  friends: z.array(z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), since: z.string() })),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export function accountRoutes(app: App, { account, sessionStore, config }: Services): void {
  // The last videos watched, per learner (decision 0056).
  const viewingHistory = new JsonCache(compileSerializer(z.array(viewingHistoryItem), { checkWithZod: config.env !== 'production' }), 8 * 1024 * 1024);

  app.put('/api/user/profile', { schema: { summary: "Change the signed-in user's first and last name", body: profileBody, response: { 200: profileReply } } }, async (req) => ({
    message: 'Profile updated',
    user: await account.updateProfile(requireUser(req).id, req.body),
  }));

  app.get(
    '/api/user/viewing-history',
    { schema: { summary: `The last ${VIEWING_HISTORY_LIMIT} videos the signed-in user watched, newest first`, response: { 200: z.array(viewingHistoryItem) } } },
    async (req, reply) => sendJson(req, reply, await viewingHistory.get(account.viewingHistoryVersioned(requireUser(req)))),
  );

  app.get('/api/user/export', { schema: { summary: "Download the signed-in user's data as JSON", response: { 200: exportReply } } }, async (req, reply) => {
    const data = await account.export(requireUser(req).id);
    const date = data.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="learnstack-export-${date}.json"`).header('cache-control', 'no-store');
    return data;
  });

  app.delete(
    '/api/user/account',
    { schema: { summary: 'Delete the signed-in user’s account and all their data', description: 'The body repeats the account’s e-mail as confirmation.', body: deleteAccountBody, response: { 200: messageReply } } },
    async (req, reply) => {
      await account.deleteAccount(requireUser(req).id, req.body.email);
      // The rows of every session went with the user; this clears the caller's cookie too.
      await sessionStore.destroy(reply, null);
      return { message: 'Your account has been deleted' };
    },
  );
}
