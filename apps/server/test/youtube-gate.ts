import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A gate in front of the fake YouTube, for tests of what happens when YouTube misbehaves:
 * 'open' forwards every request, 'failing' answers 503 at once, 'silent' never answers.
 */
export type GateMode = 'open' | 'failing' | 'silent';

export interface YouTubeGate {
  url: string;
  mode: GateMode;
  close(): Promise<void>;
}

export async function startYouTubeGate(targetUrl: string): Promise<YouTubeGate> {
  const held = new Set<ServerResponse>();
  const gate: YouTubeGate = { url: '', mode: 'open', close: async () => {} };
  const server = createServer((req, res) => {
    if (gate.mode === 'failing') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (gate.mode === 'silent') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    fetch(`${targetUrl}${req.url ?? '/'}`)
      .then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        res.end(await answer.text());
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gate.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gate.close = () =>
    new Promise<void>((resolve, reject) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return gate;
}
