#!/usr/bin/env node
// The code map in ARCHITECTURE.md names every server module (apps/server/src/modules/<x>) and every
// web feature (apps/web/src/features/<x>), and nothing that is not there: a module or feature added
// without its line, or removed with its line left behind, fails `npm run lint` and the test suite.
import fs from 'node:fs';
import path from 'node:path';

/** The sections of ARCHITECTURE.md whose tables list the folders, and where those folders are. */
export const MAPPED_FOLDERS = [
  { heading: '### Server modules', dir: 'apps/server/src/modules' },
  { heading: '### Web features', dir: 'apps/web/src/features' },
];

/** The names in the first column of the table under `heading` (`| \`name\` | what it does |`). */
export function namesUnder(markdown, heading) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return null;
  const names = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,3} /.test(line)) break;
    const m = line.match(/^\|\s*`([a-z0-9-]+)`\s*\|/);
    if (m) names.push(m[1]);
  }
  return names;
}

/** Every disagreement between the map and the folders under `root`, one line each; empty when they agree. */
export function checkCodeMap(root) {
  const problems = [];
  const file = path.join(root, 'ARCHITECTURE.md');
  if (!fs.existsSync(file)) return ['ARCHITECTURE.md is missing'];
  const markdown = fs.readFileSync(file, 'utf8');
  for (const { heading, dir } of MAPPED_FOLDERS) {
    const mapped = namesUnder(markdown, heading);
    if (mapped === null) {
      problems.push(`ARCHITECTURE.md has no section "${heading}"`);
      continue;
    }
    const present = fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const name of present) if (!mapped.includes(name)) problems.push(`${dir}/${name} is not in ARCHITECTURE.md's code map ("${heading}")`);
    for (const name of mapped) if (!present.includes(name)) problems.push(`ARCHITECTURE.md's code map names ${dir}/${name}, which does not exist`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkCodeMap(path.resolve(import.meta.dirname, '..'));
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
  console.info('code map: every server module and web feature named');
}
