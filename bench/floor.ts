/**
 * The floors the app is compared with, in a process of their own:
 * - bare Fastify (no plugins, no logging) answering one primary-key select on the same PostgreSQL
 *   through the same driver and pool size as the app: GET /floor/:id;
 * - a bare node:http server sending, for each path in STATIC_PATHS, exactly the bytes (and type and
 *   encoding) the app sent for it when asked with ACCEPT_ENCODING (and the cookie FLOOR_COOKIE, when
 *   set: a signed-in learner's answer, such as a cached transcript).
 * Prints one JSON line `{ "floor": port, "static": port }` once both listen.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';

const env = (name: string) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};

const pool = new pg.Pool({ connectionString: env('FLOOR_DATABASE_URL'), max: 10 });
const floor = Fastify({ logger: false });
floor.get<{ Params: { id: string } }>('/floor/:id', async (request) => {
  const { rows } = await pool.query('select id, email, first_name from users where id = $1', [Number(request.params.id)]);
  return rows[0] ?? null;
});
await floor.listen({ port: 0, host: '127.0.0.1' });

interface Captured {
  headers: Record<string, string | number>;
  body: Buffer;
}

/** The raw bytes the app answers (fetch would decompress them). */
function capture(url: string, acceptEncoding: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding, ...(process.env.FLOOR_COOKIE ? { cookie: process.env.FLOOR_COOKIE } : {}) } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string | number> = { 'content-type': String(res.headers['content-type']), 'content-length': body.length };
          if (res.headers['content-encoding']) headers['content-encoding'] = res.headers['content-encoding'];
          resolve({ headers, body });
        });
      })
      .on('error', reject);
  });
}

const files = new Map<string, Captured>();
for (const p of env('STATIC_PATHS').split(',')) files.set(p, await capture(`${env('APP_URL')}${p}`, env('ACCEPT_ENCODING')));
const bare = http.createServer((req, res) => {
  const file = files.get(req.url ?? '');
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, file.headers);
  res.end(file.body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

process.stdout.write(`${JSON.stringify({ floor: (floor.server.address() as AddressInfo).port, static: (bare.address() as AddressInfo).port })}\n`);
process.on('SIGTERM', () => {
  bare.close();
  void floor.close().then(() => pool.end().then(() => process.exit(0)));
});
