import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedIfEmpty } from './seed.ts';

/** `npm run seed`: config -> database -> migrations -> demo content. Safe to run again: it adds only what is missing. */
const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase(config, log);
try {
  await runMigrations(database.db);
  const result = await seedIfEmpty(database.db, log);
  log.info(result, result.demoCreated || result.catalogVideosInserted > 0 ? 'seed done' : 'seed: nothing to add');
} finally {
  await database.close();
}
