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

/**
 * One chart library (decision 0046): visx, imported by `components/bar-chart.tsx` alone, which the
 * charts use (the weekly chart is a lazy card of /progress, the regions are on the lazy admin
 * dashboard); the build keeps visx out of the shared chunks (vite.config.ts, `CHARTS`).
 */
it('draws charts with visx, from components/bar-chart.tsx only', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const importers: string[] = [];
  for (const file of fs.readdirSync(src, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    expect(text, file).not.toMatch(/from '(recharts|chart\.js|d3)[^']*'/);
    if (/from '@visx\//.test(text)) importers.push(file.split(path.sep).join('/'));
  }
  expect(importers).toEqual(['components/bar-chart.tsx']);
  const manifest = JSON.parse(fs.readFileSync(path.resolve(src, '../package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(Object.keys(manifest.dependencies).filter((name) => /chart|^@visx\/|^d3/.test(name))).toEqual(['@visx/group', '@visx/scale', '@visx/shape']);
});
