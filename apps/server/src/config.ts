import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting is validated once, at start, with a message naming the variable. */
const blankToUndefined = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
const optionalUrl = z.string().optional().transform(blankToUndefined).pipe(z.string().url().optional());
const optionalText = z.string().optional().transform(blankToUndefined);
const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none (unset, empty, `false`, `0`),
 * a comma list of addresses and CIDR ranges (`10.0.0.0/8, ::1`; the names `loopback`, `linklocal`
 * and `uniquelocal` too), or the nearest N hops (`1`: only safe when clients cannot reach the app
 * except through its proxies). Trusting everyone (`true`) is refused: any client could then choose
 * its own address and pass every per-address limit.
 */
export type TrustProxy = false | number | string[];

/**
 * Fastify's form of TRUST_PROXY. Fastify treats a bare number as "trust nothing", so a hop count
 * becomes a function: the socket's peer and the hops after it, up to the count, are proxies.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP = 'give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5, 10.1.0.0/16)';

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim().toLowerCase() ?? '';
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: `'true' would let every client choose its own address: ${TRUST_PROXY_HELP}` });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 20) return hops;
      ctx.addIssue({ code: 'custom', message: `${hops} hops is not a plausible proxy chain: ${TRUST_PROXY_HELP}` });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    const invalid = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${invalid.join(', ') || raw}; ${TRUST_PROXY_HELP}` });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  TRUST_PROXY: trustProxy,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Learnstack <no-reply@learnstack.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@learnstack.app'),
  SESSION_IDLE_MINUTES: positiveNumber(30),
  RATE_LIMIT_FACTOR: positiveNumber(1),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_BASE_URL: z.string().url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_PUBLIC_BASE_URL: z.string().url().default('https://www.youtube.com'),
  YOUTUBE_DAILY_QUOTA: z.coerce.number().int().positive().default(10000),
  // Caption tracks (transcripts): YOUTUBE_PUBLIC_BASE_URL's value when unset.
  YOUTUBE_CAPTIONS_BASE_URL: optionalUrl,
  YOUTUBE_CAPTIONS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
  // US dollars per million tokens; the defaults are gpt-4.1-mini's list prices.
  OPENAI_INPUT_PRICE_PER_1M: z.coerce.number().min(0).default(0.4),
  OPENAI_OUTPUT_PRICE_PER_1M: z.coerce.number().min(0).default(1.6),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  OPENAI_RESPONSE_FORMAT: z.enum(['json_schema', 'json_object']).default('json_schema'),
  WEB_DIST_DIR: optionalText,
  METRICS_TOKEN: optionalText,
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  TOTP_KEY: optionalText,
  ADMIN_FIGURES_REUSE_AFTER_MS: z.coerce.number().int().min(0).default(200),
  REQUIRE_ADMIN_2FA: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  ADMIN_EMAIL: z.string().optional().transform(blankToUndefined).pipe(z.string().email().toLowerCase().optional()),
  ADMIN_PASSWORD: optionalText,
  ENABLE_DONATIONS: z.enum(['true', 'false']).default('false'),
  DONATION_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy); false: the socket's address. */
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  sessionIdleMinutes: number;
  rateLimitFactor: number;
  /** Prefix of the Redis keys of the rate limiter (tests give each run its own). */
  rateLimitNamespace: string;
  google: { clientId: string; clientSecret: string } | undefined;
  youtube: {
    apiKey: string | undefined;
    apiBaseUrl: string;
    publicBaseUrl: string;
    dailyQuota: number;
  };
  /** YouTube's caption tracks (transcripts): where they are read (innertube player and timedtext), and at most how many calls a minute per instance. */
  captions: { baseUrl: string; perMinute: number };
  /** The OpenAI-compatible model; without an API key no call is ever made and callers use their local fallback. */
  openai: {
    apiKey: string | undefined;
    baseUrl: string;
    model: string;
    /** US dollars per million prompt and completion tokens, for the estimated cost. */
    inputPricePer1M: number;
    outputPricePer1M: number;
    /** Per attempt; a call makes at most two attempts. */
    timeoutMs: number;
    /** How the answer is asked for: a JSON schema (structured outputs) or any JSON object. */
    responseFormat: Env['OPENAI_RESPONSE_FORMAT'];
  };
  webDistDir: string;
  /** Bearer token of GET /metrics; unset: no metrics route. */
  metricsToken: string | undefined;
  /** SIGTERM: how long to serve while reported not ready, then the longest wait for requests in flight. */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Key (base64, 32 bytes) that encrypts two-factor secrets; unset: generated into DATA_DIR. */
  totpKey: string | undefined;
  /** The admin's whole-database figures: a result that took at least this long is reused a while (docs/decisions/0055). */
  adminFigures: { reuseAfterMs: number };
  /** Admin accounts must turn two-factor sign-in on before they can use the admin pages. */
  requireAdmin2fa: boolean;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** The account made (or promoted to) admin at start; both or neither. */
  admin: { email: string; password: string } | undefined;
  donations: { enabled: boolean; url: string | undefined };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 6) {
    throw new Error('Invalid configuration: ADMIN_PASSWORD must be at least 6 characters');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    rateLimitNamespace: 'learnstack',
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      apiBaseUrl: e.YOUTUBE_API_BASE_URL.replace(/\/$/, ''),
      publicBaseUrl: e.YOUTUBE_PUBLIC_BASE_URL.replace(/\/$/, ''),
      dailyQuota: e.YOUTUBE_DAILY_QUOTA,
    },
    captions: {
      baseUrl: (e.YOUTUBE_CAPTIONS_BASE_URL ?? e.YOUTUBE_PUBLIC_BASE_URL).replace(/\/$/, ''),
      perMinute: e.YOUTUBE_CAPTIONS_PER_MINUTE,
    },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL.replace(/\/$/, ''),
      model: e.OPENAI_MODEL,
      inputPricePer1M: e.OPENAI_INPUT_PRICE_PER_1M,
      outputPricePer1M: e.OPENAI_OUTPUT_PRICE_PER_1M,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
      responseFormat: e.OPENAI_RESPONSE_FORMAT,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    metricsToken: e.METRICS_TOKEN,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    totpKey: e.TOTP_KEY,
    adminFigures: { reuseAfterMs: e.ADMIN_FIGURES_REUSE_AFTER_MS },
    requireAdmin2fa: e.REQUIRE_ADMIN_2FA === 'true',
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    donations: { enabled: e.ENABLE_DONATIONS === 'true', url: e.DONATION_URL },
  };
}
