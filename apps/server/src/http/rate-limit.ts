import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/** Per-route limits (requests per window per client address), multiplied by RATE_LIMIT_FACTOR. */
export const LIMITS = {
  login: { max: 20, timeWindow: 15 * 60_000 },
  signup: { max: 10, timeWindow: 60 * 60_000 },
  forgotPassword: { max: 5, timeWindow: 60 * 60_000 },
  challenge: { max: 60, timeWindow: 15 * 60_000 },
  invite: { max: 30, timeWindow: 24 * 60 * 60_000 },
  share: { max: 50, timeWindow: 24 * 60 * 60_000 },
  contact: { max: 5, timeWindow: 60 * 60_000 },
  search: { max: 120, timeWindow: 60_000 },
} as const;

export type LimitName = keyof typeof LIMITS;
export type RouteLimit = { max: number; timeWindow: number };

export async function installRateLimit(app: FastifyInstance, config: Config): Promise<() => Promise<void>> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.rateLimitNamespace}-rl-` } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'RATE_LIMITED',
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 60_000)} minute(s).`,
    }),
  });
  return async () => {
    redis?.disconnect();
  };
}

export function limit(config: Config, name: LimitName): RouteLimit {
  const l = LIMITS[name];
  return { max: Math.max(1, Math.round(l.max * config.rateLimitFactor)), timeWindow: l.timeWindow };
}
