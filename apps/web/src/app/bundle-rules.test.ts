import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The contracts package's index evaluates every zod schema: one value imported from it puts zod
 * (about 90 KB) into that page's chunk. Pages take types from the index and values from the
 * zod-free files (`@learnstack/contracts/category-list`).
 */
it('imports only types from the contracts index', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const offenders: string[] = [];
  for (const file of fs.readdirSync(src, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@learnstack\/contracts'/g)) {
      const typeOnly = Boolean(match[1]) || (match[2] ?? '').split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '));
      if (!typeOnly) offenders.push(file);
    }
  }
  expect(offenders).toEqual([]);
});
