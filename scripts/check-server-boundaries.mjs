#!/usr/bin/env node
// The server's module boundaries, checked on the sources (run by `npm run lint`; decision 0019):
//   - a module never imports another module's repository (`*.repository.ts`);
//   - a repository references only the tables of its own module: `db/schema/<module>.ts`;
//   - reads that join other modules' tables live in read models (`*.queries.ts`), which never write
//     and which only other read models may import;
//   - a module's account-data claims (`*.account-data.ts`) name only its own tables and never write;
//   - any other file of a module (services, routes, views) uses tables as types only;
//   - imports point down: the layers below the modules (db, http, providers, events, config, deps)
//     never import a module, the wiring (services.ts), the account-data registry (account-data.ts)
//     or the app (app.ts, main.ts); modules never import those top files either. One type import is
//     allowed up: `Services` in http/app-types.ts, the shape of the wiring that routes receive;
//   - no import cycle anywhere in apps/server/src (type-only imports count).
// Tests (`*.test.ts`) are exempt: they may set up any state.
import fs from 'node:fs';
import path from 'node:path';

/** Schema files of code outside src/modules: no module may use their tables. */
const NOT_MODULE_SCHEMAS = new Set(['mail', 'providers']);

const isTest = (file) => file.endsWith('.test.ts');

/** The files above the modules: the wiring, the account-data registry and the app. */
const TOP_FILES = new Set(['services.ts', 'account-data.ts', 'app.ts', 'main.ts']);
/** Folders and files below the modules. */
const LOW_LAYERS = new Set(['db', 'http', 'providers', 'events', 'config.ts', 'deps.ts']);
/** The one import that may point up: the type of the wiring that route functions receive. */
const ALLOWED_UP = new Set(['http/app-types.ts -> services.ts']);

/** Where a file of src sits: 'top', 'module' or 'low' (anything else, such as seed or backup, is 'other'). */
function layerOf(relPath) {
  const first = relPath.split(path.sep)[0];
  if (TOP_FILES.has(relPath)) return 'top';
  if (first === 'modules') return 'module';
  if (LOW_LAYERS.has(first)) return 'low';
  return 'other';
}
function kindOf(file) {
  if (file.endsWith('.repository.ts')) return 'repository';
  if (file.endsWith('.queries.ts')) return 'queries';
  if (file.endsWith('.account-data.ts')) return 'account-data';
  return 'other';
}

function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Removes comments so that prose ("update the plan") is not read as SQL or as an import. */
function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Every static import and re-export: the names it brings in and whether each is a type only. */
function importsOf(source) {
  const found = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(pattern)) {
    const allTypes = Boolean(m[2]);
    const clause = m[3];
    const names = [];
    const braces = clause.match(/\{([\s\S]*)\}/);
    if (braces) {
      for (const raw of braces[1].split(',')) {
        const item = raw.trim();
        if (!item) continue;
        const typeOnly = allTypes || item.startsWith('type ');
        const name = item.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
        names.push({ name, typeOnly });
      }
    }
    if (/\*\s+as\s+\w+/.test(clause)) names.push({ name: '*', typeOnly: allTypes });
    found.push({ specifier: m[4], names, typeOnly: allTypes });
  }
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ specifier: m[1], names: [{ name: '*', typeOnly: false }], typeOnly: false });
  return found;
}

/** Tables by exported name and by SQL name, each with the schema file (= owning module) that declares it. */
function readSchema(schemaDir) {
  const byExport = new Map();
  const bySqlName = new Map();
  for (const file of fs.readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const owner = file.replace(/\.ts$/, '');
    const source = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const m of source.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) {
      const table = { exportName: m[1], sqlName: m[2], owner };
      byExport.set(m[1], table);
      bySqlName.set(m[2], table);
    }
  }
  return { byExport, bySqlName };
}

