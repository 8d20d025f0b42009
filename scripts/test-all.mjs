#!/usr/bin/env node
// The whole test suite: typecheck, lint, unit + server + web tests, then the browser journeys
// through the built app. Ends with one plain line `N passed, N failed` summing every runner.
// SERVER_NODE_VERSIONS="22 24" also runs the server tests on those Node majors, through the `node`
// package from the npm registry (.ci/run sets it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'reports');
fs.mkdirSync(reports, { recursive: true });
const skipE2e = process.env.E2E === '0';
const otherNodes = (process.env.SERVER_NODE_VERSIONS ?? '').split(/[\s,]+/).filter(Boolean);
for (const major of otherNodes) {
  if (!/^\d+$/.test(major)) throw new Error(`SERVER_NODE_VERSIONS: "${major}" is not a Node major version`);
}
let passed = 0;
let failed = 0;
/** Names of the failed tests, repeated above the last line so a log's tail says what failed. */
const failures = [];

function run(label, command, args, env = {}) {
  console.info(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.info(`=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A step that is not a test runner counts as one check. */
function check(label, command, args) {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

/** Vitest under this Node, or under `node` from another command (another Node version). */
function vitest(label, args, reportName, node = null) {
  const report = path.join(reports, reportName);
  fs.rmSync(report, { force: true });
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const ok = node ? run(label, node.command, [...node.args, 'node_modules/vitest/vitest.mjs', ...vitestArgs]) : run(label, 'npx', ['vitest', ...vitestArgs]);
  if (!fs.existsSync(report)) {
    failed++; // the runner died before reporting
    failures.push(`${label}: the runner stopped before reporting`);
    return;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  // Suites that failed to load report no tests: count each as a failure.
  const brokenFiles = (json.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  failed += brokenFiles;
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failures.push(`${label}: ${where} did not load`);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${label}: ${where} > ${test.fullName ?? test.title}`);
    }
  }
  if (!ok && json.numFailedTests === 0 && brokenFiles === 0) {
    failed++;
    failures.push(`${label}: exited with an error after its tests passed`);
  }
}

/** The server tests on another Node major; a Node of another major than asked counts as a failure. */
function serverTestsOnNode(major) {
  const node = { command: 'npx', args: ['--yes', '--package', `node@${major}`, 'node'] };
  const version = spawnSync(node.command, [...node.args, '--version'], { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!version.startsWith(`v${major}.`)) {
    console.info(`\n=== Node ${major}: could not start it (got "${version}")`);
    failed++;
    failures.push(`Node ${major}: could not start it`);
    return;
  }
  vitest(`server tests on Node ${version}`, ['--project', 'server'], `server-node${major}.json`, node);
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit, server and web tests', [], 'vitest.json');
for (const major of otherNodes) serverTestsOnNode(major);
if (!skipE2e) {
  if (run('web build for the browser journeys', 'npm', ['run', '--silent', 'build'])) {
    vitest('browser journeys', ['--config', 'e2e/vitest.config.ts'], 'e2e.json');
  } else {
    failed++;
    failures.push('web build for the browser journeys');
  }
}

if (failures.length > 0) console.info(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
