import { createHash } from 'node:crypto';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import { z } from 'zod';
import { usageDay } from '../youtube/db-cache.ts';
import type { KeyValueCache, UsageLedger } from '../youtube/types.ts';
import { connectionReasonJob, type Job, recommendationsJob, relatedTopicsJob, searchQueryJob, videoSubjectJob } from './jobs.ts';
import type { AiCallOptions, AiFailure, AiFailureKind, AiProvider, AiResult } from './types.ts';
import { AI_USAGE_SERVICE, estimateCost, type TokenPrices } from './usage.ts';

/**
 * The model behind the official `openai` SDK, for any OpenAI-compatible server: one chat completion per
 * attempt asking for a JSON answer, checked by the job's zod schema. Each attempt has its own time limit
 * (covering the whole answer, not only its headers) and a failed attempt is retried once; every attempt
 * is one row update in the usage ledger. Valid answers are cached per (job, model, input, UTC day), and
 * identical questions asked at the same moment share one request.
 */

export interface OpenAiProviderOptions {
  /** Without a key the provider is unavailable and never makes a request. */
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
  prices: TokenPrices;
  responseFormat: 'json_schema' | 'json_object';
  cache: KeyValueCache;
  usage: UsageLedger;
  log?: Pick<Logger, 'warn' | 'error'> | undefined;
  /** Per attempt, the whole answer included. Default 10 s. */
  timeoutMs?: number | undefined;
  /** Extra attempts after a timeout, a connection failure, a 408/409/429/5xx or an invalid answer. Default 1. */
  retries?: number | undefined;
  /** Pause before a retry (with up to 50% jitter). Default 250 ms. */
  backoffMs?: number | undefined;
  /**
   * After a call fails for want of the server (timeout, no connection, an error status), the provider
   * rests this long: jobs answer 'unavailable' from cache misses at once instead of each waiting for
   * the same failure. Default 30 s.
   */
  restMs?: number | undefined;
  now?: (() => Date) | undefined;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** One request to the server: the raw answer (what is cached) and its tidied value, or why it failed. */
type Attempt<O> =
  | { ok: true; answer: unknown; value: O; tokens: number; cost: number }
  | { ok: false; failure: AiFailure; retryable: boolean; tokens: number; cost: number };

const usageSchema = z.object({
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative(),
      completion_tokens: z.number().int().nonnegative(),
      total_tokens: z.number().int().nonnegative().optional(),
    })
    .nullish(),
});

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

