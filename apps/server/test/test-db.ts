import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh database cloned from the migrated template, dropped by `drop()`. */
export async function createTestDatabase(): Promise<Database & { drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `learnstack_t_${inject('testRunId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (err) {
      // Two files cloning at the same moment can collide on the template; try again shortly.
      if (attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const database = connect(withDatabase(adminUrl, name), 5);
  return {
    ...database,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
