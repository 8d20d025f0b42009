import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkServerBoundaries } from '../../../scripts/check-server-boundaries.mjs';

const src = path.resolve(import.meta.dirname, '../src');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of apps/server/src with `files` written into it (paths relative to src). */
function plant(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-boundaries-'));
  copies.push(dir);
  fs.cpSync(src, dir, { recursive: true, filter: (from) => !from.includes(path.join('seed', 'catalog')) });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('server module boundaries (scripts/check-server-boundaries.mjs, run by npm run lint)', () => {
  it('hold in apps/server/src, with no import cycle', () => {
    expect(checkServerBoundaries(src)).toEqual([]);
  });

  it('catch each kind of planted violation', () => {
    const dir = plant({
      // A service reaching into another module's repository.
      'modules/favorites/sneaky.service.ts': "import { plansRepository } from '../plans/plans.repository.ts';\nexport const peek = plansRepository;\n",
      // A repository writing another module's table, through the table and through SQL text.
      'modules/groups/group-likes.repository.ts': [
        "import { eq, sql } from 'drizzle-orm';",
        "import type { DbOrTx } from '../../db/client.ts';",
        "import { learningPlans } from '../../db/schema/index.ts';",
        'export const bump = (db: DbOrTx, id: number) => db.update(learningPlans).set({ likeCount: 1 }).where(eq(learningPlans.id, id));',
        'export const raw = (db: DbOrTx) => db.execute(sql`update learning_plans set share_count = 0`);',
        '',
      ].join('\n'),
      // A read model that writes.
      'modules/plans/oops.queries.ts': [
        "import type { DbOrTx } from '../../db/client.ts';",
        "import { planVideos } from '../../db/schema/index.ts';",
        'export const wipe = (db: DbOrTx) => db.delete(planVideos);',
        '',
      ].join('\n'),
      // A service using a table directly, and another module's read model.
      'modules/groups/direct.service.ts': [
        "import { planGroups } from '../../db/schema/index.ts';",
        "import { progressQueries } from '../progress/progress.queries.ts';",
        'export const both = [planGroups, progressQueries];',
        '',
      ].join('\n'),
      // A module claiming another module's table for account deletion and export.
      'modules/groups/groups-extra.account-data.ts': [
        "import { accountTable } from '../../db/account-data.ts';",
        "import { learningPlans } from '../../db/schema/index.ts';",
        "export const claims = [accountTable({ table: learningPlans, userColumns: { ownerId: { onDelete: 'cascade', because: 'x' } }, exported: ['id'] })];",
        '',
      ].join('\n'),
      // Two files importing each other (type-only imports count).
      'modules/groups/ping.ts': "import type { Pong } from './pong.ts';\nexport type Ping = { pong?: Pong };\n",
      'modules/groups/pong.ts': "import type { Ping } from './ping.ts';\nexport type Pong = { ping?: Ping };\n",
      // Imports pointing up: the database layer reaching into a module, a module into the registry.
      'db/peek.ts': "import { notesAccountData } from '../modules/notes/notes.account-data.ts';\nexport const peek = notesAccountData;\n",
      'modules/groups/registry-user.ts': "import { ACCOUNT_DATA } from '../../account-data.ts';\nexport const all = ACCOUNT_DATA;\n",
      // A schema file named after no module.
      'db/schema/misc.ts': "import { integer, pgTable } from 'drizzle-orm/pg-core';\nexport const orphans = pgTable('orphans', { id: integer() });\n",
    });
    const violations = checkServerBoundaries(dir);
    expect(violations).toEqual([
      'db/peek.ts: imports modules/notes/notes.account-data.ts, a layer above it (imports point down: db, http, providers, events < modules < services.ts < app.ts)',
      'db/schema/misc.ts: names no module (a schema file is named after the module that owns its tables)',
      "modules/favorites/sneaky.service.ts: imports modules/plans/plans.repository.ts, another module's repository (call its service)",
      "modules/groups/direct.service.ts: imports modules/progress/progress.queries.ts, another module's read model (only a read model may build on it)",
      'modules/groups/direct.service.ts: uses table plan_groups outside a repository or read model (tables as types only here)',
      'modules/groups/group-likes.repository.ts: names table learning_plans of module plans in SQL text',
      "modules/groups/group-likes.repository.ts: references table learning_plans of module plans (a repository uses its own module's tables; joins go in a *.queries.ts read model)",
      'modules/groups/groups-extra.account-data.ts: claims table learning_plans of module plans (a module claims the tables it owns)',
      'modules/groups/registry-user.ts: imports account-data.ts, a layer above it (imports point down: db, http, providers, events < modules < services.ts < app.ts)',
      "modules/plans/oops.queries.ts: a read model writes (inserts, updates and deletes belong in the owning module's repository)",
      'import cycle among: modules/groups/ping.ts, modules/groups/pong.ts',
    ]);
  });

  it('let a read model join any module’s tables, and a module use its own', () => {
    const dir = plant({
      'modules/groups/group-report.queries.ts': [
        "import { eq, sql } from 'drizzle-orm';",
        "import type { DbOrTx } from '../../db/client.ts';",
        "import { learningPlans, planGroups, users } from '../../db/schema/index.ts';",
        "import { labelColumns } from '../videos/video-labels.queries.ts';",
        'export const report = (db: DbOrTx) => db.select({ n: sql`count(*)` }).from(planGroups).innerJoin(users, eq(users.id, planGroups.ownerId)).leftJoin(learningPlans, sql`true`);',
        'export const columns = labelColumns;',
        '',
      ].join('\n'),
    });
    expect(checkServerBoundaries(dir)).toEqual([]);
  });
});
