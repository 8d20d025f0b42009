import pino from 'pino';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Deps } from '../src/services.ts';
import { captureMailer } from './fake-mailer.ts';
import { TestClock } from './test-clock.ts';
import { TestClient } from './test-client.ts';
import { createTestDatabase } from './test-db.ts';

/** Nothing listens on port 9 here: YouTube is unreachable unless a test points the app at the fake one. */
const UNREACHABLE = 'http://127.0.0.1:9';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '1000',
    // Tests change data and read the admin figures back at once: a loaded machine must not make them reusable (figures-snapshot.test.ts tests reuse).
    ADMIN_FIGURES_REUSE_AFTER_MS: '600000',
    WEB_DIST_DIR: '/nonexistent',
    YOUTUBE_API_BASE_URL: `${UNREACHABLE}/youtube/v3`,
    YOUTUBE_PUBLIC_BASE_URL: UNREACHABLE,
    TOTP_KEY: Buffer.alloc(32, 1).toString('base64'),
  }),
  ...overrides,
});

/** The real app on its own fresh database, with captured mail; closed after the file's tests. */
export async function createTestApp(options: { config?: Partial<Config>; deps?: Partial<Deps> } = {}) {
  const database = await createTestDatabase();
  const mail = captureMailer();
  const config = testConfig(options.config);
  const log = pino({ level: 'silent' });
  const clock = new TestClock();
  const built = await buildApp({ config, db: database.db, log, mailer: mail, clock, ...options.deps });
  await built.app.ready();
  const ctx = {
    ...built,
    db: database.db,
    pool: database.pool,
    mail,
    config,
    /** The app's clock (unless the test passed its own): `t.clock.advance(DAY_MS)` is tomorrow for day-dependent logic. */
    clock,
    client: () => new TestClient(built.app),
    /** Sends the queued mail now (the password reset mail goes through the queue). */
    drainMail: () => built.services.mailQueue.drain(),
    /** A new client signed up (and so signed in) as a fresh user. */
    user: async (fields: { email?: string; password?: string; firstName?: string; lastName?: string } = {}) => {
      const client = new TestClient(built.app);
      await client.signup(fields);
      return client;
    },
    close: async () => {
      await built.app.close();
      await database.drop();
    },
  };
  afterAll(ctx.close);
  return ctx;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second instance of the app on `t`'s database and clock, with caches of its own: what it answers
 * after the first (or plain SQL) changed something shows whether the versions told it. Closed after
 * the file's tests.
 */
export async function secondInstance(t: TestApp) {
  const second = await buildApp({ config: t.config, db: t.db, log: pino({ level: 'silent' }), mailer: captureMailer(), clock: t.clock });
  await second.app.ready();
  afterAll(() => second.app.close());
  return second;
}