const fail = (kind: AiFailureKind, message: string, status?: number): { ok: false; failure: AiFailure } => ({
  ok: false,
  failure: { kind, message, ...(status !== undefined ? { status } : {}) },
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds until the next UTC midnight: a cached answer lives until its day ends (at least a minute). */
function secondsLeftInDay(at: Date): number {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(60, Math.ceil((midnight - at.getTime()) / 1000));
}

/** The answer's JSON: the message text, without the code fence some models wrap around it. */
function parseContent(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  return JSON.parse(text);
}

/** Resolves with `promise`, or with an 'aborted' failure as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<AiResult<T>>, signal: AbortSignal | undefined): Promise<AiResult<T>> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(fail('aborted', 'the caller stopped waiting'));
  return new Promise((resolve) => {
    const onAbort = () => resolve(fail('aborted', 'the caller stopped waiting'));
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then((result) => {
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    });
  });
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retries ?? 1;
  const backoffMs = options.backoffMs ?? 250;
  const restMs = options.restMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const { cache, usage, log } = options;
  // Every setting is passed explicitly, so the SDK reads none of its own environment variables for them.
  const client = options.apiKey
    ? new OpenAI({
        apiKey: options.apiKey,
        adminAPIKey: null,
        organization: null,
        project: null,
        webhookSecret: null,
        baseURL: options.baseUrl,
        timeout: timeoutMs,
        maxRetries: 0,
        logLevel: 'off',
      })
    : null;
  let restUntil = 0;
  const inFlight = new Map<string, Promise<AiResult<unknown>>>();

  async function record(ok: boolean, ms: number, tokens: number, cost: number): Promise<void> {
    try {
      await usage.record({ service: AI_USAGE_SERVICE, units: 0, ok, ms, tokens, cost });
    } catch (err) {
      log?.warn({ err }, 'model usage ledger write failed');
    }
  }

  function requestBody(
    job: Pick<Job<unknown, unknown>, 'name' | 'instructions' | 'maxTokens' | 'schema'>,
    prompt: Record<string, unknown>,
  ): ChatCompletionCreateParamsNonStreaming {
    return {
      model: options.model,
      messages: [
        { role: 'system', content: job.instructions },
        { role: 'user', content: JSON.stringify(prompt) },
      ],
      max_completion_tokens: job.maxTokens,
      response_format:
        options.responseFormat === 'json_schema'
          ? { type: 'json_schema', json_schema: { name: job.name, strict: true, schema: job.schema } }
          : { type: 'json_object' },
    };
  }

  async function attempt<I, O>(sdk: OpenAI, job: Job<I, O>, input: I, prompt: Record<string, unknown>): Promise<Attempt<O>> {
    const deadline = AbortSignal.timeout(timeoutMs);
    let completion: unknown;
    try {
      completion = await sdk.chat.completions.create(requestBody(job, prompt), { signal: deadline });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const none = { tokens: 0, cost: 0 };
      if (deadline.aborted || err instanceof APIConnectionTimeoutError) {
        return { ok: false, failure: { kind: 'timeout', message: `no answer within ${timeoutMs} ms` }, retryable: true, ...none };
      }
      if (err instanceof APIConnectionError) return { ok: false, failure: { kind: 'unreachable', message }, retryable: true, ...none };
      if (err instanceof APIError && err.status !== undefined) {
        const status = err.status;
        const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
        return { ok: false, failure: { kind: 'http_error', message, status }, retryable, ...none };
      }
      // A 200 whose body is not JSON at all.
      if (err instanceof SyntaxError) return { ok: false, failure: { kind: 'invalid_answer', message }, retryable: true, ...none };
      return { ok: false, failure: { kind: 'unreachable', message }, retryable: true, ...none };
    }
    // Tokens are billed even when the answer turns out unusable, so they are counted first.
    const reported = usageSchema.safeParse(completion);
    const tokenUsage = reported.success ? reported.data.usage : null;
    const promptTokens = tokenUsage?.prompt_tokens ?? 0;
    const completionTokens = tokenUsage?.completion_tokens ?? 0;
    const tokens = tokenUsage?.total_tokens ?? promptTokens + completionTokens;
    const cost = estimateCost({ promptTokens, completionTokens }, options.prices);
    const invalid = (message: string): Attempt<O> => ({ ok: false, failure: { kind: 'invalid_answer', message }, retryable: true, tokens, cost });

    const envelope = completionSchema.safeParse(completion);
    if (!envelope.success) return invalid('not a chat completion');
    const choice = envelope.data.choices[0];
    const content = choice?.message.content;
    if (!content) return invalid(choice?.message.refusal ? `refused: ${choice.message.refusal}` : 'empty answer');
    let answer: unknown;
    try {
      answer = parseContent(content);
    } catch {
      return invalid(`answer is not JSON${choice.finish_reason === 'length' ? ' (cut off at the token limit)' : ''}`);
    }
    const value = job.finish(answer, input);
    if (value === null) return invalid('answer does not have the expected shape');
    return { ok: true, answer, value, tokens, cost };
  }

  async function ask<I, O>(sdk: OpenAI, job: Job<I, O>, input: I, prompt: Record<string, unknown>, key: string): Promise<AiResult<O>> {
    try {
      const hit = await cache.get(key);
      const fromCache = hit === undefined ? null : job.finish(hit, input);
      if (fromCache !== null) return { ok: true, value: fromCache, cached: true };
    } catch (err) {
      log?.warn({ err }, 'model answer cache read failed');
    }
    if (now().getTime() < restUntil) return fail('unavailable', 'the model failed moments ago; resting');

    let last: AiFailure = { kind: 'unavailable', message: 'no attempt made' };
    for (let n = 0; n <= retries; n++) {
      if (n > 0) await sleep(backoffMs * (1 + Math.random() / 2));
      const started = performance.now();
      const result = await attempt(sdk, job, input, prompt);
      await record(result.ok, performance.now() - started, result.tokens, result.cost);
      if (result.ok) {
        try {
          await cache.set(key, result.answer, secondsLeftInDay(now()));
        } catch (err) {
          log?.warn({ err }, 'model answer cache write failed');
        }
        return { ok: true, value: result.value, cached: false };
      }
      last = result.failure;
      if (!result.retryable) break;
    }
    if (last.kind !== 'invalid_answer') restUntil = now().getTime() + restMs;
    log?.warn({ job: job.name, kind: last.kind, status: last.status, reason: last.message }, 'model call failed; callers fall back');
    return { ok: false, failure: last };
  }

  function run<I, O>(job: Job<I, O>, input: I, callOptions: AiCallOptions | undefined): Promise<AiResult<O>> {
    if (!client) return Promise.resolve(fail('unavailable', 'no API key configured'));
    const prompt = job.prompt(input);
    if (!prompt) return Promise.resolve(fail('invalid_input', 'nothing to ask: the input is empty after cleaning'));
    const identity = JSON.stringify({ model: options.model, prompt }).toLowerCase();
    const key = `ai:${job.name}:${usageDay(now())}:${createHash('sha256').update(identity).digest('hex').slice(0, 40)}`;
    let shared = inFlight.get(key) as Promise<AiResult<O>> | undefined;
    if (!shared) {
      // The request is not tied to the first caller's signal: if that caller stops waiting, the answer still
      // lands in the cache for the next page view.
      const started = ask(client, job, input, prompt, key)
        .catch((err: unknown) => {
          log?.error({ err, job: job.name }, 'model job failed unexpectedly');
          return fail('unavailable', 'internal error');
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      shared = started;
    }
    return untilAborted(shared, callOptions?.signal);
  }

  return {
    get available() {
      return client !== null && now().getTime() >= restUntil;
    },
    model: client ? options.model : null,
    relatedTopics: (input, o) => run(relatedTopicsJob, input, o),
    connectionReason: (input, o) => run(connectionReasonJob, input, o),
    searchQuery: (input, o) => run(searchQueryJob, input, o),
    recommendations: (input, o) => run(recommendationsJob, input, o),
    videoSubject: (input, o) => run(videoSubjectJob, input, o),
  };
}
