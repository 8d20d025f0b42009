import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { ErrorCode } from '@learnstack/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ApiModule, registerModules } from './http/api-modules.ts';
import { installApiReference } from './http/api-reference.ts';
import { installCacheControl } from './http/cache-control.ts';
import { installErrorHandler } from './http/errors.ts';
import { HashedAssets, serveHashedAssetsFirst } from './http/hashed-assets.ts';
import { COMPRESS_THRESHOLD } from './http/json-cache.ts';
import { installLifecycle } from './http/lifecycle.ts';
import { installMetrics } from './http/metrics.ts';
import { installRateLimit } from './http/rate-limit.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { installSecurityHeaders, securityHeaders, subresourceSecurityHeaders } from './http/security-headers.ts';
import { compiledSerializerCompiler } from './http/serializer.ts';
import { SESSION_COOKIE, SessionStore, installSessions } from './http/session.ts';
import { htmlFor, installWebApp, isAssetOrApiPath } from './http/static.ts';
import { guardAdminRoutes } from './modules/admin/admin.guard.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes.ts';
import { friendsRoutes } from './modules/friends/friends.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { modificationRequestsRoutes } from './modules/plans/modification-requests.routes.ts';
import { dashboardPageRoutes } from './modules/dashboard-page/dashboard-page.routes.ts';
import { planPageRoutes } from './modules/plan-page/plan-page.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { videosRoutes } from './modules/videos/videos.routes.ts';
import { youtubeRoutes } from './modules/youtube/youtube.routes.ts';
import { playlistImportRoutes } from './modules/playlist-import/playlist-import.routes.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { notesRoutes, reviewRoutes } from './modules/notes/notes.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { commonPlaylistRoutes } from './modules/common-playlist/common-playlist.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { planNotesRoutes } from './modules/plan-notes/plan-notes.routes.ts';
import { achievementsRoutes } from './modules/achievements/achievements.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { universalSearchRoutes } from './modules/universal-search/universal-search.routes.ts';
import { transcriptsRoutes } from './modules/transcripts/transcripts.routes.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import type { Deps } from './deps.ts';
import { createServices } from './services.ts';
import { trustProxyOption } from './config.ts';

/** Every part of the API; each tag and description heads its section of the API reference. */
const MODULES: readonly ApiModule[] = [
  { tag: 'System', description: 'Health of the server.', routes: systemRoutes },
  { tag: 'Authentication', description: 'Sessions and CSRF tokens, sign-up, login, the security check, password reset and Google sign-in.', routes: authRoutes },
  { tag: 'Two-factor sign-in', description: 'Turning two-factor sign-in on and off, recovery codes, and the second step of signing in.', routes: twoFactorRoutes },
  { tag: 'Profile', description: "The signed-in user's learning interests and onboarding.", routes: usersRoutes },
  { tag: 'Notifications', description: "The signed-in user's notifications.", routes: notificationsRoutes },
  { tag: 'Email preferences', description: 'Which e-mails the signed-in user receives.', routes: emailPreferencesRoutes },
  { tag: 'Friends', description: 'Friends, friend requests and e-mail invitations.', routes: friendsRoutes },
  { tag: 'Plan groups', description: 'Groups that hold learning plans.', routes: groupsRoutes },
  { tag: 'Learning plans', description: 'Learning plans and the videos in them.', routes: plansRoutes },
  { tag: 'Plan page', description: "A plan with its videos and the signed-in user's progress, in one request.", routes: planPageRoutes },
  { tag: 'Dashboard', description: "What the dashboard shows, in one request: each part as its own read answers it.", routes: dashboardPageRoutes },
  { tag: 'Videos', description: "Saved videos and the signed-in user's library.", routes: videosRoutes },
  { tag: 'Progress', description: 'Where the user stopped in each video, plan progress and what to continue.', routes: progressRoutes },
  { tag: 'Modification requests', description: "Changes proposed to another user's public plan, and the owner's decision.", routes: modificationRequestsRoutes },
  { tag: 'YouTube', description: 'Video and playlist search, video lookup and playlist preview.', routes: youtubeRoutes },
  { tag: 'Playlist import', description: 'Importing a YouTube playlist as a learning plan.', routes: playlistImportRoutes },
  { tag: 'Sharing and explore', description: 'Public plans and groups, share links, copies of shared plans and groups, and likes.', routes: sharingRoutes },
  { tag: 'Favorites', description: 'Favourite videos and plans.', routes: favoritesRoutes },
  { tag: 'Common playlist', description: 'The curated common playlist: browsing, bookmarks, and plans made from its items.', routes: commonPlaylistRoutes },
  { tag: 'Account', description: "The signed-in user's profile, viewing history, data export and account deletion.", routes: accountRoutes },
  { tag: 'Contact', description: 'Messages to support, from visitors and users.', routes: contactRoutes },
  { tag: 'Skill insights', description: 'Skill profile, adaptive insights and struggle analysis from the learner’s own data, and difficulty ratings.', routes: insightsRoutes },
  { tag: 'Plan notes', description: "The signed-in user's notes on a plan (the path visualizer's notes panel).", routes: planNotesRoutes },
  { tag: 'Admin', description: 'The admin area: sign-in, dashboard figures, quota correction, clean-up, data integrity and the audit trail.', routes: adminRoutes },
  { tag: 'Analytics', description: "Weekly, daily and monthly figures of the signed-in user's watching, on their time zone's days.", routes: analyticsRoutes },
  { tag: 'Achievements', description: 'Achievements earned by watching, completing videos and plans, and streaks.', routes: achievementsRoutes },
  { tag: 'Certificates', description: 'Completion certificates: list, PNG download, deletion, and public verification.', routes: certificatesRoutes },
  { tag: 'Notes', description: "The signed-in user's timestamped notes on videos.", routes: notesRoutes },
  { tag: 'Review', description: 'Review cards made of notes, on a spaced-repetition schedule (FSRS).', routes: reviewRoutes },
  { tag: 'Search', description: 'Universal search over saved videos and the plans the caller may see.', routes: universalSearchRoutes },
  { tag: 'Transcripts', description: "Videos' transcripts (YouTube's captions or the caller's own upload) and the search over what was said.", routes: transcriptsRoutes },
  { tag: 'Recommendations', description: 'Watch history, recommendations and the model-backed topic helpers (with a local fallback).', routes: recommendationsRoutes },
];

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: 'user' | 'admin' | 'public';
  csrf: 'header' | 'body';
}

