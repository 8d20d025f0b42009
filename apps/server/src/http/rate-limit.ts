import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
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
  certificateImage: { max: 60, timeWindow: 60_000 },
  // Per signed-in user: the model-backed helpers, and the recommendations and watch-history sync.
  ai: { max: 30, timeWindow: 60_000 },
  recommendations: { max: 60, timeWindow: 60_000 },
} as const;

export type LimitName = keyof typeof LIMITS;
export type RouteLimit = { max: number; timeWindow: number };
/** Where the counters live: in Redis, shared by every instance, or in this instance's memory. */
export type RateLimitMode = 'shared' | 'local';

export interface RateLimits {
  mode(): RateLimitMode;
  close(): Promise<void>;
}

interface Count {
  current: number;
  ttl: number;
}

/** Bounds the memory of the in-memory counters; the oldest window is dropped first. */
const LOCAL_KEYS_MAX = 20_000;
/** A Redis that stopped answering must not hold requests: past this, the instance counts on its own. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** Fixed-window counters in this process's memory. */
class LocalCounters {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, timeWindow: number): Count {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.delete(key);
      entry = { current: 0, resetAt: now + timeWindow };
      this.windows.set(key, entry);
      if (this.windows.size > LOCAL_KEYS_MAX) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    entry.current++;
    return { current: entry.current, ttl: entry.resetAt - now };
  }
}

// INCR, and start the window on the first hit; answers the count and the window's remaining time.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

/**
 * The counters behind every rate limit. With REDIS_URL they are shared by every instance; while
 * Redis cannot be reached (at start, or it went away) each instance counts in its own memory, so a
 * limit never switches off: it is only per instance until Redis answers again. The switch is logged
 * once each way and shown by GET /api/health.
 */
class Counters {
  private readonly local = new LocalCounters();
  private current: RateLimitMode;
  private closed = false;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly log: Pick<Logger, 'warn' | 'info'>,
  ) {
    this.current = redis ? 'shared' : 'local';
    redis?.on('ready', () => this.switchTo('shared'));
    redis?.on('close', () => this.switchTo('local'));
    redis?.on('error', (err: Error) => this.switchTo('local', err));
  }

  mode(): RateLimitMode {
    return this.redis?.status === 'ready' ? this.current : 'local';
  }

  async incr(key: string, timeWindow: number): Promise<Count> {
    if (this.redis && this.redis.status === 'ready') {
      try {
        const answer = await this.redis.eval(INCR_SCRIPT, 1, key, timeWindow);
        if (Array.isArray(answer) && typeof answer[0] === 'number' && typeof answer[1] === 'number') {
          this.switchTo('shared');
          return { current: answer[0], ttl: answer[1] };
        }
        throw new Error('unexpected answer from Redis');
      } catch (err) {
        this.switchTo('local', err);
      }
    } else if (this.redis) {
      this.switchTo('local');
    }
    return this.local.incr(key, timeWindow);
  }

  close(): void {
    this.closed = true;
    this.redis?.disconnect();
  }

  private switchTo(mode: RateLimitMode, err?: unknown): void {
    if (!this.redis || this.closed || mode === this.current) return;
    this.current = mode;
    if (mode === 'local') this.log.warn({ err }, 'Redis is unreachable: rate limits now count per app instance until it is back');
    else this.log.info('Redis is back: rate limits are shared by every app instance again');
  }
}

/** A store for @fastify/rate-limit over Counters; the route's method and path are part of each key. */
function storeClass(counters: Counters, prefix: string) {
  return class CountersStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      counters.incr(this.keyPrefix + key, timeWindow).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    }

    /** Called with the route's merged limit options, which carry the route as `routeInfo`. */
    child(options: unknown) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new CountersStore(undefined, `${this.keyPrefix}${String(route?.method ?? '')}${route?.url ?? ''}-`);
    }
  };
}

export async function installRateLimit(app: FastifyInstance, config: Config, log: Pick<Logger, 'warn' | 'info'>): Promise<RateLimits> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS })
    : undefined;
  const counters = new Counters(redis, log);
  await app.register(rateLimit, {
    global: false,
    store: storeClass(counters, `${config.rateLimitNamespace}-rl-`),
    // Counters never fail (they fall back to memory); if something else did, refuse rather than let requests through.
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'RATE_LIMITED',
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 60_000)} minute(s).`,
    }),
  });
  return {
    mode: () => counters.mode(),
    close: async () => counters.close(),
  };
}

export function limit(config: Config, name: LimitName): RouteLimit {
  const l = LIMITS[name];
  return { max: Math.max(1, Math.round(l.max * config.rateLimitFactor)), timeWindow: l.timeWindow };
}
