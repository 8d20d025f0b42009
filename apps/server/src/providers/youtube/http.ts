import { YouTubeUpstreamError } from './errors.ts';
import type { UsageLedger } from './types.ts';

/** One outbound GET with a timeout, bounded retries and a usage record per attempt. */

export interface HttpOptions {
  fetch: typeof fetch;
  usage: UsageLedger;
  timeoutMs: number;
  /** Extra attempts after a network error, a timeout or a 5xx; 4xx answers are final. */
  retries: number;
  backoffMs: number;
  /** The usage ledger's line (default 'youtube', the Data API and key-less endpoints). */
  service?: string;
  /** A POST with a JSON body instead of a GET (the innertube endpoints). */
  postJson?: string;
}

export interface HttpAnswer {
  status: number;
  body: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Returns the last answer (any status) or throws YouTubeUpstreamError when no answer came at all.
 * `units` is what the call costs even when it fails, as Google charges failed calls too.
 */
export async function getWithRetry(url: string, units: number, options: HttpOptions): Promise<HttpAnswer> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) {
      // Exponential backoff with jitter so parallel callers do not retry in lockstep.
      await sleep(options.backoffMs * 2 ** (attempt - 1) * (1 + Math.random() / 2));
    }
    const started = performance.now();
    let answer: HttpAnswer | null = null;
    try {
      const accept = 'application/json, application/xml;q=0.9, */*;q=0.8';
      const res = await options.fetch(
        url,
        options.postJson === undefined
          ? { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept } }
          : { method: 'POST', body: options.postJson, signal: AbortSignal.timeout(options.timeoutMs), headers: { accept, 'content-type': 'application/json' } },
      );
      answer = { status: res.status, body: await res.text() };
    } catch (err) {
      lastError = err;
    }
    const ms = Math.round(performance.now() - started);
    const ok = answer !== null && answer.status >= 200 && answer.status < 300;
    await options.usage.record({ service: options.service ?? 'youtube', units, ok, ms });
    if (answer && answer.status < 500) return answer;
    if (answer && attempt === options.retries) return answer;
  }
  const detail = lastError instanceof Error ? lastError.message : 'no answer';
  throw new YouTubeUpstreamError(`YouTube did not answer: ${detail}`);
}
