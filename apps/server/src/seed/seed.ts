import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';

/** Loads the demo content at first start. The catalog and demo plans arrive with the plans module. */
export async function seedIfEmpty(_db: Db, _log: Pick<Logger, 'info'>): Promise<void> {}
