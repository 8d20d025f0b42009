import type { FastifyInstance, FastifyReply } from 'fastify';

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (text.split(',').some((v) => v.trim().toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', text ? `${text}, ${field}` : field);
}

/**
 * Caching of /api replies, in one place: a reply that depends on the session (any reply to a
 * request with a session, and every reply of a route that needs a user) says `no-store`, so a shared
 * computer or a proxy never keeps it; a public reply to a visitor without a session says
 * `Vary: Cookie`, so a cache never hands it to someone signed in. Headers only: no queries.
 */
export function installCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      const auth = request.routeOptions.url ? (request.routeOptions.config.auth ?? 'user') : 'public';
      if (auth !== 'public' || request.session) reply.header('cache-control', 'no-store');
      else addVary(reply, 'Cookie');
    }
    done(null, payload);
  });
}