/** Builds the whole app from its parts; `listen` is the caller's business. */
export async function buildApp(deps: Deps) {
  const { config } = deps;
  const hashedAssets = new HashedAssets(subresourceSecurityHeaders(securityHeaders(config)));
  const app = Fastify({
    serverFactory: (handler, options) => serveHashedAssetsFirst(hashedAssets, handler, options),
    loggerInstance: deps.log as FastifyBaseLogger,
    logController: new OneLinePerRequest(deps.requestLog),
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ checkWithZod: config.env !== 'production' }));

  guardAdminRoutes(app);
  // Every route, for the cross-cutting suites (CSRF, 401, fuzzing) and the API reference.
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      routes.push({ method, url: route.url, auth: route.config?.auth ?? 'user', csrf: route.config?.csrf ?? 'header' });
    }
  });

  installErrorHandler(app);
  await app.register(cookie);
  // Dynamic text replies of 1 KB or more: brotli (quality 4) when the client takes it, else gzip.
  // Precompressed static files and cached answers arrive already encoded and pass through.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD });
  installSecurityHeaders(app, config);
  const rateLimits = await installRateLimit(app, config, deps.log);
  await installApiReference(app, config, MODULES);

  const sessionStore = new SessionStore(deps.db, config.sessionIdleMinutes * 60_000, config.publicUrl.startsWith('https:'));
  installSessions(app, sessionStore);
  installCacheControl(app);
  const services = createServices(deps, sessionStore, rateLimits);
  installLifecycle(app, services.lifecycle);
  // Drizzle keeps its pool as `$client` (the Db type leaves it out).
  installMetrics(app, (deps.db as { $client?: Pool }).$client);
  await registerModules(app, MODULES, services);

  const pages = await installWebApp(app, config.webDistDir, hashedAssets);
  app.setNotFoundHandler((request, reply) => {
    if (pages && (request.method === 'GET' || request.method === 'HEAD') && !isAssetOrApiPath(request.url)) {
      return htmlFor(pages, request, SESSION_COOKIE).send(request, reply);
    }
    return reply.status(404).send({ error: ErrorCode.NOT_FOUND, code: ErrorCode.NOT_FOUND, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  app.addHook('onReady', async () => services.mailQueue.start());
  app.addHook('onClose', async () => services.mailQueue.stop());
  app.addHook('onClose', rateLimits.close);
  return { app, services, routes };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
