import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCodeMap, MAPPED_FOLDERS } from './check-code-map.mjs';

const root = path.resolve(import.meta.dirname, '..');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the map and of the mapped folders' names (empty folders), to plant drift in. */
function copyOfRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-code-map-'));
  copies.push(dir);
  fs.copyFileSync(path.join(root, 'ARCHITECTURE.md'), path.join(dir, 'ARCHITECTURE.md'));
  for (const { dir: folder } of MAPPED_FOLDERS) {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (entry.isDirectory()) fs.mkdirSync(path.join(dir, folder, entry.name), { recursive: true });
    }
  }
  return dir;
}

describe('the code map in ARCHITECTURE.md (scripts/check-code-map.mjs, run by npm run lint)', () => {
  it('names every server module and web feature, and nothing else', () => {
    expect(checkCodeMap(root)).toEqual([]);
  });

  it('fails when a module or feature is added without a line, or a line outlives its folder', () => {
    const dir = copyOfRepo();
    fs.mkdirSync(path.join(dir, 'apps/server/src/modules/quizzes'));
    fs.mkdirSync(path.join(dir, 'apps/web/src/features/quizzes'));
    fs.rmSync(path.join(dir, 'apps/server/src/modules/notes'), { recursive: true });
    expect(checkCodeMap(dir)).toEqual([
      'apps/server/src/modules/quizzes is not in ARCHITECTURE.md\'s code map ("### Server modules")',
      "ARCHITECTURE.md's code map names apps/server/src/modules/notes, which does not exist",
      'apps/web/src/features/quizzes is not in ARCHITECTURE.md\'s code map ("### Web features")',
    ]);
  });
});
