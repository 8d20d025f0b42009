import { continueLearningItem, planSummary, recommendationsReply, weeklyAnalytics } from '@learnstack/contracts';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { JsonCache } from './json-cache.ts';
import { compileSerializer } from './serializer.ts';

/**
 * The cached answers of the dashboard's reads (decisions 0056, 0061), one set per app instance,
 * shared by their own routes and by GET /api/dashboard: a part read through either is a hit for the
 * other, and the memory is spent once. The key is the learner; the version comes with the read.
 */
export function createLearnerAnswers(config: Pick<Config, 'env'>) {
  const checkWithZod = config.env !== 'production';
  return {
    /** GET /api/learning-plans. */
    planLists: new JsonCache(compileSerializer(z.array(planSummary), { checkWithZod })),
    /** GET /api/continue-learning: at most CONTINUE_LEARNING_LIMIT videos, so 8 MB. */
    continueLearning: new JsonCache(compileSerializer(z.array(continueLearningItem), { checkWithZod }), 8 * 1024 * 1024),
    /** GET /api/analytics/weekly: small, 4 MB. */
    weeklyAnalytics: new JsonCache(compileSerializer(weeklyAnalytics, { checkWithZod }), 4 * 1024 * 1024),
    /** GET /api/recommendations, the local recommender's (a model's are not kept here). */
    recommendations: new JsonCache(compileSerializer(recommendationsReply, { checkWithZod }), 8 * 1024 * 1024),
  };
}

export type LearnerAnswers = ReturnType<typeof createLearnerAnswers>;
