/**
 * A fake of YouTube's caption endpoints for tests and browser journeys: the innertube player endpoint
 * (`POST /youtubei/v1/player`, the caption track list) and the timedtext track (`GET /api/timedtext`,
 * json3). Deterministic: any video id has an English automatic track of generated lines, unless a test
 * (or one of the fixed ids below) gives it tracks of its own, none, malformed data, a slow answer or
 * failures.
 *
 *   startFakeCaptions()                                                  in a test (port 0)
 *   node --import tsx apps/server/test/fake-captions.ts --port 4546      as a process
 *
 * Point YOUTUBE_CAPTIONS_BASE_URL at `url`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface FakeCue {
  start: number;
  duration: number;
  text: string;
}

export interface FakeTrack {
  languageCode: string;
  /** 'asr' for an automatic track. */
  kind?: 'asr';
  cues: FakeCue[];
}

export type FakeCaptionsVideo =
  | { kind: 'tracks'; tracks: FakeTrack[] }
  | { kind: 'none' }
  /** The player answers, the track is not json3. */
  | { kind: 'malformed' }
  /** Every call answers 503. */
  | { kind: 'failing' }
  /** The player waits: until released in a test, `slowMs` as a process. */
  | { kind: 'slow' };

/** Fixed ids with fixed behaviour, so a journey against the process can use them too. */
export const FAKE_CAPTION_IDS = {
  none: 'noCaptions0',
  malformed: 'badCaptions',
  failing: 'failCaption',
  slow: 'slowCaption',
} as const;

const WORDS = ['closures', 'functions', 'variables', 'recursion', 'arrays', 'objects', 'promises', 'modules', 'types', 'loops'];

/** The generated lines of a video: one every 4 seconds, naming a topic word, the same on every run. */
export function fakeCues(youtubeId: string, count = 60): FakeCue[] {
  let seed = [...youtubeId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return Array.from({ length: count }, (_, i) => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const word = WORDS[seed % WORDS.length] ?? 'lessons';
    return { start: i * 4, duration: 4, text: `Line ${i + 1}: here we talk about ${word}` };
  });
}

export interface FakeCaptions {
  url: string;
  calls: { path: string; videoId: string | null }[];
  resetCalls(): void;
  setVideo(youtubeId: string, video: FakeCaptionsVideo): void;
  /** How many answers of `slow` videos are held now (a request the app has sent may not have arrived yet). */
  heldSlow(): number;
  /** Lets the held answers of `slow` videos go (they wait until this is called); one that arrives later waits for the next call. */
  releaseSlow(): void;
  /** Makes the next `count` requests answer `status` (default 503). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export interface FakeCaptionsOptions {
  port?: number;
  host?: string;
  /** As a process: how long a slow video's player answer takes (tests release it instead). */
  slowMs?: number;
}

function json3(cues: FakeCue[]) {
  return {
    wireMagic: 'pb3',
    events: [
      // A window definition without segs, as YouTube sends first.
      { tStartMs: 0, dDurationMs: 0, id: 1, wpWinPosId: 1 },
      ...cues.map((c) => ({ tStartMs: Math.round(c.start * 1000), dDurationMs: Math.round(c.duration * 1000), wWinId: 1, segs: [{ utf8: c.text }] })),
    ],
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeCaptions(options: FakeCaptionsOptions = {}): Promise<FakeCaptions> {
  const videos = new Map<string, FakeCaptionsVideo>([
    [FAKE_CAPTION_IDS.none, { kind: 'none' }],
    [FAKE_CAPTION_IDS.malformed, { kind: 'malformed' }],
    [FAKE_CAPTION_IDS.failing, { kind: 'failing' }],
    [FAKE_CAPTION_IDS.slow, { kind: 'slow' }],
  ]);
  const calls: FakeCaptions['calls'] = [];
  let failures = { count: 0, status: 503 };
  let waiting: (() => void)[] = [];
  const videoOf = (id: string): FakeCaptionsVideo => videos.get(id) ?? { kind: 'tracks', tracks: [{ languageCode: 'en', kind: 'asr', cues: fakeCues(id) }] };

  async function answer(req: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/youtubei/v1/player') {
      let videoId = '';
      try {
        const body = JSON.parse(await readBody(req)) as { videoId?: unknown };
        videoId = typeof body.videoId === 'string' ? body.videoId : '';
      } catch {
        return [400, { error: { code: 400, message: 'Invalid JSON payload' } }];
      }
      calls.push({ path: url.pathname, videoId });
      if (failures.count > 0) {
        failures.count--;
        return [failures.status, { error: { code: failures.status } }];
      }
      const video = videoOf(videoId);
      if (video.kind === 'failing') return [503, { error: { code: 503 } }];
      if (video.kind === 'slow') {
        if (options.slowMs !== undefined) await new Promise((r) => setTimeout(r, options.slowMs));
        else await new Promise<void>((r) => waiting.push(r));
      }
      const tracks = video.kind === 'tracks' ? video.tracks : video.kind === 'malformed' || video.kind === 'slow' ? [{ languageCode: 'en', cues: fakeCues(videoId) }] : [];
      if (tracks.length === 0) return [200, { playabilityStatus: { status: 'OK' }, videoDetails: { videoId } }];
      return [
        200,
        {
          playabilityStatus: { status: 'OK' },
          videoDetails: { videoId },
          captions: {
            playerCaptionsTracklistRenderer: {
              // A foreign host, as YouTube's answers carry: the client must keep to its configured base.
              captionTracks: tracks.map((t) => ({
                baseUrl: `https://www.youtube.com/api/timedtext?v=${videoId}&lang=${t.languageCode}${t.kind ? `&kind=${t.kind}` : ''}`,
                languageCode: t.languageCode,
                ...(t.kind ? { kind: t.kind } : {}),
                name: { simpleText: t.kind === 'asr' ? `${t.languageCode} (auto-generated)` : t.languageCode },
              })),
            },
          },
        },
      ];
    }
    if (req.method === 'GET' && url.pathname === '/api/timedtext') {
      const videoId = url.searchParams.get('v') ?? '';
      calls.push({ path: url.pathname, videoId });
      if (failures.count > 0) {
        failures.count--;
        return [failures.status, ''];
      }
      const video = videoOf(videoId);
      if (video.kind === 'malformed') return [200, '<transcript><text start="0">not json3</text>'];
      if (video.kind === 'failing') return [503, ''];
      const lang = url.searchParams.get('lang');
      const kind = url.searchParams.get('kind');
      const track = video.kind === 'tracks' ? video.tracks.find((t) => t.languageCode === lang && (t.kind ?? null) === kind) : { cues: fakeCues(videoId) };
      if (!track || url.searchParams.get('fmt') !== 'json3') return [404, ''];
      return [200, json3(track.cues)];
    }
    calls.push({ path: url.pathname, videoId: null });
    return [404, { error: { code: 404, message: 'Not found' } }];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answer(req).then(
      ([status, body]) => {
        res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/xml' : 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    calls,
    resetCalls: () => {
      calls.length = 0;
    },
    setVideo: (id, video) => {
      videos.set(id, video);
    },
    heldSlow: () => waiting.length,
    releaseSlow: () => {
      for (const release of waiting) release();
      waiting = [];
    },
    failNext: (count, status = 503) => {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const release of waiting) release();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

// ---------------------------------------------------------------------------------------------- as a process

async function main(argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const host = arg('--host');
  const fake = await startFakeCaptions({ port: Number(arg('--port') ?? 4546), ...(host ? { host } : {}), slowMs: Number(arg('--slow-ms') ?? 3000) });
  console.info(`fake captions listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main(process.argv.slice(2));
}
