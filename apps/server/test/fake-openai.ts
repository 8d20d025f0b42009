/**
 * A fake OpenAI-compatible model server for tests and browser journeys: `POST /v1/chat/completions` answering
 * in the real API's shape (choices, usage, error envelopes). It reads the learner's data from the last user
 * message (a JSON object, as the app sends it) and answers deterministically, in one of the modes tests switch
 * (a video's subject: see `fakeSubject`):
 *
 *   ok       valid JSON answers computed from the prompt
 *   slow     the same answers, after `delayMs` (longer than the client's time limit)
 *   error    an error status (500 by default, or 429) in OpenAI's error shape
 *   garbage  200 with an unusable answer: prose instead of JSON ('text'), JSON of the wrong shape ('shape'),
 *            a body that is not JSON though it says so ('body'), or an HTML page ('html')
 *
 *   startFakeOpenAi()                                                in a test (port 0)
 *   node --import tsx apps/server/test/fake-openai.ts --port 4546    as a process; switch modes with
 *                                                                    GET /__fake/mode?mode=slow&delayMs=15000
 *
 * Base URL for the client (OPENAI_BASE_URL): `${url}/v1`. Every request is recorded (`requests`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export type FakeOpenAiMode = 'ok' | 'slow' | 'error' | 'garbage';
export type FakeGarbage = 'text' | 'shape' | 'body' | 'html';

export interface FakeModeOptions {
  /** slow: how long before answering (default 30 s). */
  delayMs?: number;
  /** slow: send the status and headers at once and stall only the body. */
  headersFirst?: boolean;
  /** error: the status (default 500). */
  status?: number;
  /** garbage: which kind (default 'text'). */
  garbage?: FakeGarbage;
}

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  authorization: string | null;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  /** The status answered (null while a slow answer is pending or when the client left first). */
  status: number | null;
  /** The token usage reported in the answer, when it was a chat completion. */
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
}

export interface FakeOpenAi {
  /** Where it listens, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The client's base URL (OPENAI_BASE_URL): `${url}/v1`. */
  baseUrl: string;
  requests: FakeOpenAiRequest[];
  /** Chat completion requests received so far. */
  completions(): FakeOpenAiRequest[];
  setMode(mode: FakeOpenAiMode, options?: FakeModeOptions): void;
  /** The next `count` completions answer `status` whatever the mode, then the mode applies again. */
  failNext(count: number, status?: number): void;
  /** Back to 'ok', requests forgotten. */
  reset(): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------- answers

type Json = Record<string, unknown>;

/** A few real neighbourhoods, so answers read plausibly; other topics get generic neighbours. */
const NEIGHBOURS: Record<string, string[]> = {
  javascript: ['TypeScript', 'React', 'Node.js', 'Async JavaScript', 'DOM Manipulation'],
  typescript: ['TypeScript Generics', 'React with TypeScript', 'Node.js', 'Type-Driven Design'],
  python: ['Data Analysis with pandas', 'NumPy', 'Machine Learning', 'FastAPI', 'Django'],
  react: ['Next.js', 'React Hooks', 'State Management', 'TypeScript', 'Testing React'],
  'machine learning': ['Deep Learning', 'Linear Algebra', 'Statistics', 'Neural Networks', 'Data Analysis with pandas'],
  cooking: ['Baking Bread', 'Knife Skills', 'Meal Prep', 'Fermentation'],
  guitar: ['Music Theory', 'Fingerstyle Guitar', 'Songwriting', 'Ear Training'],
};

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);
const textField = (data: Json, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

export function fakeRelatedTopics(topic: string): string[] {
  const known = NEIGHBOURS[topic.toLowerCase()];
  if (known) return known.slice(0, 5);
  const short = clip(topic, 60);
  return [`Advanced ${short}`, `${short} Projects`, `${short} Best Practices`];
}

export function fakeReason(fromTopic: string, toTopic: string): string {
  const from = clip(fromTopic, 60);
  return `If you like ${from}, you will enjoy ${clip(toTopic, 60)}: it builds on what you know from ${from} and takes it further.`;
}

export const fakeSearchQuery = (topic: string) => `${clip(topic, 80)} tutorial`;

/**
 * Words the fake files under a subject. The subject classifier knows none of them, so a test can tell the
 * model's answer from the rules'.
 */
export const FAKE_SUBJECT_WORDS: Readonly<Record<string, string>> = {
  chess: 'personal',
  origami: 'design',
  sourdough: 'health',
  podcast: 'business',
  crochet: 'design',
};
/** The fake's answer for a video with none of those words: outside the eight ids, as a real model may answer. */
export const FAKE_UNKNOWN_SUBJECT = 'other';

/** A video's subject: that of the first word of FAKE_SUBJECT_WORDS in its title, else in its tags, else FAKE_UNKNOWN_SUBJECT. */
export function fakeSubject(title: string, tags: readonly string[] = []): string {
  for (const text of [title, ...tags]) {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      const subject = FAKE_SUBJECT_WORDS[word];
      if (subject) return subject;
    }
  }
  return FAKE_UNKNOWN_SUBJECT;
}

