import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { must, planInput } from '../../test/fixtures/plans.ts';
import { createTestApp } from '../../test/test-app.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

const t = await createTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-backup-'));

const counts = async () => {
  const res = await t.pool.query<{ users: number; plans: number; sessions: number }>('select (select count(*) from users)::int as users, (select count(*) from learning_plans)::int as plans, (select count(*) from sessions)::int as sessions');
  return must(res.rows[0]);
};

describe('backup and restore', () => {
  it('round-trips the whole database: rows, foreign keys, generated columns and sequences', async () => {
    const alice = await t.user({ email: 'alice@example.com', password: 'alice-password' });
    const plan = await t.services.plans.createPlan(must(alice.user).id, planInput({ title: 'Before the backup' }));
    const before = await counts();

    const backup = await backupDatabase(t.pool, dir, new Date('2026-03-04T05:06:07Z'));
    expect(path.basename(backup.file)).toBe('learnstack-20260304T050607Z.jsonl.gz');
    expect((fs.statSync(backup.file).mode & 0o777).toString(8)).toBe('600');
    expect(backup.rows).toBeGreaterThan(0);

    // Life goes on after the backup: a new user, the plan deleted.
    await t.user({ email: 'bob@example.com' });
    await t.pool.query('delete from learning_plans where id = $1', [plan.id]);
    expect((await counts()).users).toBe(before.users + 1);

    await restoreDatabase(t.pool, backup.file);
    expect(await counts()).toEqual(before);
    const restored = await t.pool.query<{ title: string }>('select title from learning_plans where id = $1', [plan.id]);
    expect(restored.rows).toEqual([{ title: 'Before the backup' }]);
    // The restored account signs in with its password, and new rows get fresh ids.
    expect((await t.client().login('alice@example.com', 'alice-password')).statusCode).toBe(200);
    const bob = await t.user({ email: 'bob@example.com' });
    expect(bob.user?.email).toBe('bob@example.com');
    await t.services.plans.createPlan(must(alice.user).id, planInput({ title: 'After the restore' }));
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const bogus = path.join(dir, 'bogus.jsonl.gz');
    fs.writeFileSync(bogus, gzip('{"hello":"world"}\n'));
    const before = await counts();
    await expect(restoreDatabase(t.pool, bogus)).rejects.toThrow('is not a Learnstack backup');
    expect(await counts()).toEqual(before);
  });

  it('refuses a backup made by another version of the app', async () => {
    const backup = await backupDatabase(t.pool, dir, new Date('2026-03-04T06:00:00Z'));
    const lines = gunzip(backup.file).split('\n');
    const header = JSON.parse(must(lines[0])) as { migrations: string[] };
    header.migrations.push('a-later-migration');
    lines[0] = JSON.stringify(header);
    const other = path.join(dir, 'other-version.jsonl.gz');
    fs.writeFileSync(other, gzip(lines.join('\n')));
    await expect(restoreDatabase(t.pool, other)).rejects.toThrow('another version of the app');
  });

  it('npm run restore refuses while the app runs on the embedded data directory', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-restore-'));
    fs.mkdirSync(path.join(dataDir, 'pg'));
    // A postmaster.pid naming a live process (this one) and a port: the app's server is running.
    fs.writeFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), `${process.pid}\n${dataDir}/pg\n0\n54321\n`);
    const root = path.resolve(import.meta.dirname, '../../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/backup/cli.ts', 'restore', 'x.jsonl.gz'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('stop it before restoring');
  });
});

function gzip(text: string): Buffer {
  return gzipSync(Buffer.from(text));
}
function gunzip(file: string): string {
  return gunzipSync(fs.readFileSync(file)).toString('utf8');
}
