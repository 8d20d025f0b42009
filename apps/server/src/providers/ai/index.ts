import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createDbCache, createDbUsageLedger } from '../youtube/db-cache.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { AiProvider } from './types.ts';

export { RECOMMENDATIONS_MAX, RELATED_TOPICS_MAX } from './jobs.ts';
export { createOpenAiProvider, DEFAULT_TIMEOUT_MS, type OpenAiProviderOptions } from './openai-provider.ts';
export type * from './types.ts';
export { AI_USAGE_SERVICE, type AiUsageSummary, estimateCost, HIGH_ERROR_RATE, readAiUsage, type UsageTotals } from './usage.ts';

/**
 * The model as configured: answers cached in the shared cache table and every call counted in the usage
 * ledger (service 'openai'). Without OPENAI_API_KEY it is unavailable and never makes a request.
 */
export function createAiProvider(deps: { config: Config; db: Db; log?: Logger | undefined }): AiProvider {
  const { openai } = deps.config;
  return createOpenAiProvider({
    apiKey: openai.apiKey,
    baseUrl: openai.baseUrl,
    model: openai.model,
    prices: { inputPricePer1M: openai.inputPricePer1M, outputPricePer1M: openai.outputPricePer1M },
    responseFormat: openai.responseFormat,
    timeoutMs: openai.timeoutMs,
    cache: createDbCache(deps.db),
    usage: createDbUsageLedger(deps.db),
    log: deps.log,
  });
}
