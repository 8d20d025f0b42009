import fs from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { connect, type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { outboxMailer } from './providers/mail/mailer.ts';

/**
 * `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: gives or takes the admin role,
 * written to the audit trail as done from the command line. Works beside a running server: with the
 * embedded database it connects to the server's PostgreSQL instead of starting (and so stopping) it.
 */
const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

async function runningEmbedded(config: Config): Promise<Database | undefined> {
  if (config.databaseUrl) return undefined;
  const pidText = await fs.readFile(path.join(config.dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const [pidLine, , , portLine] = pidText.split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  const port = Number.parseInt(portLine ?? '', 10);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = (await fs.readFile(path.join(config.dataDir, 'pg-password'), 'utf8')).trim();
  return connect(`postgres://learnstack:${encodeURIComponent(password)}@127.0.0.1:${port}/learnstack`, 2);
}

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const config = loadConfig();
const log = pino({ level: 'warn' });
const database = (await runningEmbedded(config)) ?? (await openDatabase(config, log));
let code = 0;
try {
  await runMigrations(database.db);
  const { app, services } = await buildApp({ config, db: database.db, log, mailer: outboxMailer(database.db, log) });
  try {
    process.stdout.write(`${await services.admin.setRole(email, command === 'grant' ? 'admin' : 'user', { user: null, email: 'command line', ip: null })}\n`);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    code = 1;
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
process.exit(code);
