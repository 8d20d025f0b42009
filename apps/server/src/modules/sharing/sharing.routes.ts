import {
  acceptGroupReply,
  acceptPlanReply,
  acceptSharedGroupBody,
  acceptSharedGroupQuery,
  exploreQuery,
  exploreStats,
  groupIdParams,
  likeReply,
  messageReply,
  planIdParams,
  publicGroupsReply,
  publicPlansReply,
  shareBody,
  sharedGroupParams,
  sharedGroupQuery,
  sharedGroupReply,
  sharedPlanReply,
  shareReply,
  shareTokenParams,
} from '@learnstack/contracts';
import type { FastifyRequest } from 'fastify';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, maxAge, sendJson } from '../../http/json-cache.ts';
import { limit } from '../../http/rate-limit.ts';
import { compileSerializer } from '../../http/serializer.ts';
import { EXPLORE_FRESH_MS, type PublicPlansPage } from './explore.service.ts';

const viewerOf = (req: FastifyRequest) => req.user?.id ?? null;

/** Showing the link costs nothing; only e-mail and friend shares count against the 'share' limit. */
const sendsSomething = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown; friendId?: unknown } | null | undefined;
  return body?.email !== undefined || body?.friendId !== undefined;
};

export function sharingRoutes(app: App, { explore, sharing, sharedPages, copies, likes, config }: Services): void {
  // The share limit runs after the body is parsed, so link-only requests can be let through.
  const shareLimit = { ...limit(config, 'share'), hook: 'preHandler' as const, allowList: (req: FastifyRequest) => !sendsSomething(req) };

  // --- explore (public) ---
  // Explore's pages of plans are the same for every viewer: shared, at most EXPLORE_FRESH_MS old (decision 0057).
  const plansPages = new JsonCache<PublicPlansPage>(compileSerializer(publicPlansReply, { checkWithZod: config.env !== 'production' }), 8 * 1024 * 1024, {
    until: maxAge(EXPLORE_FRESH_MS),
    keepValues: true,
  });
  app.get(
    '/api/public-plans',
    { config: { auth: 'public' }, schema: { summary: 'Explore public learning plans', querystring: exploreQuery, response: { 200: publicPlansReply } } },
    async (req, reply) => {
      const viewerId = viewerOf(req);
      const { json, value, loadedNow } = await plansPages.getWithValue(explore.publicPlansPage(req.query));
      return (await explore.publicPlansFor(viewerId, value, loadedNow)) ?? sendJson(req, reply, json);
    },
  );
  app.get('/api/public-groups', { config: { auth: 'public' }, schema: { summary: 'Explore public plan groups', querystring: exploreQuery, response: { 200: publicGroupsReply } } }, (req) =>
    explore.publicGroups(viewerOf(req), req.query),
  );
  app.get('/api/explore/stats', { config: { auth: 'public' }, schema: { summary: 'Get the counts shown on the explore page', response: { 200: exploreStats } } }, () => explore.stats());

  // --- copies ---
  app.post('/api/shared-plan/public/:id/accept', { schema: { summary: 'Copy a public plan to your plans', errors: [404, 409], params: planIdParams, response: { 200: acceptPlanReply } } }, (req) =>
    copies.acceptPublicPlan(requireUser(req).id, req.params.id),
  );
  app.post('/api/shared-plan/:shareToken/accept', { schema: { summary: 'Copy a plan shared by link to your plans', errors: [404, 409], params: shareTokenParams, response: { 200: acceptPlanReply } } }, (req) =>
    copies.acceptSharedPlan(requireUser(req).id, req.params.shareToken),
  );
  app.post('/api/public-groups/:id/accept', { schema: { summary: 'Copy a public group and its plans to yours', errors: [404, 409], params: groupIdParams, response: { 200: acceptGroupReply } } }, (req) =>
    copies.acceptPublicGroup(requireUser(req).id, req.params.id),
  );
  app.post(
    '/api/shared-group/:groupId/accept',
    { schema: { summary: 'Copy a group shared by link and its plans to yours', errors: [404, 409], params: sharedGroupParams, querystring: acceptSharedGroupQuery, body: acceptSharedGroupBody, response: { 200: acceptGroupReply } } },
    (req) => copies.acceptSharedGroup(requireUser(req).id, req.params.groupId, req.body?.token ?? req.query.token),
  );

  // --- share links (owner) ---
  app.post(
    '/api/learning-plans/:id/share',
    { config: { rateLimit: shareLimit }, schema: { summary: 'Share a learning plan: get its link, or send it by e-mail or to a friend', errors: [403, 404], params: planIdParams, body: shareBody, response: { 200: shareReply } } },
    (req) => sharing.sharePlan(requireUser(req).id, req.params.id, req.body),
  );
  app.delete('/api/learning-plans/:id/share', { schema: { summary: "Revoke a learning plan's share link", errors: [403, 404], params: planIdParams, response: { 200: messageReply } } }, async (req) => {
    await sharing.revokePlan(requireUser(req).id, req.params.id);
    return { message: 'Share link revoked' };
  });
  app.post(
    '/api/plan-groups/:id/share',
    { config: { rateLimit: shareLimit }, schema: { summary: 'Share a plan group: get its link, or send it by e-mail or to a friend', errors: [404], params: groupIdParams, body: shareBody, response: { 200: shareReply } } },
    (req) => sharing.shareGroup(requireUser(req).id, req.params.id, req.body),
  );
  app.delete('/api/plan-groups/:id/share', { schema: { summary: "Revoke a plan group's share link", errors: [404], params: groupIdParams, response: { 200: messageReply } } }, async (req) => {
    await sharing.revokeGroup(requireUser(req).id, req.params.id);
    return { message: 'Share link revoked' };
  });

  // --- shared pages (public) ---
  app.get('/api/shared-plan/:shareToken', { config: { auth: 'public' }, schema: { summary: 'Show a learning plan shared by link', errors: [404], params: shareTokenParams, response: { 200: sharedPlanReply } } }, (req) =>
    sharedPages.sharedPlan(viewerOf(req), req.params.shareToken),
  );
  app.get(
    '/api/shared-group/:groupId',
    { config: { auth: 'public' }, schema: { summary: 'Show a plan group shared by link', errors: [404], params: sharedGroupParams, querystring: sharedGroupQuery, response: { 200: sharedGroupReply } } },
    (req) => sharedPages.sharedGroup(viewerOf(req), req.params.groupId, req.query.token),
  );

  // --- likes ---
  app.post('/api/plans/:id/like', { schema: { summary: 'Like a public learning plan', errors: [404], params: planIdParams, response: { 200: likeReply } } }, (req) => likes.like(requireUser(req).id, req.params.id));
  app.delete('/api/plans/:id/like', { schema: { summary: 'Take back a like', errors: [404], params: planIdParams, response: { 200: likeReply } } }, (req) => likes.unlike(requireUser(req).id, req.params.id));
}
