/** Typed failures so routes can answer "quota exhausted" differently from "YouTube is down". */

/** The daily quota (or a rate limit) is used up; the message names quota so the web shows its quota text. */
export class YouTubeQuotaError extends Error {
  override readonly name = 'YouTubeQuotaError';
  constructor(readonly reason: string) {
    super(`YouTube API quota exceeded (${reason})`);
  }
}

/** Any other failure: network, timeout, 5xx after retries, a 4xx we did not expect, or a malformed answer. */
export class YouTubeUpstreamError extends Error {
  override readonly name = 'YouTubeUpstreamError';
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}
