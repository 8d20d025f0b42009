import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it is answered (Fastify's own request logging, turned off in
 * buildApp, writes two: one on arrival and one on completion).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
    done();
  });
}
