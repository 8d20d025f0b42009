import {
  AI_CONFIDENCE,
  DEFAULT_CONFIDENCE,
  type LearnerLevelValue,
  type Recommendation,
  RECOMMENDATION_VIDEOS,
  RECOMMENDATIONS_LIMIT,
  type SearchVideo,
  type SmartFetchReply,
  type SyncWatchHistoryReply,
  type TopicWeight,
  YOUTUBE_MESSAGES,
  YouTubeErrorCode,
} from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { hourOf, type LearnerCounters, learnerVersion } from '../../http/answer-version.ts';
import { AppError } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { AiProvider, UserContext } from '../../providers/ai/index.ts';
import type { Clock } from '../../providers/clock.ts';
import { videoRowToYouTube } from '../catalog/catalog.service.ts';
import { isInappropriateSearch } from '../youtube/content-filter.ts';
import type { YouTubeService } from '../youtube/youtube.service.ts';
import { toSearchVideo } from '../youtube/youtube.view.ts';
import { localPicks, type PlanCooccurrence, reasonFor, relatedKeys } from './local-recommender.ts';
import { type PickVideoRow, recommendationsQueries } from './recommendations.queries.ts';
import { recommendationsRepository } from './recommendations.repository.ts';
import { categoryLabel, tagsInText, type TopicKnowledge, topicKey, topicKnowledge } from './topic-knowledge.ts';
import { learnerLevel, topicWeights, WINDOW_MS } from './topic-weights.ts';

/**
 * How long a request waits for the model before answering from the local recommender (decision 0030).
 * The model's call goes on and its answer reaches the cache, so the next view gets it.
 */
export const AI_WAIT_MS = 800;
/** Topics a session keeps, and topics handed to the recommender. */
const SESSION_TOPICS_MAX = 5;
const PROFILE_TOPICS_MAX = 5;
const RELATED_TOPICS_MAX = 5;
/** Catalog videos of a topic read per pick: enough to fill it after leaving out what was watched. */
const TAGGED_VIDEOS_READ = 12;

export interface ParsedWatchSession {
  videoId: string;
  title: string;
  topics: string[];
  watchTime: number;
  timestamp: number | string;
  completed: boolean;
}

interface Profile {
  weights: TopicWeight[];
  level: LearnerLevelValue;
  /** Topics to recommend from, heaviest first: watched topics, then interests. */
  topics: string[];
  watchedYoutubeIds: string[];
}

