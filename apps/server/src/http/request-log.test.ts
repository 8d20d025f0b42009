import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { batchedRequestLog, OneLinePerRequest } from './request-log.ts';

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('the request log', () => {
  it('writes one line per answered request to the request log, and the error of a failed one to the main log at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'request-log-'));
    const mainFile = path.join(dir, 'main.log');
    const requestFile = path.join(dir, 'requests.log');
    const requestLog = pino({ level: 'info' }, pino.destination({ dest: requestFile, sync: true }));
    const app = Fastify({ loggerInstance: pino({ level: 'info' }, pino.destination({ dest: mainFile, sync: true })), logController: new OneLinePerRequest(requestLog) });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/fails' });
    await app.close();

    const answered = lines(requestFile);
    expect(answered).toHaveLength(2);
    expect(answered[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/ok' }, res: { statusCode: 200 } });
    expect(answered[1]).toMatchObject({ req: { url: '/fails' }, res: { statusCode: 500 } });
    expect(answered[0]?.reqId).toEqual(expect.any(String));
    expect(typeof answered[0]?.responseTime).toBe('number');
    const errors = lines(mainFile).filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ err: { message: 'boom' } });
  });

  it('batches the request lines: nothing written per line, all of them within 250 ms', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'request-log-')), 'requests.log');
    const log = batchedRequestLog('info', file);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the destination opens its file
    for (let i = 0; i < 5; i++) log.info({ i }, 'request completed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines(file).map((l) => l.i)).toEqual([0, 1, 2, 3, 4]);
  });
});
