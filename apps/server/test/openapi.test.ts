import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, operationOf } from './openapi-document.ts';
import { createTestApp } from './test-app.ts';

/**
 * The API reference is derived from the routes, so these hold for every route, including routes
 * added later: each operation is documented (summary, tag, operationId, security, error replies),
 * Redocly's recommended rules find no error, and a typed client generated from it compiles.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const workDir = path.join(root, '.tmp', `openapi-${process.pid}`);

const t = await createTestApp();
const doc = (await t.client().get('/api/openapi.json')).json<OpenApiDocument>();
const documented = t.routes.filter((r) => operationOf(doc, r.method, r.url));
const hidden = new Set(['/api/openapi.json', '/api/docs', '/api/docs/style.css', '/api/docs/app.js']);

describe('every route is in the API reference', () => {
  it('lists each registered route but the reference itself', () => {
    const missing = t.routes.filter((r) => !operationOf(doc, r.method, r.url) && !hidden.has(r.url));
    expect(missing).toEqual([]);
    expect(documented.length).toBeGreaterThan(90);
  });

  it.each(documented.map((r) => [r.method, r.url, r] as const))('%s %s', (_method, _url, route) => {
    const op = operationOf(doc, route.method, route.url);
    expect(op?.summary, 'write a summary next to the route schema').toMatch(/^[A-Z].{5,}[^.]$/);
    expect(op?.tags).toHaveLength(1);
    expect(doc.tags?.map((tag) => tag.name)).toContain(op?.tags?.[0]);
    const statuses = Object.keys(op?.responses ?? {});
    expect(statuses.some((s) => /^[23]/.test(s))).toBe(true);
    const schemes = (op?.security ?? []).flatMap((requirement) => Object.keys(requirement));
    if (route.auth !== 'public') {
      expect(statuses).toContain('401');
      expect(op?.security?.every((requirement) => 'sessionCookie' in requirement)).toBe(true);
    }
    if (route.method !== 'GET') {
      expect(statuses).toEqual(expect.arrayContaining(['400', '403', '413']));
      expect(schemes).toContain('csrfToken');
    }
    for (const [status, response] of Object.entries(op?.responses ?? {})) {
      if (status.startsWith('4')) expect(response.$ref, `${status} uses the shared error reply`).toMatch(/^#\/components\/responses\/\w+$/);
    }
  });

  it('gives each operation its own operationId', () => {
    const ids = documented.map((r) => operationOf(doc, r.method, r.url)?.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every tag, the error shape and both security schemes', () => {
    expect(doc.tags?.every((tag) => (tag.description ?? '').length > 10)).toBe(true);
    expect(doc.components.schemas?.Error).toMatchObject({ required: ['error', 'message', 'code'] });
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ls_sid' }),
      csrfToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }),
    });
  });
});

/** Warnings that name no fault of a route: paths the clients already use, redirects, public reads without input, no licence, a local server. */
const ACCEPTED_WARNINGS = new Set(['no-ambiguous-paths', 'operation-2xx-response', 'operation-4xx-response', 'info-license', 'no-server-example.com']);

describe('the served document', () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));
  const docFile = path.join(workDir, 'openapi.json');
  fs.writeFileSync(docFile, JSON.stringify(doc, null, 2));

  it('passes redocly lint with the recommended rules', async () => {
    const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
    const args = [cli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000', docFile];
    const { stdout } = await run(process.execPath, args, { cwd: workDir, env }).catch((err: { stdout: string }) => err);
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(report.totals.errors, problems.join('\n')).toBe(0);
    expect(report.problems.filter((p) => !ACCEPTED_WARNINGS.has(p.ruleId)).map((p) => p.ruleId)).toEqual([]);
  }, 60_000);

  it('generates a typed client with openapi-typescript that compiles', async () => {
    const generated = astToString(await openapiTS(doc as never));
    fs.writeFileSync(path.join(workDir, 'api.ts'), generated);
    fs.copyFileSync(path.join(import.meta.dirname, 'openapi-client/usage.ts'), path.join(workDir, 'usage.ts'));
    fs.writeFileSync(
      path.join(workDir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { types: [], lib: ['ES2023', 'DOM'] }, files: ['usage.ts'] }),
    );
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', workDir], { cwd: workDir }).catch((err: { stdout: string; code: number }) => err);
    expect('code' in result ? result.stdout : '').toBe('');
    expect(generated).toContain('"/api/learning-plans/{id}/reorder"');
  }, 60_000);
});
