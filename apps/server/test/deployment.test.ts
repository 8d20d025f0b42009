import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';

/**
 * `docker compose up` cannot run here: the deployment files are read and checked against the app
 * instead (decision 0044). The health, shutdown, metrics and backup behaviour is tested on the app.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  restart?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const caddyfile = read('deploy/Caddyfile');

/** Compose's variable forms with values an operator's .env would give. */
const ENV_FILE: Record<string, string> = { DOMAIN: 'learn.example.com', POSTGRES_PASSWORD: 'pg-secret', TOTP_KEY: Buffer.alloc(32, 7).toString('base64') };
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_m, name: string, op: string | undefined, rest: string | undefined) => {
    const given = ENV_FILE[name];
    if (given !== undefined) return given;
    if (op === '?') throw new Error(`${name} is required: ${rest}`);
    return rest ?? '';
  });
}
const seconds = (text: string) => Number.parseFloat(text) * (text.endsWith('ms') ? 0.001 : 1);

describe('compose.yaml', () => {
  it('runs two app instances behind Caddy with PostgreSQL and Redis', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'caddy', 'postgres', 'redis']);
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(services.caddy?.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
  });

  it('gives every service a restart policy and a health check, and keeps data in volumes', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
    }
    for (const name of ['app1', 'app2', 'postgres', 'redis', 'caddy']) {
      for (const volume of services[name]?.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (!source.startsWith('.')) expect(compose.volumes, `${name}: ${volume}`).toHaveProperty(source);
      }
    }
    expect(services.postgres?.volumes?.some((v) => v.endsWith(':/var/lib/postgresql'))).toBe(true);
  });

  it('configures each app instance with settings the app accepts, trusting only the proxy', () => {
    const caddyNetworks = services.caddy?.networks as Record<string, { ipv4_address?: string }>;
    const caddyAddress = caddyNetworks.internal?.ipv4_address;
    expect(caddyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of ['app1', 'app2']) {
      const service = services[name];
      expect(service?.build, name).toBe('.');
      const env = Object.fromEntries(Object.entries(service?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
      const config = loadConfig(env);
      expect(config.trustProxy).toEqual([caddyAddress]);
      expect(config.publicUrl).toBe('https://learn.example.com');
      expect(config.databaseUrl).toBe('postgres://learnstack:pg-secret@postgres:5432/learnstack');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.seedDemo).toBe(false);
      expect(config.totpKey).toBe(ENV_FILE.TOTP_KEY);
      // Readiness is what takes an instance out of rotation.
      expect(service?.healthcheck?.test.join(' ')).toContain('/api/health/ready');
      // The proxy notices a draining instance before it stops listening, and Docker waits for the whole shutdown.
      const interval = seconds(caddyfile.match(/health_interval (\S+)/)?.[1] ?? 'NaN');
      const fails = Number(caddyfile.match(/health_fails (\d+)/)?.[1]);
      expect(config.shutdown.drainMs / 1000).toBeGreaterThan(interval * fails);
      expect(seconds(service?.stop_grace_period ?? '0')).toBeGreaterThan((config.shutdown.drainMs + config.shutdown.timeoutMs) / 1000);
    }
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
    // Required secrets fail loudly when missing.
    expect(() => interpolate(`$\{TOTP_KEY_MISSING:?set it}`)).toThrow('required');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('is multi-stage and runs as a non-root user with node as PID 1', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const users = [...dockerfile.matchAll(/^USER (\S+)/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toBe('root');
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/^CMD \["node", "--import", "tsx", "apps\/server\/src\/main.ts"\]/m);
  });

  it('copies paths that exist', () => {
    for (const m of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
      for (const source of (m[1] ?? '').split(' ')) expect(fs.existsSync(path.join(root, source)), source).toBe(true);
    }
  });
});
