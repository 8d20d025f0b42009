import pino from 'pino';
import { type BuiltApp, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { drainAndClose } from './http/lifecycle.ts';
import { batchedRequestLog } from './http/request-log.ts';
import { startMaintenance } from './maintenance.ts';
import { systemClock } from './providers/clock.ts';
import { outboxMailer, smtpMailer } from './providers/mail/mailer.ts';
import { GoogleOAuth } from './providers/oauth/google.ts';
import { seedCommonPlaylist } from './seed/common-playlist.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { warmUpCertificateRenderer } from './modules/certificates/certificate-image.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });

const database = await openDatabase(config, log);
let closing = false;
async function shutdown(signal: string, built?: BuiltApp) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  try {
    // SIGTERM (an orchestrator) drains first; SIGINT (Ctrl-C at a terminal) does not wait for a proxy.
    if (built) {
      const drainMs = signal === 'SIGTERM' ? config.shutdown.drainMs : 0;
      const { forced } = await drainAndClose(built.app, built.services.lifecycle, { drainMs, timeoutMs: config.shutdown.timeoutMs });
      if (forced) log.warn({ timeoutMs: config.shutdown.timeoutMs }, 'requests still in flight at the shutdown timeout were cut');
    }
  } finally {
    await database.close().catch((err: unknown) => log.error({ err }, 'database close failed'));
    process.exit(0);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await runMigrations(database.db);
if (config.seedDemo) await seedIfEmpty(database.db, log);
// The common playlist is product content, not demo content: written at every start.
await seedCommonPlaylist(database.db);

const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(database.db, log);
const google = config.google ? new GoogleOAuth(config.google.clientId, config.google.clientSecret, `${config.publicUrl}/api/auth/google/callback`) : undefined;
const built = await buildApp({ config, db: database.db, log, requestLog: batchedRequestLog(config.logLevel), mailer, google, clock: systemClock });
const { app, services } = built;
await services.admin.recordStart();
await services.admin.ensureConfiguredAdmin();
const stopMaintenance = startMaintenance(database.db, log, [{ name: 'confirm videos', run: () => services.videos.confirmPending() }, { name: 'review reminders', run: () => services.review.sendDailyReminders() }, { name: 'forget old progress client ids', run: () => services.progress.forgetOldClientSaves() }]);
app.addHook('onClose', async () => stopMaintenance());
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.once('SIGINT', () => void shutdown('SIGINT', built));
process.once('SIGTERM', () => void shutdown('SIGTERM', built));

await app.listen({ port: config.port, host: config.host });
// The first certificate download would otherwise pay for the engine start and font parsing (decision 0018).
void warmUpCertificateRenderer().catch((err: unknown) => log.error({ err }, 'certificate renderer warm-up failed'));
log.info(`Learnstack is running at ${config.publicUrl} (mail: ${mailer.kind}, database: ${config.databaseUrl ? 'DATABASE_URL' : 'embedded'})`);
