#!/usr/bin/env node
// `npm start` serves; it builds the web app only when its sources differ from the last build
// (decision 0044). The build goes into a fresh folder that replaces apps/web/dist in one rename, under
// a lock, so instances started together from one checkout never serve half-written files and a
// restart does not wait for a build it does not need.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const stampFile = path.join(dist, '.source-hash');
const lockDir = path.join(web, '.build-lock');
const SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/build', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', 'packages/contracts/src', 'package-lock.json'];

function files(rel) {
  const full = path.join(root, rel);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.name.endsWith('.test.ts') || e.name.endsWith('.test.tsx') ? [] : files(path.join(rel, e.name))));
}

/** A hash of every source file's path and content: a touch or a checkout of the same content does not rebuild. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const rel of SOURCES.flatMap(files)) hash.update(rel).update('\0').update(fs.readFileSync(path.join(root, rel))).update('\0');
  return hash.digest('hex');
}

const readStamp = () => fs.readFileSync(stampFile, 'utf8').trim();
const isFresh = (hash) => fs.existsSync(path.join(dist, 'index.html')) && (() => { try { return readStamp() === hash; } catch { return false; } })();

function takeLock() {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock left by a build that died is taken over.
      const pid = Number.parseInt(fs.readFileSync(path.join(lockDir, 'pid'), { encoding: 'utf8', flag: 'a+' }) || '0', 10);
      if (pid && !alive(pid)) fs.rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`another build holds ${lockDir}`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

const force = process.argv.includes('--force');
const hash = sourceHash();
if (!force && isFresh(hash)) {
  process.stdout.write('web build is up to date\n');
  process.exit(0);
}
takeLock();
try {
  // Another instance may have built it while this one waited for the lock.
  if (force || !isFresh(hash)) {
    const staging = path.join(web, `dist.build-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
    const built = spawnSync(npx, ['vite', 'build', '--outDir', staging, '--emptyOutDir'], { cwd: web, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
    fs.writeFileSync(path.join(staging, '.source-hash'), `${hash}\n`);
    const old = path.join(web, `dist.old-${process.pid}`);
    if (fs.existsSync(dist)) fs.renameSync(dist, old);
    fs.renameSync(staging, dist);
    fs.rmSync(old, { recursive: true, force: true });
  }
} finally {
  fs.rmSync(lockDir, { recursive: true, force: true });
}