/** The answer object for the learner data in the prompt, or null when the prompt is not one the app sends. */
function answerFor(data: Json): Json | null {
  const topics = data.topics;
  if (Array.isArray(topics)) {
    const own = topics.filter((t): t is string => typeof t === 'string');
    const taken = new Set(own.map((t) => t.toLowerCase()));
    const recommendations: Json[] = [];
    for (const fromTopic of own.slice(0, 3)) {
      const toTopic = fakeRelatedTopics(fromTopic).find((t) => !taken.has(t.toLowerCase()));
      if (!toTopic) continue;
      taken.add(toTopic.toLowerCase());
      recommendations.push({ fromTopic, toTopic, reason: fakeReason(fromTopic, toTopic), searchQuery: fakeSearchQuery(toTopic) });
    }
    return { recommendations };
  }
  const title = textField(data, 'title');
  if (title) {
    const tags = Array.isArray(data.tags) ? data.tags.filter((t): t is string => typeof t === 'string') : [];
    return { subject: fakeSubject(title, tags) };
  }
  const fromTopic = textField(data, 'fromTopic');
  const toTopic = textField(data, 'toTopic');
  if (fromTopic && toTopic) return { reason: fakeReason(fromTopic, toTopic) };
  const topic = textField(data, 'topic');
  const userTopic = textField(data, 'userTopic');
  if (topic && userTopic) return { searchQuery: fakeSearchQuery(topic) };
  if (topic) return { relatedTopics: fakeRelatedTopics(topic) };
  return null;
}

const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function completion(model: string, content: string, promptText: string, n: number): Json {
  const prompt_tokens = tokensOf(promptText);
  const completion_tokens = tokensOf(content);
  return {
    id: `chatcmpl-fake${String(n).padStart(6, '0')}`,
    object: 'chat.completion',
    created: 1_767_225_600 + n,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: {
      prompt_tokens,
      completion_tokens,
      total_tokens: prompt_tokens + completion_tokens,
      prompt_tokens_details: { cached_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0 },
    },
    system_fingerprint: 'fp_fake',
  };
}

function openAiError(status: number): Json {
  if (status === 429) {
    return { error: { message: 'Rate limit reached for requests. Please try again later.', type: 'requests', param: null, code: 'rate_limit_exceeded' } };
  }
  if (status === 401) {
    return { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } };
  }
  if (status >= 500) {
    return { error: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null } };
  }
  return { error: { message: `Request failed with status ${status}.`, type: 'invalid_request_error', param: null, code: null } };
}

// ---------------------------------------------------------------------------------------------- the server

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

