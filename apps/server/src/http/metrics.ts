import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this process (decision 0044). One registry per process: an operator scrapes
 * each instance. Outside calls are counted where every one of them is already recorded (the usage
 * ledger), so no provider needs to know about metrics.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpRequests = new Counter({
  name: 'learnstack_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: 'learnstack_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const outsideCalls = new Counter({
  name: 'learnstack_outside_calls_total',
  help: 'Calls to outside services (youtube, openai), by service and outcome',
  labelNames: ['service', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Pools of the apps running in this process (one in production). */
const pools = new Set<pg.Pool>();
const sumPools = (read: (pool: pg.Pool) => number) => [...pools].reduce((sum, pool) => sum + read(pool), 0);

new Gauge({
  name: 'learnstack_db_pool_connections',
  help: 'Database pool connections by state (total, idle, waiting requests)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.set({ state: 'total' }, sumPools((p) => p.totalCount));
    this.set({ state: 'idle' }, sumPools((p) => p.idleCount));
    this.set({ state: 'waiting' }, sumPools((p) => p.waitingCount));
  },
});

export function recordOutsideCall(service: string, ok: boolean): void {
  outsideCalls.inc({ service, outcome: ok ? 'ok' : 'error' });
}

/** Counts and times every request by its route pattern (unknown URLs share one label, so labels stay bounded). */
export function installMetrics(app: FastifyInstance, pool: pg.Pool | undefined): void {
  if (pool) {
    pools.add(pool);
    app.addHook('onClose', async () => {
      pools.delete(pool);
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

/** True when the request carries `Authorization: Bearer <token>` with the configured token. */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
