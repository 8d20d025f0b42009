import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { startFakeCaptions } from '../apps/server/test/fake-captions.ts';
import { startFakeYouTube } from '../apps/server/test/fake-youtube.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    fakeYouTubeUrl: string;
    /** The file whose number (milliseconds) moves the app's clock: support/clock.ts. */
    appClockFile: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, app: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not become healthy:\n${log()}`);
}

/** The admin account the server creates at start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@learnstack.test', password: 'e2e-admin-password' };

/** Starts the real app (built web + server) on a fresh database, with the fake YouTube server. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('Build the web app first: npm run build');
  const stops: Array<() => Promise<void> | void> = [];

  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const server = await startEmbeddedPostgres(path.join(root, '.tmp/e2e-pg'), pino({ level: 'warn' }));
    adminUrl = server.url('postgres');
    stops.push(server.stop);
  }
  const dbName = `learnstack_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  stops.push(async () => {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists ${dbName} with (force)`);
    await a.end();
  });

  const fake = await startFakeYouTube({ thumbnailBase: 'https://i.ytimg.com' });
  stops.push(() => fake.close());
  // YouTube's caption tracks: generated lines for any id, none for FAKE_CAPTION_IDS.none.
  const captions = await startFakeCaptions();
  stops.push(() => captions.close());

  // The app's clock runs this many milliseconds ahead of real time (support/app-clock.ts).
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const appClockFile = path.join(root, `.tmp/e2e-clock-${process.pid}`);
  fs.writeFileSync(appClockFile, '0');
  stops.push(() => fs.rmSync(appClockFile, { force: true }));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const app = spawn(process.execPath, ['--import', 'tsx', '--import', './e2e/support/app-clock.ts', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: dbUrl.toString(),
      YOUTUBE_API_KEY: 'e2e-key',
      YOUTUBE_API_BASE_URL: `${fake.url}/youtube/v3`,
      YOUTUBE_PUBLIC_BASE_URL: fake.url,
      YOUTUBE_CAPTIONS_BASE_URL: captions.url,
      RATE_LIMIT_FACTOR: '100',
      // The admin journey changes data and reloads the figures at once: a loaded machine must not make them reusable.
      ADMIN_FIGURES_REUSE_AFTER_MS: '600000',
      SESSION_IDLE_MINUTES: '30',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      E2E_APP_CLOCK_FILE: appClockFile,
      // The admin journey signs in with this account; donations are on, to a page on the fake server.
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ENABLE_DONATIONS: 'true',
      DONATION_URL: `${fake.url}/donate`,
      TOTP_KEY: Buffer.alloc(32, 9).toString('base64'),
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  app.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        if (app.exitCode !== null) return resolve();
        app.once('exit', () => resolve());
        app.kill('SIGTERM');
      }),
  );
  await waitForHealth(baseUrl, app, () => output);
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', dbUrl.toString());
  project.provide('fakeYouTubeUrl', fake.url);
  project.provide('appClockFile', appClockFile);
  return async () => {
    fs.writeFileSync(path.join(root, '.tmp/e2e-app.log'), output);
    for (const stop of stops.reverse()) await stop();
  };
}
