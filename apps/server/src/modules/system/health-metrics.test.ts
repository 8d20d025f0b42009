import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { recordOutsideCall } from '../../http/metrics.ts';

const t = await createTestApp({ config: { metricsToken: 'metrics-secret-token' } });

describe('health', () => {
  it('live answers 200 without touching anything', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with the database up and no Redis configured', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', redis: 'not configured', shuttingDown: false });
  });
});

describe('metrics', () => {
  it('refuse a missing or wrong token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-secret-token-and-more' } })).statusCode).toBe(401);
  });

  it('count requests by route pattern, pool use and outside calls in the Prometheus format', async () => {
    await t.app.inject({ url: '/api/health/live' });
    await t.app.inject({ url: '/api/plans/not-a-plan' });
    recordOutsideCall('youtube', false);
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-secret-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(/learnstack_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/);
    expect(body).toMatch(/learnstack_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/live"\}/);
    // Route patterns, never raw URLs, so the label set stays bounded.
    expect(body).not.toContain('not-a-plan');
    expect(body).toMatch(/learnstack_db_pool_connections\{state="total"\} [1-9]/);
    expect(body).toMatch(/learnstack_outside_calls_total\{service="youtube",outcome="error"\} [1-9]/);
    expect(body).toContain('process_cpu_seconds_total');
  });
});

describe('metrics without METRICS_TOKEN', async () => {
  const off = await createTestApp();
  it('do not exist', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('draining', () => {
  it('turns readiness 503 and asks clients to close their connections, while still answering', async () => {
    const d = await createTestApp();
    d.services.lifecycle.startDraining();
    const ready = await d.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', shuttingDown: true });
    const live = await d.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});