const WRITE_CALL = /\.(insert|update|delete)\s*\(/;
const WRITE_SQL = /\b(insert\s+into|update\s+[\w".${}]+\s+(?:\w+\s+)?set|delete\s+from)\b/i;

/**
 * The violations in `srcDir` (apps/server/src or a copy of its layout), each as one line naming the
 * file and the rule. Empty when every boundary holds.
 */
export function checkServerBoundaries(srcDir) {
  const violations = [];
  const modulesDir = path.join(srcDir, 'modules');
  const schemaDir = path.join(srcDir, 'db', 'schema');
  const modules = new Set(fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));
  const { byExport, bySqlName } = readSchema(schemaDir);
  const rel = (file) => path.relative(srcDir, file);

  for (const owner of new Set([...byExport.values()].map((t) => t.owner))) {
    if (!modules.has(owner) && !NOT_MODULE_SCHEMAS.has(owner)) {
      violations.push(`db/schema/${owner}.ts: names no module (a schema file is named after the module that owns its tables)`);
    }
  }

  const files = walk(srcDir);
  const graph = new Map();
  for (const file of files) {
    const source = stripComments(fs.readFileSync(file, 'utf8'));
    const edges = [];
    const moduleOf = (p) => {
      const r = path.relative(modulesDir, p);
      return r.startsWith('..') ? null : r.split(path.sep)[0];
    };
    const own = moduleOf(file);
    const kind = kindOf(file);
    for (const imp of importsOf(source)) {
      if (!imp.specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), imp.specifier);
      edges.push(target);
      if (isTest(file)) continue;
      const from = layerOf(rel(file));
      const to = layerOf(rel(target.endsWith('.ts') ? target : `${target}.ts`));
      const pointsUp = (from === 'low' && (to === 'module' || to === 'top')) || (from === 'module' && to === 'top');
      if (pointsUp && !ALLOWED_UP.has(`${rel(file)} -> ${rel(target)}`)) {
        violations.push(`${rel(file)}: imports ${rel(target)}, a layer above it (imports point down: db, http, providers, events < modules < services.ts < app.ts)`);
      }
      if (own === null) continue;
      const targetModule = moduleOf(target);
      if (targetModule && targetModule !== own) {
        if (target.endsWith('.repository.ts')) {
          violations.push(`${rel(file)}: imports ${rel(target)}, another module's repository (call its service)`);
        } else if (target.endsWith('.queries.ts') && kind !== 'queries') {
          violations.push(`${rel(file)}: imports ${rel(target)}, another module's read model (only a read model may build on it)`);
        }
      }
      if (!target.startsWith(schemaDir + path.sep)) continue;
      for (const { name, typeOnly } of imp.names) {
        if (typeOnly) continue;
        const tables = name === '*' ? [...byExport.values()] : byExport.has(name) ? [byExport.get(name)] : [];
        for (const table of tables) {
          if (kind === 'other') {
            violations.push(`${rel(file)}: uses table ${table.sqlName} outside a repository or read model (tables as types only here)`);
          } else if (kind === 'repository' && table.owner !== own) {
            violations.push(`${rel(file)}: references table ${table.sqlName} of ${describeOwner(table.owner)} (a repository uses its own module's tables; joins go in a *.queries.ts read model)`);
          } else if (kind === 'account-data' && table.owner !== own) {
            violations.push(`${rel(file)}: claims table ${table.sqlName} of ${describeOwner(table.owner)} (a module claims the tables it owns)`);
          } else if (kind === 'queries' && NOT_MODULE_SCHEMAS.has(table.owner)) {
            violations.push(`${rel(file)}: reads table ${table.sqlName} of ${describeOwner(table.owner)}`);
          }
        }
      }
    }
    graph.set(file, edges);
    if (own === null || isTest(file)) continue;

    // Tables named in raw SQL text, which the import check cannot see.
    for (const m of source.matchAll(/\b(from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
      const table = bySqlName.get(m[2]);
      if (!table || table.owner === own) continue;
      const writes = /into|update/i.test(m[1]);
      if (kind === 'queries' && !writes) continue;
      violations.push(`${rel(file)}: names table ${table.sqlName} of ${describeOwner(table.owner)} in SQL text`);
    }
    if ((kind === 'queries' || kind === 'account-data') && (WRITE_CALL.test(source) || WRITE_SQL.test(source))) {
      violations.push(`${rel(file)}: ${kind === 'queries' ? 'a read model' : 'an account-data claim'} writes (inserts, updates and deletes belong in the owning module's repository)`);
    }
  }

  violations.sort();
  for (const cycle of findCycles(graph)) violations.push(`import cycle among: ${cycle.map(rel).join(', ')}`);
  return violations;
}

const describeOwner = (owner) => (NOT_MODULE_SCHEMAS.has(owner) ? `the ${owner} provider` : `module ${owner}`);

/** Strongly connected components of more than one file (or a file importing itself): the files of each cycle. */
function findCycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indexOf.get(next)));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const srcDir = path.resolve(import.meta.dirname, '..', 'apps', 'server', 'src');
  const violations = checkServerBoundaries(srcDir);
  for (const v of violations) console.error(v);
  if (violations.length > 0) {
    console.error(`\n${violations.length} server boundary violation(s): see docs/decisions/0019-module-boundaries.md`);
    process.exit(1);
  }
  console.info('server boundaries: ok');
}
