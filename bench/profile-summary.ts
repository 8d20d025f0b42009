/**
 * Where a CPU profile (node --cpu-prof, e.g. from `npm run bench -- --profile`) spends its time:
 * self time by package or app file, and the functions with the most self time.
 * Usage: node --import tsx bench/profile-summary.ts [file.cpuprofile] (default: the newest main-thread profile in .tmp/bench-profile)
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const dir = path.resolve(import.meta.dirname, '../.tmp/bench-profile');
const file =
  process.argv[2] ??
  fs
    .readdirSync(dir)
    // Thread 0 is the main thread (tsx's loader runs in thread 1).
    .filter((f) => /\.0\.\d+\.cpuprofile$/.test(f))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
if (!file) throw new Error(`no .cpuprofile in ${dir}`);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));

// Busy share per second: the window under load is where it stays high.
const perSecond: { busy: number; all: number }[] = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = (profile.timeDeltas[i] ?? 0) / 1000;
  at += delta;
  const second = Math.floor(at / 1000);
  const slot = perSecond[second] ?? { busy: 0, all: 0 };
  perSecond[second] = slot;
  slot.all += delta;
  if (!idleIds.has(id)) slot.busy += delta;
});
const timeline = Array.from(perSecond, (s) => (s?.all ? Math.round((s.busy / s.all) * 9) : 0)).join('');

// Self time of the samples taken while the process was busy, leaving out the first seconds (start-up).
const skipMs = Number(process.env.SKIP_MS ?? 3000);
const selfMs = new Map<number, number>();
at = 0;
profile.samples.forEach((id, i) => {
  const delta = (profile.timeDeltas[i] ?? 0) / 1000;
  at += delta;
  if (at < skipMs || idleIds.has(id)) return;
  selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
});
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

/** The package (or app folder) a frame belongs to. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  const app = /(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?)/.exec(url);
  return app?.[1] ?? url;
}

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const who = owner(url, functionName);
  byOwner.set(who, (byOwner.get(who) ?? 0) + ms);
  const file = url.includes('node_modules/') ? url.slice(url.lastIndexOf('node_modules/') + 13) : who;
  const fn = `${functionName || '(anonymous)'}  ${file}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
}

const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.info(`${path.basename(file)}: ${(total / 1000).toFixed(1)} s busy after the first ${skipMs} ms (shares below are of that)
busy share per second, 0 to 9: ${timeline}\n\nself time by package or app folder\n${top(byOwner, 25)}\n\nfunctions with the most self time\n${top(byFunction, 40)}`);