function asChatRequest(body: unknown): ChatRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { model, messages } = body as { model?: unknown; messages?: unknown };
  if (typeof model !== 'string' || !Array.isArray(messages)) return null;
  const valid = messages.every(
    (m: unknown) => typeof m === 'object' && m !== null && typeof (m as Json).role === 'string' && typeof (m as Json).content === 'string',
  );
  return valid ? { model, messages: messages as ChatRequest['messages'] } : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeOpenAi(options: { port?: number; host?: string; apiKey?: string } = {}): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let mode: FakeOpenAiMode = 'ok';
  let modeOptions: FakeModeOptions = {};
  let failures = { count: 0, status: 500 };
  let answered = 0;
  const timers = new Set<NodeJS.Timeout>();

  const send = (res: ServerResponse, status: number, body: Json | string, type = 'application/json') => {
    if (res.writableEnded || res.destroyed) return;
    if (!res.headersSent) res.writeHead(status, { 'content-type': type, 'x-request-id': `req_fake${answered}` });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  function setMode(next: FakeOpenAiMode, nextOptions: FakeModeOptions = {}) {
    mode = next;
    modeOptions = nextOptions;
  }

  function control(url: URL, res: ServerResponse) {
    if (url.pathname === '/__fake/requests') return send(res, 200, { requests });
    if (url.pathname === '/__fake/reset') {
      requests.length = 0;
      setMode('ok');
      failures = { count: 0, status: 500 };
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__fake/mode') {
      const q = url.searchParams;
      const next = q.get('mode') ?? 'ok';
      if (!['ok', 'slow', 'error', 'garbage'].includes(next)) return send(res, 400, { error: 'unknown mode' });
      setMode(next as FakeOpenAiMode, {
        ...(q.has('delayMs') ? { delayMs: Number(q.get('delayMs')) } : {}),
        ...(q.has('status') ? { status: Number(q.get('status')) } : {}),
        ...(q.has('garbage') ? { garbage: q.get('garbage') as FakeGarbage } : {}),
        ...(q.get('headersFirst') === 'true' ? { headersFirst: true } : {}),
      });
      return send(res, 200, { mode, ...modeOptions });
    }
    return send(res, 404, { error: 'unknown control path' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    if (url.pathname.startsWith('/__fake/')) return control(url, res);
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // kept as text in the record
    }
    const record: FakeOpenAiRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization ?? null,
      body,
      status: null,
      usage: null,
    };
    requests.push(record);
    const reply = (status: number, answer: Json | string, type?: string) => {
      if (res.writableEnded || res.destroyed) return;
      record.status = status;
      if (typeof answer !== 'string' && answer.object === 'chat.completion') record.usage = answer.usage as FakeOpenAiRequest['usage'];
      send(res, status, answer, type);
    };

    if (url.pathname !== '/v1/chat/completions') return reply(404, openAiError(404));
    if (req.method !== 'POST') return reply(405, openAiError(405));
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) return reply(401, openAiError(401));
    const chat = asChatRequest(body);
    if (!chat) return reply(400, openAiError(400));
    answered++;
    if (failures.count > 0) {
      failures.count--;
      return reply(failures.status, openAiError(failures.status));
    }
    if (mode === 'error') return reply(modeOptions.status ?? 500, openAiError(modeOptions.status ?? 500));

    const promptText = chat.messages.map((m) => m.content).join('\n');
    const last = [...chat.messages].reverse().find((m) => m.role === 'user');
    let data: unknown = null;
    try {
      data = last ? JSON.parse(last.content) : null;
    } catch {
      // not a prompt the app sends
    }
    if (mode === 'garbage') {
      const garbage = modeOptions.garbage ?? 'text';
      if (garbage === 'body') return reply(200, '{"id": "chatcmpl-fake", "choices": [{"message": ');
      if (garbage === 'html') return reply(200, '<!DOCTYPE html><html><body>Bad gateway</body></html>', 'text/html');
      const content =
        garbage === 'shape'
          ? JSON.stringify({ topics: 'TypeScript, React', confidence: 'high' })
          : 'Sure! Here are a few ideas you might like: TypeScript, React and Node.js.';
      return reply(200, completion(chat.model, content, promptText, answered));
    }
    const answer = typeof data === 'object' && data !== null ? answerFor(data as Json) : null;
    if (!answer) {
      return reply(400, { error: { message: 'The fake model cannot answer this prompt.', type: 'invalid_request_error', param: 'messages', code: null } });
    }
    const body200 = completion(chat.model, JSON.stringify(answer), promptText, answered);
    if (mode !== 'slow') return reply(200, body200);
    if (modeOptions.headersFirst) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      reply(200, body200);
    }, modeOptions.delayMs ?? 30_000);
    timers.add(timer);
    // The client gave up: nothing left to answer.
    res.once('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      send(res, 500, { error: { message: err instanceof Error ? err.message : 'Internal error', type: 'server_error', param: null, code: null } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    completions: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    setMode,
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    reset: () => {
      requests.length = 0;
      setMode('ok');
      failures = { count: 0, status: 500 };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
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
  const apiKey = arg('--api-key');
  const fake = await startFakeOpenAi({ port: Number(arg('--port') ?? 4546), ...(host ? { host } : {}), ...(apiKey ? { apiKey } : {}) });
  console.info(`fake openai listening on ${fake.url} (base URL ${fake.baseUrl})`);
  const stop = () => {
    fake.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
