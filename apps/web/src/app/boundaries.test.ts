import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundaryProblems, cycleProblems } from '../../../../scripts/check-web-boundaries.ts';

/** The check `npm run lint` runs (scripts/check-web-boundaries.ts), on this app and on planted trees. */
const src = path.resolve(import.meta.dirname, '..');
const contracts = path.resolve(src, '../../../packages/contracts/src');

let planted: string | null = null;
afterEach(() => {
  if (planted) fs.rmSync(planted, { recursive: true, force: true });
  planted = null;
});

/** A source tree of the given files (path -> text) in a fresh temporary folder; its `src`. */
function plant(files: Record<string, string>): string {
  planted = fs.mkdtempSync(path.join(os.tmpdir(), 'web-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(planted, 'src', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return path.join(planted, 'src');
}

const messages = (problems: { message: string }[]) => problems.map((p) => p.message);

describe('this web app', () => {
  it('uses every feature only through its public faces', () => {
    expect(boundaryProblems(src)).toEqual([]);
  });

  it('has no import cycle, nor have the contracts', () => {
    expect(cycleProblems([src, contracts])).toEqual([]);
  });
});

describe('the check', () => {
  const feature = {
    'features/plans/index.ts': "export { PlanCard } from './components/plan-card.tsx';\n",
    'features/plans/keys.ts': "export const planKeys = { all: ['plans'] as const };\n",
    'features/plans/components/plan-card.tsx': 'export function PlanCard() { return null; }\n',
    'features/plans/testing/fixtures.ts': 'export const makePlan = () => ({});\n',
  };

  it('accepts the public face, the keys and, in tests, the testing face', () => {
    const dir = plant({
      ...feature,
      'features/player/components/view.tsx': "import { PlanCard } from '../../plans/index.ts';\nimport { planKeys } from '../../plans/keys.ts';\n",
      'features/player/components/view.test.tsx': "import { makePlan } from '../../plans/testing/fixtures.ts';\n",
      'app/pages/plan-page.tsx': "import {\n  PlanCard,\n} from '../../features/plans/index.ts';\nconst lazy = () => import('../../features/plans/index.ts');\n",
    });
    expect(boundaryProblems(dir)).toEqual([]);
  });

  it("catches a feature, a page, a lazy import or a shared layer reaching into another feature's internals", () => {
    const dir = plant({
      ...feature,
      'features/player/components/view.tsx': "import { PlanCard } from '../../plans/components/plan-card.tsx';\n",
      'app/pages/plan-page.tsx': "import type { PlanCard } from '../../features/plans/components/plan-card.tsx';\n",
      'app/router.tsx': "const page = () => import('../features/plans/components/plan-card.tsx');\n",
      'lib/helper.ts': "export { planKeys } from '../features/plans/keys.ts';\n",
    });
    const problems = boundaryProblems(dir);
    expect(problems.map((p) => p.file.replace(/^.*src\//, '')).sort()).toEqual(['app/pages/plan-page.tsx:1', 'app/router.tsx:1', 'features/player/components/view.tsx:1', 'lib/helper.ts:1']);
    expect(messages(problems)).toContain('import features/plans/index.ts (or keys.ts), not its internals (../../plans/components/plan-card.tsx)');
    expect(messages(problems)).toContain('the shared lib/ imports no feature (../features/plans/keys.ts)');
  });

  it("catches the testing face outside tests, a keys.ts that imports, and a feature importing the app shell", () => {
    const dir = plant({
      ...feature,
      'features/plans/keys.ts': "import { groupKeys } from '../groups/keys.ts';\nexport const planKeys = { all: ['plans'] as const, groupKeys };\n",
      'features/groups/keys.ts': "export const groupKeys = { all: ['groups'] as const };\n",
      'features/player/components/view.tsx': "import { makePlan } from '../../plans/testing/fixtures.ts';\nimport { start } from '../../../app/start.tsx';\n",
      'app/start.tsx': 'export const start = 1;\n',
    });
    expect(messages(boundaryProblems(dir)).sort()).toEqual([
      'a keys.ts imports nothing, so any feature can import it without making a cycle',
      'features do not import the app shell (../../../app/start.tsx)',
      'only tests use the testing face of features/plans (../../plans/testing/fixtures.ts)',
    ]);
  });

  it('catches an import cycle, also through a lazy import, but not through type-only imports', () => {
    const dir = plant({
      'a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'b.ts': "export const b = 1;\nexport const later = () => import('./a.ts');\n",
      'c.ts': "import type { D } from './d.ts';\nexport type C = D;\n",
      'd.ts': "import type { C } from './c.ts';\nexport type D = C | number;\n",
    });
    const problems = cycleProblems([dir]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^import cycle: .*a\.ts -> .*b\.ts -> .*a\.ts$/);
  });
});
