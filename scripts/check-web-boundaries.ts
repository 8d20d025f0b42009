/**
 * The web app's import boundaries, checked on every `npm run lint`:
 *
 * - A feature (`apps/web/src/features/<x>/`) is used from outside only through its public faces:
 *   `index.ts` (components and hooks for pages and other features) and `keys.ts` (its query keys,
 *   for other features to refresh its data after their own writes). Test files may also use its
 *   testing face, the files under `testing/`.
 * - A feature's `keys.ts` imports nothing, so any feature may import it without making a cycle.
 * - The shared layers (`components/`, `lib/`) import no feature, and no feature imports the app
 *   shell (`app/`) outside tests.
 * - No import cycle, in the web app or the contracts (type-only imports do not count: the compiler
 *   erases them). Lazy `import()` counts: a cycle through it still ties the two files together.
 *
 * Usage: node --import tsx scripts/check-web-boundaries.ts (exits 1 and lists each problem).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface Problem {
  file: string;
  message: string;
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The static imports and re-exports of a file and its lazy `import()`s, parsed by TypeScript (so text in strings and comments is no import). */
export function importsOf(text: string, fileName = 'file.tsx'): ImportRef[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const refs: ImportRef[] = [];
  const add = (specifier: ts.Expression, typeOnly: boolean) => {
    if (ts.isStringLiteralLike(specifier)) refs.push({ specifier: specifier.text, typeOnly, line: source.getLineAndCharacterOfPosition(specifier.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

/** The file a relative specifier names (with or without its extension), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Where a file of the web app sits: its feature (if any) and its path inside it. */
function place(srcDir: string, file: string): { layer: string; feature: string | null; inside: string } {
  const [layer = '', feature = '', ...rest] = path.relative(srcDir, file).split(path.sep);
  return layer === 'features' ? { layer, feature, inside: rest.join('/') } : { layer, feature: null, inside: '' };
}

function isTestCode(srcDir: string, file: string): boolean {
  const where = place(srcDir, file);
  return TEST.test(file) || where.layer === 'test' || where.inside.startsWith('testing/');
}

/** Cross-feature imports of internals, imports into keys.ts, and shared layers that reach into features. */
export function boundaryProblems(srcDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const file of sourceFiles(srcDir)) {
    const from = place(srcDir, file);
    const relative = path.relative(process.cwd(), file);
    const imports = importsOf(fs.readFileSync(file, 'utf8'), file);
    if (from.feature && from.inside === 'keys.ts' && imports.length > 0) {
      problems.push({ file: `${relative}:${imports[0]?.line}`, message: 'a keys.ts imports nothing, so any feature can import it without making a cycle' });
    }
    for (const ref of imports) {
      const target = resolve(file, ref.specifier);
      if (!target?.startsWith(srcDir + path.sep)) continue;
      const to = place(srcDir, target);
      const at = `${relative}:${ref.line}`;
      if (to.layer === 'app' && from.feature && !isTestCode(srcDir, file)) {
        problems.push({ file: at, message: `features do not import the app shell (${ref.specifier})` });
      }
      if (!to.feature || to.feature === from.feature) continue;
      if (from.layer === 'components' || from.layer === 'lib') {
        problems.push({ file: at, message: `the shared ${from.layer}/ imports no feature (${ref.specifier})` });
      } else if (to.inside.startsWith('testing/')) {
        if (!isTestCode(srcDir, file)) problems.push({ file: at, message: `only tests use the testing face of features/${to.feature} (${ref.specifier})` });
      } else if (to.inside !== 'index.ts' && to.inside !== 'keys.ts') {
        problems.push({ file: at, message: `import features/${to.feature}/index.ts (or keys.ts), not its internals (${ref.specifier})` });
      }
    }
  }
  return problems;
}

/** Import cycles among the files under `dirs` (type-only imports left out), each reported once. */
export function cycleProblems(dirs: string[]): Problem[] {
  const graph = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const targets = importsOf(fs.readFileSync(file, 'utf8'), file)
        .filter((ref) => !ref.typeOnly)
        .map((ref) => resolve(file, ref.specifier))
        .filter((target): target is string => target !== null && fs.existsSync(target));
      graph.set(file, targets);
    }
  }
  const problems: Problem[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(process.cwd(), f));
        problems.push({ file: cycle[0] ?? next, message: `import cycle: ${cycle.join(' -> ')}` });
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return problems;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(import.meta.dirname, '..');
  const webSrc = path.join(root, 'apps/web/src');
  const problems = [...boundaryProblems(webSrc), ...cycleProblems([webSrc, path.join(root, 'packages/contracts/src')])];
  for (const p of problems) console.error(`${p.file}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} web boundary problem(s): see scripts/check-web-boundaries.ts and docs/decisions/0023-web-seams.md`);
    process.exit(1);
  }
  console.info('web boundaries: every feature used through its public face, no import cycle');
}
