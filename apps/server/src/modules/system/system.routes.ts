import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { hasMetricsToken, metricsRegistry } from '../../http/metrics.ts';
import { DOCS_CSS, DOCS_HTML, DOCS_JS } from './docs-page.ts';

const VERSION = '1.0.0';

const rateLimitMode = z.enum(['shared', 'local']);
const healthUp = z.object({ status: z.literal('ok'), database: z.literal('up'), version: z.string(), rateLimits: rateLimitMode });
const healthDown = z.object({ status: z.literal('error'), database: z.literal('down'), version: z.string(), rateLimits: rateLimitMode });

const live = z.object({ status: z.literal('ok') });
const ready = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not configured']),
  shuttingDown: z.boolean(),
});

export function systemRoutes(app: App, { db, rateLimits, lifecycle, config }: Services): void {
  const pub = { auth: 'public' as const };

  // For load balancers and monitors: 200 only when the database answers. `rateLimits` is 'local' when
  // the counters are per instance (no REDIS_URL, or Redis unreachable), 'shared' when Redis holds them.
  app.get(
    '/api/health',
    { config: pub, schema: { summary: 'Check that the server and its database are up', response: { 200: healthUp, 503: healthDown } } },
    async (_req, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, version: VERSION, rateLimits: rateLimits.mode() };
      } catch {
        return reply.status(503).send({ status: 'error' as const, database: 'down' as const, version: VERSION, rateLimits: rateLimits.mode() });
      }
    },
  );

  // Liveness: the process answers. A monitor restarts the instance only when this fails.
  app.get('/api/health/live', { config: pub, schema: { summary: 'Check that the server process answers', response: { 200: live } } }, () => ({ status: 'ok' as const }));

  // Readiness: whether the proxy should send requests here. 503 while shutting down (first of all),
  // or while the database or the configured Redis does not answer.
  app.get(
    '/api/health/ready',
    { config: pub, schema: { summary: 'Check that the server can take requests (database and Redis reachable, not shutting down)', response: { 200: ready, 503: ready } } },
    async (_req, reply) => {
      const database = await db.execute(sql`select 1`).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const redis = !config.redisUrl ? ('not configured' as const) : rateLimits.mode() === 'shared' ? ('up' as const) : ('down' as const);
      const shuttingDown = lifecycle.draining;
      const ok = !shuttingDown && database === 'up' && redis !== 'down';
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'not ready', database, redis, shuttingDown });
    },
  );

  // Prometheus metrics, only with METRICS_TOKEN set and sent as a bearer token; unset, the route does not exist.
  const metricsToken = config.metricsToken;
  if (metricsToken) {
    app.get('/metrics', { config: pub, schema: { hide: true } }, async (request, reply) => {
      if (!hasMetricsToken(request.headers.authorization, metricsToken)) {
        return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('A valid metrics token is required.\n');
      }
      return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
    });
  }

  app.get('/api/openapi.json', { config: pub, schema: { hide: true } }, () => app.swagger());

  app.get('/api/docs', { config: pub, schema: { hide: true } }, (_req, reply) => reply.type('text/html').send(DOCS_HTML));
  app.get('/api/docs/style.css', { config: pub, schema: { hide: true } }, (_req, reply) => reply.type('text/css').send(DOCS_CSS));
  app.get('/api/docs/app.js', { config: pub, schema: { hide: true } }, (_req, reply) => reply.type('text/javascript').send(DOCS_JS));
}
