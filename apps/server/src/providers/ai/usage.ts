import { type Column, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiUsage } from '../../db/schema/providers.ts';
import { usageDay } from '../youtube/db-cache.ts';

/** The model's line in the usage ledger (`api_usage`), and what the admin dashboard reads from it. */

export const AI_USAGE_SERVICE = 'openai';

/** Above this share of failed calls today the dashboard shows 'High Error Rate'. */
export const HIGH_ERROR_RATE = 0.1;

export interface TokenPrices {
  /** US dollars per million prompt (input) tokens. */
  inputPricePer1M: number;
  /** US dollars per million completion (output) tokens. */
  outputPricePer1M: number;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** Estimated US dollars of one call, from the token counts the server reported and the configured prices. */
export function estimateCost(usage: TokenUsage, prices: TokenPrices): number {
  return (usage.promptTokens * prices.inputPricePer1M + usage.completionTokens * prices.outputPricePer1M) / 1_000_000;
}

export interface UsageTotals {
  calls: number;
  errors: number;
  tokens: number;
  /** Estimated US dollars. */
  cost: number;
  /** Mean time of a call in milliseconds; 0 without calls. */
  avgResponseMs: number;
}

export interface AiUsageSummary {
  today: UsageTotals;
  total: UsageTotals;
  /** When the ledger last changed (ISO 8601), or null before the first call. */
  lastUpdated: string | null;
  status: 'Active' | 'High Error Rate';
}

/** Today's (UTC) and all-time totals of the model's calls, in one statement over the ledger's primary key. */
export async function readAiUsage(db: Db, now: Date = new Date()): Promise<AiUsageSummary> {
  const today = usageDay(now);
  const isToday = sql`${apiUsage.day} = ${today}`;
  const total = (column: Column) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);
  const todays = (column: Column) =>
    sql<number>`coalesce(sum(${column}) filter (where ${isToday}), 0)::float8`.mapWith(Number);
  const [row] = await db
    .select({
      todayCalls: todays(apiUsage.calls),
      todayErrors: todays(apiUsage.errors),
      todayTokens: todays(apiUsage.tokens),
      todayCost: todays(apiUsage.cost),
      todayMs: todays(apiUsage.totalMs),
      totalCalls: total(apiUsage.calls),
      totalErrors: total(apiUsage.errors),
      totalTokens: total(apiUsage.tokens),
      totalCost: total(apiUsage.cost),
      totalMs: total(apiUsage.totalMs),
      lastUpdated: sql<Date | null>`max(${apiUsage.updatedAt})`.mapWith((v: string | Date | null) => (v ? new Date(v) : null)),
    })
    .from(apiUsage)
    .where(eq(apiUsage.service, AI_USAGE_SERVICE));
  // An aggregate without GROUP BY always gives one row.
  if (!row) throw new Error('usage aggregate returned no row');
  const r = row;
  const totals = (calls: number, errors: number, tokens: number, cost: number, ms: number): UsageTotals => ({
    calls,
    errors,
    tokens,
    cost,
    avgResponseMs: calls > 0 ? Math.round(ms / calls) : 0,
  });
  return {
    today: totals(r.todayCalls, r.todayErrors, r.todayTokens, r.todayCost, r.todayMs),
    total: totals(r.totalCalls, r.totalErrors, r.totalTokens, r.totalCost, r.totalMs),
    lastUpdated: r.lastUpdated ? r.lastUpdated.toISOString() : null,
    status: r.todayCalls > 0 && r.todayErrors / r.todayCalls > HIGH_ERROR_RATE ? 'High Error Rate' : 'Active',
  };
}