const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const cleanTopic = (t: string) =>
  t
    .replace(/[\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

export class RecommendationsService {
  private readonly knowledge: TopicKnowledge = topicKnowledge();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ai: AiProvider,
    private readonly youtube: YouTubeService,
    private readonly log: Logger,
  ) {}

  // ------------------------------------------------------------------------------- watch history

  /** Topics of a session: the catalog's for a video we know (tags, category), else those named in its title, then the browser's own. */
  private topicsOf(session: ParsedWatchSession, video: { youtubeId: string; title: string; category: string | null } | undefined): string[] {
    const k = this.knowledge;
    const keys = video ? [...(k.tagsOfVideo.get(video.youtubeId) ?? []), ...tagsInText(k, video.title)] : tagsInText(k, session.title);
    const fromData = keys.map((key) => k.tags.get(key)?.display ?? key);
    const category = video?.category ? categoryLabel(video.category) : null;
    const topics = unique([...fromData, ...session.topics.map(cleanTopic).filter(Boolean), ...(category ? [category] : [])]);
    return topics.slice(0, SESSION_TOPICS_MAX);
  }

  async syncWatchHistory(userId: number, sessions: ParsedWatchSession[]): Promise<SyncWatchHistoryReply> {
    const now = this.clock.now();
    const videos = await recommendationsQueries.videosByKeys(this.db, [...new Set(sessions.map((s) => s.videoId))]);
    const byKey = new Map<string, (typeof videos)[number]>();
    for (const v of videos) {
      byKey.set(String(v.id), v);
      byKey.set(v.youtubeId, v);
    }
    const rows = sessions.map((s) => {
      const at = new Date(s.timestamp);
      return {
        userId,
        videoKey: s.videoId,
        title: s.title,
        topics: this.topicsOf(s, byKey.get(s.videoId)),
        watchSeconds: Math.round(s.watchTime),
        completed: s.completed,
        // A clock running ahead in the browser cannot place a session in the future.
        watchedAt: at.getTime() > now.getTime() ? now : at,
      };
    });
    const synced = await recommendationsRepository.insertSessions(this.db, rows);
    const profile = await this.profile(userId);
    return { synced, level: profile.level, topicWeights: profile.weights };
  }

  private async profile(userId: number): Promise<Profile> {
    const now = this.clock.now();
    const [sessions, count, interests] = await Promise.all([
      recommendationsRepository.sessionsSince(this.db, userId, new Date(now.getTime() - WINDOW_MS)),
      recommendationsRepository.sessionCount(this.db, userId),
      recommendationsQueries.interests(this.db, userId),
    ]);
    const weights = topicWeights(sessions, now);
    const interestLabels = interests.map((c) => categoryLabel(c)).filter((l): l is string => l !== null);
    const watched = new Set<string>();
    for (const s of sessions) if (!/^\d+$/.test(s.videoKey)) watched.add(s.videoKey);
    return {
      weights,
      level: learnerLevel(count),
      topics: unique([...weights.map((w) => w.topic), ...interestLabels]).slice(0, PROFILE_TOPICS_MAX),
      watchedYoutubeIds: [...watched],
    };
  }

  // ------------------------------------------------------------------------------ recommendations

  /**
   * For the answer cache (without a model only: the model's answer may arrive later and is cached by
   * the provider). The version: the learner's counters (a video watched, a plan added or changed),
   * their synced sessions and interests (one small statement), and the hour, which bounds the global
   * part (other learners' public plans, the catalog's videos) and the topic weights' decay (decision 0056).
   */
  async recommendationsVersioned(user: LearnerCounters & { id: number }): Promise<Versioned<Recommendation[]>> {
    const inputs = await recommendationsQueries.ownInputs(this.db, user.id);
    return { key: user.id, version: learnerVersion(user, inputs, hourOf(this.clock.now())), load: () => this.recommendations(user.id) };
  }

  /** Whether the answer is the local recommender's, which depends only on what the version covers. */
  get cacheable(): boolean {
    return !this.ai.available;
  }

  /** Up to 3 'if you like X, try Y': the model's when it answers in time, else the local recommender's. Never throws for the model. */
  async recommendations(userId: number): Promise<Recommendation[]> {
    // Without a model the local recommender needs the plan co-occurrence: read beside the profile.
    let cooccurrence = this.ai.available ? undefined : this.planCooccurrence(userId);
    // Handled here too, for the early return below (its failure still reaches the await that uses it).
    cooccurrence?.catch(() => undefined);
    const profile = await this.profile(userId);
    if (profile.topics.length === 0) return [];
    const weightOf = (topic: string) => profile.weights.find((w) => w.topic.toLowerCase() === topic.toLowerCase())?.weight ?? 0;
    const exclude = new Set(profile.watchedYoutubeIds);

    if (this.ai.available) {
      const answer = await this.ai.recommendations({ topics: profile.topics, level: profile.level }, { signal: AbortSignal.timeout(AI_WAIT_MS) });
      if (answer.ok && answer.value.length > 0) {
        const picks = answer.value.slice(0, RECOMMENDATIONS_LIMIT);
        const videos = await this.videosFor(
          picks.map((p) => ({ texts: [p.searchQuery, p.toTopic] })),
          exclude,
        );
        return picks.map((p, i) => ({
          fromTopic: p.fromTopic,
          toTopic: p.toTopic,
          reason: p.reason,
          confidence: AI_CONFIDENCE,
          userWeight: weightOf(p.fromTopic),
          videos: videos[i] ?? [],
          isAIGenerated: true as const,
        }));
      }
      if (!answer.ok) this.log.info({ failure: answer.failure.kind }, 'recommendations: the model did not answer in time or usably; local recommender used');
    }

    cooccurrence ??= this.planCooccurrence(userId);
    const picks = localPicks(this.knowledge, profile.topics, new Set(), await cooccurrence);
    const videos = await this.videosFor(
      picks.map((p) => ({ youtubeIds: this.knowledge.tags.get(p.toKey)?.youtubeIds, texts: [p.toTopic] })),
      exclude,
    );
    return picks.map((p, i) => ({
      fromTopic: p.fromTopic,
      toTopic: p.toTopic,
      reason: p.reason,
      confidence: DEFAULT_CONFIDENCE,
      userWeight: weightOf(p.fromTopic),
      videos: videos[i] ?? [],
      isDefault: true as const,
    }));
  }

  /** Per topic of the learner: the tags of videos sharing a public plan with the videos they watched of it. */
  private async planCooccurrence(userId: number): Promise<PlanCooccurrence> {
    const k = this.knowledge;
    const pairs = await recommendationsQueries.publicPlanNeighbours(this.db, userId, new Date(this.clock.now().getTime() - WINDOW_MS));
    const out: PlanCooccurrence = new Map();
    for (const { from, to } of pairs) {
      const fromTopics = new Set([...(k.tagsOfVideo.get(from) ?? [])]);
      const category = k.categoryOfVideo.get(from);
      if (category) fromTopics.add(topicKey(categoryLabel(category) ?? category));
      for (const fromKey of fromTopics) {
        const counts = out.get(fromKey) ?? new Map<string, number>();
        for (const toKey of k.tagsOfVideo.get(to) ?? []) counts.set(toKey, (counts.get(toKey) ?? 0) + 1);
        out.set(fromKey, counts);
      }
    }
    return out;
  }

  /**
   * Real videos for each pick (no quota spent): the catalog's videos of its topic when it is a known
   * tag (one unique-index lookup for all picks), else the first of its texts that finds any in the
   * catalog and saved videos (bounded full-text lookups). What the learner watched is left out.
   */
  private async videosFor(wanted: { youtubeIds?: string[]; texts: string[] }[], exclude: Set<string>): Promise<SearchVideo[][]> {
    const tagged = wanted.map((w) => (w.youtubeIds ?? []).filter((id) => !exclude.has(id)).slice(0, TAGGED_VIDEOS_READ));
    const rows = await recommendationsQueries.confirmedVideos(this.db, [...new Set(tagged.flat())]);
    const byYoutubeId = new Map(rows.map((r) => [r.youtubeId, r]));
    // Rows of the videos table: they carry our id, so no second lookup for it.
    const asView = (row: PickVideoRow) => toSearchVideo(videoRowToYouTube(row), row.id);
    return Promise.all(
      wanted.map(async (w, i) => {
        const fromTag = (tagged[i] ?? []).flatMap((id) => byYoutubeId.get(id) ?? []).slice(0, RECOMMENDATION_VIDEOS);
        if (fromTag.length > 0) return fromTag.map(asView);
        const words = w.texts.flatMap((q) => [q, ...q.split(/\s+/).filter((word) => word.length >= 4).sort((a, b) => b.length - a.length)]);
        for (const q of unique(words).slice(0, 4)) {
          const fresh = await recommendationsQueries.videosForText(this.db, q, exclude, RECOMMENDATION_VIDEOS);
          if (fresh.length > 0) return fresh.map(asView);
        }
        return [];
      }),
    );
  }

  // --------------------------------------------------------------------- the model-backed helpers

  async relatedTopics(topic: string, userContext: UserContext | undefined): Promise<{ relatedTopics: string[]; isAIGenerated?: true; isDefault?: true }> {
    if (this.ai.available) {
      const answer = await this.ai.relatedTopics({ topic, userContext }, { signal: AbortSignal.timeout(AI_WAIT_MS) });
      if (answer.ok && answer.value.length > 0) return { relatedTopics: answer.value, isAIGenerated: true };
    }
    const k = this.knowledge;
    const exclude = new Set((userContext?.interests ?? []).map(topicKey));
    let keys = relatedKeys(k, topic, exclude, RELATED_TOPICS_MAX).map((r) => r.key);
    if (keys.length === 0) {
      // Nothing known about the topic: the most used topics of the learner's areas, or of all.
      keys = [...k.tags.values()]
        .filter((t) => t.count >= 3 && t.key !== topicKey(topic))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
        .slice(0, RELATED_TOPICS_MAX)
        .map((t) => t.key);
    }
    return { relatedTopics: keys.map((key) => k.tags.get(key)?.display ?? key), isDefault: true };
  }

  async connectionReason(fromTopic: string, toTopic: string): Promise<{ reason: string; isAIGenerated?: true; isDefault?: true }> {
    if (this.ai.available) {
      const answer = await this.ai.connectionReason({ fromTopic, toTopic }, { signal: AbortSignal.timeout(AI_WAIT_MS) });
      if (answer.ok) return { reason: answer.value, isAIGenerated: true };
    }
    return { reason: reasonFor(this.knowledge, fromTopic, toTopic), isDefault: true };
  }

  /** Real videos for a topic: from YouTube when a key is set, else (or when YouTube fails) the catalog and saved videos. */
  async smartFetch(input: { topic: string; userTopic?: string | undefined; searchQuery?: string | undefined }): Promise<SmartFetchReply> {
    for (const text of [input.topic, input.searchQuery ?? '']) {
      if (isInappropriateSearch(text)) {
        throw new AppError(400, YouTubeErrorCode.INAPPROPRIATE_SEARCH, YOUTUBE_MESSAGES.inappropriate, {}, 'Content Policy Violation');
      }
    }
    let query = input.searchQuery;
    if (!query && input.userTopic && this.ai.available) {
      const answer = await this.ai.searchQuery({ topic: input.topic, userTopic: input.userTopic }, { signal: AbortSignal.timeout(AI_WAIT_MS) });
      if (answer.ok && !isInappropriateSearch(answer.value)) query = answer.value;
    }
    if (this.youtube.hasApiKey) {
      try {
        const result = await this.youtube.searchVideos({ q: query ?? input.topic, maxResults: RECOMMENDATION_VIDEOS });
        if (result.videos.length > 0) return { videos: result.videos.slice(0, RECOMMENDATION_VIDEOS) };
      } catch (err) {
        this.log.warn({ err }, 'smart fetch: YouTube search failed; answering from the catalog');
      }
    }
    const [videos] = await this.videosFor([{ texts: [...(query ? [query] : []), input.topic] }], new Set());
    return { videos: videos ?? [] };
  }
}
