import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting is validated once, at start, with a message naming the variable. */
const blankToUndefined = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
const optionalUrl = z.string().optional().transform(blankToUndefined).pipe(z.string().url().optional());
const optionalText = z.string().optional().transform(blankToUndefined);
const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
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
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
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
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  sessionIdleMinutes: number;
  rateLimitFactor: number;
  /** Prefix of the Redis keys of the rate limiter (tests give each run its own). */
  rateLimitNamespace: string;
  google: { clientId: string; clientSecret: string } | undefined;
  youtube: { apiKey: string | undefined; apiBaseUrl: string; publicBaseUrl: string; dailyQuota: number };
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
  };
}
