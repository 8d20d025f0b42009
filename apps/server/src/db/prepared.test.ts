import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

it('gives every prepared statement a name of its own (PostgreSQL keeps one text per name and connection)', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const names: string[] = [];
  for (const file of fs.readdirSync(src, { recursive: true }).map(String)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/\.prepare\('([^']+)'\)/g)) names.push(match[1] ?? '');
  }
  expect(names.length).toBeGreaterThan(5);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});
