import { ErrorCode, YOUTUBE_MESSAGES } from '@learnstack/contracts';
import { AppError } from '../../http/errors.ts';
import { YouTubeQuotaError, YouTubeUpstreamError } from '../../providers/youtube/index.ts';

/**
 * Provider failures as HTTP answers: an exhausted quota is 503 QUOTA_EXCEEDED (it is our service that is
 * out of capacity, not the caller asking too often, which is 429 RATE_LIMITED), YouTube failing is 502.
 */
export function toHttpError(err: unknown, failMessage: string): unknown {
  if (err instanceof YouTubeQuotaError) {
    return new AppError(503, ErrorCode.QUOTA_EXCEEDED, YOUTUBE_MESSAGES.quota);
  }
  if (err instanceof YouTubeUpstreamError) return new AppError(502, ErrorCode.UPSTREAM_ERROR, failMessage);
  return err;
}

export async function mapProviderErrors<T>(failMessage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toHttpError(err, failMessage);
  }
}
