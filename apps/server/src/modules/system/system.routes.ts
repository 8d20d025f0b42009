import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { DOCS_CSS, DOCS_HTML, DOCS_JS } from './docs-page.ts';

const VERSION = '1.0.0';

const rateLimitMode = z.enum(['shared', 'local']);
const healthUp = z.object({ status: z.literal('ok'), database: z.literal('up'), version: z.string(), rateLimits: rateLimitMode });
const healthDown = z.object({ status: z.literal('error'), database: z.literal('down'), version: z.string(), rateLimits: rateLimitMode });

export function systemRoutes(app: App, { db, rateLimits }: Services): void {
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

  app.get('/api/openapi.json', { config: pub, schema: { hide: true } }, () => app.swagger());

  app.get('/api/docs', { config: pub, schema: { hide: true } }, (_req, reply) => reply.type('text/html').send(DOCS_HTML));
  app.get('/api/docs/style.css', { config: pub, schema: { hide: true } }, (_req, reply) => reply.type('text/css').send(DOCS_CSS));
  app.get('/api/docs/app.js', { config: pub, schema: { hide: true } }, (_req, reply) => reply.type('text/javascript').send(DOCS_JS));
}
