import { z } from 'zod';
import {
  RECOMMENDATION_VIDEOS,
  RECOMMENDATIONS_LIMIT,
  SEARCH_MESSAGES,
  UNIVERSAL_SEARCH_MIN_CHARS,
  WATCH_SYNC_MAX,
} from './discovery-rules.ts';
import { moment } from './transcripts.ts';
import { UNIVERSAL_SEARCH_MOMENTS } from './transcripts-rules.ts';
import { searchVideo } from './youtube.ts';

export * from './discovery-rules.ts';

/**
 * Universal search (the top bar), the player's watch history and the recommendations built from it,
 * and the three model-backed helper calls (related topics, connection reason, smart fetch).
 */

export const universalSearchQuery = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.tooShort })
    .trim()
    .min(UNIVERSAL_SEARCH_MIN_CHARS, SEARCH_MESSAGES.tooShort)
    .max(200, SEARCH_MESSAGES.tooLong),
});

export const localSearchVideo = z.object({
  id: z.number(),
  youtubeId: z.string(),
  title: z.string(),
  /** At most 300 characters of it. */
  description: z.string(),
  channelTitle: z.string(),
  thumbnailUrl: z.string(),
  duration: z.string().nullable(),
  viewCount: z.number(),
  /** Whether the caller already has it in their library (saved, or in one of their plans). */
  inLibrary: z.boolean(),
});
export type LocalSearchVideo = z.infer<typeof localSearchVideo>;

export const localSearchPlan = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  /** The caller's own plan ('Your Plan'); otherwise a public plan of someone else ('Public Plan'). */
  isOwn: z.boolean(),
  author: z.string(),
  videoCount: z.number(),
});
export type LocalSearchPlan = z.infer<typeof localSearchPlan>;

export const localSearchReply = z.object({
  videos: z.array(localSearchVideo),
  plans: z.array(localSearchPlan),
  /** Where the words were said in the transcripts of videos the learner may see (their plans and library first). */
  moments: z.array(moment).max(UNIVERSAL_SEARCH_MOMENTS),
});
export type LocalSearchReply = z.infer<typeof localSearchReply>;

// ------------------------------------------------------------------------------------ watch history

const topicText = z.string().trim().min(1).max(80);

/** One local record of the player (spec 2, section 3): a stretch of watching one video. */
export const watchSession = z.object({
  /** The player's id of the video: our numeric id, a YouTube id, or 'temp_…'. */
  videoId: z.union([z.number().int().positive().max(2_147_483_647), z.string().trim().min(1).max(64)]).transform(String),
  title: z.string().trim().max(200).default(''),
  topics: z.array(topicText).max(10).default([]),
  /** Seconds watched in this session. */
  watchTime: z.number().min(0).max(86_400),
  /** When it was watched: epoch milliseconds or an ISO date. */
  timestamp: z.union([z.number().int().min(0).max(8_640_000_000_000), z.iso.datetime({ offset: true })]),
  completed: z.boolean().default(false),
  synced: z.boolean().optional(),
});
export type WatchSession = z.input<typeof watchSession>;

export const syncWatchHistoryBody = z.object({
  sessions: z.array(watchSession).min(1, 'No sessions to sync').max(WATCH_SYNC_MAX, `At most ${WATCH_SYNC_MAX} sessions per call`),
});

export const learnerLevel = z.enum(['beginner', 'intermediate', 'advanced']);
export type LearnerLevelValue = z.infer<typeof learnerLevel>;

export const topicWeight = z.object({ topic: z.string(), weight: z.number(), lastUpdated: z.string(), videoCount: z.number() });
export type TopicWeight = z.infer<typeof topicWeight>;

export const syncWatchHistoryReply = z.object({
  /** Sessions stored by this call (a session sent before is not counted again). */
  synced: z.number(),
  level: learnerLevel,
  topicWeights: z.array(topicWeight),
});
export type SyncWatchHistoryReply = z.infer<typeof syncWatchHistoryReply>;

// ----------------------------------------------------------------------------------- recommendations

export const recommendation = z.object({
  fromTopic: z.string(),
  toTopic: z.string(),
  reason: z.string(),
  confidence: z.number(),
  /** The learner's weight of fromTopic (0 when it came from their interests alone). */
  userWeight: z.number(),
  videos: z.array(searchVideo).max(RECOMMENDATION_VIDEOS),
  isAIGenerated: z.literal(true).optional(),
  isDefault: z.literal(true).optional(),
});
export type Recommendation = z.infer<typeof recommendation>;
export const recommendationsReply = z.array(recommendation).max(RECOMMENDATIONS_LIMIT);

const userContext = z
  .object({
    level: learnerLevel.optional(),
    interests: z.array(topicText).max(10).optional(),
  })
  .optional();

export const relatedTopicsBody = z.object({ topic: topicText, userContext });
export const relatedTopicsReply = z.object({
  relatedTopics: z.array(z.string()),
  isAIGenerated: z.literal(true).optional(),
  isDefault: z.literal(true).optional(),
});

export const connectionReasonBody = z.object({ fromTopic: topicText, toTopic: topicText });
export const connectionReasonReply = z.object({
  reason: z.string(),
  isAIGenerated: z.literal(true).optional(),
  isDefault: z.literal(true).optional(),
});

export const smartFetchBody = z.object({
  topic: topicText,
  userTopic: topicText.optional(),
  searchQuery: z.string().trim().min(2).max(100).optional(),
});
export const smartFetchReply = z.object({ videos: z.array(searchVideo).max(RECOMMENDATION_VIDEOS) });
export type SmartFetchReply = z.infer<typeof smartFetchReply>;

