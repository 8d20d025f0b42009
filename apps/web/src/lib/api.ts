/**
 * The one HTTP client of the web app.
 *
 * - cookies are sent (credentials 'same-origin'), bodies are JSON;
 * - every non-GET sends `X-CSRF-Token` (fetched first when none is cached) and
 *   `X-Requested-With: XMLHttpRequest`;
 * - a 403 whose body.error is 'CSRF token required' or 'Invalid CSRF token' stores the
 *   body's fresh csrfToken and retries the call once;
 * - `background: true` adds `X-Background-Request: 1` (polls do not count as activity);
 * - any non-OK response becomes an ApiError whose message is `${status}: ${body text}`;
 * - a 401 (except for GET /api/auth/user) shows a toast and sends the user to /login;
 * - GETs go through the offline reads once the app has installed them (setOfflineAnswers,
 *   decision 0047): each success is offered to them to keep, and a GET that fails for want of a
 *   connection (a network error, 502, 503, 504) is answered with the kept answer, marked stale
 *   (staleAnswersSince) so that the page can say it is from the last time online.
 */
import { offlineReadsOwner } from './offline-reads-owner.ts';
import { requestToaster } from './toaster-request.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiErrorBody = { error?: string; message?: string; code?: string; [k: string]: unknown };

export interface RequestOptions {
  /** A poll or other request the user did not cause: the server does not count it as activity. */
  background?: boolean;
  signal?: AbortSignal;
  /** What a 401 does: 'redirect' (default) shows the logged-out toast and goes to /login. */
  on401?: 'redirect' | 'ignore';
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, rawBody: string, body: ApiErrorBody | null) {
    super(`${status}: ${rawBody}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's stable error code (`body.code`), if any. */
  get code(): string | undefined {
    return typeof this.body?.code === 'string' ? this.body.code : undefined;
  }

  /** The server's human message (`body.message`, else `body.error`), if any. */
  get serverMessage(): string | undefined {
    if (typeof this.body?.message === 'string' && this.body.message) return this.body.message;
    if (typeof this.body?.error === 'string' && this.body.error) return this.body.error;
    return undefined;
  }
}

export const CSRF_ERRORS: readonly string[] = ['CSRF token required', 'Invalid CSRF token'];
export const LOGGED_OUT_MESSAGE = 'You are logged out. Logging in again...';
const CSRF_ATTEMPTS = 3;
const CSRF_RETRY_DELAY_MS = 1000;
const LOGIN_REDIRECT_DELAY_MS = 500;

// ---------------------------------------------------------------------------------------------
// CSRF token cache

let csrfToken: string | null = null;
let csrfInFlight: Promise<string> | null = null;
/** Bumped by setCsrfToken so that a fetch started before a logout cannot restore an old token. */
let csrfGeneration = 0;

/** Stores the token that login and signup replies carry; `null` (logout) clears it. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token && token.length > 0 ? token : null;
  csrfGeneration += 1;
  csrfInFlight = null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchCsrfToken(): Promise<string> {
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= CSRF_ATTEMPTS; attempt += 1) {
    try {
      const res = await fetch('/api/csrf-token', {
        method: 'GET',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-Background-Request': '1' },
      });
      const text = await res.text();
      if (res.ok) {
        const parsed = parseJson(text) as { csrfToken?: unknown } | null;
        if (parsed && typeof parsed.csrfToken === 'string' && parsed.csrfToken) return parsed.csrfToken;
        lastError = new Error('The server sent no CSRF token');
      } else {
        lastError = new ApiError(res.status, text, asErrorBody(parseJson(text)));
      }
    } catch (err) {
      lastError = err;
    }
    if (attempt < CSRF_ATTEMPTS) await sleep(CSRF_RETRY_DELAY_MS);
  }
  throw lastError instanceof Error ? lastError : new Error('Could not get a CSRF token');
}

/** The cached CSRF token, fetched from GET /api/csrf-token (3 attempts, 1 s apart) when none is cached. */
export function getCsrfToken(): Promise<string> {
  if (csrfToken) return Promise.resolve(csrfToken);
  if (!csrfInFlight) {
    const generation = csrfGeneration;
    const pending = fetchCsrfToken().then(
      (token) => {
        if (generation === csrfGeneration) {
          csrfToken = token;
          csrfInFlight = null;
        }
        return token;
      },
      (err: unknown) => {
        if (generation === csrfGeneration) csrfInFlight = null;
        throw err;
      },
    );
    csrfInFlight = pending;
  }
  return csrfInFlight;
}

// ---------------------------------------------------------------------------------------------
// 401 handling

let redirectScheduled = false;

export type UnauthorizedHandler = () => void | Promise<void>;

async function defaultUnauthorizedHandler(): Promise<void> {
  if (redirectScheduled) return;
  if (typeof window === 'undefined') return;
  if (window.location.pathname === '/login') return;
  redirectScheduled = true;
  setTimeout(() => {
    redirectScheduled = false;
    setCsrfToken(null);
    window.location.assign('/login');
  }, LOGIN_REDIRECT_DELAY_MS);
  // Sonner is not part of the first page's script: it loads here if no page has loaded it yet.
  const { toast } = await import('sonner');
  requestToaster();
  toast(LOGGED_OUT_MESSAGE);
}

let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorizedHandler;

/**
 * Replaces what a 401 does (for the auth feature to refine: for example to navigate inside the
 * SPA instead of reloading). Pass `null` to restore the default: toast, then /login after 500 ms.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

// ---------------------------------------------------------------------------------------------
// Requests

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function asErrorBody(value: unknown): ApiErrorBody | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ApiErrorBody) : null;
}

function isCurrentUserCall(method: HttpMethod, path: string): boolean {
  return method === 'GET' && path.split('?')[0] === '/api/auth/user';
}

// ---------------------------------------------------------------------------------------------
// Offline reads (decision 0047)

/** The store of kept answers (lib/offline-reads.ts), as this client uses it. */
export interface OfflineAnswers {
  /** A GET's successful answer: kept if the store's rules allow the path (and `owner`, when given, still owns the store). */
  keep(path: string, text: string, owner?: number | null): void;
  /** The kept answer of a GET, if any. */
  answer(path: string): { text: string; savedAt: number } | undefined;
}

let offlineAnswers: OfflineAnswers | null = null;
/**
 * Answers read for a signed-in user before the store was open (it opens with the signed-in layout,
 * while the first page's reads are already on their way): handed to it when it opens, with the
 * user they were read for. At most PENDING_MAX, the newest.
 */
const pending: { path: string; text: string; owner: number }[] = [];
const PENDING_MAX = 40;
/** When the oldest kept answer served since the connection was last there was kept (epoch ms), or null. */
let staleSince: number | null = null;
const staleListeners = new Set<() => void>();

/** Installs the offline reads (app/offline-reads.ts); `null` removes them (tests). */
export function setOfflineAnswers(answers: OfflineAnswers | null): void {
  offlineAnswers = answers;
  for (const read of pending.splice(0)) answers?.keep(read.path, read.text, read.owner);
}

/** A GET's successful answer, offered to the store (or held until it opens, for a signed-in user). */
function offerAnswer(path: string, text: string): void {
  if (offlineAnswers) {
    offlineAnswers.keep(path, text);
    return;
  }
  const owner = offlineReadsOwner();
  // The session read is kept when the store opens, from the query that holds it (app/offline-reads.ts).
  if (owner === null || isCurrentUserCall('GET', path)) return;
  pending.push({ path, text, owner });
  if (pending.length > PENDING_MAX) pending.shift();
}

/**
 * A part of a combined read (GET /api/dashboard), offered to the offline reads as the answer of its
 * own GET `path`, as if that had been read: offline, the page asks each part's own path and finds it.
 */
export function keepReadAs(path: string, body: unknown): void {
  offerAnswer(path, JSON.stringify(body));
}

/** When the oldest answer served from the device since the connection was last there was kept, or null if none was. */
export function staleAnswersSince(): number | null {
  return staleSince;
}

/** Hears when staleAnswersSince changes. */
export function subscribeStaleAnswers(listener: () => void): () => void {
  staleListeners.add(listener);
  return () => staleListeners.delete(listener);
}

/** The connection is back and the pages asked again: nothing shown is stale any more. */
export function forgetStaleAnswers(): void {
  if (staleSince === null) return;
  staleSince = null;
  for (const listener of staleListeners) listener();
}

function servedStale(savedAt: number): void {
  if (staleSince !== null && staleSince <= savedAt) return;
  staleSince = savedAt;
  for (const listener of staleListeners) listener();
}

/** Statuses a proxy answers with when the server cannot be reached: as good as no connection. */
const UNREACHABLE = new Set([502, 503, 504]);

// ---------------------------------------------------------------------------------------------
// Early reads

/** A reply the boot script read while the app's scripts downloaded: the status and the body's text. */
export interface EarlyReply {
  status: number;
  text: string;
}

/** One early read: the reply to come, and the reply itself once it has come. */
export interface EarlyRead {
  reply: Promise<EarlyReply | undefined>;
  settled?: EarlyReply | undefined;
}

declare global {
  interface Window {
    /** The first page's main reads, by path, started by the boot script with the page (build/boot.js). */
    __learnstackEarly?: Record<string, EarlyRead>;
  }
}

/** An early reply is for the page being opened: one taken later could be stale. */
export const EARLY_READ_MS = 10_000;

/** The boot script's read of this path, if there is one and the page is still new; `take` removes it. */
function earlyRead(path: string, take: (read: EarlyRead) => boolean): EarlyRead | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__learnstackEarly;
  const read = early && Object.hasOwn(early, path) ? early[path] : undefined;
  if (!early || !read) return undefined;
  if (performance.now() >= EARLY_READ_MS) {
    delete early[path];
    return undefined;
  }
  if (!take(read)) return undefined;
  delete early[path];
  return read;
}

const isSuccess = (reply: EarlyReply | undefined): reply is EarlyReply => reply !== undefined && reply.status >= 200 && reply.status < 300;

/**
 * The early reply's body if it has already come and is a success, taken: a query's `initialData`,
 * so that the page's first render has its data (nothing to wait for, nothing to ask again).
 */
export function takeEarlyData<T>(path: string): T | undefined {
  const read = earlyRead(path, (r) => isSuccess(r.settled));
  if (!read?.settled) return undefined;
  offerAnswer(path, read.settled.text);
  return parseReply<T>(read.settled.text);
}

export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  if (method === 'GET') {
    // Only a success is taken: anything else is asked again, so it goes through the handling below.
    const early = await earlyRead(path, () => true)?.reply;
    if (isSuccess(early)) {
      offerAnswer(path, early.text);
      return parseReply<T>(early.text);
    }
  }
  // What the device kept of this read, when the connection fails (GETs only: a write is never answered from the device).
  const kept = () => (method === 'GET' && !opts.signal?.aborted ? offlineAnswers?.answer(path) : undefined);
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.background) headers['X-Background-Request'] = '1';
    if (method !== 'GET') {
      headers['X-Requested-With'] = 'XMLHttpRequest';
      try {
        headers['X-CSRF-Token'] = await getCsrfToken();
      } catch {
        // No token could be fetched: send without it; the server's 403 carries a fresh one.
      }
    }
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (opts.signal) init.signal = opts.signal;
    return fetch(path, init);
  };

  let res: Response;
  let text: string;
  try {
    res = await send();
    text = await res.text();
  } catch (err) {
    const stored = kept();
    if (!stored) throw err;
    servedStale(stored.savedAt);
    return parseReply<T>(stored.text);
  }

  if (res.status === 403 && method !== 'GET') {
    const errBody = asErrorBody(parseJson(text));
    if (errBody && typeof errBody.error === 'string' && CSRF_ERRORS.includes(errBody.error)) {
      setCsrfToken(typeof errBody.csrfToken === 'string' ? errBody.csrfToken : null);
      res = await send();
      text = await res.text();
    }
  }

  if (UNREACHABLE.has(res.status)) {
    const stored = kept();
    if (stored) {
      servedStale(stored.savedAt);
      return parseReply<T>(stored.text);
    }
  }

  if (!res.ok) {
    const errBody = asErrorBody(parseJson(text));
    if (res.status === 401 && (opts.on401 ?? 'redirect') === 'redirect' && !isCurrentUserCall(method, path)) {
      await unauthorizedHandler();
    }
    throw new ApiError(res.status, text || res.statusText, errBody);
  }

  if (method === 'GET') offerAnswer(path, text);
  return parseReply<T>(text);
}

/** A successful reply's body: nothing, JSON, or else the text itself. */
function parseReply<T>(text: string): T {
  if (!text) return undefined as T;
  const parsed = parseJson(text);
  return (parsed === null && text !== 'null' ? text : parsed) as T;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => apiRequest<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('PUT', path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('PATCH', path, body, opts),
  delete: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('DELETE', path, body, opts),
};

/** Test helper: forget the cached token and any scheduled redirect. */
export function __resetApiClientForTests(): void {
  setCsrfToken(null);
  redirectScheduled = false;
  unauthorizedHandler = defaultUnauthorizedHandler;
  offlineAnswers = null;
  staleSince = null;
  pending.length = 0;
}
