import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { ErrorCode } from '@learnstack/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installErrorHandler } from './http/errors.ts';
import { COMPRESS_THRESHOLD } from './http/json-cache.ts';
import { installRateLimit } from './http/rate-limit.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { compiledSerializerCompiler } from './http/serializer.ts';
import { SessionStore, installSessions } from './http/session.ts';
import { installWebApp, isAssetOrApiPath } from './http/static.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes.ts';
import { friendsRoutes } from './modules/friends/friends.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { modificationRequestsRoutes } from './modules/plans/modification-requests.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { videosRoutes } from './modules/videos/videos.routes.ts';
import { youtubeRoutes } from './modules/youtube/youtube.routes.ts';
import { playlistImportRoutes } from './modules/playlist-import/playlist-import.routes.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { createServices, type Deps } from './services.ts';

const MODULE_ROUTES = [systemRoutes, authRoutes, usersRoutes, notificationsRoutes, emailPreferencesRoutes, friendsRoutes, groupsRoutes, plansRoutes, videosRoutes, progressRoutes, modificationRequestsRoutes, youtubeRoutes, playlistImportRoutes, sharingRoutes, favoritesRoutes];

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: 'user' | 'admin' | 'public';
  csrf: 'header' | 'body';
}

/** Builds the whole app from its parts; `listen` is the caller's business. */
export async function buildApp(deps: Deps) {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
    bodyLimit: 256 * 1024,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ checkWithZod: config.env !== 'production' }));

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
  const closeRateLimit = await installRateLimit(app, config);
  await app.register(swagger, {
    openapi: { info: { title: 'Learnstack API', version: '1.0.0', description: 'The HTTP API of Learnstack.' } },
    transform: jsonSchemaTransform,
  });

  const sessionStore = new SessionStore(deps.db, config.sessionIdleMinutes * 60_000, config.publicUrl.startsWith('https:'));
  installSessions(app, sessionStore);
  const services = createServices(deps, sessionStore);
  for (const register of MODULE_ROUTES) register(app, services);

  const shell = await installWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (shell && (request.method === 'GET' || request.method === 'HEAD') && !isAssetOrApiPath(request.url)) {
      return shell.send(request, reply);
    }
    return reply.status(404).send({ error: ErrorCode.NOT_FOUND, code: ErrorCode.NOT_FOUND, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  app.addHook('onClose', closeRateLimit);
  return { app, services, routes };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
