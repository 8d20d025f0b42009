import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes an answer goes out uncompressed (as @fastify/compress does for other replies). */
export const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * From this size on, a cached answer's brotli form is made again at brotli's best quality, in the
 * background: about 13 % fewer bytes for a 200-video plan, but some 100 ms of CPU for 170 KB, too
 * long to spend on the event loop and worth it only for an answer sent many times.
 */
export const BEST_BROTLI_FROM = 8 * 1024;

/** An answer serialized once, with its compressed forms made the first time a client asks for them. */
export class SerializedJson {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();
  /** Settles when the background brotli pass has replaced the first (tests wait on it). */
  bestBrotli: Promise<void> | undefined;

  /**
   * `sentOnce`: an answer made for one request (GET /api/dashboard joins cached parts with fresh
   * ones): no background pass at brotli's best quality, which would cost more CPU than it saves.
   */
  constructor(
    json: string,
    private readonly sentOnce = false,
  ) {
    this.body = Buffer.from(json);
    this.encoded.set('identity', this.body);
  }

  in(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzipSync(this.body, { level: 6 });
      this.encoded.set(encoding, bytes);
      if (encoding === 'br' && !this.sentOnce && this.body.length >= BEST_BROTLI_FROM) this.bestBrotli = this.compressBest();
    }
    return bytes;
  }

  /** Brotli at quality 11 in libuv's thread pool; the quick form answers until it is done. */
  private compressBest(): Promise<void> {
    return new Promise((resolve) => {
      brotliCompress(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length } }, (err, best) => {
        const quick = this.encoded.get('br');
        if (!err && quick && best.length < quick.length) this.encoded.set('br', best);
        resolve();
      });
    });
  }
}

/** Where a cached answer comes from: its key, the version it must match, and how to compute it. */
export interface Versioned<T> {
  key: string | number;
  version: string | number;
  load: () => Promise<T>;
  /**
   * The request's time (ms since the epoch), for a cache whose answers end at a time (JsonCache's
   * `until`): the load computes as of it, and a hit needs it before the entry's end. Date.now() when absent.
   */
  now?: number;
}

interface Entry<T> {
  version: string | number;
  value: Promise<SerializedJson>;
  /** The loaded value itself, kept only when the cache is asked to (`keepValues`). */
  loaded: Promise<T> | undefined;
  bytes: number;
  /** Served before this time only (ms since the epoch); known once the answer is loaded. */
  until: number;
}

export interface JsonCacheOptions<T> {
  /**
   * For answers that also depend on the clock: the time (ms since the epoch) from which an answer
   * loaded as of `now` is wrong though no version moved (the next review card falls due), or a bound
   * on the age of facts no version follows (`maxAge`: what every user shares). Requests that arrive
   * while an answer loads share it, as of the first one's time.
   */
  until?: (value: T, now: number) => number;
  /** Keep the loaded values too (`getWithValue`), for answers merged with per-request fields. */
  keepValues?: boolean;
}

/** An `until` for answers no counter versions: loaded again once `ms` have passed since the load began. */
export const maxAge =
  (ms: number) =>
  (_value: unknown, loadedAt: number): number =>
    loadedAt + ms;

/**
 * Serialized answers kept in this process while their version (a counter the database moves on
 * with every change that could alter them) stays the same, and, with `until`, no longer than
 * that. Reading the version costs nothing extra when it comes with a row the request reads anyway
 * (the session's user, the plan), so a hit answers without building, querying, serializing or
 * compressing anything. Every app instance checks the same counters, so none serves an answer
 * another instance made stale. Least recently used entries go first past `maxBytes`.
 */
export class JsonCache<T> {
  private readonly entries = new Map<string | number, Entry<T>>();
  private bytes = 0;

  constructor(
    private readonly serialize: (value: T) => string,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly options: JsonCacheOptions<T> = {},
  ) {}

  get(source: Versioned<T>): Promise<SerializedJson> {
    return this.entry(source).value;
  }

  /**
   * The serialized answer and the value it was made from (needs `keepValues`). `loadedNow`: this
   * call started the load, so the value was read after the request came (a request that joined a
   * load already running, or hit, may get a value read before it).
   */
  async getWithValue(source: Versioned<T>): Promise<{ json: SerializedJson; value: T; loadedNow: boolean }> {
    if (!this.options.keepValues) throw new Error('getWithValue needs a JsonCache made with keepValues');
    const before = this.entries.get(source.key);
    const entry = this.entry(source);
    const [json, value] = await Promise.all([entry.value, entry.loaded as Promise<T>]);
    return { json, value, loadedNow: entry !== before };
  }

  private entry(source: Versioned<T>): Entry<T> {
    const { key, version } = source;
    const entry = this.entries.get(key);
    const now = source.now ?? Date.now();
    if (entry && entry.version === version && now < entry.until) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    if (entry) this.remove(key, entry);
    // Requests that miss together share one load.
    const { until, keepValues } = this.options;
    const loaded = source.load();
    const value = loaded.then((v) => {
      // A then-callback runs after `fresh` below is set.
      if (until) fresh.until = until(v, now);
      return new SerializedJson(this.serialize(v));
    });
    const fresh: Entry<T> = { version, value, loaded: keepValues ? loaded : undefined, bytes: 0, until: Number.POSITIVE_INFINITY };
    this.entries.set(key, fresh);
    value.then(
      (serialized) => {
        if (this.entries.get(key) !== fresh) return;
        // The body and room for its compressed forms (and for the value's objects, when kept).
        fresh.bytes = serialized.body.length * (fresh.loaded ? 4 : 2);
        this.bytes += fresh.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return fresh;
  }

  private remove(key: string | number, entry: Entry<T>) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key, entry);
    }
  }
}

const encodingByHeader = new Map<string, Encoding>();

/** brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = encodingByHeader.get(header);
  if (!encoding) {
    const accepted = new Map<string, number>();
    for (const part of header.toLowerCase().split(',')) {
      const [name = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
    }
    const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
    encoding = takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
    if (encodingByHeader.size < 100) encodingByHeader.set(header, encoding);
  }
  return encoding;
}

/** Sends a serialized answer as JSON, compressed the way the client prefers. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, json: SerializedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (json.body.length < COMPRESS_THRESHOLD) return reply.send(json.body);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(json.in(encoding));
}

/** One JSON object written from parts serialized apart: cached answers (their bytes as they are) and fresh JSON text. */
export function jsonObject(parts: Record<string, SerializedJson | string>): string {
  return `{${Object.entries(parts)
    .map(([name, part]) => `${JSON.stringify(name)}:${typeof part === 'string' ? part : part.body.toString()}`)
    .join(',')}}`;
}
